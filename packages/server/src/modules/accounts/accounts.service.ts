// Email confirmation and password reset: single-use tokens, the emails carrying them, and what using one does.
import { createHash, randomBytes } from 'node:crypto';
import {
  CONFIRM_EMAIL_TOKEN_TTL_MS,
  normalizeLocale,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_TOKEN_TTL_MS,
  type AccountTokenPurpose,
  type CatalogueLanguage,
} from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import { attemptLimits } from '../../core/rate-limit.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope } from '../../core/scope.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { markUserConfirmed, setUserPassword } from '../users/users.public.ts';
import { confirmationEmail, passwordResetEmail } from './accounts.emails.ts';
import {
  claimAccountToken,
  findAccountUserByEmail,
  findAccountUserById,
  insertAccountToken,
  retireAccountTokens,
  type AccountUser,
} from './accounts.repository.ts';

/** 32 random bytes, base64url: what the emailed link carries. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashAccountToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

export const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This link is invalid or has expired. Please ask for a new one.');

export const passwordRuleMessage = () =>
  `The password must be at least ${PASSWORD_MIN_LENGTH} characters long (at most ${PASSWORD_MAX_LENGTH}).`;

/** Creates a single-use token for the user; returns the raw token (only its hash is stored). */
export async function issueAccountToken(
  tdb: TenantDb,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await insertAccountToken(tdb, {
    userId,
    purpose,
    tokenHash: hashAccountToken(raw),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return raw;
}

/**
 * Uses a token: it must be this tenant's, of this purpose, unused and unexpired; then it is spent. Every failure
 * is the same INVALID_TOKEN, so a caller learns nothing about why.
 */
export async function consumeAccountToken(
  tdb: TenantDb,
  rawToken: unknown,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; tokenId: string }> {
  if (typeof rawToken !== 'string' || !RAW_TOKEN.test(rawToken)) throw invalidToken();
  const claimed = await claimAccountToken(tdb, hashAccountToken(rawToken), purpose, new Date());
  if (!claimed) throw invalidToken();
  return { userId: claimed.userId, tokenId: claimed.id };
}

/** The user's language, else the organisation's, else English. */
export function mailLanguageOf(user: { language?: string | null }, tenant: IncubatorRow): CatalogueLanguage {
  return normalizeLocale(user.language) ?? normalizeLocale(tenant.defaultLanguage) ?? 'en';
}

/**
 * Emails the user a link to /validate/{token} (valid 7 days). Used at sign-up and invitation by other modules,
 * and by resendConfirmationEmail.
 */
export async function sendConfirmationEmail(
  scope: Scope,
  user: { id: string; email: string; firstName: string; language?: string | null },
): Promise<void> {
  const raw = await issueAccountToken(scope.tdb, user.id, 'confirm_email', CONFIRM_EMAIL_TOKEN_TTL_MS);
  const language = mailLanguageOf(user, scope.tenant);
  const url = `${scope.services.tenants.originOf(scope.tenant.slug)}/validate/${raw}`;
  await scope.services.mailer.send(scope, {
    to: user.email,
    kind: 'confirmation',
    language,
    content: confirmationEmail(language, { name: user.firstName, email: user.email, tenant: scope.tenant.name, url }),
    secrets: [raw],
  });
}

/** /validate/{token}: confirms the address; a pending account becomes active. */
export async function confirmEmail(tdb: TenantDb, rawToken: unknown): Promise<AccountUser> {
  return tdb.transaction(async (tx) => {
    const { userId, tokenId } = await consumeAccountToken(tx, rawToken, 'confirm_email');
    const user = await findAccountUserById(tx, userId);
    // A deleted account cannot be brought back by an old link (the transaction undoes the token's use).
    if (!user || user.status.toLowerCase() === 'deleted') throw invalidToken();
    const now = new Date();
    await markUserConfirmed(tx, userId, now);
    await retireAccountTokens(tx, userId, 'confirm_email', now, tokenId);
    return { ...user, validated: true, status: user.status.toLowerCase() === 'pending' ? 'active' : user.status };
  });
}

/** Confirmation emails a user may ask for in an hour (all instances together through Redis when REDIS_URL is set). */
const RESENDS_PER_HOUR = 5;

/** The signed-in user asks for another confirmation email. */
export async function resendConfirmation(scope: Scope, userId: string): Promise<void> {
  const resends = attemptLimits(scope.services).get('confirmation-resend:user', RESENDS_PER_HOUR, 60 * 60_000);
  const key = `${scope.tenant.id}:${userId}`;
  if (await resends.wait(key))
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      'Too many confirmation emails asked for. Please wait a while and try again.',
    );
  const user = await findAccountUserById(scope.tdb, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  if (user.validated && user.status.toLowerCase() !== 'pending') {
    throw new AppError('VALIDATION_FAILED', 'Your email address is already confirmed.');
  }
  await sendConfirmationEmail(scope, user);
  await resends.record(key);
}

/**
 * Emails a reset link (valid one hour, single use) when the address belongs to an account of this tenant that
 * is not deleted; otherwise does nothing. The caller answers the same either way and does not wait for this.
 */
export async function sendPasswordReset(scope: Scope, email: string): Promise<boolean> {
  const user = await findAccountUserByEmail(scope.tdb, email);
  if (!user || user.status.toLowerCase() === 'deleted') return false;
  const raw = await issueAccountToken(scope.tdb, user.id, 'reset_password', RESET_PASSWORD_TOKEN_TTL_MS);
  const language = mailLanguageOf(user, scope.tenant);
  const url = `${scope.services.tenants.originOf(scope.tenant.slug)}/reset/${raw}`;
  await scope.services.mailer.send(scope, {
    to: user.email,
    kind: 'password-reset',
    language,
    content: passwordResetEmail(language, { name: user.firstName, email: user.email, tenant: scope.tenant.name, url }),
    secrets: [raw],
  });
  return true;
}

/**
 * Sets a new password with a reset token. The token is spent, the user's other reset links are retired, and
 * every session of the user ends (whoever knew the old password is signed out).
 */
export async function resetPassword(scope: Scope, rawToken: unknown, newPassword: string): Promise<void> {
  if (passwordProblem(newPassword))
    throw new AppError('VALIDATION_FAILED', passwordRuleMessage(), { fields: ['newPassword'] });
  // Hashed before the token is looked at: a wrong token costs as long as a right one.
  const passwordHash = await hashPassword(newPassword);
  const userId = await scope.tdb.transaction(async (tx) => {
    const { userId, tokenId } = await consumeAccountToken(tx, rawToken, 'reset_password');
    const user = await findAccountUserById(tx, userId);
    if (!user || user.status.toLowerCase() === 'deleted') throw invalidToken();
    const now = new Date();
    await setUserPassword(tx, userId, passwordHash, now);
    await retireAccountTokens(tx, userId, 'reset_password', now, tokenId);
    return userId;
  });
  await endUserSessions(scope, userId, { reason: 'password_reset' });
}
