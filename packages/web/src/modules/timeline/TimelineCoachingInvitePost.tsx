// The body of a coaching-invite post: the meeting proposed, by whom, to whom, its times, and how it was answered.
// Invitees open the invite from here (signed in, no link needed); once booked, the post leads to the session.
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelinePostFieldsFragment } from '../../generated/graphql.ts';

type Post = Extract<TimelinePostFieldsFragment, { __typename: 'TimelineCoachingInvitePost' }>;

export function TimelineCoachingInvitePost({ post }: { readonly post: Post }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const status = post.status as 'pending' | 'meeting_scheduled' | 'meeting_canceled';
  return (
    <Stack gap={4} data-testid="timeline-coaching-invite">
      <Group gap="xs">
        <Text fw={600}>{t('timeline.invite.title', { name: post.name })}</Text>
        <Badge variant="dot" tt="none" color={status === 'meeting_scheduled' ? 'teal' : 'gray'}>
          {t(`timeline.invite.status.${status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('timeline.invite.by', {
          inviter: post.invitedBy,
          names: post.inviteeNames.join(', '),
          minutes: post.duration,
        })}
      </Text>
      {status === 'meeting_scheduled' && post.acceptedTime ? (
        <Text size="sm">{t('timeline.invite.bookedFor', { when: when.format(new Date(post.acceptedTime)) })}</Text>
      ) : status === 'pending' ? (
        <List size="sm" spacing={2}>
          {post.times.map((time) => (
            <List.Item key={time}>{when.format(new Date(time))}</List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="md">
        {status === 'meeting_scheduled' && post.scheduledSessionId ? (
          <Anchor component={Link} to={`/coaching/session/${post.scheduledSessionId}`} size="sm">
            {t('timeline.coaching.open')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`/coaching/invitation/${post.inviteId}`} size="sm">
            {t('timeline.invite.open')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
