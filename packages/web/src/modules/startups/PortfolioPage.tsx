// /startups: the portfolio — the startups the caller may see, searched by name, filtered by programme, tag and
// industry, as cards or as a table (the choice is kept in localStorage), 25 at a time with "Load more". A card (or a
// name in the table) opens the startup's file.
import { GENERIC_PAGE_SIZE, formatListCount, type ViewMode } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { Link, useSearchParams } from 'react-router';
import {
  PortfolioDocument,
  PortfolioProgramsDocument,
  TaxonomyDocument,
  type PortfolioQuery,
} from '../../generated/graphql.ts';
import { TagBadge } from './file/StartupFileHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { AvatarList } from '../../ui/AvatarList.tsx';

type Startup = PortfolioQuery['startups']['results'][number];
type PortfolioView = Extract<ViewMode, 'card' | 'table'>;

export const PORTFOLIO_VIEW_KEY = 'ascent.startups.view';
const SEARCH_MAX = 100;

function storedView(): PortfolioView {
  try {
    return window.localStorage.getItem(PORTFOLIO_VIEW_KEY) === 'table' ? 'table' : 'card';
  } catch {
    return 'card';
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function StartupLogo({ startup, size }: { readonly startup: Startup; readonly size: number }) {
  return (
    <Avatar src={startup.logo ?? undefined} alt="" size={size} radius="md" color="blue" aria-hidden>
      {initials(startup.name)}
    </Avatar>
  );
}

function Programmes({ startup }: { readonly startup: Startup }) {
  const { t } = useTranslation();
  if (startup.programs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('startups.portfolio.noProgram')}
      </Text>
    );
  return (
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
  );
}

function founderNames(startup: Startup): string {
  return startup.people.map((p) => p.fullName).join(', ');
}

function StartupCard({ startup }: { readonly startup: Startup }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`startup-${startup._id}`}
      data-testid="startup-card"
      style={{ position: 'relative', cursor: 'pointer' }}
      onClick={(e) => {
        // The whole card opens the file (the name is the keyboard's link); other links inside keep their own target.
        if (!(e.target as HTMLElement).closest('a'))
          (e.currentTarget.querySelector('.startup-card-link') as HTMLAnchorElement | null)?.click();
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <StartupLogo startup={startup} size={48} />
          <Title order={2} size="h4" id={`startup-${startup._id}`} style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={`/startup/${startup._id}/file`}
              inherit
              c="inherit"
              underline="hover"
              className="startup-card-link"
              data-testid="startup-card-link"
            >
              {startup.name}
            </Anchor>
          </Title>
          {startup.status === 'archived' ? (
            <StatusBadge color="gray.7" variant="filled">
              {t('startups.portfolio.archived')}
            </StatusBadge>
          ) : null}
        </Group>
        <Programmes startup={startup} />
        {startup.tags.length || startup.industries.length ? (
          <Group gap={4}>
            {startup.tags.map((tag) => (
              <TagBadge key={tag._id} tag={tag} />
            ))}
            {startup.industries.map((i) => (
              <Badge key={i._id} variant="default" tt="none">
                {i.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        {startup.people.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('startups.portfolio.founders')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <AvatarList people={startup.people} mode="compact" />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {founderNames(startup)}
              </Text>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function StartupTable({ startups }: { readonly startups: readonly Startup[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} data-testid="startups-table">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('startups.portfolio.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('startups.portfolio.name')}</Table.Th>
            <Table.Th scope="col">{t('startups.portfolio.programs')}</Table.Th>
            <Table.Th scope="col">{t('startups.portfolio.founders')}</Table.Th>
            <Table.Th scope="col">{t('startups.portfolio.website')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {startups.map((s) => (
            <Table.Tr key={s._id} data-testid="startup-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StartupLogo startup={s} size={32} />
                  <Anchor component={Link} to={`/startup/${s._id}/file`} fw={600}>
                    {s.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Programmes startup={s} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{founderNames(s)}</Text>
              </Table.Td>
              <Table.Td>
                {s.website ? (
                  <Anchor href={s.website} target="_blank" rel="noopener noreferrer" size="sm">
                    {s.website.replace(/^https?:\/\//, '')}
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PortfolioPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  // `?program=<id>` (the home dashboard's programme links) or `?programId=<id>` (the programmes page's "View
  // startups"); a value that is no id is ignored.
  const [searchParams] = useSearchParams();
  const [programId, setProgramId] = useState<string | null>(() => {
    const id = searchParams.get('program') ?? searchParams.get('programId');
    return id && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id) ? id : null;
  });
  const [tagId, setTagId] = useState<string | null>(null);
  const [industryId, setIndustryId] = useState<string | null>(null);
  const [view, setViewState] = useState<PortfolioView>(storedView);
  const [debounced] = useDebouncedValue(search.trim().slice(0, SEARCH_MAX), 300);
  const setView = (v: PortfolioView) => {
    setViewState(v);
    try {
      window.localStorage.setItem(PORTFOLIO_VIEW_KEY, v);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  // The filters are the feature startupFilter (the server refuses them without it): search by name only then.
  const facts = useNavigationFacts();
  const filters = !facts || facts.features.has('startupFilter');
  const variables = filters
    ? { search: debounced || null, programId, tagId, industryId, first: GENERIC_PAGE_SIZE }
    : { search: debounced || null, programId: null, tagId: null, industryId: null, first: GENERIC_PAGE_SIZE };
  const { data, previousData, error, loading, fetchMore } = useQuery(PortfolioDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const programs = useQuery(PortfolioProgramsDocument, { skip: !filters }).data?.programs ?? [];
  const taxonomy = useQuery(TaxonomyDocument, { skip: !filters }).data;
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.startups;
  const filtered = Boolean(variables.search || variables.programId || variables.tagId || variables.industryId);

  const loadMore = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          startups: {
            ...fetchMoreResult.startups,
            results: [...previous.startups.results, ...fetchMoreResult.startups.results],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('startups.portfolio.title')}</Title>
          <Text c="dimmed">{t('startups.portfolio.intro')}</Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('startups.portfolio.search')}
            placeholder={t('startups.portfolio.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={SEARCH_MAX}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 220px' }}
            data-testid="startups-search"
          />
          {filters ? (
            <>
              <Select
                label={t('startups.portfolio.program')}
                placeholder={t('startups.portfolio.allPrograms')}
                data={programs.map((p) => ({ value: p._id, label: p.name }))}
                value={programId}
                onChange={setProgramId}
                clearable
                style={{ flex: '1 1 200px' }}
                data-testid="startups-program"
              />
              <Select
                label={t('startups.portfolio.tag')}
                placeholder={t('startups.portfolio.allTags')}
                data={(taxonomy?.tags ?? []).map((x) => ({ value: x._id, label: x.name }))}
                value={tagId}
                onChange={setTagId}
                clearable
                searchable
                style={{ flex: '1 1 160px' }}
                data-testid="startups-tag"
              />
              <Select
                label={t('startups.portfolio.industry')}
                placeholder={t('startups.portfolio.allIndustries')}
                data={(taxonomy?.industries ?? []).map((x) => ({ value: x._id, label: x.name }))}
                value={industryId}
                onChange={setIndustryId}
                clearable
                searchable
                style={{ flex: '1 1 160px' }}
                data-testid="startups-industry"
              />
            </>
          ) : null}
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v === 'table' ? 'table' : 'card')}
            data={[
              { value: 'card', label: t('startups.portfolio.cards') },
              { value: 'table', label: t('startups.portfolio.table') },
            ]}
            aria-label={t('startups.portfolio.view')}
            data-testid="startups-view"
          />
        </Group>
        <Group justify="space-between" gap="sm" mih={24}>
          {page ? (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="startups-count">
              {t('startups.portfolio.count', {
                total: formatListCount(page.totalCount, i18n.language),
                shown: page.results.length,
              })}
            </Text>
          ) : (
            <span />
          )}
          {loading && page ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
        </Group>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('startups.portfolio.loadFailed')}
          </Alert>
        ) : null}
        {!page ? (
          loading ? (
            <Group justify="center" py="xl">
              <Loader aria-label={t('common.loading')} />
            </Group>
          ) : null
        ) : page.results.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="startups-empty">
            <Text ta="center" c="dimmed">
              {filtered ? t('startups.portfolio.emptyFiltered') : t('startups.portfolio.empty')}
            </Text>
          </Card>
        ) : view === 'table' ? (
          <Card withBorder radius="md" padding={0}>
            <StartupTable startups={page.results} />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="startups-cards">
            {page.results.map((s) => (
              <StartupCard key={s._id} startup={s} />
            ))}
          </SimpleGrid>
        )}
        {page?.next ? (
          <Group justify="center">
            <Button
              variant="default"
              loading={loadingMore}
              onClick={() => void loadMore()}
              data-testid="startups-load-more"
            >
              {t('startups.portfolio.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
