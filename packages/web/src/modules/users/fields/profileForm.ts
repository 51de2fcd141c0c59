// The person's own profile form (/profile and /profile/complete): its values, what is sent to PUT /user (only the
// fields their role lets them edit), and the client-side checks the server makes too (required, birthday).
import {
  effectiveProfileRules,
  isBirthday,
  isProfileFieldEmpty,
  type ProfileField,
  type ProfileFieldRules,
} from '@ascent/shared';
import type { TFunction } from 'i18next';
import type { MyProfileFieldsQuery, UserProfileQuery } from '../../../generated/graphql.ts';
import { RestError } from '../../../app/errors.ts';
import { readToken } from '../../auth/tokenStore.ts';
import type { PROFILE_LINKS } from '../people/countries.ts';
import { profileFieldLabel } from './fieldLabels.ts';

export type LinkKey = (typeof PROFILE_LINKS)[number]['key'];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  phone: string;
  gender: string | null;
  birthday: string;
  country: string | null;
  countryOrigin: string | null;
  locations: string[];
  workStatus: string | null;
  timezone: string | null;
  language: string | null;
  links: Record<LinkKey, string>;
  expertise: string[];
  industries: string[];
  /** Tag ids (mentortag, user): saved through setUserTags, not PUT /user. */
  skills: string[];
  userTags: string[];
}

export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  headline: '',
  bio: '',
  phone: '',
  gender: null,
  birthday: '',
  country: null,
  countryOrigin: null,
  locations: [],
  workStatus: null,
  timezone: null,
  language: null,
  links: { linkedin: '', twitter: '', facebook: '', angellist: '' },
  expertise: [],
  industries: [],
  skills: [],
  userTags: [],
};

type Profile = NonNullable<UserProfileQuery['profile']>;

export function profileValues(p: Profile, tags: readonly { _id: string; kind: string }[]): ProfileValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline ?? '',
    bio: p.bio ?? '',
    phone: p.phone ?? '',
    gender: p.gender ?? null,
    birthday: p.birthday ?? '',
    country: p.country ?? null,
    countryOrigin: p.countryOrigin ?? null,
    locations: [...p.locations],
    workStatus: p.workStatus ?? null,
    timezone: p.timezone ?? null,
    language: p.language ?? null,
    links: {
      linkedin: p.links.linkedin ?? '',
      twitter: p.links.twitter ?? '',
      facebook: p.links.facebook ?? '',
      angellist: p.links.angellist ?? '',
    },
    expertise: [...p.expertise],
    industries: [...p.industries],
    skills: tags.filter((x) => x.kind === 'mentortag').map((x) => x._id),
    userTags: tags.filter((x) => x.kind === 'user').map((x) => x._id),
  };
}

export const rulesOf = (data: MyProfileFieldsQuery | undefined): ProfileFieldRules =>
  effectiveProfileRules(Object.fromEntries((data?.myProfileFields.fields ?? []).map(({ field, ...r }) => [field, r])));

/** May the person change this field themselves (skills also need the organisation's lockedSkills off)? */
export const mayEdit = (rules: ProfileFieldRules, field: ProfileField, skillsLocked: boolean) =>
  rules[field].visible && rules[field].editable && !(field === 'skills' && skillsLocked);

const TAG_FIELDS = ['skills', 'userTags'] as const;

/** PUT /user's body: the names, time zone and language, and the profile fields the person may edit. */
export function profileBody(values: ProfileValues, fields: readonly ProfileField[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    timezone: values.timezone,
    language: values.language,
  };
  for (const field of fields) {
    if ((TAG_FIELDS as readonly string[]).includes(field)) continue;
    const v = values[field as keyof ProfileValues];
    body[field] = typeof v === 'string' ? v.trim() : (v ?? '');
  }
  return body;
}

export async function putProfile(body: Record<string, unknown>): Promise<void> {
  const token = readToken();
  const res = await fetch('/user', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw RestError.of(await res.json().catch(() => null));
}

/** The form's checks of the fields shown: a required one filled, a birthday that exists and has passed. */
export function validateProfile(
  values: ProfileValues,
  rules: ProfileFieldRules,
  fields: readonly ProfileField[],
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const v = values[field as keyof ProfileValues];
    const empty = isProfileFieldEmpty(field, {
      [field]: Array.isArray(v) && TAG_FIELDS.includes(field as never) ? v.length : v,
    });
    if (rules[field].required && empty)
      errors[field] = t('validation.required', { field: profileFieldLabel(field, t) });
  }
  if (
    fields.includes('birthday') &&
    values.birthday &&
    !isBirthday(values.birthday, new Date().toISOString().slice(0, 10))
  )
    errors.birthday = t('profileFields.birthdayInvalid');
  return errors;
}
