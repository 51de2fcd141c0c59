// /setup/tags/{kind} and /setup/industries (spec 01 §2; /taxonomy/tags/*, /admin/tags/* and
// /admin/configuration/industries lead here): one page per list, with links between the lists the user may edit.
import { TAG_KINDS, type TagKind } from '@ascent/shared';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IndustriesPanel, TagsPanel } from '../startups/management/TaxonomyPanels.tsx';
import { useGranted } from '../startups/management/useGranted.ts';
import { TagKindPanel } from './TagKindPanel.tsx';

function ListLinks({ current }: { readonly current: TagKind | 'industries' }) {
  const { t } = useTranslation();
  const granted = useGranted();
  const lists = [
    ...(granted.has('TAGS:EDIT') ? TAG_KINDS.map((k) => ({ key: k, to: `/setup/tags/${k}` })) : []),
    ...(granted.has('INDUSTRIES:EDIT') ? [{ key: 'industries' as const, to: '/setup/industries' }] : []),
  ];
  return (
    <Group gap="md" component="nav" aria-label={t('taxonomy.lists')} wrap="wrap">
      {lists.map((l) => (
        <Anchor
          key={l.key}
          component={Link}
          to={l.to}
          aria-current={l.key === current ? 'page' : undefined}
          fw={l.key === current ? 700 : 400}
          underline={l.key === current ? 'always' : 'hover'}
        >
          {l.key === 'industries' ? t('taxonomy.industries') : t(`taxonomy.kinds.${l.key}`)}
        </Anchor>
      ))}
    </Group>
  );
}

function Page({ list, children }: { readonly list: TagKind | 'industries'; readonly children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size={1080} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{list === 'industries' ? t('taxonomy.industries') : t(`taxonomy.kinds.${list}`)}</Title>
          <Text c="dimmed">{t(`taxonomy.intro.${list}`)}</Text>
        </Stack>
        <ListLinks current={list} />
        {children}
      </Stack>
    </Container>
  );
}

export function SetupTagsPage() {
  const { pathname } = useLocation();
  const kind = TAG_KINDS.find((k) => pathname.replace(/\/$/, '').endsWith(`/${k}`)) ?? 'startup';
  return <Page list={kind}>{kind === 'startup' ? <TagsPanel /> : <TagKindPanel key={kind} kind={kind} />}</Page>;
}

export function SetupIndustriesPage() {
  return (
    <Page list="industries">
      <IndustriesPanel />
    </Page>
  );
}
