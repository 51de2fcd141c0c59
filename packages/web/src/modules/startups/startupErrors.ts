// The message to show for a failed startup operation, by the server's error code.
import type { TFunction } from 'i18next';
import { graphqlErrorCode } from '../errors/graphqlErrorCode.ts';

export function startupErrorMessage(error: unknown, t: TFunction): string {
  switch (graphqlErrorCode(error)) {
    case 'FORBIDDEN':
      return t('startups.errors.forbidden');
    case 'NOT_FOUND':
      return t('startups.errors.notFound');
    case 'CONFLICT':
      return t('startups.errors.conflict');
    case 'VALIDATION_FAILED':
      return t('startups.errors.invalid');
    case 'NETWORK':
      return t('startups.errors.network');
    default:
      return t('startups.errors.unknown');
  }
}
