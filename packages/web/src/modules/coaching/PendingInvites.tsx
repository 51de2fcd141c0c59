// The invites waiting for an answer that concern the user — sent by them or to them — on /coaching: what was
// proposed, to whom, until when, and for an invitee the way to choose a time.
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoachingInvitesDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export function PendingInvites() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data } = useQuery(CoachingInvitesDocument, { variables: { status: 'pending' } });
  const invites = (data?.coachingInvites ?? []).filter((i) => !i.expired);
  if (invites.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-invites-title">
      <Title order={2} size="h4" id="pending-invites-title">
        {t('coachingInvite.list.title')}
      </Title>
      {invites.map((invite) => (
        <Card key={invite._id} withBorder padding="sm" data-testid="pending-invite">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{invite.name}</Text>
              <Text size="sm">
                {t('coachingInvite.list.line', {
                  startup: invite.startup.name,
                  names: [...invite.startupInvitees, ...invite.incubatorInvitees].map((p) => p.fullName).join(', '),
                  count: invite.times.length,
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('coachingInvite.list.expires', { when: f.dateTime(invite.expires) })}
              </Text>
            </Stack>
            {invite.canRespond ? (
              <Anchor component={Link} to={`/coaching/invitation/${invite._id}`} underline="always" fw={600}>
                {t('coachingInvite.list.choose')}
              </Anchor>
            ) : null}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
