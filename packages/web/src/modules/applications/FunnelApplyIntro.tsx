// The head of /apply/program/{slug} when the slug names a published intake: its name, description, deadline (in the
// programme's time zone) and rounds, above the applicant sign-up form; or when applications open (above the form to
// register one's interest), or that they are closed.
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplyFunnelQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export type PublicFunnel = NonNullable<ApplyFunnelQuery['applyFunnel']>;

/** Not open yet (as opposed to closed): the first round opens later, so a visitor may register their interest. */
export function opensLater(funnel: PublicFunnel, now = new Date()): boolean {
  const first = funnel.rounds[0];
  return !funnel.open && !!first?.opensOn && !(funnel.deadline && new Date(funnel.deadline) < now);
}

export function FunnelApplyIntro({ funnel }: { readonly funnel: PublicFunnel }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap="xs" data-testid="funnel-intro">
      <Title order={2} fz="h4" ta="center" dir="auto">
        {funnel.name}
      </Title>
      {funnel.description ? (
        <Text c="dimmed" ta="center" dir="auto">
          {funnel.description}
        </Text>
      ) : null}
      {funnel.deadline ? (
        <Text ta="center" fw={600} data-testid="funnel-deadline">
          {t('applications.apply.deadline', {
            date: f.dateTime(funnel.deadline, funnel.timezone),
            zone: funnel.timezone,
          })}
        </Text>
      ) : null}
      {funnel.rounds.length > 1 ? (
        <List size="sm" spacing={2}>
          {funnel.rounds.map((r, i) => (
            <List.Item key={i}>{r.name}</List.Item>
          ))}
        </List>
      ) : null}
      {opensLater(funnel) ? (
        <Text ta="center" fw={600} data-testid="funnel-opens">
          {t('leads.interest.opensOn', { date: f.date(`${funnel.rounds[0]!.opensOn}T12:00:00Z`, 'UTC') })}
        </Text>
      ) : !funnel.open ? (
        <Alert color="orange" variant="outline" data-testid="funnel-closed">
          {t('applications.apply.closed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
