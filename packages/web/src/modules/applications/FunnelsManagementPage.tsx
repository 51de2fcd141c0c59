// /applications/funnels/management: the organisation's intakes (funnels), with their rounds, publishing state and
// application count; a new intake by name, then its builder; each intake's leads in a panel.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateFunnelDocument, FunnelsDocument } from '../../generated/graphql.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { LeadsPanel } from './LeadsPanel.tsx';
import { PUBLISHING_COLOR } from './FunnelBuilderPage.tsx';

export function FunnelsManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useApplicationErrorMessage();
  const { data, loading, error } = useQuery(FunnelsDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateFunnelDocument);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [leadsOf, setLeadsOf] = useState<{ _id: string; name: string } | null>(null);
  const funnels = data?.funnels ?? [];

  const onCreate = async () => {
    setFailure(null);
    try {
      const res = await create({ variables: { input: { name: name.trim() } } });
      if (res.data) void navigate(`/applications/funnels/${res.data.createFunnel._id}/builder`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz="h2">
            {t('applications.funnels.title')}
          </Title>
          <Button component={Link} to="/applications" variant="default">
            {t('applications.pipeline.title')}
          </Button>
        </Group>
        <Card withBorder radius="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void onCreate();
            }}
          >
            <Group align="end">
              <TextInput
                label={t('applications.funnels.newName')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: 1 }}
                data-testid="funnel-name"
              />
              <Button
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={creating}
                data-testid="funnel-create"
              >
                {t('applications.funnels.create')}
              </Button>
            </Group>
          </form>
          {failure ? (
            <Alert color="red" variant="light" role="alert" mt="sm">
              {failure}
            </Alert>
          ) : null}
        </Card>
        {loading && !data ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {data && funnels.length === 0 ? <Text c="dimmed">{t('applications.funnels.empty')}</Text> : null}
        {funnels.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.funnels.name')}</Table.Th>
                  <Table.Th>{t('applications.funnels.rounds')}</Table.Th>
                  <Table.Th>{t('applications.funnels.state')}</Table.Th>
                  <Table.Th>{t('applications.funnels.applications')}</Table.Th>
                  <Table.Th>{t('leads.panel.column')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {funnels.map((f) => (
                  <Table.Tr key={f._id} data-testid="funnel-row">
                    <Table.Td>
                      <Link to={`/applications/funnels/${f._id}/builder`}>{f.name}</Link>
                    </Table.Td>
                    <Table.Td>{f.rounds.length}</Table.Td>
                    <Table.Td>
                      <StatusBadge variant="dot" color={PUBLISHING_COLOR[f.publishingState ?? 'none']}>
                        {t(`applications.publishing.${f.publishingState ?? 'none'}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{f.applicationCount}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconUsers size={14} aria-hidden />}
                        onClick={() => setLeadsOf({ _id: f._id, name: f.name })}
                        data-testid="funnel-leads"
                      >
                        {t('leads.panel.open')}
                        <VisuallyHidden> {f.name}</VisuallyHidden>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {leadsOf ? <LeadsPanel funnel={leadsOf} onClose={() => setLeadsOf(null)} /> : null}
    </Container>
  );
}
