// The global search (spec 01 §2.4, §8, §9): a header button showing its shortcut, and the overlay opened with `/`
// (outside text fields) or Ctrl/Cmd+K, closed with Escape. Inside, SearchCombobox: one listbox of every kind of
// result, moved through with the arrow keys, opened with Enter or a click.
import { Kbd, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './GlobalSearch.module.css';
import { SearchCombobox } from './SearchCombobox.tsx';

const [searchStore, searchActions] = createSpotlight();
export { searchActions };

/** The overlay; mounted once in the signed-in layout. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  return (
    // Spotlight gives the shortcuts and the dialog; the combobox inside is ours (Spotlight's actions are buttons
    // outside any listbox, and its Enter triggers whatever it last marked, not what is highlighted now).
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K', '/']}
      clearQueryOnClose
      title={t('search.title')}
      classNames={{ header: classes.header }}
    >
      <SearchCombobox query={query} onQueryChange={setQuery} onOpen={() => searchActions.close()} />
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
    <UnstyledButton
      className={classes.button}
      onClick={() => searchActions.open()}
      aria-keyshortcuts="/ Control+K Meta+K"
      data-testid="search-open"
    >
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
