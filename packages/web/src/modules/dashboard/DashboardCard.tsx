// One card of the home dashboard: a titled section, with an optional link to the full (filtered) list.
import { Anchor, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function DashboardCard({
  id,
  title,
  link,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly link?: { readonly to: string; readonly label: string } | null;
  readonly children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}
