// The global loading bar (thin, at the top, while the counter is above 0) and the offline banner
// (while the connection flag is false). Spec 01 §4.
import { Group, Paper, Progress, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { shellActivity } from './shellActivity.ts';

export function ShellStatus() {
  const { t } = useTranslation();
  const { pending, online } = useSyncExternalStore(shellActivity.subscribe, shellActivity.getSnapshot);
  // The browser knowing it lost (or regained) its network says the same as a failed request.
  useEffect(() => {
    const offline = () => shellActivity.setOnline(false);
    const back = () => shellActivity.setOnline(true);
    window.addEventListener('offline', offline);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', back);
    };
  }, []);
  // One live region holds both, so neither sits outside the page's landmarks.
  return (
    <div role="status">
      {pending > 0 && (
        <Progress
          data-testid="global-loading"
          aria-label={t('shellStates.loading')}
          value={100}
          animated
          size={3}
          radius={0}
          style={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 1000 }}
        />
      )}
      {!online && (
        <div style={{ position: 'fixed', insetInline: 0, bottom: 16, zIndex: 1000, pointerEvents: 'none' }}>
          <Paper
            data-testid="offline-banner"
            withBorder
            shadow="md"
            px="md"
            py="xs"
            mx="auto"
            w="fit-content"
            maw="calc(100% - 32px)"
            style={{ pointerEvents: 'auto' }}
          >
            <Group gap="xs" wrap="nowrap">
              <IconWifiOff size={18} aria-hidden />
              <Text size="sm">{t('shellStates.offline')}</Text>
            </Group>
          </Paper>
        </div>
      )}
    </div>
  );
}
