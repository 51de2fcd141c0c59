// The outcome of an administrator's action, announced politely on success and assertively on failure, and the
// message of a failed operation chosen by its error code.
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorCode, graphqlErrorExtension } from '../errors/graphqlErrorCode.ts';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AutoDismissAlert } from '../shell-states/AutoDismissAlert.tsx';

export type Feedback = { readonly tone: 'success' | 'error'; readonly message: string };

export function AdminFeedback({ feedback, onClose }: { readonly feedback: Feedback | null; readonly onClose: () => void }) {
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

/** A failed operation's message: the server's own words for refused input or a conflict, else by its code. */
export function useAdminFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    switch (graphqlErrorExtension(error, 'reason')) {
      case 'LAST_ADMIN':
        return t('admin.errors.lastAdmin');
      case 'SELF':
        return t('admin.errors.self');
      case 'LABEL_TAKEN':
        return t('admin.errors.labelTaken');
      case 'ROLE_IN_USE':
        return t('admin.errors.roleInUse');
      default:
        break;
    }
    switch (graphqlErrorCode(error)) {
      case 'FORBIDDEN':
        return t('admin.errors.forbidden');
      case 'NOT_FOUND':
        return t('admin.errors.notFound');
      case 'CONFLICT':
      case 'VALIDATION_FAILED': {
        // The server names the rule the input broke (e.g. which permission key); its words are English.
        const detail = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        return detail ? t('admin.errors.refusedBecause', { reason: detail }) : t('admin.errors.invalid');
      }
      case 'FEATURE_DISABLED':
        return t('admin.errors.notInPlan');
      case 'NETWORK':
        return t('admin.errors.network');
      default:
        console.error(error);
        return t('admin.errors.unknown');
    }
  };
}
