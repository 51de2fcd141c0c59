// /events, /events/mine, /events/planning, /events/unpublished: one page with a tab per list (the team's two only
// for people who plan events), a time filter, a search, cards or a table, and "Load more" by cursor.
import { useQuery } from '@apollo/client/react';
import type { EventTab, EventTimeframe } from '@ascent/shared';
import {
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconLayoutGrid,
  IconPlus,
  IconSearch,
  IconTable,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EventsListDocument } from '../../generated/graphql.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { EventCards, EventTable } from './EventList.tsx';
import { EventsCalendar } from './EventsCalendar.tsx';
import { useEventErrorMessage } from './eventErrors.ts';

const TAB_PATHS: Record<EventTab, string> = {
  FEED: '/events',
  MINE: '/events/mine',
  PLANNING: '/events/planning',
  UNPUBLISHED: '/events/unpublished',
};
const TAB_KEYS: Record<EventTab, 'feed' | 'mine' | 'planning' | 'unpublished'> = {
  FEED: 'feed',
  MINE: 'mine',
  PLANNING: 'planning',
  UNPUBLISHED: 'unpublished',
};
const VIEW_KEY = 'ascent.events.view';

type View = 'cards' | 'table' | 'calendar';
const viewOf = (stored: string | null): View => (stored === 'table' || stored === 'calendar' ? stored : 'cards');

function tabOf(pathname: string): EventTab {
  const found = (Object.keys(TAB_PATHS) as EventTab[]).find((tab) => TAB_PATHS[tab] === pathname.replace(/\/$/, ''));
  return found ?? 'FEED';
}

export function EventsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useEventErrorMessage();
  const facts = useNavigationFacts();
  const plans = facts?.permissions.has('EVENTS:CREATE') ?? false;
  const tab = tabOf(location.pathname);
  const [timeframe, setTimeframe] = useState<EventTimeframe>('UPCOMING');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [view, setView] = useState<View>(() => viewOf(localStorage.getItem(VIEW_KEY)));
  const { data, previousData, loading, error, fetchMore } = useQuery(EventsListDocument, {
    skip: view === 'calendar',
    variables: { tab, timeframe, search: debounced || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.incubatorEvents;
  const tabs = (Object.keys(TAB_PATHS) as EventTab[]).filter((k) => plans || (k !== 'PLANNING' && k !== 'UNPUBLISHED'));

  const loadMore = () =>
    page?.next
      ? fetchMore({
          variables: { cursor: page.next },
          updateQuery: (prev, { fetchMoreResult }) => ({
            incubatorEvents: {
              ...fetchMoreResult.incubatorEvents,
              results: [...prev.incubatorEvents.results, ...fetchMoreResult.incubatorEvents.results],
            },
          }),
        })
      : undefined;

  const switchView = (next: string) => {
    const value = viewOf(next);
    localStorage.setItem(VIEW_KEY, value);
    setView(value);
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <IconCalendarEvent size={28} aria-hidden />
            <Title order={1} fz="h2">
              {t('events.list.title')}
            </Title>
          </Group>
          {plans ? (
            <Button component={Link} to="/events/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('events.list.new')}
            </Button>
          ) : null}
        </Group>
        <Tabs value={tab} onChange={(v) => v && void navigate(TAB_PATHS[v as EventTab])}>
          <Tabs.List>
            {tabs.map((k) => (
              <Tabs.Tab key={k} value={k} data-testid={`events-tab-${TAB_KEYS[k]}`}>
                {t(`events.tabs.${TAB_KEYS[k]}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <TextInput
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t('events.list.search')}
              aria-label={t('events.list.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <SegmentedControl
              display={view === 'calendar' ? 'none' : undefined}
              aria-label={t('events.list.timeframe')}
              value={timeframe}
              onChange={(v) => setTimeframe(v as EventTimeframe)}
              data={[
                { value: 'UPCOMING', label: t('events.timeframe.UPCOMING') },
                { value: 'PAST', label: t('events.timeframe.PAST') },
                { value: 'ALL', label: t('events.timeframe.ALL') },
              ]}
            />
          </Group>
          <SegmentedControl
            aria-label={t('events.list.view')}
            value={view}
            onChange={switchView}
            data={[
              {
                value: 'cards',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconLayoutGrid size={16} aria-hidden />
                    {t('events.list.cards')}
                  </Group>
                ),
              },
              {
                value: 'table',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconTable size={16} aria-hidden />
                    {t('events.list.table')}
                  </Group>
                ),
              },
              {
                value: 'calendar',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconCalendarMonth size={16} aria-hidden />
                    {t('events.list.calendar')}
                  </Group>
                ),
              },
            ]}
          />
        </Group>
        {view === 'calendar' ? <EventsCalendar tab={tab} search={debounced || null} /> : null}
        {error && view !== 'calendar' ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {!page && loading ? <Loader aria-label={t('common.loading')} /> : null}
        {page && view !== 'calendar' && page.results.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="events-empty">
            <Text>{t(debounced ? 'events.list.noMatch' : `events.empty.${TAB_KEYS[tab]}`)}</Text>
          </Card>
        ) : null}
        {page && view !== 'calendar' && page.results.length > 0 ? (
          view === 'table' ? (
            <EventTable events={page.results} />
          ) : (
            <EventCards events={page.results} />
          )
        ) : null}
        {page?.next && view !== 'calendar' ? (
          <Group justify="center">
            <Button variant="default" loading={loading} onClick={() => void loadMore()}>
              {t('events.list.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
