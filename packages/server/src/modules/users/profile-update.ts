// What PUT /user accepts of the caller's own profile, and the role's profile-field rules held on it: a field the
// role may not edit cannot change (refused, nothing saved), a required field cannot be emptied.
import { z } from 'zod';
import {
  GENDERS,
  PROFILE_FIELD_ERRORS,
  PROFILE_LOCATIONS_MAX,
  PROFILE_LOCATION_MAX,
  WORK_STATUSES,
  isBirthday,
  isCatalogueLanguage,
  isProfileField,
  isProfileFieldEmpty,
  normalizeWebLink,
  type ProfileFieldRules,
} from '@ascent/shared';
import { reasonError } from '../../core/errors.ts';
import type { UserLinks } from './users.schema.ts';

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
/** ISO 3166-1 alpha-2 (upper case): a code ICU names, excluding groupings such as EU or UN. */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== code;

const isHttpUrl = (url: string) => {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

const link = (label: string) =>
  z
    .string()
    .max(500, `${label} must be at most 500 characters`)
    .transform((v) => normalizeWebLink(v))
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be a web address (http or https)`)
    .nullable();

const wordList = (label: string, max: number, itemMax: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} items cannot be empty`)
        .max(itemMax, `${label} items must be at most ${itemMax} characters`),
      { message: `${label} must be a list of words` },
    )
    .max(max, `${label} can hold at most ${max} items`)
    .transform((items) => [...new Set(items)]);

const name = (label: string) =>
  z.string().trim().min(1, `${label} is a required field`).max(100, `${label} must be at most 100 characters`);

const country = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isCountryCode(v), `${label} is not a valid ISO 3166 country code`)
    .nullable();

const oneOf = (label: string, values: readonly string[]) =>
  z
    .string()
    .refine((v) => v === '' || values.includes(v), `${label} must be one of ${values.join(', ')}`)
    .nullable();

const today = () => new Date().toISOString().slice(0, 10);

const ProfileUpdate = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    headline: z.string().trim().max(200, 'Headline must be at most 200 characters').nullable(),
    phone: z
      .string()
      .trim()
      .max(40, 'Phone must be at most 40 characters')
      .regex(/^[+()\d\s.-]*$/, 'Phone is not a valid phone number')
      .nullable(),
    language: z.string().refine(isCatalogueLanguage, 'Language is not a supported language').nullable(),
    timezone: z.string().refine(isTimeZone, 'Timezone is not a valid time zone').nullable(),
    bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').nullable(),
    country: country('Country'),
    countryOrigin: country('Country of origin'),
    gender: oneOf('Gender', GENDERS),
    workStatus: oneOf('Work status', WORK_STATUSES),
    birthday: z
      .string()
      .refine((v) => v === '' || isBirthday(v, today()), 'Birthday must be a past date (YYYY-MM-DD) after 1900')
      .nullable(),
    locations: wordList('Locations', PROFILE_LOCATIONS_MAX, PROFILE_LOCATION_MAX),
    links: z
      .object({
        linkedin: link('LinkedIn'),
        twitter: link('Twitter'),
        facebook: link('Facebook'),
        angellist: link('AngelList'),
      })
      .partial()
      .strict(),
    expertise: wordList('Expertise', 20, 60),
    industries: wordList('Industries', 20, 60),
  })
  .partial()
  .strict();

/** Clients send the whole user object; only the profile's fields are read, others are ignored. */
export const EditableFields = z.preprocess(
  (body) =>
    Object.fromEntries(
      Object.entries(typeof body === 'object' && body !== null ? body : {}).filter(([k]) => k in ProfileUpdate.shape),
    ),
  ProfileUpdate,
);
export type ProfileBody = z.infer<typeof ProfileUpdate>;

/** The stored values the rules compare with (the caller's own row). */
export type StoredProfile = Record<string, unknown> & { links: UserLinks };

/** The row's new values: empty text is stored as null; links not sent keep their value, empty ones go. */
export function profileValues(body: ProfileBody, current: StoredProfile): Record<string, unknown> {
  const values: Record<string, unknown> = { ...body };
  for (const key of ['country', 'countryOrigin', 'bio', 'gender', 'workStatus', 'birthday'] as const)
    if (body[key] !== undefined) values[key] = body[key] || null;
  if (body.links !== undefined) {
    const merged: Record<string, string> = {};
    for (const [k, v] of Object.entries(current.links)) if (v) merged[k] = v;
    for (const [k, v] of Object.entries(body.links)) {
      if (v) merged[k] = v;
      else delete merged[k];
    }
    values.links = merged;
  }
  return values;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sortedLinks = (l: unknown) => Object.fromEntries(Object.entries((l ?? {}) as object).sort());

/**
 * Refuses (nothing saved) a change of a field the role may not edit, and a required field left empty. A locked
 * field sent unchanged is accepted: clients send the whole profile back.
 */
export function checkRules(rules: ProfileFieldRules, values: Record<string, unknown>, current: StoredProfile): void {
  for (const [key, value] of Object.entries(values)) {
    if (!isProfileField(key)) continue;
    const rule = rules[key];
    const changed =
      key === 'links' ? !same(sortedLinks(value), sortedLinks(current.links)) : !same(value, current[key]);
    if (changed && !rule.editable)
      throw reasonError('FORBIDDEN', PROFILE_FIELD_ERRORS, 'locked', { field: key }, { field: key });
    if (rule.required && isProfileFieldEmpty(key, { [key]: value }))
      throw reasonError('VALIDATION_FAILED', PROFILE_FIELD_ERRORS, 'required', { field: key }, { field: key });
  }
}
