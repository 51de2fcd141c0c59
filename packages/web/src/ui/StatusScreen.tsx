// One layout for the error and not-found screens: a large mark, a heading, a few lines, actions.
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StandaloneLayout } from './StandaloneLayout.tsx';

export interface StatusScreenProps {
  /** An icon, or a short code such as 404. */
  readonly mark: ReactNode;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly testId?: string;
}

export function StatusScreen({ mark, title, children, actions, testId }: StatusScreenProps) {
  return (
    <StandaloneLayout maxWidth={560}>
      <Stack align="center" ta="center" gap="md" data-testid={testId}>
        {typeof mark === 'string' ? (
          <Text fz={96} fw={800} lh={1} c="dimmed">
            {mark}
          </Text>
        ) : (
          <ThemeIcon size={88} radius="xl" variant="light" aria-hidden>
            {mark}
          </ThemeIcon>
        )}
        <Title order={1}>{title}</Title>
        {children}
        {actions ? (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </StandaloneLayout>
  );
}
