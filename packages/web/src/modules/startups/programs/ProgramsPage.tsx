// /startups/programs (and /admin/programs): the organisation's programmes as cards or a table, with their dates,
// administrators and counts; create, edit, archive and restore for those allowed; links to the portfolio filtered by
// the programme and to the assignation screen.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArchiveProgramDocument,
  PortfolioProgramsDocument,
  ProgramsOverviewDocument,
  RestoreProgramDocument,
  type ProgramFieldsFragment,
} from '../../../generated/graphql.ts';
import { useFormatters } from '../../../ui/formatting/useFormatters.ts';
import { useGranted } from '../management/useGranted.ts';
import { ProgramFormModal } from './ProgramFormModal.tsx';
import { programErrorMessage } from './programErrors.ts';

type Program = ProgramFieldsFragment;
type View = 'card' | 'table';
export const PROGRAMS_VIEW_KEY = 'ascent.programs.view';

function storedView(): View {
  try {
    return window.localStorage.getItem(PROGRAMS_VIEW_KEY) === 'table' ? 'table' : 'card';
  } catch {
    return 'card';
  }
}

function useDates() {
  const { t } = useTranslation();
  const f = useFormatters();
  return (p: Program): string => {
    // A range reads the same in every language: two dates and a dash.
    if (p.startsOn && p.endsOn) return `${f.date(p.startsOn)} – ${f.date(p.endsOn)}`;
    if (p.startsOn) return t('programs.dates.from', { start: f.date(p.startsOn) });
    if (p.endsOn) return t('programs.dates.until', { end: f.date(p.endsOn) });
    return t('programs.dates.none');
  };
}

function ProgramActions({ program, onEdit }: { readonly program: Program; readonly onEdit: () => void }) {
  const { t } = useTranslation();
  const refetchQueries = [ProgramsOverviewDocument, PortfolioProgramsDocument];
  const [archive, archiving] = useMutation(ArchiveProgramDocument, { refetchQueries });
  const [restore, restoring] = useMutation(RestoreProgramDocument, { refetchQueries });
  const archived = program.status === 'archived';
  const toggle = async () => {
    try {
      await (archived ? restore : archive)({ variables: { id: program._id } });
      notifications.show({
        color: 'green',
        message: t(archived ? 'programs.restored' : 'programs.archived', { name: program.name }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('programs.actionFailed'), message: programErrorMessage(error, t) });
    }
  };
  return (
    <Group gap={4} wrap="wrap">
      <Button component={Link} to={`/startups?programId=${program._id}`} size="xs" variant="subtle">
        {t('programs.viewStartups')}
      </Button>
      {program.canEdit ? (
        <>
          <Button
            size="xs"
            variant="subtle"
            onClick={onEdit}
            aria-label={t('programs.editNamed', { name: program.name })}
            data-testid="program-edit"
          >
            {t('programs.edit')}
          </Button>
          {archived ? null : (
            <Button
              component={Link}
              to={`/startups/programs/startup-assignations?program=${program._id}`}
              size="xs"
              variant="subtle"
              aria-label={t('programs.assignNamed', { name: program.name })}
            >
              {t('programs.assign')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color={archived ? undefined : 'red'}
            loading={archiving.loading || restoring.loading}
            onClick={() => void toggle()}
            aria-label={t(archived ? 'programs.restoreNamed' : 'programs.archiveNamed', { name: program.name })}
            data-testid={archived ? 'program-restore' : 'program-archive'}
          >
            {t(archived ? 'programs.restore' : 'programs.archive')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}

function Count({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function ProgramCard({ program, onEdit }: { readonly program: Program; readonly onEdit: () => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="program-card">
      {program.cover ? (
        <Card.Section
          h={88}
          mb="sm"
          style={{ background: `center / cover no-repeat url(${JSON.stringify(program.cover)})` }}
          data-testid="program-card-cover"
        />
      ) : null}
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {program.name}
          </Title>
          {program.status === 'archived' ? <Badge color="gray">{t('programs.status.archived')}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {dates(program)}
          {program.timezone ? ` · ${program.timezone}` : ''}
        </Text>
        {program.description ? (
          <Text size="sm" lineClamp={3}>
            {program.description}
          </Text>
        ) : null}
        <Group gap="xl">
          <Count label={t('programs.startups')} value={program.startupCount} />
          <Count label={t('programs.people')} value={program.peopleCount} />
        </Group>
        {program.admins.length ? (
          <Text size="sm">{t('programs.adminsList', { names: program.admins.map((a) => a.fullName).join(', ') })}</Text>
        ) : null}
        <div style={{ marginTop: 'auto' }}>
          <ProgramActions program={program} onEdit={onEdit} />
        </div>
      </Stack>
    </Card>
  );
}

function ProgramsTable({ programs, onEdit }: { readonly programs: Program[]; readonly onEdit: (p: Program) => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('programs.title')} data-testid="programs-table" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('programs.form.name')}</Table.Th>
            <Table.Th scope="col">{t('programs.datesColumn')}</Table.Th>
            <Table.Th scope="col">{t('programs.startups')}</Table.Th>
            <Table.Th scope="col">{t('programs.people')}</Table.Th>
            <Table.Th scope="col">{t('programs.form.admins')}</Table.Th>
            <Table.Th scope="col">{t('programs.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programs.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600}>{p.name}</Text>
                  {p.status === 'archived' ? <Badge color="gray">{t('programs.status.archived')}</Badge> : null}
                </Group>
              </Table.Td>
              <Table.Td>{dates(p)}</Table.Td>
              <Table.Td>{p.startupCount}</Table.Td>
              <Table.Td>{p.peopleCount}</Table.Td>
              <Table.Td>{p.admins.map((a) => a.fullName).join(', ') || '—'}</Table.Td>
              <Table.Td>
                <ProgramActions program={p} onEdit={() => onEdit(p)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ProgramsPage() {
  const { t } = useTranslation();
  const granted = useGranted();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [view, setViewState] = useState<View>(storedView);
  const [form, setForm] = useState<{ program: Program | null } | null>(null);
  const { data, loading, error } = useQuery(ProgramsOverviewDocument, { variables: { includeArchived } });
  const programs = data?.programsOverview ?? [];
  const setView = (v: View) => {
    setViewState(v);
    try {
      window.localStorage.setItem(PROGRAMS_VIEW_KEY, v);
    } catch {
      // The choice only lasts for this page then.
    }
  };
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('programs.title')}</Title>
            <Text c="dimmed">{t('programs.intro')}</Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            {granted.has('PROGRAMS:EDIT') ? (
              <Button
                component={Link}
                to="/startups/programs/startup-assignations"
                variant="default"
                leftSection={<IconUsersPlus size={16} aria-hidden />}
              >
                {t('programs.assignations')}
              </Button>
            ) : null}
            {granted.has('PROGRAMS:CREATE') ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setForm({ program: null })}
                data-testid="program-new"
              >
                {t('programs.new')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Switch
            label={t('programs.showArchived')}
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
            data-testid="programs-archived"
          />
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v === 'table' ? 'table' : 'card')}
            data={[
              { value: 'card', label: t('programs.cards') },
              { value: 'table', label: t('programs.table') },
            ]}
            aria-label={t('programs.view')}
            data-testid="programs-view"
          />
        </Group>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {programErrorMessage(error, t)}
          </Alert>
        ) : loading && !data ? (
          <Loader aria-label={t('programs.loading')} />
        ) : programs.length === 0 ? (
          <Text c="dimmed" data-testid="programs-empty">
            {t('programs.empty')}
          </Text>
        ) : view === 'card' ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="programs-cards">
            {programs.map((p) => (
              <ProgramCard key={p._id} program={p} onEdit={() => setForm({ program: p })} />
            ))}
          </SimpleGrid>
        ) : (
          <ProgramsTable programs={programs} onEdit={(p) => setForm({ program: p })} />
        )}
      </Stack>
      <ProgramFormModal opened={form != null} program={form?.program ?? null} onClose={() => setForm(null)} />
    </Container>
  );
}
