// Field rules of the forms that create an account (invitation, applicant sign-up): the same rules as the
// server's, so a visitor learns of a problem before sending.
import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ascent/shared';
import type { TFunction } from 'i18next';

export type AccountFieldProblem = 'required' | 'email' | 'tooLong' | 'passwordTooShort' | 'passwordTooLong';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NAME_MAX_LENGTH = 100;

export function validateName(value: string): AccountFieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > NAME_MAX_LENGTH ? 'tooLong' : null;
}

export function validateEmail(value: string): AccountFieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return EMAIL.test(trimmed) && trimmed.length <= 320 ? null : 'email';
}

export function validatePassword(value: string): AccountFieldProblem | null {
  switch (passwordProblem(value)) {
    case 'required':
      return 'required';
    case 'tooShort':
      return 'passwordTooShort';
    case 'tooLong':
      return 'passwordTooLong';
    default:
      return null;
  }
}

/** The message of a field's problem; undefined when there is none (Mantine's form keeps the code). */
export function accountFieldError(problem: unknown, label: string, t: TFunction): string | undefined {
  switch (problem) {
    case 'required':
      return t('validation.required', { field: label });
    case 'email':
      return t('validation.email', { field: label });
    case 'tooLong':
      return t('invitations.fields.tooLong', { field: label, max: NAME_MAX_LENGTH });
    case 'passwordTooShort':
      return t('invitations.fields.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    case 'passwordTooLong':
      return t('invitations.fields.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
    default:
      return undefined;
  }
}
