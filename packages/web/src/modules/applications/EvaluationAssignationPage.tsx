// /startups/programs/evaluation-assignation: staff organise the reviews of an intake's round (issue 21 §4) — its
// evaluators and their assignments on one tab, the ranking by raw or calibrated score on the other. The intake and
// round are kept in the address (?funnel=&round=) so a link opens the same board.
import { useQuery } from '@apollo/client/react';
import { Alert, Container, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FunnelsDocument } from '../../generated/graphql.ts';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { RankingPanel } from './RankingPanel.tsx';
import { ReviewBoardPanel } from './ReviewBoardPanel.tsx';

export function EvaluationAssignationPage() {
  const { t } = useTranslation();
  const message = useApplicationErrorMessage();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(FunnelsDocument, { fetchPolicy: 'cache-and-network' });
  const funnels = data?.funnels ?? [];
  // Without a choice in the address: the intake with the most applications (the one being reviewed).
  const busiest = [...funnels].sort((a, b) => b.applicationCount - a.applicationCount)[0] ?? null;
  const funnel = funnels.find((f) => f._id === params.get('funnel')) ?? busiest;
  const round = funnel?.rounds.find((r) => r._id === params.get('round')) ?? funnel?.rounds[0] ?? null;
  const tab = params.get('tab') === 'ranking' ? 'ranking' : 'board';
  const choose = (next: Record<string, string>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) out.set(k, v);
      return out;
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('reviews.page.title')}
          </Title>
          <Text c="dimmed">{t('reviews.page.intro')}</Text>
        </Stack>
        {error ? (
          <Alert color="red" role="alert">
            {message(error)}
          </Alert>
        ) : null}
        {loading && !data ? <Loader aria-label={t('reviews.loading')} /> : null}
        {data && funnels.length === 0 ? <Text c="dimmed">{t('reviews.page.noFunnel')}</Text> : null}
        {funnel ? (
          <Group grow align="end" maw={720}>
            <Select
              label={t('reviews.page.funnel')}
              data={funnels.map((f) => ({ value: f._id, label: f.name }))}
              value={funnel._id}
              allowDeselect={false}
              onChange={(v) => v && choose({ funnel: v, round: '' })}
              data-testid="review-funnel"
            />
            <Select
              label={t('reviews.page.round')}
              data={funnel.rounds.map((r) => ({ value: r._id, label: r.name }))}
              value={round?._id ?? null}
              allowDeselect={false}
              onChange={(v) => v && choose({ round: v })}
              data-testid="review-round"
            />
          </Group>
        ) : null}
        {round ? (
          <Tabs value={tab} onChange={(v) => choose({ tab: v ?? 'board' })} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="board" data-testid="tab-board">
                {t('reviews.page.board')}
              </Tabs.Tab>
              <Tabs.Tab value="ranking" data-testid="tab-ranking">
                {t('reviews.page.ranking')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="board" pt="lg">
              <ReviewBoardPanel key={round._id} roundId={round._id} />
            </Tabs.Panel>
            <Tabs.Panel value="ranking" pt="lg">
              <RankingPanel key={round._id} roundId={round._id} />
            </Tabs.Panel>
          </Tabs>
        ) : funnel ? (
          <Text c="dimmed">{t('reviews.page.noRound')}</Text>
        ) : null}
      </Stack>
    </Container>
  );
}
