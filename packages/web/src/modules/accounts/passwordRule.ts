// The password rule in the user's words (the rule itself is @ascent/shared's passwordProblem).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@ascent/shared';
import type { TFunction } from 'i18next';

export function passwordRuleText(t: TFunction): string {
  return t('accounts.reset.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

export function passwordError(t: TFunction, value: string, field: string): string | null {
  const problem = passwordProblem(value);
  switch (problem) {
    case null:
      return null;
    case 'required':
      return t('validation.required', { field });
    case 'tooShort':
      return t('accounts.reset.tooShort', { field, min: PASSWORD_MIN_LENGTH });
    case 'tooLong':
      return t('accounts.reset.tooLong', { field, max: PASSWORD_MAX_LENGTH });
    default: {
      const unhandled: never = problem;
      return unhandled;
    }
  }
}
