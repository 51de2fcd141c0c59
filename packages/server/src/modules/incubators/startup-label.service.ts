// The organisation's own name for startups (spec 01 §3 "alternative startup label"): a singular and a plural per
// interface language. Active, it needs English in both (the fallback of every other language); blank values are
// dropped. The web shows it wherever the interface says "startup" (modules/incubators/startupLabel.ts).
import { z } from 'zod';
import { isSupportedLanguage } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { validationError } from '../../core/validation.ts';
import type { AlternativeStartupLabelInput, PublicIncubator } from '../../generated/graphql.ts';
import { presentPublicIncubator } from './incubators.presenter.ts';
import { updateIncubatorBranding } from './incubators.repository.ts';

export const STARTUP_LABEL_MAX_LENGTH = 40;

const labels = (field: string) =>
  z
    .array(
      z.object({
        language: z
          .string()
          .refine(isSupportedLanguage, `${field}: the language is not one of the supported languages`),
        value: z
          .string()
          .trim()
          .max(STARTUP_LABEL_MAX_LENGTH, `${field} can have at most ${STARTUP_LABEL_MAX_LENGTH} characters`),
      }),
    )
    .max(20)
    .transform((list) => list.filter((l) => l.value !== ''))
    .refine((list) => new Set(list.map((l) => l.language)).size === list.length, `${field}: each language only once`);

const Input = z
  .object({ active: z.boolean(), label: labels('Singular name'), pluralLabel: labels('Plural name') })
  .refine((v) => !v.active || v.label.some((l) => l.language === 'en'), {
    message: 'Singular name in English is a required field',
    path: ['label'],
  })
  .refine((v) => !v.active || v.pluralLabel.some((l) => l.language === 'en'), {
    message: 'Plural name in English is a required field',
    path: ['pluralLabel'],
  });

export async function updateAlternativeStartupLabel(
  scope: SignedIn,
  input: AlternativeStartupLabelInput,
): Promise<PublicIncubator> {
  const parsed = Input.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const next = { ...scope.tenant.branding, alternativeStartupLabel: parsed.data };
  const row = await updateIncubatorBranding(scope.services.database, scope.tenant.id, next);
  if (!row) throw new AppError('TENANT_NOT_FOUND', 'This address names no programme.');
  scope.services.tenants.invalidate(row.slug);
  return presentPublicIncubator(row);
}
