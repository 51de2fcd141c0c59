// The signed-in user's own settings: interface language and time zone (spec 01 §2.3 /account/settings).
import { z } from 'zod';
import { isKnownTimeZone, isCatalogueLanguage } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { validationError } from '../../core/validation.ts';
import type { CurrentUser } from '../../generated/graphql.ts';
import { currentUserAnswer } from './current-user.ts';
import { findAuthUserById, markUserWelcomed, updateUserLocale } from './users.repository.ts';

const Settings = z.object({
  language: z.string().refine(isCatalogueLanguage, 'Language is not one of the supported languages'),
  timezone: z.string().trim().refine(isKnownTimeZone, 'Timezone is not a known time zone'),
});

export async function updateMyAccountSettings(
  scope: SignedIn,
  input: { language: string; timezone: string },
): Promise<CurrentUser> {
  const parsed = Settings.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { tdb, user } = scope;
  await updateUserLocale(tdb, user.id, parsed.data);
  return presentMe(scope);
}

/** The onboarding is over, finished or skipped (idempotent: the first time is kept). */
export async function finishWelcome(scope: SignedIn): Promise<CurrentUser> {
  await markUserWelcomed(scope.tdb, scope.user.id);
  return presentMe(scope);
}

async function presentMe({ tdb, user }: SignedIn): Promise<CurrentUser> {
  const fresh = await findAuthUserById(tdb, user.id);
  if (!fresh) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return currentUserAnswer(tdb, fresh);
}
