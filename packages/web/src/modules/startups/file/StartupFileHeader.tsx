// The startup file's header: logo, name, status, programmes, tags, industries and the people avatar list.
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AvatarList } from '../../../ui/AvatarList.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import type { StartupFileData } from './tabs.tsx';

export function startupInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function TagBadge({ tag }: { readonly tag: { readonly name: string; readonly color: string } }) {
  return (
    <Badge
      variant="outline"
      tt="none"
      color={tag.color}
      styles={{ root: { borderColor: tag.color } }}
      leftSection={
        <span
          aria-hidden
          style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: tag.color }}
        />
      }
    >
      <Text span size="xs" fw={600} c="var(--mantine-color-text)">
        {tag.name}
      </Text>
    </Badge>
  );
}

export function StartupFileHeader({ startup }: { readonly startup: StartupFileData }) {
  const { t } = useTranslation();
  const people = [...startup.people, ...startup.staff].filter(
    (p, i, all) => all.findIndex((q) => q._id === p._id) === i,
  );
  return (
    <Group gap="md" align="flex-start" wrap="nowrap" data-testid="startup-file-header">
      <Avatar src={startup.logo ?? undefined} alt="" size={72} radius="md" color="blue" aria-hidden>
        {startupInitials(startup.name)}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {startup.name}
          </Title>
          {startup.status === 'archived' ? (
            <StatusBadge color="gray.7" variant="filled" data-testid="startup-archived">
              {t('startups.status.archived')}
            </StatusBadge>
          ) : null}
        </Group>
        {startup.programs.length ? (
          <Group
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('startups.portfolio.programs')}
          >
            {startup.programs.map((p) => (
              <li key={p._id}>
                <Badge variant="light" color="blue" tt="none">
                  {p.name}
                </Badge>
              </li>
            ))}
          </Group>
        ) : null}
        {startup.tags.length || startup.industries.length ? (
          <Group
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('startups.file.tagsAndIndustries')}
          >
            {startup.tags.map((tag) => (
              <li key={tag._id}>
                <TagBadge tag={tag} />
              </li>
            ))}
            {startup.industries.map((i) => (
              <li key={i._id}>
                <Badge variant="default" tt="none">
                  {i.name}
                </Badge>
              </li>
            ))}
          </Group>
        ) : null}
        {people.length ? <AvatarList people={people} mode="large" withHoverCards /> : null}
      </Stack>
    </Group>
  );
}
