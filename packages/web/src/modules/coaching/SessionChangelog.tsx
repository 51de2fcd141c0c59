// The history of a session: every change with who made it and when; a reschedule shows the old and new times.
import { useQuery } from '@apollo/client/react';
import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoachingSessionChangelogDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

const parse = (value: string | null | undefined): unknown => {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

export function SessionChangelog({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data } = useQuery(CoachingSessionChangelogDocument, { variables: { id: sessionId } });
  const entries = data?.coachingSessionChangelog ?? [];
  const describe = (type: string, oldValue: string | null | undefined, newValue: string | null | undefined) => {
    if (type === 'RESCHEDULED') {
      const before = parse(oldValue) as { start: string } | null;
      const after = parse(newValue) as { start: string } | null;
      if (before && after)
        return t('coaching.history.rescheduledFromTo', { from: f.dateTime(before.start), to: f.dateTime(after.start) });
    }
    return null;
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('coaching.history.title')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2} data-testid="coaching-changelog">
          {entries.map((e) => (
            <Timeline.Item key={e._id} title={t(`coaching.history.type.${e.type}`, { defaultValue: e.type })}>
              {describe(e.type, e.oldValue, e.newValue) ? (
                <Text size="sm">{describe(e.type, e.oldValue, e.newValue)}</Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {e.initiator?.fullName ?? t('coaching.history.someone')} · {f.dateTime(e.changeTime)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
