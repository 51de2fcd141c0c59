// One proposed mentor: who they are, why they are proposed, how busy they are, and the action — ask them (a
// founder) or match them (the staff).
import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MentorSuggestionsQuery } from '../../generated/graphql.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { reasonLabel } from './mentoringLabels.ts';

export type Suggestion = MentorSuggestionsQuery['mentorSuggestions'][number];

export function MentorSuggestionCard({
  suggestion,
  rank,
  actionLabel,
  onAction,
  busy,
}: {
  readonly suggestion: Suggestion;
  readonly rank: number;
  readonly actionLabel: string;
  readonly onAction: () => void;
  readonly busy?: boolean;
}) {
  const { t } = useTranslation();
  const { mentor } = suggestion;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="mentor-suggestion">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar user={mentor} size={40} />
          <Stack gap={2}>
            <Text fw={600}>
              <Text span c="dimmed" fw={400} me={6}>
                {t('mentoring.finder.rank', { rank })}
              </Text>
              {mentor.fullName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('mentoring.finder.load', { load: suggestion.load, capacity: suggestion.capacity })}
            </Text>
          </Stack>
        </Group>
        {suggestion.requested ? (
          <Badge variant="default" tt="none" data-testid="mentor-requested">
            {t('mentoring.finder.requested')}
          </Badge>
        ) : (
          <Button
            size="xs"
            onClick={onAction}
            loading={busy}
            aria-label={`${actionLabel}: ${mentor.fullName}`}
            data-testid="mentor-suggestion-action"
          >
            {actionLabel}
          </Button>
        )}
      </Group>
      {suggestion.reasons.length ? (
        <List size="sm" mt="sm" spacing={2} aria-label={t('mentoring.finder.why', { name: mentor.fullName })}>
          {suggestion.reasons.map((r) => (
            <List.Item key={r.criterion}>{reasonLabel(r.criterion, r.labels, t)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          {t('mentoring.finder.noReason')}
        </Text>
      )}
    </Card>
  );
}
