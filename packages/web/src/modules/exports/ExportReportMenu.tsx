// "Export report" (CSV / XLSX) on the startup file's analytics tab: requests the metric report and says where it
// will be ready (/account/exports). Shown to those who hold METRICS/DATA:EDIT at all; the server checks the startup.
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestMetricsExportDocument, RouteGuardChecksDocument, type ExportFormat } from '../../generated/graphql.ts';

export function useCanExportMetrics(): boolean {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  return Boolean(
    data?.currentUserPermissions.some((p) => p.key === 'METRICS/DATA:EDIT' && p.permissionCriteria !== 'NONE'),
  );
}

export function ExportReportMenu({ startupId }: { readonly startupId: string }) {
  const { t } = useTranslation();
  // The toasts live outside the router: the link navigates with the function taken here.
  const navigate = useNavigate();
  const [request, { loading }] = useMutation(RequestMetricsExportDocument, { refetchQueries: ['MyExports'] });
  const run = async (format: ExportFormat) => {
    try {
      await request({ variables: { startupId, format } });
      const id = notifications.show({
        color: 'green',
        title: t('exports.request.queued'),
        message: (
          <Text size="sm">
            <Anchor
              href="/account/exports"
              data-testid="export-toast-link"
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
    } catch {
      notifications.show({ color: 'red', message: t('exports.request.failed') });
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          loading={loading}
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="export-report"
        >
          {t('exports.request.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')} data-testid="export-csv">
          {t('exports.request.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')} data-testid="export-xlsx">
          {t('exports.request.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
