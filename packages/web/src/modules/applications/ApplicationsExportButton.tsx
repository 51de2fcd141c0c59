// "Export" (CSV / Excel) on the pipeline: requests the applications under the pipeline's filters as a file, written
// in the background by the exports module, and says where it will be ready (/account/exports). Shown to staff who
// manage applications (APPLICATIONS:EDIT: the file names applicants and their emails); in a plan without the
// BULK_APPLICATION_EXPORT paywall it is shown locked, with the plan's words. The server checks all of it again.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  PLAN_LOCKED_MESSAGE,
  type ApplicationAnswerFilter,
  type ApplicationStatus,
  type ApplicationStatusGroup,
} from '@ascent/shared';
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApplicationsExportPlanDocument,
  RequestApplicationsExportDocument,
  type ExportFormat,
} from '../../generated/graphql.ts';
import { useHasPermission } from '../../ui/useHasPermission.ts';
import { ExportFormatMenu, useExportQueuedToast } from '../exports/ExportFormatMenu.tsx';
import { useApplicationErrorMessage } from './applicationErrors.ts';

export interface ApplicationsExportButtonProps {
  /** The pipeline's filters, as its list query takes them (a status wins over a group). */
  readonly funnelId?: string | null;
  readonly status?: ApplicationStatus | null;
  readonly group?: ApplicationStatusGroup | null;
  readonly search?: string | null;
  readonly answers?: readonly ApplicationAnswerFilter[];
}

export function ApplicationsExportButton({
  funnelId,
  status,
  group,
  search,
  answers = [],
}: ApplicationsExportButtonProps) {
  const { t } = useTranslation();
  const message = useApplicationErrorMessage();
  const queued = useExportQueuedToast('applications-export-toast-link');
  const lockedId = useId();
  const canExport = useHasPermission('APPLICATIONS:EDIT');
  const { data } = useQuery(ApplicationsExportPlanDocument, { fetchPolicy: 'cache-first', skip: !canExport });
  const [request, { loading }] = useMutation(RequestApplicationsExportDocument, { refetchQueries: ['MyExports'] });
  if (!canExport) return null;
  const locked = data ? !data.publicIncubator?.plan.paywalls.includes('BULK_APPLICATION_EXPORT') : false;

  const run = async (format: ExportFormat) => {
    try {
      await request({
        variables: {
          funnelId: funnelId || null,
          status: status ?? null,
          group: status ? null : (group ?? null),
          search: search?.trim() || null,
          answers: answers.map((a) => ({ ...a, values: [...a.values] })),
          format,
        },
      });
      queued();
    } catch (error) {
      notifications.show({ color: 'red', title: t('exports.request.failed'), message: message(error) });
    }
  };

  if (locked)
    return (
      <>
        <Tooltip label={t(PLAN_LOCKED_MESSAGE.key)} events={{ hover: true, focus: true, touch: true }} withArrow>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLock size={16} aria-hidden />}
            data-disabled
            aria-disabled
            aria-describedby={lockedId}
            onClick={(event) => event.preventDefault()}
            data-testid="applications-export-locked"
          >
            {t('applications.export.button')}
          </Button>
        </Tooltip>
        <VisuallyHidden id={lockedId}>{t(PLAN_LOCKED_MESSAGE.key)}</VisuallyHidden>
      </>
    );
  return (
    <ExportFormatMenu
      label={t('applications.export.button')}
      loading={loading}
      onPick={(format) => void run(format)}
      testId="applications-export"
      hint={t('applications.export.hint')}
    />
  );
}
