// The event page's links to its material, each opening in a new tab.
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function EventLinks({ links }: { readonly links: readonly { title: string; url: string }[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="event-links">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('events.detail.links')}
        </Title>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {links.map((link, index) => (
            <Group key={index} component="li" gap="xs" wrap="nowrap">
              <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" dir="auto">
                {link.title}
              </Anchor>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
