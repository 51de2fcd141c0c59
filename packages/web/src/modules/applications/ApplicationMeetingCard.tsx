// The meeting on /application/{id}: when it is, its status and the members' answer, a link to its page; staff who
// manage the application schedule, change or cancel it from here. Nothing shows to members before one is planned.
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationMeetingDocument, type ApplicationFieldsFragment } from '../../generated/graphql.ts';
import { MeetingBadges, MeetingStaffActions, MeetingWhen, meetingSchedulable } from './ApplicationMeetingParts.tsx';

export function ApplicationMeetingCard({ application }: { readonly application: ApplicationFieldsFragment }) {
  const { t } = useTranslation();
  const { data } = useQuery(ApplicationMeetingDocument, {
    variables: { applicationId: application._id },
    fetchPolicy: 'cache-and-network',
  });
  const meeting = data?.applicationMeeting ?? null;
  const staff = application.canManage;
  if (!meeting && !(staff && meetingSchedulable(application.status))) return null;
  return (
    <Card withBorder radius="md" data-testid="meeting-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            {t('applications.meeting.title')}
          </Title>
          {meeting ? <MeetingBadges meeting={meeting} /> : null}
        </Group>
        {meeting ? (
          <MeetingWhen meeting={meeting} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('applications.meeting.none')}
          </Text>
        )}
        {meeting ? (
          <Anchor
            component={Link}
            to={`/application/${application._id}/meeting`}
            underline="always"
            data-testid="meeting-page-link"
          >
            {t(
              application.isMember && meeting.status === 'scheduled'
                ? 'applications.meeting.openToAnswer'
                : 'applications.meeting.open',
            )}
          </Anchor>
        ) : null}
        {staff ? (
          <MeetingStaffActions applicationId={application._id} status={application.status} meeting={meeting} />
        ) : null}
      </Stack>
    </Card>
  );
}
