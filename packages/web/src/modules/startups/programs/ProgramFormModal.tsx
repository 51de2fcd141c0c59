// The programme form in a dialog: create (from the programmes page or the header's create menu) and edit. The
// shared rules (validateProgramForm) check it before sending; the server's refusals show under their fields.
import { MODAL_CLOSE_MS, PROGRAM_ERROR_MESSAGES, PROGRAM_LIMITS, validateProgramForm } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateProgramDocument,
  PortfolioProgramsDocument,
  ProgramsOverviewDocument,
  UpdateProgramDocument,
  type ProgramFieldsFragment,
} from '../../../generated/graphql.ts';
import { useTenant } from '../../incubators/TenantProvider.tsx';
import { timeZones } from '../../../ui/timeZones.ts';
import { PeopleMultiSelect } from './PeopleMultiSelect.tsx';
import { ProgramCover } from './ProgramCover.tsx';
import { programErrorMessage, programFieldErrors, type ProgramFormField } from './programErrors.ts';

interface Draft {
  name: string;
  description: string;
  startsOn: string;
  endsOn: string;
  timezone: string | null;
  adminIds: string[];
}

const draftOf = (p: ProgramFieldsFragment | null): Draft => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  startsOn: p?.startsOn ?? '',
  endsOn: p?.endsOn ?? '',
  timezone: p?.timezone ?? null,
  adminIds: p?.admins.map((a) => a._id) ?? [],
});

function ProgramForm({
  program,
  onDone,
}: {
  readonly program: ProgramFieldsFragment | null;
  readonly onDone: (saved: ProgramFieldsFragment | null) => void;
}) {
  const { t } = useTranslation();
  const { tenant } = useTenant();
  const zones = useMemo(() => timeZones(program?.timezone).map((z) => ({ value: z, label: z })), [program]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(program));
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProgramFormField, string>>>({});
  const [touched, setTouched] = useState(false);
  const refetchQueries = [ProgramsOverviewDocument, PortfolioProgramsDocument];
  const [create, created] = useMutation(CreateProgramDocument, { refetchQueries });
  const [update, updated] = useMutation(UpdateProgramDocument, { refetchQueries });
  const local = validateProgramForm(draft, true);
  const fieldError = (field: ProgramFormField): string | undefined => {
    const reason = field !== 'adminIds' && touched ? local[field] : undefined;
    return reason ? t(PROGRAM_ERROR_MESSAGES[reason].key) : serverErrors[field];
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(local).length > 0) return;
    const input = {
      name: draft.name.trim(),
      description: draft.description,
      startsOn: draft.startsOn || null,
      endsOn: draft.endsOn || null,
      timezone: draft.timezone,
      adminIds: draft.adminIds,
    };
    try {
      const saved = program
        ? (await update({ variables: { id: program._id, input } })).data?.updateProgram
        : (await create({ variables: { input } })).data?.createProgram;
      notifications.show({ color: 'green', message: t(program ? 'programs.form.updated' : 'programs.form.created') });
      onDone(saved ?? null);
    } catch (error) {
      const fields = programFieldErrors(error, t);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', title: t('programs.form.failed'), message: programErrorMessage(error, t) });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="program-form">
      <Stack gap="sm">
        <TextInput
          label={t('programs.form.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          maxLength={PROGRAM_LIMITS.name}
          required
          error={fieldError('name')}
          data-autofocus
          data-testid="program-name"
        />
        <Textarea
          label={t('programs.form.description')}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          maxLength={PROGRAM_LIMITS.description}
          autosize
          minRows={2}
          maxRows={6}
          error={fieldError('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('programs.form.startsOn')}
            value={draft.startsOn}
            onChange={(e) => set({ startsOn: e.currentTarget.value })}
            error={fieldError('startsOn')}
            data-testid="program-starts"
          />
          <TextInput
            type="date"
            label={t('programs.form.endsOn')}
            value={draft.endsOn}
            min={draft.startsOn || undefined}
            onChange={(e) => set({ endsOn: e.currentTarget.value })}
            error={fieldError('endsOn')}
            data-testid="program-ends"
          />
        </SimpleGrid>
        <Select
          label={t('programs.form.timezone')}
          description={t('programs.form.timezoneHint', { zone: tenant?.timezone ?? 'UTC' })}
          data={zones}
          value={draft.timezone}
          onChange={(timezone) => set({ timezone })}
          searchable
          clearable
          error={fieldError('timezone')}
        />
        <PeopleMultiSelect
          label={t('programs.form.admins')}
          description={program ? undefined : t('programs.form.adminsHint')}
          value={draft.adminIds}
          onChange={(adminIds) => set({ adminIds })}
          initial={program?.admins ?? []}
          error={fieldError('adminIds')}
          testId="program-admins"
        />
        {program?.canEdit ? <ProgramCover programId={program._id} cover={program.cover ?? null} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('programs.form.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading} data-testid="program-save">
            {t(program ? 'programs.form.save' : 'programs.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog: `program` null creates one. Escape or Cancel closes it unsaved. */
export function ProgramFormModal({
  opened,
  program,
  onClose,
  onSaved,
}: {
  readonly opened: boolean;
  readonly program: ProgramFieldsFragment | null;
  readonly onClose: () => void;
  readonly onSaved?: (saved: ProgramFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const title = t(program ? 'programs.form.editTitle' : 'programs.form.newTitle');
  // Composed so that the header is a plain block: Mantine's <header> inside the dialog reads to assistive
  // technologies as a second banner of the page (axe: landmark-no-duplicate-banner).
  const plainHeader = { component: 'div' } as object;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size="lg"
      transitionProps={{ duration: MODAL_CLOSE_MS, exitDuration: MODAL_CLOSE_MS }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...plainHeader}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('programs.form.close')} />
        </Modal.Header>
        <Modal.Body>
          {opened ? (
            <ProgramForm
              key={program?._id ?? 'new'}
              program={program}
              onDone={(saved) => {
                onClose();
                if (saved) onSaved?.(saved);
              }}
            />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
