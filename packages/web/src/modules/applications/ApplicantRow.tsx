// One person on /applications-manager, as a table row (wide screens) or a card (phone width): name and email,
// account state, their applications (each opening its page, with its status), when they signed up and were last
// active, and the actions — their profile (when the caller may see it) and, for an unconfirmed account, "Resend
// confirmation".
import { useMutation } from '@apollo/client/react';
import type { ApplicantAccountStatus } from '@ascent/shared';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendApplicantConfirmationDocument, type ApplicantFieldsFragment } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useApplicantErrorMessage } from './applicantErrors.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

const ACCOUNT_COLOR: Record<ApplicantAccountStatus, string> = {
  confirmed: 'green',
  pending: 'yellow',
  deactivated: 'gray',
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  readonly applicant: ApplicantFieldsFragment;
  readonly onResent: (email: string) => void;
}

/** `wrap`: the email may break anywhere (a card's narrow width); in the table it keeps one line. */
function Person({ applicant, wrap }: Pick<Props, 'applicant'> & { readonly wrap: boolean }) {
  return (
    <div>
      <Text size="sm" fw={500} dir="auto">
        {applicant.fullName}
      </Text>
      <Text size="xs" c="dimmed" dir="ltr" ta="start" style={wrap ? { overflowWrap: 'anywhere' } : NO_WRAP}>
        {applicant.email}
      </Text>
    </div>
  );
}

function AccountBadge({ applicant }: Pick<Props, 'applicant'>) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="dot" color={ACCOUNT_COLOR[applicant.accountStatus]} data-testid="applicant-account">
      {t(`applicants.account.${applicant.accountStatus}`)}
    </StatusBadge>
  );
}

function Applications({ applicant }: Pick<Props, 'applicant'>) {
  return (
    <Stack gap={6}>
      {applicant.applications.map((a) => (
        <div key={a._id}>
          <Group gap="xs">
            <Anchor component={Link} to={`/application/${a._id}`} size="sm" underline="always" dir="auto">
              {a.name}
            </Anchor>
            <ApplicationStatusBadge status={a.status} />
          </Group>
          <Text size="xs" c="dimmed" dir="auto">
            {a.funnelName}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** Stacked in the table's narrow column, side by side (wrapping) on a card. */
function Actions({ applicant, onResent, inline }: Props & { readonly inline: boolean }) {
  const { t } = useTranslation();
  const message = useApplicantErrorMessage();
  const [resend, { loading }] = useMutation(ResendApplicantConfirmationDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      await resend({ variables: { userId: applicant._id } });
      onResent(applicant.email);
    } catch (e) {
      setFailure(message(e));
    }
  };
  const Layout = inline ? Group : Stack;
  return (
    <Layout gap={6} align="flex-start">
      {applicant.canViewProfile ? (
        <Button
          component={Link}
          to={`/profile/${applicant._id}`}
          size="xs"
          variant="default"
          leftSection={<IconUser size={14} aria-hidden />}
        >
          {t('applicants.table.profile')}
          <VisuallyHidden> {applicant.fullName}</VisuallyHidden>
        </Button>
      ) : null}
      {applicant.accountStatus === 'pending' ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={loading}
          onClick={() => void send()}
          data-testid="applicant-resend"
        >
          {t('applicants.table.resend')}
          <VisuallyHidden> {applicant.fullName}</VisuallyHidden>
        </Button>
      ) : null}
      {failure ? (
        <Text size="xs" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Layout>
  );
}

function useDates(applicant: ApplicantFieldsFragment) {
  const { t } = useTranslation();
  const f = useFormatters();
  return {
    signedUp: f.date(applicant.signedUpAt),
    lastActivity: applicant.lastActivityAt ? f.day(applicant.lastActivityAt) : t('applicants.table.never'),
  };
}

export function ApplicantRow({ applicant, onResent }: Props) {
  const dates = useDates(applicant);
  return (
    <Table.Tr data-testid="applicant-row">
      <Table.Td>
        <Person applicant={applicant} wrap={false} />
      </Table.Td>
      <Table.Td>
        <AccountBadge applicant={applicant} />
      </Table.Td>
      <Table.Td>
        <Applications applicant={applicant} />
      </Table.Td>
      <Table.Td style={NO_WRAP}>{dates.signedUp}</Table.Td>
      <Table.Td style={NO_WRAP}>{dates.lastActivity}</Table.Td>
      <Table.Td>
        <Actions applicant={applicant} onResent={onResent} inline={false} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The same person at phone width: one card, the table's headings as labels. */
export function ApplicantCard({ applicant, onResent }: Props) {
  const { t } = useTranslation();
  const dates = useDates(applicant);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="applicant-row">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Person applicant={applicant} wrap />
          <AccountBadge applicant={applicant} />
        </Group>
        <Applications applicant={applicant} />
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('applicants.table.signedUp')}
            </Text>
            <Text size="sm">{dates.signedUp}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('applicants.table.lastActivity')}
            </Text>
            <Text size="sm">{dates.lastActivity}</Text>
          </div>
        </SimpleGrid>
        <Actions applicant={applicant} onResent={onResent} inline />
      </Stack>
    </Paper>
  );
}
