// An application's status as a coloured, translated badge.
import type { ApplicationStatus } from '@ascent/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Badge color={APPLICATION_STATUS_COLOR[status]} variant="light" data-testid="application-status">
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
