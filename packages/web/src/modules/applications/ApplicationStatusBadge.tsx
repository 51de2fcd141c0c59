// An application's status as a coloured, translated badge.
import type { ApplicationStatus } from '@ascent/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../startups/StatusBadge.tsx';

export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = {
  draft: 'gray',
  ready_for_invitation: 'cyan',
  ready_for_meeting: 'indigo',
  under_review: 'blue',
  pending_decision: 'yellow',
  accepted: 'green',
  rejected: 'red',
  delay_rejected: 'orange',
};

export function ApplicationStatusBadge({ status }: { readonly status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    // A dot badge: the label keeps the text colour (light badges' tinted text fails contrast).
    <StatusBadge color={APPLICATION_STATUS_COLOR[status]} variant="dot" data-testid="application-status">
      {t(`applications.status.${status}`)}
    </StatusBadge>
  );
}
