// /application/{id}: an application's status and what comes next. Its members see its rounds and fill the one that
// is due, and its meeting once planned; staff also move it between review stages (the transition table), decide on
// it, schedule its meeting, and read its activities.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  APPLICATION_DECISION_ACTIONS,
  APPLICATION_TRANSITIONS,
  decisionRefusal,
  isDecidedStatus,
  type ApplicationDecisionAction,
} from '@ascent/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import {
  ApplicationDocument,
  DecideApplicationsDocument,
  SetApplicationStatusDocument,
  type ApplicationFieldsFragment,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { ApplicationComments } from './ApplicationComments.tsx';
import { ApplicationMeetingCard } from './ApplicationMeetingCard.tsx';
import { ApplicationReviewsPanel } from './ApplicationReviewsPanel.tsx';
import { ApplicationAnswersSection } from './RoundAnswers.tsx';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/** The kinds of activity the server writes (applications.schema.ts). */
type ActivityKind =
  | 'created'
  | 'roundSubmitted'
  | 'statusChanged'
  | 'decided'
  | 'rejectionEmailSent'
  | 'messageSent'
  | 'meetingScheduled'
  | 'meetingChanged'
  | 'meetingCancelled'
  | 'meetingConfirmed'
  | 'meetingTimeRequested';

const DECISION_COLOR: Record<ApplicationDecisionAction, string> = {
  accept: 'green',
  reject: 'red',
  delay_reject: 'orange',
};

function StaffActions({ application }: { readonly application: ApplicationFieldsFragment }) {
  const { t } = useTranslation();
  const message = useApplicationErrorMessage();
  const [setStatus, { loading: moving }] = useMutation(SetApplicationStatusDocument);
  const [decide, { loading: deciding }] = useMutation(DecideApplicationsDocument, {
    refetchQueries: [ApplicationDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const status = application.status;
  const targets = status === 'draft' ? [] : APPLICATION_TRANSITIONS[status].filter((s) => !isDecidedStatus(s));
  const decisions = APPLICATION_DECISION_ACTIONS.filter((a) => decisionRefusal(status, a) === null);
  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
    } catch (e) {
      setFailure(message(e));
    }
  };
  if (targets.length === 0 && decisions.length === 0) return null;
  return (
    <Card withBorder radius="md" data-testid="staff-actions">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('applications.page.review')}
        </Title>
        {targets.length > 0 ? (
          <Select
            label={t('applications.page.moveTo')}
            placeholder={t('applications.page.chooseStage')}
            data={targets.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
            value={null}
            disabled={moving}
            onChange={(to) => {
              if (to) void run(() => setStatus({ variables: { id: application._id, status: to as typeof status } }));
            }}
            data-testid="move-status"
          />
        ) : null}
        {decisions.length > 0 ? (
          <Group>
            {decisions.map((action) => (
              <Button
                key={action}
                color={DECISION_COLOR[action]}
                // A light orange button's text fails contrast: the delayed rejection is a plain button.
                variant={action === 'accept' ? 'filled' : action === 'reject' ? 'light' : 'default'}
                loading={deciding}
                onClick={() => void run(() => decide({ variables: { ids: [application._id], action } }))}
                data-testid={`decide-${action}`}
              >
                {t(`applications.decisions.${action}`)}
              </Button>
            ))}
          </Group>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ApplicationPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { id = '' } = useParams();
  const message = useApplicationErrorMessage();
  const { data, loading, error } = useQuery(ApplicationDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const a = data?.application;
  // /application/{id}/form and /activities (and /show, which redirects there) open the page at that section.
  const section = useLocation().pathname.match(/\/(form|activities)$/)?.[1];
  const loaded = Boolean(a);
  useEffect(() => {
    if (loaded && section)
      document.getElementById(section === 'form' ? 'answers' : 'activities')?.scrollIntoView({ block: 'start' });
  }, [loaded, section]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {loading && !a ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {a ? (
          <>
            <Stack gap={4}>
              <Group gap="sm">
                <Title order={1} fz="h2" dir="auto">
                  {a.name}
                </Title>
                <ApplicationStatusBadge status={a.status} />
              </Group>
              <Text c="dimmed" dir="auto">
                {a.funnel.name}
                {a.members.length ? ` · ${a.members.map((m) => m.fullName).join(', ')}` : ''}
              </Text>
            </Stack>
            {a.isMember ? (
              <Alert variant="light" color="blue" data-testid="what-next">
                {t(`applications.next.${a.status}`)}
              </Alert>
            ) : null}
            {a.startupId && a.canManage ? (
              <Anchor component={Link} to={`/startup/${a.startupId}/file/activities`} data-testid="startup-link">
                {t('applications.page.openStartup')}
              </Anchor>
            ) : null}
            {a.canManage ? <StaffActions application={a} /> : null}
            <ApplicationMeetingCard application={a} />
            {a.canManage ? <ApplicationReviewsPanel applicationId={a._id} /> : null}
            <Title order={2} fz="h4">
              {t('applications.funnels.rounds')}
            </Title>
            {a.rounds.map(({ round, reached, submittedAt }) => (
              <Card key={round._id} withBorder radius="md" data-testid="application-round">
                <Group justify="space-between">
                  <Stack gap={2}>
                    <Text fw={600} dir="auto">
                      {round.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {submittedAt
                        ? t('applications.page.submitted', { date: f.date(submittedAt) })
                        : round.deadline
                          ? t('applications.page.deadline', { date: f.dateTime(round.deadline) })
                          : t('applications.page.noDeadline')}
                    </Text>
                  </Stack>
                  {submittedAt ? (
                    <IconCircleCheck color="var(--mantine-color-green-6)" aria-label={t('applications.page.done')} />
                  ) : a.isMember && reached && round.state === 'open' ? (
                    <Button
                      component={Link}
                      to={`/application/${a._id}/forms/${round._id}/fill`}
                      data-testid="fill-round"
                    >
                      {t('applications.page.fill')}
                    </Button>
                  ) : null}
                </Group>
              </Card>
            ))}
            <ApplicationAnswersSection applicationId={a._id} />
            <Title order={2} fz="h4" id="activities">
              {t('applications.page.activities')}
            </Title>
            <Timeline bulletSize={14} lineWidth={2} data-testid="activities">
              {a.activities.map((act) => (
                <Timeline.Item
                  key={act._id}
                  title={t(`applications.activity.${act.kind as ActivityKind}`, {
                    round: act.roundName ?? '',
                    to: act.toStatus ? t(`applications.status.${act.toStatus}`) : '',
                  })}
                >
                  {act.subject ? (
                    <Text size="sm" dir="auto" data-testid="activity-subject">
                      {t('applications.activity.subject', { subject: act.subject })}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {f.dateTime(act.createdAt)}
                    {act.actor ? ` · ${act.actor.fullName}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
            <ApplicationComments applicationId={a._id} staff={a.canManage || !a.isMember} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
