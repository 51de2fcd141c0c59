// The management page's drawer: a new startup (company profile, tags, industries), or an existing one's profile,
// programmes, founders and assigned team.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddStartupFounderDocument,
  AssignUserToStartupDocument,
  CreateStartupDocument,
  PortfolioProgramsDocument,
  RemoveStartupFounderDocument,
  SetStartupProgramsDocument,
  StartupFileDocument,
  StartupManagementListDocument,
  StartupPersonOptionsDocument,
  TaxonomyDocument,
  UnassignUserFromStartupDocument,
  UpdateStartupDocument,
  type StartupPersonKind,
} from '../../../generated/graphql.ts';
import { CompanyForm } from '../file/CompanyForm.tsx';
import type { StartupFileData } from '../file/tabs.tsx';
import { startupErrorMessage } from '../startupErrors.ts';

function PersonPicker({
  kind,
  label,
  exclude,
  onPick,
  testId,
}: {
  readonly kind: StartupPersonKind;
  readonly label: string;
  readonly exclude: readonly string[];
  readonly onPick: (id: string) => Promise<void>;
  readonly testId: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(StartupPersonOptionsDocument, { variables: { kind, search: debounced || null } });
  const options = (data?.startupPersonOptions ?? [])
    .filter((p) => !exclude.includes(p._id))
    .map((p) => ({ value: p._id, label: `${p.fullName} (${p.email})` }));
  return (
    <Select
      label={label}
      data={options}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={(v) => {
        if (v) void onPick(v).then(() => setSearch(''));
      }}
      nothingFoundMessage="—"
      data-testid={testId}
    />
  );
}

function PeopleList({
  people,
  onRemove,
  removeLabel,
  testId,
}: {
  readonly people: readonly { _id: string; fullName: string }[];
  readonly onRemove: (id: string) => Promise<void>;
  readonly removeLabel: (name: string) => string;
  readonly testId: string;
}) {
  const { t } = useTranslation();
  if (!people.length)
    return (
      <Text size="sm" c="dimmed">
        {t('startups.company.none')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={testId}>
      {people.map((p) => (
        <Group key={p._id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{p.fullName}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={removeLabel(p.fullName)}
            onClick={() => void onRemove(p._id)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

function Relations({ startup }: { readonly startup: StartupFileData }) {
  const { t } = useTranslation();
  const programs = useQuery(PortfolioProgramsDocument).data?.programs ?? [];
  const [programIds, setProgramIds] = useState(startup.programs.map((p) => p._id));
  const [setPrograms, { loading: savingPrograms }] = useMutation(SetStartupProgramsDocument);
  const [addFounder] = useMutation(AddStartupFounderDocument);
  const [removeFounder] = useMutation(RemoveStartupFounderDocument);
  const [assign] = useMutation(AssignUserToStartupDocument);
  const [unassign] = useMutation(UnassignUserFromStartupDocument);
  const client = useApolloClient();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void client.refetchQueries({ include: [StartupManagementListDocument] });
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('startups.management.actionFailed'),
        message: startupErrorMessage(error, t),
      });
    }
  };
  const ids = { startupId: startup._id };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('startups.portfolio.programs')}
        </Title>
        <MultiSelect
          label={t('startups.management.programs')}
          data={programs.map((p) => ({ value: p._id, label: p.name }))}
          value={programIds}
          onChange={setProgramIds}
          clearable
          searchable
          data-testid="drawer-programs"
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={savingPrograms}
            onClick={() =>
              void run(() => setPrograms({ variables: { ...ids, programIds } }), t('startups.management.programsSaved'))
            }
            data-testid="drawer-programs-save"
          >
            {t('startups.management.savePrograms')}
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('startups.portfolio.founders')}
        </Title>
        <PeopleList
          people={startup.people}
          testId="drawer-founders"
          removeLabel={(name) => t('startups.management.removePerson', { name })}
          onRemove={(userId) =>
            run(() => removeFounder({ variables: { ...ids, userId } }), t('startups.management.saved'))
          }
        />
        <PersonPicker
          kind="FOUNDER"
          label={t('startups.management.addFounder')}
          exclude={startup.people.map((p) => p._id)}
          testId="drawer-add-founder"
          onPick={(userId) => run(() => addFounder({ variables: { ...ids, userId } }), t('startups.management.saved'))}
        />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('startups.management.team')}
        </Title>
        <PeopleList
          people={startup.staff}
          testId="drawer-staff"
          removeLabel={(name) => t('startups.management.removePerson', { name })}
          onRemove={(userId) => run(() => unassign({ variables: { ...ids, userId } }), t('startups.management.saved'))}
        />
        <PersonPicker
          kind="TEAM"
          label={t('startups.management.assignTeam')}
          exclude={startup.staff.map((p) => p._id)}
          testId="drawer-assign-team"
          onPick={(userId) => run(() => assign({ variables: { ...ids, userId } }), t('startups.management.saved'))}
        />
      </Stack>
    </Stack>
  );
}

export function StartupDrawer({
  startupId,
  opened,
  onClose,
  onSaved,
}: {
  readonly startupId: string | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const phone = useMediaQuery('(max-width: 36em)');
  const taxonomy = useQuery(TaxonomyDocument).data;
  const file = useQuery(StartupFileDocument, { variables: { id: startupId ?? '' }, skip: !startupId });
  const [create] = useMutation(CreateStartupDocument);
  const [update] = useMutation(UpdateStartupDocument);
  const startup = startupId ? file.data?.startup : null;
  const ready = !startupId || startup;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={phone ? '100%' : 'lg'}
      title={startupId ? t('startups.management.editTitle') : t('startups.management.newTitle')}
      closeButtonProps={{ 'aria-label': t('startups.actions.close') }}
    >
      {ready && taxonomy ? (
        <Stack gap="xl">
          <CompanyForm
            key={startup?._id ?? 'new'}
            idPrefix="drawer"
            initial={startup ?? null}
            taxonomy={taxonomy}
            submitLabel={startupId ? t('startups.actions.save') : t('startups.management.create')}
            onCancel={onClose}
            onSubmit={async (input) => {
              try {
                const saved = startupId
                  ? (await update({ variables: { id: startupId, input } })).data?.updateStartup
                  : (await create({ variables: { input } })).data?.createStartup;
                notifications.show({
                  color: 'green',
                  message: startupId
                    ? t('startups.management.saved')
                    : t('startups.management.created', { name: input.name ?? '' }),
                });
                if (saved) onSaved(saved._id);
              } catch (error) {
                notifications.show({
                  color: 'red',
                  title: t('startups.management.actionFailed'),
                  message: startupErrorMessage(error, t),
                });
              }
            }}
          />
          {startup ? (
            <>
              <Divider />
              <Relations key={startup._id} startup={startup} />
            </>
          ) : null}
        </Stack>
      ) : (
        <Text c="dimmed">{t('common.loading')}</Text>
      )}
    </Drawer>
  );
}
