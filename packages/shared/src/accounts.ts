// Accounts: email confirmation, password reset and the mail outbox page (spec 01 §2.1, §4, §7).
import { GENERIC_PAGE_SIZE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './timings.ts';
import type { ErrorReasonTable } from './errors.ts';
import type { RoleType } from './roles.ts';

/** What a single-use account link is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['confirm_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A confirmation link works for 7 days, a password-reset link for an hour. */
export const CONFIRM_EMAIL_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The path of the page that does not show the email gate (spec 01 §4). */
export const ACCOUNT_CONFIRMATION_PATH = '/account/confirmation';

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';

/** The password rule of the product: at least PASSWORD_MIN_LENGTH characters, at most PASSWORD_MAX_LENGTH. */
export function passwordProblem(password: unknown): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'required';
  // Counted in code points, as a person counts characters (an emoji is one).
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * Whether the email gate applies (spec 01 §4): a non-applicant whose account is not validated or is pending.
 * Applicants confirm through their application instead.
 */
export function needsEmailConfirmation(user: {
  readonly validated: boolean;
  readonly status: string;
  readonly role: { readonly type: string };
}): boolean {
  if (user.role.type === 'Applicant') return false;
  return !user.validated || user.status.toLowerCase() === 'pending';
}

/**
 * Who may read the organisation's mail outbox: its administrators only. The outbox holds every user's mail (with
 * the secret links redacted), so staff below admin level do not read it.
 */
export const MAIL_OUTBOX_ROLES = ['Admin', 'AdminCoach'] as const satisfies readonly RoleType[];

export function canReadMailOutbox(type: string | null | undefined): boolean {
  return typeof type === 'string' && (MAIL_OUTBOX_ROLES as readonly string[]).includes(type);
}

export const MAIL_OUTBOX_PAGE_SIZE = GENERIC_PAGE_SIZE;
export const MAIL_OUTBOX_MAX_PAGE_SIZE = 100;

/** Why changing one's password is refused (`extensions.reason`). */
export const PASSWORD_ERROR_MESSAGES = {
  wrongCurrent: { key: 'sessions.password.wrongCurrent', defaultMessage: 'The current password is incorrect.' },
  tooShort: {
    key: 'sessions.password.tooShort',
    defaultMessage: 'The new password must have at least {count} characters.',
  },
} as const satisfies ErrorReasonTable;
