// The header's help search (spec 01 §1 "documentation search", §6): a button opening an overlay that searches
// the help pages meant for the user's kind as they type; arrow keys move, Enter opens, Escape closes.
import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchHelp } from './helpSearch.ts';
import { useHelpPages } from './useHelpPages.ts';
import classes from './HelpSearch.module.css';

const [helpStore, helpActions] = createSpotlight();
export { helpActions };

function HelpResults({ query }: { readonly query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useHelpPages();
  const found = useMemo(() => searchHelp(pages, query, t), [pages, query, t]);
  if (found.length === 0) {
    return (
      <Stack gap={4} align="center" p="md" data-testid="help-search-empty">
        <Text fw={600}>{t('help.search.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" dir="auto">
          {t('help.search.empty', { query: query.trim() })}
        </Text>
        <Spotlight.Action
          label={t('help.search.all')}
          onClick={() => void navigate('/help')}
          data-testid="help-search-all"
        />
      </Stack>
    );
  }
  return (
    <Spotlight.ActionsGroup label={t('help.search.results')}>
      {found.map((page) => (
        <Spotlight.Action
          key={page.slug}
          label={page.title(t)}
          description={page.summary(t)}
          onClick={() => void navigate(`/help/${page.slug}`)}
          data-testid="help-search-result"
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}

/** The overlay; mounted once in the signed-in layout. */
export function HelpSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  return (
    <Spotlight.Root
      store={helpStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      clearQueryOnClose
      scrollable
      maxHeight="70vh"
      title={t('help.search.title')}
      classNames={{ header: classes.header, actionDescription: classes.description }}
    >
      <Spotlight.Search
        placeholder={t('help.search.placeholder')}
        aria-label={t('help.search.title')}
        leftSection={<IconSearch size={18} aria-hidden />}
        data-testid="help-search-input"
      />
      <Spotlight.ActionsList>
        <HelpResults query={query} />
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The header's help button; on phones (under 576 px) the bottom bar leads to the help instead. */
export function HelpButton() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('help.search.open')} openDelay={400}>
      <ActionIcon
        variant="default"
        size={36}
        visibleFrom="xs"
        onClick={() => helpActions.open()}
        aria-label={t('help.search.open')}
        data-testid="help-open"
      >
        <IconHelp size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
