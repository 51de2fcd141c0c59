// The organisation's sender address (/admin/configuration/general, /confirmIncubatorEmail): an admin sets it, a
// link valid 48 hours goes to that address, and following it confirms the address. Until then the organisation's
// mail goes out from the instance's default sender (MAIL_FROM; core/mail/mailer.ts reads `senderAddressOf`).
import { createHash, randomBytes } from 'node:crypto';
import { normalizeLocale } from '@ascent/shared';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { t } from '../../core/i18n.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { validationError } from '../../core/validation.ts';
import type { SenderEmailStatus } from '../../generated/graphql.ts';
import { confirmSenderEmail, setSenderEmail } from './incubators.repository.ts';

/** How long the confirmation link works. */
export const SENDER_EMAIL_TOKEN_TTL_MS = 48 * 3600_000;
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

const Email = z.object({ email: z.string().trim().toLowerCase().email('Email is not a valid email address').max(254) });

/** The address the organisation's mail is sent from: its own once confirmed, else null (the instance's). */
export function senderAddressOf(tenant: Pick<IncubatorRow, 'generalEmail' | 'generalEmailConfirmedAt'>): string | null {
  return tenant.generalEmail && tenant.generalEmailConfirmedAt ? tenant.generalEmail : null;
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

function present(scope: Scope, row: IncubatorRow): SenderEmailStatus {
  return {
    address: row.generalEmail,
    confirmed: senderAddressOf(row) !== null,
    pending: row.generalEmailTokenHash !== null && (row.generalEmailTokenExpiresAt?.getTime() ?? 0) > Date.now(),
    defaultSender: addressOf(scope.services.config.MAIL_FROM),
  };
}

export function senderEmailStatus(scope: SignedIn): SenderEmailStatus {
  return present(scope, scope.tenant);
}

/** Sets the sender address (unconfirmed) and mails its confirmation link there; setting it again sends a new link. */
export async function updateSenderEmail(scope: SignedIn, input: { email: string }): Promise<SenderEmailStatus> {
  const parsed = Email.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const raw = randomBytes(32).toString('base64url');
  const row = await setSenderEmail(scope.services.database, scope.tenant.id, {
    email: parsed.data.email,
    tokenHash: hashToken(raw),
    expiresAt: new Date(Date.now() + SENDER_EMAIL_TOKEN_TTL_MS),
  });
  if (!row) throw new AppError('TENANT_NOT_FOUND', 'This address names no programme.');
  scope.services.tenants.invalidate(row.slug);
  const language = normalizeLocale(scope.user.language) ?? normalizeLocale(row.defaultLanguage) ?? 'en';
  const url = `${scope.services.tenants.originOf(row.slug)}/confirmIncubatorEmail?token=${raw}`;
  const params = { name: scope.user.firstName, email: parsed.data.email, tenant: row.name };
  const subject = t(language, 'email.senderConfirmation.subject');
  // Sent from the instance's address: the organisation's is not confirmed (this mail is what confirms it).
  await scope.services.mailer.send(
    { ...scope, tenant: row },
    {
      to: parsed.data.email,
      kind: 'sender-confirmation',
      language,
      content: {
        subject,
        heading: subject,
        paragraphs: [
          t(language, 'email.senderConfirmation.hello'),
          t(language, 'email.senderConfirmation.body', params),
          t(language, 'email.senderConfirmation.validity'),
        ],
        action: { label: t(language, 'email.senderConfirmation.action'), url },
        footer: t(language, 'email.senderConfirmation.footer', params),
      },
      secrets: [raw],
    },
  );
  return present(scope, row);
}

/**
 * /confirmIncubatorEmail?token=…: whoever holds the link confirms the address it was sent to (holding it proves the
 * mailbox). The organisation is the request's (its host): another organisation's link, a used, replaced or expired
 * one is INVALID_TOKEN, and nothing changes.
 */
export async function confirmIncubatorEmail(scope: Scope, rawToken: string): Promise<boolean> {
  const invalid = () => new AppError('INVALID_TOKEN', 'This link is invalid or has expired. Please ask for a new one.');
  if (!RAW_TOKEN.test(rawToken)) throw invalid();
  const row = await confirmSenderEmail(scope.services.database, scope.tenant.id, hashToken(rawToken), new Date());
  if (!row) throw invalid();
  scope.services.tenants.invalidate(row.slug);
  return true;
}
