// The startup entity's company profile, taxonomy and bulk actions (spec 02 §3, §9; spec 01 §4 batch operations).
// Pure rules shared by the server (which refuses bad input) and the web forms (which show the same messages).

import type { MessageDescriptor } from './forms.ts';
import { TAG_CATEGORIES, type TagCategory } from './metrics.ts';
import { YEAR_MIN } from './timings.ts';
import { normalizeWebLink } from './web-links.ts';

export const STARTUP_STATUSES = ['active', 'archived'] as const;
export type StartupStatus = (typeof STARTUP_STATUSES)[number];

/** Company stages a programme team tracks (the spec does not list them: ours). */
export const STARTUP_STAGES = ['idea', 'prototype', 'mvp', 'pre_seed', 'seed', 'series_a', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

/** The bulk actions of the management table; ADD_TO_PROGRAM and ADD_TAG need a target id. */
export const STARTUP_BATCH_ACTIONS = ['ARCHIVE', 'RESTORE', 'ADD_TO_PROGRAM', 'ADD_TAG'] as const;
export type StartupBatchAction = (typeof STARTUP_BATCH_ACTIONS)[number];
export const STARTUP_BATCH_MAX_ITEMS = 200;

export function batchActionNeedsTarget(action: StartupBatchAction): boolean {
  return action === 'ADD_TO_PROGRAM' || action === 'ADD_TAG';
}

/** The social links a company profile holds, each normalised with the shared web-link rule. */
export const STARTUP_LINK_FIELDS = ['website', 'linkedin', 'twitter', 'facebook'] as const;
export type StartupLinkField = (typeof STARTUP_LINK_FIELDS)[number];

export const STARTUP_LIMITS = {
  name: 120,
  description: 4000,
  city: 120,
  link: 500,
  employeeCountMax: 1_000_000,
  tagName: 60,
  industryName: 80,
} as const;

/** ISO 3166-1 alpha-2, upper case. */
const COUNTRY = /^[A-Z]{2}$/;
/** A tag colour: #rgb or #rrggbb. */
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface StartupProfileInput {
  readonly name?: string | null;
  readonly description?: string | null;
  readonly website?: string | null;
  readonly linkedin?: string | null;
  readonly twitter?: string | null;
  readonly facebook?: string | null;
  readonly foundedYear?: number | null;
  readonly country?: string | null;
  readonly city?: string | null;
  readonly stage?: string | null;
  readonly employeeCount?: number | null;
}

export const STARTUP_MESSAGES = {
  nameRequired: { key: 'startups.errors.nameRequired', defaultMessage: 'Name is a required field' },
  tooLong: { key: 'startups.errors.tooLong', defaultMessage: 'This is too long' },
  foundedYear: { key: 'startups.errors.foundedYear', defaultMessage: 'The year must be between 1950 and this year' },
  country: { key: 'startups.errors.country', defaultMessage: 'Choose a country' },
  stage: { key: 'startups.errors.stage', defaultMessage: 'Choose a stage' },
  employeeCount: { key: 'startups.errors.employeeCount', defaultMessage: 'Enter a whole number of people' },
  link: { key: 'startups.errors.link', defaultMessage: 'This is not a valid url' },
} as const satisfies Record<string, MessageDescriptor>;

export type StartupProfileErrors = Partial<Record<keyof StartupProfileInput, MessageDescriptor>>;

/** http(s) with a dotted host, optional port and path; or mailto with an address. */
const WEB_URL = /^https?:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(?::\d+)?(?:[/?#]\S*)?$/i;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;

function isWebUrl(link: string): boolean {
  return WEB_URL.test(link) || MAILTO.test(link);
}

/**
 * Checks a (partial) company profile: only the fields present are checked; `name` when present must not be blank.
 * Links are checked after normalisation. `now` gives the current year.
 */
export function validateStartupProfile(input: StartupProfileInput, now: Date = new Date()): StartupProfileErrors {
  const errors: StartupProfileErrors = {};
  if (input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) errors.name = STARTUP_MESSAGES.nameRequired;
    else if (name.length > STARTUP_LIMITS.name) errors.name = STARTUP_MESSAGES.tooLong;
  }
  if (input.description != null && input.description.length > STARTUP_LIMITS.description)
    errors.description = STARTUP_MESSAGES.tooLong;
  if (input.city != null && input.city.trim().length > STARTUP_LIMITS.city) errors.city = STARTUP_MESSAGES.tooLong;
  if (input.foundedYear != null) {
    const y = input.foundedYear;
    if (!Number.isInteger(y) || y < YEAR_MIN || y > now.getUTCFullYear())
      errors.foundedYear = STARTUP_MESSAGES.foundedYear;
  }
  if (input.country != null && input.country !== '' && !COUNTRY.test(input.country))
    errors.country = STARTUP_MESSAGES.country;
  if (input.stage != null && input.stage !== '' && !(STARTUP_STAGES as readonly string[]).includes(input.stage))
    errors.stage = STARTUP_MESSAGES.stage;
  if (input.employeeCount != null) {
    const n = input.employeeCount;
    if (!Number.isInteger(n) || n < 0 || n > STARTUP_LIMITS.employeeCountMax)
      errors.employeeCount = STARTUP_MESSAGES.employeeCount;
  }
  for (const field of STARTUP_LINK_FIELDS) {
    const raw = input[field];
    if (raw == null || raw.trim() === '') continue;
    const link = normalizeWebLink(raw);
    if (link.length > STARTUP_LIMITS.link) errors[field] = STARTUP_MESSAGES.tooLong;
    else if (!isWebUrl(link)) errors[field] = STARTUP_MESSAGES.link;
  }
  return errors;
}

export function isTagCategory(value: unknown): value is TagCategory {
  return typeof value === 'string' && (TAG_CATEGORIES as readonly string[]).includes(value);
}

export function isTagColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR.test(value);
}

/** The default tag colour when none is chosen. */
export const DEFAULT_TAG_COLOR = '#228be6';

/** The tabs a startup file may have (spec 02 §2); the built ones are listed in the web's file/tabs.tsx. */
export const STARTUP_FILE_TABS = [
  'activities',
  'tasks',
  'documents',
  'assessment',
  'analytics',
  'company',
  'applications',
  'feedback',
  'milestones',
  'export',
  'custom-fields',
  'engagement-analytics',
] as const;
export type StartupFileTab = (typeof STARTUP_FILE_TABS)[number];
