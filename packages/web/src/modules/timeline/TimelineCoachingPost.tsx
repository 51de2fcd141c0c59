// The body of a coaching session post: its name, when, with whom, the meeting link and the way to its page.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelinePostFieldsFragment } from '../../generated/graphql.ts';

type Post = Extract<TimelinePostFieldsFragment, { __typename: 'TimelineCoachingSessionPost' }>;

export function TimelineCoachingPost({ post }: { readonly post: Post }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const cancelled = post.status === 'meeting_canceled';
  return (
    <Stack gap={4} data-testid="timeline-coaching-session">
      <Group gap="xs">
        <Text fw={600} td={cancelled ? 'line-through' : undefined}>
          {t('timeline.coaching.title', { name: post.name })}
        </Text>
        {cancelled ? (
          <Badge color="gray" variant="light">
            {t('timeline.coaching.cancelled')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{when.formatRange(new Date(post.start), new Date(post.end))}</Text>
      {post.coachNames.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeline.coaching.with', { names: post.coachNames.join(', ') })}
        </Text>
      ) : null}
      <Group gap="md">
        {post.conferenceLink && !cancelled ? (
          <Anchor href={post.conferenceLink} target="_blank" rel="noopener noreferrer" size="sm">
            {t('timeline.coaching.join')}
          </Anchor>
        ) : null}
        <Anchor component={Link} to={`/coaching/session/${post.sessionId}`} size="sm">
          {t('timeline.coaching.open')}
        </Anchor>
      </Group>
    </Stack>
  );
}
