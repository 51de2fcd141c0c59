// /help: the help pages meant for the user's kind, with a search field (results as you type, an empty state);
// /help/:slug: one page. The body is in English (lang="en", see helpPages.ts); title and summary are translated.
import { Anchor, Breadcrumbs, Card, Container, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findRoute } from '@ascent/shared';
import type { HelpPage as HelpPageData } from './helpPages.ts';
import { searchHelp } from './helpSearch.ts';
import { useHelpPages } from './useHelpPages.ts';

function HelpIndex({ pages }: { readonly pages: readonly HelpPageData[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchHelp(pages, query, t), [pages, query, t]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('help.title')}</Title>
        <Text c="dimmed">{t('help.intro')}</Text>
      </div>
      <TextInput
        type="search"
        label={t('help.search.title')}
        placeholder={t('help.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={480}
        data-testid="help-index-search"
      />
      <div role="status" aria-live="polite">
        {found.length === 0 ? (
          <Stack gap={4} data-testid="help-index-empty">
            <Text fw={600}>{t('help.search.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" dir="auto">
              {t('help.search.empty', { query: query.trim() })}
            </Text>
          </Stack>
        ) : null}
      </div>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {found.map((page) => (
          <li key={page.slug}>
            <Card withBorder padding="md" data-testid="help-index-item">
              <Anchor component={Link} to={`/help/${page.slug}`} fw={600}>
                {page.title(t)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {page.summary(t)}
              </Text>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function HelpArticle({ page }: { readonly page: HelpPageData }) {
  const { t, i18n } = useTranslation();
  const english = !i18n.language.startsWith('en');
  const screen = page.path && findRoute(page.path)?.screen ? page.path : null;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/help">
          {t('help.title')}
        </Anchor>
        <Text span>{page.title(t)}</Text>
      </Breadcrumbs>
      <div>
        <Title order={1}>{page.title(t)}</Title>
        <Text c="dimmed">{page.summary(t)}</Text>
      </div>
      {english ? (
        <Text size="sm" fs="italic" data-testid="help-english-only">
          {t('help.englishOnly')}
        </Text>
      ) : null}
      <Stack gap="md" lang="en" dir="ltr" data-testid="help-body">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} fz="h4" mb="xs">
              {section.heading}
            </Title>
            {section.paragraphs?.map((p) => (
              <Text key={p} mb="xs">
                {p}
              </Text>
            ))}
            {section.steps ? (
              <List type="ordered" spacing={4}>
                {section.steps.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            ) : null}
          </section>
        ))}
      </Stack>
      {screen ? (
        <Anchor component={Link} to={screen} data-testid="help-open-screen">
          {t('help.openScreen')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function HelpPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const pages = useHelpPages();
  const page = slug ? pages.find((p) => p.slug === slug) : undefined;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      {slug === undefined ? (
        <HelpIndex pages={pages} />
      ) : page ? (
        <HelpArticle page={page} />
      ) : (
        <Stack gap="sm" data-testid="help-missing">
          <Title order={1}>{t('help.missing')}</Title>
          <Anchor component={Link} to="/help">
            {t('help.back')}
          </Anchor>
        </Stack>
      )}
    </Container>
  );
}
