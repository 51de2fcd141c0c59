// Profile fields (spec 01 §2 /setup/profile-fields, §3 the current user's fields): for each role, which fields of a
// person's profile are shown, which the person must fill and which they may edit themselves. The organisation's
// administrators set the rules; the server holds them (PUT /user refuses a locked field, a required field left empty)
// and asks a person who lacks a required field at their next sign-in (/profile/complete), without locking them out.
// First and last name are always shown, required and editable; e-mail, role, programmes and assigned startups are
// the organisation's to set (users screen, programmes), shown read-only.
import type { ErrorReasonTable } from './errors.ts';

export const PROFILE_FIELDS = [
  'headline',
  'bio',
  'phone',
  'gender',
  'birthday',
  'workStatus',
  'country',
  'countryOrigin',
  'locations',
  'links',
  'expertise',
  'industries',
  'skills',
  'userTags',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Short fields the form lays out two to a row. */
export const SHORT_PROFILE_FIELDS: readonly ProfileField[] = [
  'phone',
  'gender',
  'birthday',
  'workStatus',
  'country',
  'countryOrigin',
];

export function isProfileField(value: unknown): value is ProfileField {
  return typeof value === 'string' && (PROFILE_FIELDS as readonly string[]).includes(value);
}

/**
 * Personal fields: shown to the person and to those who may edit users (USERS:EDIT), never to other members,
 * whatever the rules say (docs/decisions.md, "Profile fields").
 */
export const PRIVATE_PROFILE_FIELDS: readonly ProfileField[] = ['phone', 'gender', 'birthday'];

export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const WORK_STATUSES = ['full_time', 'part_time', 'freelance', 'student', 'looking', 'other'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** At most this many places in `locations`, each at most PROFILE_LOCATION_MAX characters. */
export const PROFILE_LOCATIONS_MAX = 10;
export const PROFILE_LOCATION_MAX = 100;
/** The earliest birthday accepted (a year before it is a typing mistake). */
export const PROFILE_BIRTHDAY_MIN = '1900-01-01';

export interface ProfileFieldRule {
  /** Shown on the profile and in the person's own form. */
  visible: boolean;
  /** The person must fill it (asked at their next sign-in when empty); implies visible and editable. */
  required: boolean;
  /** The person may change it themselves (otherwise only USERS:EDIT, from the users screen, or read-only). */
  editable: boolean;
}

export type ProfileFieldRules = Readonly<Record<ProfileField, ProfileFieldRule>>;

const SHOWN: ProfileFieldRule = { visible: true, required: false, editable: true };

/** Every role starts with every field shown and editable, none required; user tags are the organisation's to set. */
export const DEFAULT_PROFILE_FIELD_RULES: ProfileFieldRules = Object.fromEntries(
  PROFILE_FIELDS.map((f) => [f, f === 'userTags' ? { ...SHOWN, editable: false } : SHOWN]),
) as ProfileFieldRules;

/** A role's stored rules (only what differs from the defaults is stored) over the defaults. */
export function effectiveProfileRules(stored: Readonly<Record<string, unknown>> | null | undefined) {
  const out = {} as Record<ProfileField, ProfileFieldRule>;
  for (const field of PROFILE_FIELDS) {
    const s = stored?.[field] as Partial<ProfileFieldRule> | undefined;
    const d = DEFAULT_PROFILE_FIELD_RULES[field];
    out[field] = {
      visible: typeof s?.visible === 'boolean' ? s.visible : d.visible,
      required: typeof s?.required === 'boolean' ? s.required : d.required,
      editable: typeof s?.editable === 'boolean' ? s.editable : d.editable,
    };
  }
  return out as ProfileFieldRules;
}

/** Why a rule is inconsistent (a required field must be shown and editable; a hidden one cannot be edited). */
export function ruleProblem(rule: ProfileFieldRule): 'requiredHidden' | 'requiredLocked' | 'hiddenEditable' | null {
  if (rule.required && !rule.visible) return 'requiredHidden';
  if (rule.required && !rule.editable) return 'requiredLocked';
  if (!rule.visible && rule.editable) return 'hiddenEditable';
  return null;
}

/** The values a person's profile holds, as far as the rules need them to tell filled from empty. */
export interface ProfileFieldValues {
  headline?: string | null;
  bio?: string | null;
  phone?: string | null;
  gender?: string | null;
  birthday?: string | null;
  country?: string | null;
  countryOrigin?: string | null;
  locations?: readonly string[] | null;
  workStatus?: string | null;
  links?: Readonly<Record<string, string | null | undefined>> | null;
  expertise?: readonly string[] | null;
  industries?: readonly string[] | null;
  /** How many skills (mentortag tags) and user tags the person carries. */
  skills?: number;
  userTags?: number;
}

export function isProfileFieldEmpty(field: ProfileField, values: ProfileFieldValues): boolean {
  const v = values[field];
  if (v === null || v === undefined) return true;
  if (typeof v === 'number') return v === 0;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return !Object.values(v).some((link) => typeof link === 'string' && link.trim() !== '');
}

/** The required fields the person has not filled, in the form's order. */
export function missingProfileFields(rules: ProfileFieldRules, values: ProfileFieldValues): ProfileField[] {
  return PROFILE_FIELDS.filter((f) => rules[f].required && isProfileFieldEmpty(f, values));
}

export const PROFILE_FIELD_ERRORS = {
  locked: {
    key: 'profileFields.errors.locked',
    defaultMessage: 'Your organisation does not let you change {field} yourself.',
  },
  required: { key: 'profileFields.errors.required', defaultMessage: '{field} is a required field.' },
  requiredHidden: {
    key: 'profileFields.errors.requiredHidden',
    defaultMessage: 'A required field must be shown: {field}.',
  },
  requiredLocked: {
    key: 'profileFields.errors.requiredLocked',
    defaultMessage: 'A required field must be editable by the person: {field}.',
  },
  hiddenEditable: {
    key: 'profileFields.errors.hiddenEditable',
    defaultMessage: 'A hidden field cannot be editable: {field}.',
  },
  unknownField: { key: 'profileFields.errors.unknownField', defaultMessage: 'There is no profile field {field}.' },
  duplicateField: {
    key: 'profileFields.errors.duplicateField',
    defaultMessage: 'The field {field} is named twice.',
  },
  unknownRole: { key: 'profileFields.errors.unknownRole', defaultMessage: 'There is no such role.' },
} as const satisfies ErrorReasonTable;

/** A date `YYYY-MM-DD` that exists, not before PROFILE_BIRTHDAY_MIN and not after `today` (same form). */
export function isBirthday(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false;
  return value >= PROFILE_BIRTHDAY_MIN && value <= today;
}
