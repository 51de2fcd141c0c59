// The head of /apply/program/{slug} when the slug names a published intake: its name, description, deadline (in the
// programme's time zone) and rounds, above the applicant sign-up form; or that applications are closed.
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplyFunnelQuery } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export type PublicFunnel = NonNullable<ApplyFunnelQuery['applyFunnel']>;

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
      {!funnel.open ? (
        <Alert color="orange" variant="light" data-testid="funnel-closed">
          {t('applications.apply.closed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
