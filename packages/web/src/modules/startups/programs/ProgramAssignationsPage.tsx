// /startups/programs/startup-assignations: put startups and people into a programme in bulk (all or nothing, the
// server checks every id), and take them out again. The programme comes from ?program= or the picker.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  List,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  AssignToProgramDocument,
  ProgramMembersDocument,
  ProgramsOverviewDocument,
  ProgramStartupOptionsDocument,
  RemoveFromProgramDocument,
} from '../../../generated/graphql.ts';
import { PeopleMultiSelect } from './PeopleMultiSelect.tsx';
import { programErrorMessage } from './programErrors.ts';

function StartupMultiSelect({
  value,
  onChange,
}: {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().slice(0, 100), 250);
  const { data } = useQuery(ProgramStartupOptionsDocument, { variables: { search: debounced || null } });
  const names = useRef(new Map<string, string>());
  for (const s of data?.startups.results ?? []) names.current.set(s._id, s.name);
  const ids = [...new Set([...value, ...(data?.startups.results ?? []).map((s) => s._id)])];
  return (
    <MultiSelect
      label={t('programs.assignation.startups')}
      data={ids.map((id) => ({ value: id, label: names.current.get(id) ?? id }))}
      value={[...value]}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      clearable
      nothingFoundMessage="—"
      data-testid="assign-startups"
    />
  );
}

function Members({ programId }: { readonly programId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(ProgramMembersDocument, { variables: { programId } });
  const [remove] = useMutation(RemoveFromProgramDocument, {
    refetchQueries: [ProgramMembersDocument, ProgramsOverviewDocument],
  });
  const run = async (startupIds: string[], userIds: string[], name: string) => {
    try {
      await remove({ variables: { programId, startupIds, userIds } });
      notifications.show({ color: 'green', message: t('programs.assignation.removed', { name }) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('programs.actionFailed'), message: programErrorMessage(error, t) });
    }
  };
  const section = (title: string, items: { _id: string; name: string }[], kind: 'startup' | 'person') => (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        {title} ({items.length})
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('programs.assignation.none')}
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} data-testid={`members-${kind}`}>
          {items.map((m) => (
            <List.Item key={m._id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{m.name}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('programs.assignation.removeNamed', { name: m.name })}
                  onClick={() => void run(kind === 'startup' ? [m._id] : [], kind === 'person' ? [m._id] : [], m.name)}
                >
                  {t('programs.assignation.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {section(t('programs.startups'), data?.programMembers.startups ?? [], 'startup')}
      {section(t('programs.people'), data?.programMembers.people ?? [], 'person')}
    </SimpleGrid>
  );
}

export function ProgramAssignationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const programs = (
    useQuery(ProgramsOverviewDocument, { variables: { includeArchived: false } }).data?.programsOverview ?? []
  ).filter((p) => p.canEdit);
  const programId = params.get('program');
  const program = programs.find((p) => p._id === programId) ?? null;
  const [startupIds, setStartupIds] = useState<string[]>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [assign, { loading }] = useMutation(AssignToProgramDocument, {
    refetchQueries: [ProgramMembersDocument, ProgramsOverviewDocument],
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!program || startupIds.length + userIds.length === 0) return;
    try {
      const res = (await assign({ variables: { programId: program._id, startupIds, userIds } })).data?.assignToProgram;
      notifications.show({
        color: 'green',
        message: t('programs.assignation.done', {
          startups: res?.startupsChanged ?? 0,
          people: res?.peopleChanged ?? 0,
          name: program.name,
        }),
      });
      setStartupIds([]);
      setUserIds([]);
    } catch (error) {
      notifications.show({ color: 'red', title: t('programs.actionFailed'), message: programErrorMessage(error, t) });
    }
  };
  return (
    <Container size={1100} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('programs.assignation.title')}</Title>
          <Text c="dimmed">{t('programs.assignation.intro')}</Text>
          <Text size="sm">
            <Link to="/startups/programs">{t('programs.assignation.back')}</Link>
          </Text>
        </Stack>
        <Card
          withBorder
          radius="md"
          padding="md"
          component="form"
          onSubmit={(e: FormEvent) => void submit(e)}
          aria-label={t('programs.assignation.title')}
        >
          <Stack gap="sm">
            <Select
              label={t('programs.assignation.program')}
              placeholder={t('programs.assignation.chooseProgram')}
              data={programs.map((p) => ({ value: p._id, label: p.name }))}
              value={program?._id ?? null}
              onChange={(v) => setParams(v ? { program: v } : {}, { replace: true })}
              searchable
              required
              data-testid="assign-program"
            />
            <StartupMultiSelect value={startupIds} onChange={setStartupIds} />
            <PeopleMultiSelect
              label={t('programs.assignation.people')}
              description={t('programs.assignation.peopleHint')}
              value={userIds}
              onChange={setUserIds}
              withFounders
              testId="assign-people"
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={loading}
                disabled={!program || startupIds.length + userIds.length === 0}
                data-testid="assign-submit"
              >
                {t('programs.assignation.submit', { count: startupIds.length + userIds.length })}
              </Button>
            </Group>
          </Stack>
        </Card>
        {programs.length === 0 ? (
          <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('programs.assignation.noPrograms')}
          </Alert>
        ) : null}
        {program ? <Members programId={program._id} /> : null}
      </Stack>
    </Container>
  );
}
