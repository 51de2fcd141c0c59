// The instance operator's console (issue 17 item 0), on the console's own host: sign-in with operator credentials
// (no organisation's account), then the organisations (list, create, rename, suspend and resume, delete with an
// export first) and the instance settings (the self-service sign-up of organisations).
import { Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconLogout, IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../app/shell/ColorSchemeToggle.tsx';
import { LanguageMenu } from '../../app/shell/LanguageMenu.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { api, operatorToken } from './operatorApi.ts';
import { OperatorSignIn } from './OperatorSignIn.tsx';
import { OrganisationsPanel } from './OrganisationsPanel.tsx';
import { InstanceSettingsPanel } from './InstanceSettingsPanel.tsx';

export interface Operator {
  readonly email: string;
}

export function OperatorConsole() {
  const { t } = useTranslation();
  // undefined: asking the server whether the stored token is still good.
  const [operator, setOperator] = useState<Operator | null | undefined>(operatorToken.get() ? undefined : null);

  useEffect(() => {
    document.title = t('operator.title');
  }, [t]);

  useEffect(() => {
    if (!operatorToken.get()) return;
    api<{ operator: Operator }>('GET', '/api/operator/me')
      .then((body) => setOperator(body.operator))
      .catch(() => {
        operatorToken.clear();
        setOperator(null);
      });
  }, []);

  if (operator === undefined) return <PageLoader />;
  if (!operator) return <OperatorSignIn onSignedIn={setOperator} />;

  const signOut = async () => {
    await api('POST', '/api/operator/sign-out').catch(() => {});
    operatorToken.clear();
    setOperator(null);
  };

  return (
    <Stack component="main" id="main-content" mih="100dvh" gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{t('operator.title')}</Text>
          <Text size="sm" c="dimmed" data-testid="operator-email">
            {operator.email}
          </Text>
        </Stack>
        <Group gap="xs">
          <LanguageMenu />
          <ColorSchemeToggle />
          <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
            {t('operator.signOut')}
          </Button>
        </Group>
      </Group>
      <Box px="md" py="lg" flex={1} maw={1200} w="100%" mx="auto">
        <Title order={1} mb="md">
          {t('operator.heading')}
        </Title>
        <Tabs defaultValue="organisations" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="organisations" leftSection={<IconBuildingSkyscraper size={16} />}>
              {t('operator.tabs.organisations')}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
              {t('operator.tabs.settings')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="organisations">
            <OrganisationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <InstanceSettingsPanel />
          </Tabs.Panel>
        </Tabs>
      </Box>
    </Stack>
  );
}
