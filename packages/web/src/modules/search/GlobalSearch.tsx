// The global search (spec 01 §2.4, §8, §9): a header button showing its shortcut, and the overlay opened with `/`
// (outside text fields) or Ctrl/Cmd+K, closed with Escape. Results come from the server's `search`, grouped; arrow
// keys move through the ones that open something and Enter opens it. People and startups have no screen yet, so they
// are listed without a link.
import { useQuery } from '@apollo/client/react';
import { Avatar, Center, Group, Kbd, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconChecklist, IconFile, IconRocket, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findRoute } from '@ascent/shared';
import { GlobalSearchDocument } from '../../generated/graphql.ts';
import classes from './GlobalSearch.module.css';

const [searchStore, searchActions] = createSpotlight();
export { searchActions };

export const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 500; // spec §9

/** Marks the first result that opens something as selected (the store selects before the results arrive). */
function selectFirstAction() {
  const list = document.getElementById(searchStore.getState().listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

function SearchResults({ query }: { readonly query: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const skip = debounced.length < SEARCH_MIN_LENGTH;
  const { data, previousData, loading, error } = useQuery(GlobalSearchDocument, { variables: { query: debounced, first: 10 }, skip, fetchPolicy: 'network-only' });
  const results = (data ?? previousData)?.search;
  useEffect(() => selectFirstAction(), [results]);
  if (query.trim().length < SEARCH_MIN_LENGTH) {
    return (
      <Text size="sm" c="dimmed" ta="center" p="md">
        {t('search.hint')}
      </Text>
    );
  }
  if (!results || (loading && !data)) {
    if (error) {
      return (
        <Text size="sm" c="red" ta="center" p="md" role="alert">
          {t('search.failed')}
        </Text>
      );
    }
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('search.loading')} />
      </Center>
    );
  }
  const total = results.people.length + results.startups.length + results.tasks.length + results.pages.length;
  if (total === 0) {
    return (
      <Stack gap={4} align="center" p="md" data-testid="search-empty">
        <Text fw={600}>{t('search.empty.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('search.empty.text')}
        </Text>
        <Text size="sm" c="dimmed" dir="auto">
          {t('search.empty.query', { query: debounced })}
        </Text>
      </Stack>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      {results.pages.length > 0 ? (
        <Spotlight.ActionsGroup label={t('search.groups.pages')}>
          {results.pages.map((p) => (
            <Spotlight.Action key={p.path} label={i18n.exists(p.title) ? t(p.title as 'routes.home') : p.path} description={p.path} leftSection={<IconFile size={18} aria-hidden />} onClick={() => void navigate(p.path)} data-testid="search-page" />
          ))}
        </Spotlight.ActionsGroup>
      ) : null}
      {results.tasks.length > 0 ? (
        <Spotlight.ActionsGroup label={t('search.groups.tasks')}>
          {results.tasks.map((task) => (
            <Spotlight.Action
              key={task._id}
              label={task.name}
              description={t('search.due', { date: dateFormat.format(new Date(task.dueDate)) })}
              leftSection={<IconChecklist size={18} aria-hidden />}
              onClick={() => void navigate('/tasks')}
              data-testid="search-task"
            />
          ))}
        </Spotlight.ActionsGroup>
      ) : null}
      {results.people.length > 0 ? (
        <Spotlight.ActionsGroup label={t('search.groups.people')}>
          {results.people.map((p) =>
            findRoute(`/profile/${p._id}`)?.screen === true ? (
              <Spotlight.Action
                key={p._id}
                label={p.fullName}
                description={p.headline ? `${p.roleLabel} · ${p.headline}` : p.roleLabel}
                leftSection={<Avatar src={p.avatar} name={p.fullName} size={28} alt="" />}
                onClick={() => void navigate(`/profile/${p._id}`)}
                data-testid="search-person"
              />
            ) : (
              <Group key={p._id} gap="sm" wrap="nowrap" className={classes.item} data-testid="search-person">
                <Avatar src={p.avatar} name={p.fullName} size={28} alt="" />
                <div>
                  <Text size="sm" dir="auto">
                    {p.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" dir="auto">
                    {p.headline ? `${p.roleLabel} · ${p.headline}` : p.roleLabel}
                  </Text>
                </div>
              </Group>
            ),
          )}
        </Spotlight.ActionsGroup>
      ) : null}
      {results.startups.length > 0 ? (
        <Spotlight.ActionsGroup label={t('search.groups.startups')}>
          {results.startups.map((s) => (
            <Group key={s._id} gap="sm" wrap="nowrap" className={classes.item} data-testid="search-startup">
              <IconRocket size={18} aria-hidden />
              <Text size="sm" dir="auto">
                {s.name}
              </Text>
            </Group>
          ))}
        </Spotlight.ActionsGroup>
      ) : null}
    </>
  );
}

/** The overlay; mounted once in the signed-in layout. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  return (
    <Spotlight.Root store={searchStore} query={query} onQueryChange={setQuery} shortcut={['mod + K', '/']} clearQueryOnClose scrollable maxHeight="70vh" title={t('search.title')} classNames={{ header: classes.header, actionDescription: classes.description }}>
      <Spotlight.Search placeholder={t('search.placeholder')} aria-label={t('search.title')} leftSection={<IconSearch size={18} aria-hidden />} data-testid="search-input" />
      <Spotlight.ActionsList>
        <SearchResults query={query} />
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The header button that opens the overlay, with its shortcut. */
export function SearchButton() {
  const { t } = useTranslation();
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  return (
    // Named by what it shows (the word and the shortcut on wide screens, the hidden word on phones).
    <UnstyledButton className={classes.button} onClick={() => searchActions.open()} aria-keyshortcuts="/ Control+K Meta+K" data-testid="search-open">
      <IconSearch size={18} aria-hidden />
      {/* The word and the shortcut from 1400 px: below, the header's room goes to the top navigation. */}
      <VisuallyHidden hiddenFrom="xl">{t('search.button')}</VisuallyHidden>
      <Text size="sm" c="dimmed" visibleFrom="xl" component="span">
        {t('search.button')}
      </Text>
      <Kbd size="xs" visibleFrom="xl">
        {mod}+K
      </Kbd>
    </UnstyledButton>
  );
}
