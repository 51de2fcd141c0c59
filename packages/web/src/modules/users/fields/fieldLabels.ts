// The words of profile fields (@ascent/shared profile-fields.ts): each field's label and the choices of gender and
// work status, translated.
import { GENDERS, WORK_STATUSES, type ProfileField } from '@ascent/shared';
import type { TFunction } from 'i18next';

export const profileFieldLabel = (field: ProfileField, t: TFunction): string => t(`profileFields.fields.${field}`);

export const genderOptions = (t: TFunction) =>
  GENDERS.map((value) => ({ value, label: t(`profileFields.gender.${value}`) }));

export const workStatusOptions = (t: TFunction) =>
  WORK_STATUSES.map((value) => ({ value, label: t(`profileFields.workStatus.${value}`) }));

/** A stored choice's label; an unknown value (a list changed since) is shown as stored rather than lost. */
export function choiceLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
