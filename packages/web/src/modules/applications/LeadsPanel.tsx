// The leads of one intake (issue 21 item 6), opened from its row on /applications/funnels/management: who registered
// their interest on the public page or was added by staff, newest first, with their status; "Add a lead", and per lead
// "Send the application link" (a fresh link each time; a lead who started their application has none).
import { useMutation, useQuery } from '@apollo/client/react';
import type { LeadStatus } from '@ascent/shared';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CreateLeadDocument,
  InviteLeadDocument,
  LeadsDocument,
  type LeadFieldsFragment,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { LeadForm } from './LeadForm.tsx';
import { useLeadErrorMessage } from './leadErrors.ts';

const STATUS_COLOR: Record<LeadStatus, string> = { new: 'gray', invited: 'blue', transferred: 'green' };

function LeadRow({ lead, onSent }: { readonly lead: LeadFieldsFragment; readonly onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useLeadErrorMessage();
  const [invite, { loading }] = useMutation(InviteLeadDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      await invite({ variables: { id: lead._id } });
      onSent(lead.email);
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Table.Tr data-testid="lead-row">
      <Table.Td>
        <Text size="sm" fw={500} dir="auto">
          {lead.name}
        </Text>
        <Text size="xs" c="dimmed" dir="ltr" ta="start">
          {lead.email}
        </Text>
      </Table.Td>
      <Table.Td dir="auto">{lead.startupName}</Table.Td>
      <Table.Td>
        <Text size="sm">{t(`leads.source.${lead.source}`)}</Text>
        <Text size="xs" c="dimmed">
          {f.date(lead.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge variant="dot" color={STATUS_COLOR[lead.status]} data-testid="lead-status">
          {t(`leads.status.${lead.status}`)}
        </StatusBadge>
      </Table.Td>
      <Table.Td>
        {lead.status === 'transferred' && lead.applicationId ? (
          <Anchor component={Link} to={`/application/${lead.applicationId}`} size="sm" underline="always">
            {t('leads.panel.openApplication')}
          </Anchor>
        ) : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={loading}
            onClick={() => void send()}
            data-testid="lead-invite"
          >
            {lead.status === 'invited' ? t('leads.panel.resend') : t('leads.panel.invite')}
            <VisuallyHidden> {lead.name}</VisuallyHidden>
          </Button>
        )}
        {failure ? (
          <Text size="xs" c="red.8" role="alert" mt={4}>
            {failure}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function AddLead({ funnelId, onDone }: { readonly funnelId: string; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const message = useLeadErrorMessage();
  const [create, { loading }] = useMutation(CreateLeadDocument, { refetchQueries: [LeadsDocument] });
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <LeadForm
      label={t('leads.panel.add')}
      submitLabel={t('leads.panel.save')}
      loading={loading}
      failure={failure}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await create({ variables: { funnelId, ...values } });
          onDone();
          return true;
        } catch (e) {
          setFailure(message(e));
          return false;
        }
      }}
      actions={
        <Button variant="default" onClick={onDone}>
          {t('leads.panel.cancel')}
        </Button>
      }
    />
  );
}

export function LeadsPanel({
  funnel,
  onClose,
}: {
  readonly funnel: { readonly _id: string; readonly name: string };
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useLeadErrorMessage();
  const { data, loading, error } = useQuery(LeadsDocument, {
    variables: { funnelId: funnel._id },
    fetchPolicy: 'cache-and-network',
  });
  const [adding, setAdding] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 575.98px)');
  const leads = data?.leads ?? [];
  return (
    <Modal.Root opened onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-testid="leads-panel">
        <Modal.Header role="none">
          <Modal.Title>{t('leads.panel.title', { funnel: funnel.name })}</Modal.Title>
          <Modal.CloseButton aria-label={t('leads.panel.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {adding ? (
              <AddLead funnelId={funnel._id} onDone={() => setAdding(false)} />
            ) : (
              <Group>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                  data-testid="lead-add"
                >
                  {t('leads.panel.add')}
                </Button>
              </Group>
            )}
            {sent ? (
              <Alert
                color="teal"
                variant="outline"
                role="status"
                withCloseButton
                closeButtonLabel={t('leads.panel.close')}
                onClose={() => setSent(null)}
                data-testid="lead-sent"
              >
                {t('leads.panel.sent', { email: sent })}
              </Alert>
            ) : null}
            {loading && !data ? <Loader aria-label={t('common.loading')} /> : null}
            {error ? (
              <Alert color="red" variant="outline" role="alert">
                {message(error)}
              </Alert>
            ) : null}
            {data && leads.length === 0 ? <Text c="dimmed">{t('leads.panel.empty')}</Text> : null}
            {leads.length > 0 ? (
              <Table.ScrollContainer minWidth={640}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('leads.panel.person')}</Table.Th>
                      <Table.Th>{t('leads.panel.startup')}</Table.Th>
                      <Table.Th>{t('leads.panel.source')}</Table.Th>
                      <Table.Th>{t('leads.panel.status')}</Table.Th>
                      <Table.Th>{t('leads.panel.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {leads.map((lead) => (
                      <LeadRow key={lead._id} lead={lead} onSent={setSent} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
