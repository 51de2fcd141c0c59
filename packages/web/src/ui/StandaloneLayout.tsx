// The frame of the screens shown outside the signed-in layout (login, errors, not found, the email gate, account
// links): content centred in <main>, and a footer with the language and colour-scheme switches and, for a visitor
// who is signed in (spec 01 §2.4: "a standalone footer layout offers a Log out button"), the sign-out.
import { Box, Button, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalAuth } from '../modules/auth/AuthProvider.tsx';
import { ColorSchemeToggle } from '../app/shell/ColorSchemeToggle.tsx';
import { LanguageMenu } from '../app/shell/LanguageMenu.tsx';
import { PoweredBy } from '../app/shell/PoweredBy.tsx';

export function StandaloneLayout({
  children,
  maxWidth = 480,
}: {
  readonly children: ReactNode;
  readonly maxWidth?: number;
}) {
  const { t } = useTranslation();
  const auth = useOptionalAuth();
  return (
    <Stack mih="100dvh" gap={0}>
      <Box component="main" id="main-content" flex={1} display="flex" px="md" py="xl" style={{ alignItems: 'center' }}>
        <Box w="100%" maw={maxWidth} mx="auto">
          {children}
        </Box>
      </Box>
      <Group component="footer" justify="space-between" px="md" py="sm" wrap="wrap" gap="sm">
        <PoweredBy />
        <Group gap="xs">
          {auth?.token ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void auth.signOut()}
              data-testid="standalone-sign-out"
            >
              {t('auth.signOut')}
            </Button>
          ) : null}
          <LanguageMenu />
          <ColorSchemeToggle />
        </Group>
      </Group>
    </Stack>
  );
}
