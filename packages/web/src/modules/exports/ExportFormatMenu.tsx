// What every "Export" button shares: the CSV / Excel menu, and the toast that says the file is on its way with a link
// to /account/exports. The toasts live outside the router, so the link navigates with the function taken here.
import { Anchor, Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ExportFormat } from '../../generated/graphql.ts';

/** Shows "Export requested" with a link to the exports page; `testId` names the link. */
export function useExportQueuedToast(testId: string): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    const id = notifications.show({
      color: 'green',
      title: t('exports.request.queued'),
      message: (
        <Text size="sm">
          <Anchor
            href="/account/exports"
            underline="always"
            data-testid={testId}
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
  };
}

interface MenuProps {
  readonly label: string;
  readonly loading: boolean;
  readonly onPick: (format: ExportFormat) => void;
  /** The button's test id; the items are `<testId>-csv` and `<testId>-xlsx` unless `itemTestIds` says otherwise. */
  readonly testId: string;
  readonly itemTestIds?: { readonly csv: string; readonly xlsx: string };
  readonly hint?: ReactNode;
}

export function ExportFormatMenu({ label, loading, onPick, testId, itemTestIds, hint }: MenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          loading={loading}
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid={testId}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {hint ? <Menu.Label>{hint}</Menu.Label> : null}
        <Menu.Item onClick={() => onPick('csv')} data-testid={itemTestIds?.csv ?? `${testId}-csv`}>
          {t('exports.request.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => onPick('xlsx')} data-testid={itemTestIds?.xlsx ?? `${testId}-xlsx`}>
          {t('exports.request.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
