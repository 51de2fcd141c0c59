// What a failed metrics operation says: the metrics API's reasons translated, else the screen's words per code
// (app/errors.ts). The server's English is never shown.
import { METRIC_ADMIN_ERROR_MESSAGES, METRIC_ERROR_MESSAGES } from '@ascent/shared';
import { useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export const METRICS_ERRORS: ErrorTable = {
  reasons: { ...METRIC_ERROR_MESSAGES, ...METRIC_ADMIN_ERROR_MESSAGES },
  codes: {
    FORBIDDEN: 'metricsAdmin.errors.forbidden',
    NOT_FOUND: 'metricsAdmin.errors.notFound',
    FEATURE_DISABLED: 'navigation.locked',
    VALIDATION_FAILED: 'metricsAdmin.errors.invalid',
    NETWORK: 'metricsAdmin.errors.network',
    INTERNAL: 'metricsAdmin.errors.unknown',
    UNKNOWN: 'metricsAdmin.errors.unknown',
  },
};

export function useMetricsFailureMessage() {
  return useErrorMessage(METRICS_ERRORS);
}
