// General settings of the organisation: its name, time zone, default language, currency and two account options.
// The tenant cache of this instance forgets the organisation at once; other instances within its 5 seconds.
import { z } from 'zod';
import { INCUBATOR_NAME_MAX_LENGTH, isCurrency, isKnownTimeZone, isSupportedLanguage } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { validationError } from '../../core/validation.ts';
import type { IncubatorSettingsInput, PublicIncubator } from '../../generated/graphql.ts';
import { presentPublicIncubator } from './incubators.presenter.ts';
import { updateIncubatorSettings as storeSettings } from './incubators.repository.ts';

const Settings = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is a required field')
    .max(INCUBATOR_NAME_MAX_LENGTH, `Name can have at most ${INCUBATOR_NAME_MAX_LENGTH} characters`),
  timezone: z.string().trim().refine(isKnownTimeZone, 'Timezone is not a known time zone'),
  defaultLanguage: z.string().refine(isSupportedLanguage, 'Default language is not one of the supported languages'),
  currency: z.string().refine(isCurrency, 'Currency is not one of the supported currencies'),
  allowUserSelfDelete: z.boolean(),
  allowWriteInOptionInUserSkills: z.boolean(),
});

export async function updateIncubatorSettings(
  scope: SignedIn,
  input: IncubatorSettingsInput,
): Promise<PublicIncubator> {
  const parsed = Settings.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const row = await storeSettings(scope.services.database, scope.tenant.id, parsed.data);
  if (!row) throw new AppError('TENANT_NOT_FOUND', 'This address names no programme.');
  scope.services.tenants.invalidate(row.slug);
  return presentPublicIncubator(row);
}
