// The applicants screen (/applications-manager; docs/applications.md, "Applicants"): every person who applied to an
// intake the caller manages, one row per person, with their account's state and the staff's resend of the
// confirmation email.
import type { ErrorReasonTable } from './errors.ts';

/** An applicant's account as the screen shows it: address confirmed, waiting for confirmation, or deactivated. */
export const APPLICANT_ACCOUNT_STATUSES = ['confirmed', 'pending', 'deactivated'] as const;
export type ApplicantAccountStatus = (typeof APPLICANT_ACCOUNT_STATUSES)[number];

/**
 * The account's state from its stored status and confirmation flag: an account that may not sign in (inactive,
 * archived, denied) is deactivated; an active one with a confirmed address is confirmed; anything else waits for the
 * confirmation link (a pending account, or an active one whose address was never confirmed).
 */
export function applicantAccountStatus(stored: string, validated: boolean): ApplicantAccountStatus {
  const status = stored.toLowerCase();
  if (status !== 'active' && status !== 'pending') return 'deactivated';
  return validated && status === 'active' ? 'confirmed' : 'pending';
}

export const APPLICANT_ERROR_MESSAGES = {
  applicantNotFound: {
    key: 'applicants.errors.applicantNotFound',
    defaultMessage: 'This person has not applied to an intake you manage.',
  },
  alreadyConfirmed: {
    key: 'applicants.errors.alreadyConfirmed',
    defaultMessage: 'This person has already confirmed their email address.',
  },
  accountDeactivated: {
    key: 'applicants.errors.accountDeactivated',
    defaultMessage: 'This account is deactivated: it gets no confirmation email.',
  },
} as const satisfies ErrorReasonTable;
export type ApplicantErrorReason = keyof typeof APPLICANT_ERROR_MESSAGES;
