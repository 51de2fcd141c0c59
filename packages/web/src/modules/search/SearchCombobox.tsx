// The search box and its results (spec 01 §8, issue 14 item 1), as the ARIA combobox pattern: the text field is a
// combobox that keeps the focus, every result of every kind is an `option` of one `listbox` (grouped by kind), and
// the highlighted one is named by aria-activedescendant. The arrow keys move the highlight across kinds, wrapping;
// Enter opens the highlighted option and never another one: pressed before the results of what was typed have
// arrived, it waits for them and opens their first. A click opens an option. A query the search cannot take (too
// long, control characters) is answered with a message, before anything is asked of the server.
import { useQuery } from '@apollo/client/react';
import { Avatar, Center, Input, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist, IconFile, IconRocket, IconSearch } from '@tabler/icons-react';
import { formatDate, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchQueryProblem } from '@ascent/shared';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GlobalSearchDocument } from '../../generated/graphql.ts';
import { useTenant } from '../incubators/TenantProvider.tsx';
import { translatedRoleLabel } from '../users/roleLabel.ts';
import classes from './GlobalSearch.module.css';
import { moveHighlight, searchGroups, type SearchOption } from './searchOptions.ts';

const SEARCH_DEBOUNCE_MS = 500; // spec §9

const TEST_IDS = {
  pages: 'search-page',
  startups: 'search-startup',
  people: 'search-person',
  tasks: 'search-task',
} as const;

function OptionContent({ option }: { readonly option: SearchOption }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useTenant();
  const [icon, description] =
    option.kind === 'pages'
      ? [<IconFile size={18} aria-hidden key="i" />, option.path]
      : option.kind === 'startups'
        ? [<IconRocket size={18} aria-hidden key="i" />, null]
        : option.kind === 'tasks'
          ? [
              <IconChecklist size={18} aria-hidden key="i" />,
              t('search.due', { date: formatDate(option.item.dueDate, i18n.language, tenant?.timezone) }),
            ]
          : [
              <Avatar key="i" src={option.item.avatar} name={option.item.fullName} size={28} alt="" />,
              option.item.headline
                ? `${translatedRoleLabel(option.item.roleLabel, t)} · ${option.item.headline}`
                : translatedRoleLabel(option.item.roleLabel, t),
            ];
  return (
    <>
      <span className={classes.optionIcon}>{icon}</span>
      <span className={classes.optionBody}>
        <span className={classes.optionLabel} dir="auto">
          {option.name}
        </span>
        {description ? (
          <span className={classes.description} dir="auto">
            {description}
          </span>
        ) : null}
      </span>
    </>
  );
}

export function SearchCombobox({
  query,
  onQueryChange,
  onOpen,
}: {
  readonly query: string;
  readonly onQueryChange: (q: string) => void;
  readonly onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = query.trim();
  const problem = searchQueryProblem(query);
  const [debounced] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const skip = problem !== null || debounced.length < SEARCH_MIN_LENGTH;
  const { data, previousData, error } = useQuery(GlobalSearchDocument, {
    variables: { query: debounced, first: 10 },
    skip,
    fetchPolicy: 'network-only',
  });
  const results = skip ? undefined : (data ?? previousData)?.search;
  // The results answer what is typed now (not an earlier query still shown while the new one loads).
  const fresh = !skip && data !== undefined && debounced === trimmed;
  const groups = useMemo(
    () =>
      results
        ? searchGroups(results, debounced, (p) => (i18n.exists(p.title) ? t(p.title as 'routes.home') : p.path))
        : [],
    [results, debounced, i18n, t],
  );
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const [active, setActive] = useState(-1);
  const pendingEnter = useRef(false);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (option: SearchOption | undefined) => {
    if (!option) return;
    pendingEnter.current = false;
    onOpen();
    void navigate(option.path);
  };

  // New results: the first is highlighted; an Enter pressed while they were on their way opens it.
  useEffect(() => {
    setActive(options.length > 0 ? 0 : -1);
    if (fresh && pendingEnter.current) {
      pendingEnter.current = false;
      if (options[0]) open(options[0]);
    }
    // `open` is stable in effect (navigate and onOpen); re-run only on new results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, fresh]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const key = event.key;
      setActive((current) => moveHighlight(current, options.length, key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (problem !== null || trimmed.length < SEARCH_MIN_LENGTH) return;
      if (fresh) open(options[active]);
      else pendingEnter.current = true;
    } else {
      pendingEnter.current = false;
    }
  };

  const expanded = options.length > 0;
  return (
    <>
      <Input
        size="lg"
        variant="unstyled"
        classNames={{ wrapper: classes.searchWrapper, input: classes.search }}
        leftSection={<IconSearch size={18} aria-hidden />}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          pendingEnter.current = false;
          onQueryChange(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('search.title')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        error={problem !== null}
        aria-describedby={`${listId}-status`}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        data-testid="search-input"
      />
      {/* Focusable, so that a long list of results can be scrolled by keyboard alone. */}
      <div className={classes.results} tabIndex={0}>
        <div id={`${listId}-status`} aria-live="polite">
          <SearchStatus
            query={query}
            problem={problem}
            shown={results !== undefined}
            count={options.length}
            failed={error !== undefined && results === undefined}
            debounced={debounced}
          />
        </div>
        <div
          role="listbox"
          id={listId}
          aria-label={t('search.resultsLabel')}
          className={classes.listbox}
          data-testid="search-results"
          hidden={!expanded}
        >
          {(() => {
            let index = -1;
            return groups.map((group) => (
              <div role="group" key={group.kind} aria-labelledby={`${listId}-${group.kind}`}>
                <div id={`${listId}-${group.kind}`} role="presentation" className={classes.groupLabel}>
                  {t(`search.groups.${group.kind}`)}
                </div>
                {group.options.map((option) => {
                  index += 1;
                  const i = index;
                  return (
                    <div
                      key={option.key}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      data-selected={i === active || undefined}
                      className={classes.option}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => i !== active && setActive(i)}
                      onClick={() => open(option)}
                      data-testid={TEST_IDS[option.kind]}
                    >
                      <OptionContent option={option} />
                    </div>
                  );
                })}
              </div>
            ));
          })()}
        </div>
      </div>
    </>
  );
}

interface StatusProps {
  readonly query: string;
  readonly debounced: string;
  readonly problem: ReturnType<typeof searchQueryProblem>;
  readonly shown: boolean;
  readonly count: number;
  readonly failed: boolean;
}

/** The hint, the refusal of a query the search cannot take, the loader, the failure and the empty state. */
function SearchStatus({ query, debounced, problem, shown, count, failed }: StatusProps) {
  const { t } = useTranslation();
  if (problem !== null) {
    return (
      <Text size="sm" c="red" ta="center" p="md" data-testid="search-problem">
        {problem === 'tooLong'
          ? t('search.problems.tooLong', { max: SEARCH_MAX_LENGTH })
          : t('search.problems.controlCharacters')}
      </Text>
    );
  }
  if (query.trim().length < SEARCH_MIN_LENGTH) {
    return (
      <Text size="sm" c="dimmed" ta="center" p="md" data-testid="search-hint">
        {t('search.hint')}
      </Text>
    );
  }
  if (failed) {
    return (
      <Text size="sm" c="red" ta="center" p="md" role="alert">
        {t('search.failed')}
      </Text>
    );
  }
  if (!shown) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('search.loading')} />
      </Center>
    );
  }
  if (count > 0) return null;
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
