// The coach's pre-session brief: what happened at the startup since the last session, each line a link to its
// source — the last session's notes, tasks overdue, metrics submitted with their arrows, categorisation changes,
// pinned posts and the latest comments.
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoachBriefDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { translated } from '../timeline/timelineFormat.ts';

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid={`brief-${id}`}>
      <Text fw={600}>{title}</Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('coaching.brief.nothing')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {children}
        </List>
      )}
    </Stack>
  );
}

export function CoachBriefPanel({ sessionId }: { readonly sessionId: string }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const { data } = useQuery(CoachBriefDocument, { variables: { id: sessionId } });
  const brief = data?.coachBrief;
  if (!brief) return null;
  const answer = (v: string | null | undefined) =>
    v === 'yes'
      ? t('categorization.yes')
      : v === 'no'
        ? t('categorization.no')
        : t('timeline.categorization.unanswered');
  return (
    <Card withBorder padding="md" data-testid="coach-brief">
      <Stack gap="md">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('coaching.brief.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {brief.since ? t('coaching.brief.since', { date: f.dateTime(brief.since) }) : t('coaching.brief.first')}
          </Text>
        </Stack>
        <Section id="last" title={t('coaching.brief.lastSession')} empty={!brief.lastSession}>
          {brief.lastSession ? (
            <List.Item>
              <Anchor component={Link} to={brief.lastSession.link}>
                {brief.lastSession.name} · {f.date(brief.lastSession.date)}
              </Anchor>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {brief.lastSession.notes || t('coaching.session.noNotes')}
              </Text>
            </List.Item>
          ) : null}
        </Section>
        <Section id="overdue" title={t('coaching.brief.overdue')} empty={brief.overdueTasks.length === 0}>
          {brief.overdueTasks.map((task) => (
            <List.Item key={task._id}>
              <Anchor component={Link} to={task.link}>
                {task.name}
              </Anchor>{' '}
              <Text span size="sm" fw={600}>
                {t('coaching.brief.due', { date: f.date(task.dueDate) })}
              </Text>
            </List.Item>
          ))}
        </Section>
        <Section id="metrics" title={t('coaching.brief.metrics')} empty={brief.metrics.length === 0}>
          {brief.metrics.map((m, i) => {
            const diff = m.diff ?? 0;
            return (
              <List.Item key={`${m.link}-${i}`}>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={m.link}>
                    {translated(m.metricName, i18n.language)}
                  </Anchor>
                  <Text size="sm">{m.value ?? '—'}</Text>
                  {m.useArrow && diff > 0 ? (
                    <IconArrowUpRight size={16} color="teal" aria-label={t('timeline.dataSubmitted.up')} />
                  ) : null}
                  {m.useArrow && diff < 0 ? (
                    <IconArrowDownRight size={16} color="red" aria-label={t('timeline.dataSubmitted.down')} />
                  ) : null}
                  {m.change !== null && m.change !== undefined ? (
                    <Text size="sm" fw={600}>
                      {f.percent(m.change / 100, 1)}
                    </Text>
                  ) : null}
                  <Text size="xs">{f.date(m.submittedAt)}</Text>
                </Group>
              </List.Item>
            );
          })}
        </Section>
        <Section
          id="categorization"
          title={t('coaching.brief.categorization')}
          empty={brief.categorizationChanges.length === 0}
        >
          {brief.categorizationChanges.map((c) => (
            <List.Item key={`${c.link}-${c.key}`}>
              <Anchor component={Link} to={c.link}>
                {t(`timeline.categorization.questions.${c.key}`, { defaultValue: c.key })}
              </Anchor>
              {': '}
              {answer(c.previous)} → {answer(c.value)}
            </List.Item>
          ))}
        </Section>
        <Section id="pinned" title={t('coaching.brief.pinned')} empty={brief.pinnedPosts.length === 0}>
          {brief.pinnedPosts.map((p) => (
            <List.Item key={p._id}>
              <Anchor component={Link} to={p.link}>
                {p.excerpt || t('coaching.brief.post', { date: f.date(p.createdAt) })}
              </Anchor>
            </List.Item>
          ))}
        </Section>
        <Section id="comments" title={t('coaching.brief.comments')} empty={brief.lastComments.length === 0}>
          {brief.lastComments.map((c) => (
            <List.Item key={c._id}>
              <Anchor component={Link} to={c.link}>
                {c.author?.fullName ?? t('coaching.history.someone')}
              </Anchor>
              {': '}
              {c.excerpt}
            </List.Item>
          ))}
        </Section>
      </Stack>
    </Card>
  );
}
