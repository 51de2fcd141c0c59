// /coaching/invitation/{id}/cancel-meeting?token=…: the decline link of the invite email. It asks first (a mail
// client's link preview must not decline on its own): a pending invite is declined, a scheduled meeting cancelled
// (its session too) until it starts. Answered and expired invites say so.
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { RespondCoachingInviteDocument } from '../../generated/graphql.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import {
  InvalidInviteLink,
  InviteOutcome,
  InviteSummary,
  useInviteFromLink,
  useInviteTime,
} from './CoachingInvitationPage.tsx';
import { useCoachingInviteErrorMessage } from './coachingInviteErrors.ts';

export function CancelMeetingPage() {
  const { t } = useTranslation();
  const when = useInviteTime();
  const message = useCoachingInviteErrorMessage();
  const { id, token, data, loading, error } = useInviteFromLink();
  const [respond, { loading: sending }] = useMutation(RespondCoachingInviteDocument);
  const [failure, setFailure] = useState<string | null>(null);
  if (loading && !data) return <PageLoader />;
  const invite = data?.coachingInvite;
  if (error || !invite) return <InvalidInviteLink />;
  if (invite.expired) return <Navigate to="/coaching/invitation/expired" replace />;
  const open = invite.canRespond || invite.canCancelMeeting;
  const back = `/coaching/invitation/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const decline = async () => {
    setFailure(null);
    try {
      await respond({ variables: { id, token, decline: true } });
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <StandaloneLayout maxWidth={520}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader subtitle={t('coachingInvite.cancel.title')} />
        <Stack px="xl" pb="xl" pt="md" gap="lg">
          <InviteSummary invite={invite} />
          {open ? (
            <Stack gap="md">
              <Text ta="center">
                {invite.canCancelMeeting && invite.acceptedTime
                  ? t('coachingInvite.cancel.confirmMeeting', { when: when(invite.acceptedTime) })
                  : t('coachingInvite.cancel.confirmInvite')}
              </Text>
              {failure ? (
                <Alert color="red" variant="outline" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Button
                color="red"
                fullWidth
                loading={sending}
                onClick={() => void decline()}
                data-testid="invite-decline"
              >
                {invite.canCancelMeeting
                  ? t('coachingInvite.cancel.cancelMeeting')
                  : t('coachingInvite.cancel.decline')}
              </Button>
              <Text size="sm" ta="center">
                <Anchor component={Link} to={back} underline="always">
                  {t('coachingInvite.cancel.back')}
                </Anchor>
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
