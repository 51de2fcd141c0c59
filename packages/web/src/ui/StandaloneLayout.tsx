// The frame of the screens shown outside the signed-in layout (login, errors, not found): content
// centred in <main>, and a footer with the language and colour-scheme switches.
import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
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
          <LanguageMenu />
          <ColorSchemeToggle />
        </Group>
      </Group>
    </Stack>
  );
}
