// The profile's feedback tab for a coach or mentor (issue 20 item 3): the sessions they held, the one-on-ones the
// booker missed, the startups' average score (0–5) from their evaluations, and the latest written feedback. Only
// the person and the programme team see it (the server answers null to anyone else).
import { useQuery } from '@apollo/client/react';
import { COACHING_SCORE_SCALE } from '@ascent/shared';
import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoachFeedbackDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

function Figure({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

export function CoachFeedbackPanel({ userId }: { readonly userId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data, loading } = useQuery(CoachFeedbackDocument, { variables: { userId } });
  if (loading && !data) return <Loader aria-label={t('profile.loading')} />;
  const feedback = data?.coachFeedback;
  if (!feedback) return <Text c="dimmed">{t('coaching.feedback.hidden')}</Text>;
  return (
    <Stack gap="lg" data-testid="coach-feedback">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure
          label={t('coaching.feedback.average')}
          value={
            feedback.averageScore === null
              ? '—'
              : t('coaching.feedback.outOf', { score: f.number(feedback.averageScore), max: COACHING_SCORE_SCALE })
          }
          testId="feedback-average"
        />
        <Figure label={t('coaching.feedback.held')} value={f.number(feedback.sessionsHeld)} testId="feedback-held" />
        <Figure label={t('coaching.feedback.noShows')} value={f.number(feedback.noShows)} testId="feedback-no-shows" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('coaching.feedback.basis', { count: feedback.evaluations, ratings: feedback.ratings })}
      </Text>
      {feedback.comments.length ? (
        <Stack gap="sm" component="section" aria-labelledby="feedback-comments-title">
          <Title order={2} size="h4" id="feedback-comments-title">
            {t('coaching.feedback.comments')}
          </Title>
          {feedback.comments.map((c) => (
            <Card key={`${c.sessionId}-${c.submittedAt}`} withBorder padding="sm">
              <Text dir="auto">“{c.text}”</Text>
              <Group gap="xs" mt={4}>
                <Anchor component={Link} to={`/coaching/session/${c.sessionId}`} size="sm" underline="always">
                  {c.sessionName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {f.date(c.submittedAt)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
