// /coaching/invitation/{id}?token=…: the page behind an invite's emailed link (public: the link is the key; a
// signed-in invitee needs no token). The invitee picks one of the proposed times — the first accepted is booked for
// everyone — or declines. An expired invite goes to /coaching/invitation/expired; a wrong link shows that it is not
// valid, and nothing of the meeting.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCalendarX, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import {
  CoachingInviteDocument,
  RespondCoachingInviteDocument,
  type CoachingInviteFieldsFragment,
} from '../../generated/graphql.ts';
import { errorCode } from '../../app/errors.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { useOptionalAuth } from '../auth/AuthProvider.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import { useCoachingInviteErrorMessage } from './coachingInviteErrors.ts';

/** "Tuesday 3 December, 10:00 CET" in the reader's language and time zone. */
export function useInviteTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

/** The invite by the page's id and token; the not-found and expired states handled. */
export function useInviteFromLink() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useQuery(CoachingInviteDocument, { variables: { id, token }, fetchPolicy: 'network-only' });
  return { id, token, ...query };
}

export function InvalidInviteLink() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconLinkOff size={44} />}
      title={t('coachingInvite.page.invalidTitle')}
      testId="invite-invalid"
    >
      <Text c="dimmed">{t('coachingInvite.errors.notFound')}</Text>
    </StatusScreen>
  );
}

export function InviteSummary({ invite }: { readonly invite: CoachingInviteFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text ta="center" fw={600} fz="lg" data-testid="invite-name">
        {invite.name}
      </Text>
      <Text ta="center" size="sm">
        {t('coachingInvite.page.summary', {
          inviter: invite.invitedBy?.fullName ?? '',
          minutes: invite.duration,
          startup: invite.startup.name,
        })}
      </Text>
      {invite.message ? (
        <Text ta="center" size="sm" c="dimmed" fs="italic">
          “{invite.message}”
        </Text>
      ) : null}
    </Stack>
  );
}

function Answer({ invite, token }: { readonly invite: CoachingInviteFieldsFragment; readonly token: string | null }) {
  const { t } = useTranslation();
  const when = useInviteTime();
  const message = useCoachingInviteErrorMessage();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [respond, { loading }] = useMutation(RespondCoachingInviteDocument);
  const cancelLink = `/coaching/invitation/${invite._id}/cancel-meeting${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const accept = async () => {
    setFailure(null);
    try {
      await respond({ variables: { id: invite._id, token, startTime: chosen } });
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('coachingInvite.page.choose')}
        value={chosen}
        onChange={setChosen}
        data-testid="invite-times"
      >
        <Stack gap="xs" mt="xs">
          {invite.times.map((time) => (
            <Radio key={time} value={time} label={when(time)} />
          ))}
        </Stack>
      </Radio.Group>
      {failure ? (
        <Alert
          color="red"
          variant="outline"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="invite-error"
        >
          {failure}
        </Alert>
      ) : null}
      <Button fullWidth disabled={!chosen} loading={loading} onClick={() => void accept()} data-testid="invite-accept">
        {t('coachingInvite.page.accept')}
      </Button>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={cancelLink} underline="always" data-testid="invite-decline-link">
          {t('coachingInvite.page.declineLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function InviteOutcome({
  invite,
  token,
}: {
  readonly invite: CoachingInviteFieldsFragment;
  readonly token: string | null;
}) {
  const { t } = useTranslation();
  const when = useInviteTime();
  const auth = useOptionalAuth();
  if (invite.status === 'meeting_scheduled' && invite.acceptedTime)
    return (
      <Stack gap="sm" align="center" ta="center" data-testid="invite-scheduled">
        <IconCalendarCheck size={40} aria-hidden color="var(--mantine-color-teal-7)" />
        <Text fw={600}>{t('coachingInvite.page.scheduled', { when: when(invite.acceptedTime) })}</Text>
        {invite.answeredBy ? (
          <Text size="sm" c="dimmed">
            {t('coachingInvite.page.acceptedBy', { name: invite.answeredBy.fullName })}
          </Text>
        ) : null}
        {auth?.token && invite.coachingSession ? (
          <Anchor component={Link} to={`/coaching/session/${invite.coachingSession}`} underline="always">
            {t('coachingInvite.page.openSession')}
          </Anchor>
        ) : null}
        {invite.canCancelMeeting ? (
          <Anchor
            component={Link}
            to={`/coaching/invitation/${invite._id}/cancel-meeting${token ? `?token=${encodeURIComponent(token)}` : ''}`}
            size="sm"
            underline="always"
          >
            {t('coachingInvite.page.cancelMeeting')}
          </Anchor>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="sm" align="center" ta="center" data-testid="invite-cancelled">
      <IconCalendarX size={40} aria-hidden color="var(--mantine-color-gray-7)" />
      <Text fw={600}>{t('coachingInvite.page.cancelled')}</Text>
    </Stack>
  );
}

export function CoachingInvitationPage() {
  const { t } = useTranslation();
  const when = useInviteTime();
  const { token, data, loading, error } = useInviteFromLink();
  if (loading && !data) return <PageLoader />;
  const invite = data?.coachingInvite;
  if (error || !invite) {
    if (errorCode(error) !== 'NOT_FOUND' && error) console.error(error);
    return <InvalidInviteLink />;
  }
  if (invite.expired) return <Navigate to="/coaching/invitation/expired" replace />;
  return (
    <StandaloneLayout maxWidth={520}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader subtitle={t('coachingInvite.page.title')} />
        <Stack px="xl" pb="xl" pt="md" gap="lg">
          <InviteSummary invite={invite} />
          {invite.canRespond ? (
            <Answer invite={invite} token={token} />
          ) : invite.status === 'pending' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('coachingInvite.page.proposed')}
              </Text>
              {invite.times.map((time) => (
                <Text key={time} size="sm">
                  {when(time)}
                </Text>
              ))}
              <Text size="sm" c="dimmed">
                {t('coachingInvite.page.waiting')}
              </Text>
            </Stack>
          ) : (
            <InviteOutcome invite={invite} token={token} />
          )}
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}
