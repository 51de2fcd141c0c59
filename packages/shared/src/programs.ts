// Programmes (issue 17 item 1): the form rules and refusals shared by the server (which refuses bad input) and the
// web forms (which show the same messages before sending).
import { isValidTimeZone } from './dates.ts';
import type { MessageDescriptor } from './forms.ts';

export const PROGRAM_STATUSES = ['active', 'archived'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const PROGRAM_LIMITS = { name: 120, description: 4000, admins: 50 } as const;
/** At most this many startups and people in one assignment request (the bulk bound). */
export const PROGRAM_ASSIGN_MAX_ITEMS = 10_000;

export interface ProgramFormInput {
  readonly name?: string | null;
  readonly description?: string | null;
  /** Calendar dates, YYYY-MM-DD, in the programme's timezone. */
  readonly startsOn?: string | null;
  readonly endsOn?: string | null;
  readonly timezone?: string | null;
}

export const PROGRAM_ERROR_MESSAGES = {
  nameRequired: { key: 'programs.errors.nameRequired', defaultMessage: 'Name is a required field' },
  nameTooLong: { key: 'programs.errors.nameTooLong', defaultMessage: 'The name holds at most 120 characters' },
  descriptionTooLong: {
    key: 'programs.errors.descriptionTooLong',
    defaultMessage: 'The description holds at most 4000 characters',
  },
  date: { key: 'programs.errors.date', defaultMessage: 'Enter a date' },
  endBeforeStart: { key: 'programs.errors.endBeforeStart', defaultMessage: 'The end comes before the start' },
  timezone: { key: 'programs.errors.timezone', defaultMessage: 'Choose a timezone' },
  nameTaken: { key: 'programs.errors.nameTaken', defaultMessage: 'A programme named "{name}" already exists' },
  archived: { key: 'programs.errors.archived', defaultMessage: 'This programme is archived' },
  notFound: { key: 'programs.errors.notFound', defaultMessage: 'This programme no longer exists' },
  tooManyItems: { key: 'programs.errors.tooManyItems', defaultMessage: 'At most {max} startups and people at once' },
  nothingToAssign: { key: 'programs.errors.nothingToAssign', defaultMessage: 'Choose startups or people' },
  unknownItems: {
    key: 'programs.errors.unknownItems',
    defaultMessage: 'Some of the chosen startups or people are not in this organisation',
  },
  admin: { key: 'programs.errors.admin', defaultMessage: 'A programme administrator must be a team member' },
} as const satisfies Record<string, MessageDescriptor>;

export type ProgramErrorReason = keyof typeof PROGRAM_ERROR_MESSAGES;
export type ProgramFormErrors = Partial<Record<keyof ProgramFormInput, ProgramErrorReason>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Checks a programme form: `name` when `requireName` (creation) or when present; only the fields present otherwise.
 * Answers the first reason per field.
 */
export function validateProgramForm(input: ProgramFormInput, requireName: boolean): ProgramFormErrors {
  const errors: ProgramFormErrors = {};
  if (requireName || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) errors.name = 'nameRequired';
    else if (name.length > PROGRAM_LIMITS.name) errors.name = 'nameTooLong';
  }
  if ((input.description?.length ?? 0) > PROGRAM_LIMITS.description) errors.description = 'descriptionTooLong';
  if (input.startsOn && !isCalendarDate(input.startsOn)) errors.startsOn = 'date';
  if (input.endsOn && !isCalendarDate(input.endsOn)) errors.endsOn = 'date';
  else if (input.startsOn && input.endsOn && isCalendarDate(input.startsOn) && input.endsOn < input.startsOn)
    errors.endsOn = 'endBeforeStart';
  if (input.timezone && !isValidTimeZone(input.timezone)) errors.timezone = 'timezone';
  return errors;
}

/** A URL-safe slug from a programme name (the public apply page's address); `fallback` when nothing is left. */
export function programSlug(name: string, fallback = 'program'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || fallback;
}
