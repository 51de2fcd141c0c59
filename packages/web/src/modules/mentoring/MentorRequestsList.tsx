// Requests to mentors, as one side sees them: the mentor the requests asked (accept or decline), or a startup's
// founders (what they asked, and withdrawing a request still waiting).
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  RespondMentorRequestDocument,
  WithdrawMentorRequestDocument,
  type MentorRequestFieldsFragment,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { MENTORING_ERRORS } from './mentoringErrors.ts';
import { statusColor, statusLabel } from './mentoringLabels.ts';

const REFETCH = { refetchQueries: ['MentorRequests', 'MentorSuggestions', 'Mentors'], awaitRefetchQueries: true };

function RequestItem({
  request,
  side,
}: {
  readonly request: MentorRequestFieldsFragment;
  readonly side: 'mentor' | 'startup';
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [error, setError] = useState<string | null>(null);
  const [respond, responding] = useMutation(RespondMentorRequestDocument, REFETCH);
  const [withdraw, withdrawing] = useMutation(WithdrawMentorRequestDocument, REFETCH);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failure(e));
    }
  };
  const who = side === 'mentor' ? request.startup.name : request.mentor.fullName;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="mentor-request">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {side === 'mentor'
              ? t('mentoring.requests.from', { startup: request.startup.name })
              : t('mentoring.requests.to', { name: request.mentor.fullName })}
          </Text>
          <Badge variant="dot" tt="none" color={statusColor(request.status)} data-testid="mentor-request-status">
            {statusLabel(request.status, t)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {request.requestedBy
            ? t('mentoring.requests.askedBy', { name: request.requestedBy.fullName, date: f.date(request.createdAt) })
            : t('mentoring.requests.asked', { date: f.date(request.createdAt) })}
        </Text>
        {request.skills.length ? (
          <Text size="sm">{t('mentoring.requests.skills', { list: request.skills.join(', ') })}</Text>
        ) : null}
        {request.message ? (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {request.message}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        ) : null}
        {request.canRespond || request.canWithdraw ? (
          <Group gap="xs">
            {request.canRespond ? (
              <>
                <Button
                  size="xs"
                  loading={responding.loading}
                  aria-label={`${t('mentoring.requests.accept')}: ${who}`}
                  onClick={() => void run(() => respond({ variables: { id: request._id, accept: true } }))}
                  data-testid="mentor-request-accept"
                >
                  {t('mentoring.requests.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={responding.loading}
                  aria-label={`${t('mentoring.requests.decline')}: ${who}`}
                  onClick={() => void run(() => respond({ variables: { id: request._id, accept: false } }))}
                  data-testid="mentor-request-decline"
                >
                  {t('mentoring.requests.decline')}
                </Button>
              </>
            ) : null}
            {request.canWithdraw ? (
              <Button
                size="xs"
                variant="default"
                loading={withdrawing.loading}
                aria-label={`${t('mentoring.requests.withdraw')}: ${who}`}
                onClick={() => void run(() => withdraw({ variables: { id: request._id } }))}
                data-testid="mentor-request-withdraw"
              >
                {t('mentoring.requests.withdraw')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function MentorRequestsList({
  requests,
  side,
  title,
  empty,
  id,
}: {
  readonly requests: readonly MentorRequestFieldsFragment[];
  readonly side: 'mentor' | 'startup';
  readonly title: string;
  readonly empty: string;
  readonly id: string;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={`mentor-requests-${side}`}>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.map((r) => (
            <RequestItem key={r._id} request={r} side={side} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
