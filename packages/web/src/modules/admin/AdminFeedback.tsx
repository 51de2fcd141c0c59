// The outcome of an administrator's action, announced politely on success and assertively on failure, and the
// message of a failed operation chosen by its error code.
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLE_ERROR_MESSAGES, USER_ADMIN_ERROR_MESSAGES } from '@ascent/shared';
import { errorCode, useErrorMessage, type ErrorTable } from '../../app/errors.ts';
import { AutoDismissAlert } from '../../ui/AutoDismissAlert.tsx';

export type Feedback = { readonly tone: 'success' | 'error'; readonly message: string };

export function AdminFeedback({
  feedback,
  onClose,
}: {
  readonly feedback: Feedback | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!feedback) return null;
  const success = feedback.tone === 'success';
  return (
    // Spec §9: alerts go after 7 s and scroll into view; a new message starts again.
    <AutoDismissAlert
      key={`${feedback.tone}:${feedback.message}`}
      color={success ? 'green' : 'red'}
      variant="light"
      icon={success ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      role={success ? 'status' : 'alert'}
      closeButtonLabel={t('admin.dismiss')}
      onClose={onClose}
      data-testid="admin-feedback"
    >
      {feedback.message}
    </AutoDismissAlert>
  );
}

/** The administration screens' words: the roles' and users' reasons, else per code (app/errors.ts). */
export const ADMIN_ERRORS: ErrorTable = {
  reasons: { ...ROLE_ERROR_MESSAGES, ...USER_ADMIN_ERROR_MESSAGES },
  codes: {
    FORBIDDEN: 'admin.errors.forbidden',
    NOT_FOUND: 'admin.errors.notFound',
    CONFLICT: 'admin.errors.invalid',
    VALIDATION_FAILED: 'admin.errors.invalid',
    FEATURE_DISABLED: 'admin.errors.notInPlan',
    NETWORK: 'admin.errors.network',
    INTERNAL: 'admin.errors.unknown',
    UNKNOWN: 'admin.errors.unknown',
  },
};

/** A failed operation's message, translated: never the server's English inside our words. */
export function useAdminFailureMessage() {
  const message = useErrorMessage(ADMIN_ERRORS);
  return (error: unknown): string => {
    if (errorCode(error) === 'UNKNOWN') console.error(error);
    return message(error);
  };
}
