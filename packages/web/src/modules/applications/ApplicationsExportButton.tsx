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
import { Anchor, Button, Menu, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ApplicationsExportPlanDocument,
  RequestApplicationsExportDocument,
  type ExportFormat,
} from '../../generated/graphql.ts';
import { useHasPermission } from '../../ui/useHasPermission.ts';
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
  // The toasts live outside the router: the link navigates with the function taken here.
  const navigate = useNavigate();
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
      const id = notifications.show({
        color: 'green',
        title: t('exports.request.queued'),
        message: (
          <Text size="sm">
            <Anchor
              href="/account/exports"
              underline="always"
              data-testid="applications-export-toast-link"
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                void navigate('/account/exports');
              }}
            >
              {t('exports.request.seeExports')}
            </Anchor>
          </Text>
        ),
      });
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          loading={loading}
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="applications-export"
        >
          {t('applications.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('applications.export.hint')}</Menu.Label>
        <Menu.Item onClick={() => void run('csv')} data-testid="applications-export-csv">
          {t('exports.request.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')} data-testid="applications-export-xlsx">
          {t('exports.request.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
