// Leads (issue 21 item 6): people interested in an intake before its round opens, captured by its public page or by
// staff, then invited by an emailed link to turn into an applicant with an application prefilled
// (docs/applications.md, "Leads"). The rules the form and the server share.
import type { ErrorReasonTable } from './errors.ts';

export const LEAD_STATUSES = ['new', 'invited', 'transferred'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['public', 'staff'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_LIMITS = {
  nameMax: 120,
  startupNameMax: 120,
  emailMax: 254,
  /** Public registrations per minute and client address. */
  registrationsPerMinute: 10,
} as const;

/** The email rule the account forms and the organisation sign-up already apply: something@host.tld, no spaces. */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= LEAD_LIMITS.emailMax && EMAIL_ADDRESS_PATTERN.test(value);
}

export type LeadFieldProblem = 'nameLength' | 'badEmail' | 'startupNameLength';

/** The problems of a lead's fields, by field (none: an empty object). The values are trimmed first. */
export function leadFieldProblems(input: {
  readonly name: string;
  readonly email: string;
  readonly startupName: string;
}): Partial<Record<'name' | 'email' | 'startupName', LeadFieldProblem>> {
  const problems: Partial<Record<'name' | 'email' | 'startupName', LeadFieldProblem>> = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > LEAD_LIMITS.nameMax) problems.name = 'nameLength';
  if (!isEmailAddress(input.email.trim())) problems.email = 'badEmail';
  if (input.startupName.trim().length > LEAD_LIMITS.startupNameMax) problems.startupName = 'startupNameLength';
  return problems;
}

/** What the leads API refuses and why (`extensions.reason`). */
export const LEAD_ERROR_MESSAGES = {
  notFound: {
    key: 'leads.errors.notFound',
    defaultMessage: 'This link is not valid, or the person it was sent to is no longer on the list.',
  },
  nameLength: { key: 'leads.errors.nameLength', defaultMessage: 'A name holds 1 to {max} characters.' },
  badEmail: { key: 'leads.errors.badEmail', defaultMessage: 'Enter a valid email address.' },
  startupNameLength: {
    key: 'leads.errors.startupNameLength',
    defaultMessage: 'A startup name holds at most {max} characters.',
  },
  alreadyLead: { key: 'leads.errors.alreadyLead', defaultMessage: 'This email address is already on the list.' },
  transferred: {
    key: 'leads.errors.transferred',
    defaultMessage: 'This person has already started their application.',
  },
  transferredToOther: {
    key: 'leads.errors.transferredToOther',
    defaultMessage: 'This invitation has already been used to start an application.',
  },
  tooMany: {
    key: 'leads.errors.tooMany',
    defaultMessage: 'Too many registrations from this address. Please wait a minute and try again.',
  },
} as const satisfies ErrorReasonTable;
export type LeadErrorReason = keyof typeof LEAD_ERROR_MESSAGES;
