// The message of a failed metrics operation, chosen by its code; refused input shows the server's reason.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { graphqlErrorCode } from '../errors/graphqlErrorCode.ts';

export function useMetricsFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    switch (graphqlErrorCode(error)) {
      case 'FORBIDDEN':
        return t('metricsAdmin.errors.forbidden');
      case 'NOT_FOUND':
        return t('metricsAdmin.errors.notFound');
      case 'FEATURE_DISABLED':
        return t('navigation.locked');
      case 'VALIDATION_FAILED': {
        const detail = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        return detail ? t('metricsAdmin.errors.refused', { reason: detail }) : t('metricsAdmin.errors.unknown');
      }
      case 'NETWORK':
        return t('metricsAdmin.errors.network');
      default:
        return t('metricsAdmin.errors.unknown');
    }
  };
}
