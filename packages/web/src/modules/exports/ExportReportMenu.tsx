// "Export report" (CSV / XLSX) on the startup file's analytics tab: requests the metric report and says where it
// will be ready (/account/exports). Shown to those who hold METRICS/DATA:EDIT at all; the server checks the startup.
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RequestMetricsExportDocument, RouteGuardChecksDocument, type ExportFormat } from '../../generated/graphql.ts';
import { ExportFormatMenu, useExportQueuedToast } from './ExportFormatMenu.tsx';

export function useCanExportMetrics(): boolean {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  return Boolean(
    data?.currentUserPermissions.some((p) => p.key === 'METRICS/DATA:EDIT' && p.permissionCriteria !== 'NONE'),
  );
}

export function ExportReportMenu({ startupId }: { readonly startupId: string }) {
  const { t } = useTranslation();
  const queued = useExportQueuedToast('export-toast-link');
  const [request, { loading }] = useMutation(RequestMetricsExportDocument, { refetchQueries: ['MyExports'] });
  const run = async (format: ExportFormat) => {
    try {
      await request({ variables: { startupId, format } });
      queued();
    } catch {
      notifications.show({ color: 'red', message: t('exports.request.failed') });
    }
  };
  return (
    <ExportFormatMenu
      label={t('exports.request.button')}
      loading={loading}
      onPick={(format) => void run(format)}
      testId="export-report"
      itemTestIds={{ csv: 'export-csv', xlsx: 'export-xlsx' }}
    />
  );
}
