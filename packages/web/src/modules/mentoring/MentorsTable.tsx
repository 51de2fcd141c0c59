// The staff's mentors management: every mentor with the startups they work with (each can be unmatched), their
// capacity (the programme's default or their own) and the requests waiting for them.
import { MENTOR_CAPACITY } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  SetMentorCapacityDocument,
  UnassignMentorDocument,
  type MentorOverviewFieldsFragment,
} from '../../generated/graphql.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { MENTORING_ERRORS } from './mentoringErrors.ts';

const REFETCH = { refetchQueries: ['Mentors', 'MentorSuggestions'], awaitRefetchQueries: true };

function CapacityModal({ row, onClose }: { readonly row: MentorOverviewFieldsFragment; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [value, setValue] = useState<number | string>(row.ownCapacity ?? row.capacity);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetMentorCapacityDocument, REFETCH);
  const submit = async (capacity: number | null) => {
    setError(null);
    try {
      await save({ variables: { mentorId: row.mentor._id, capacity } });
      onClose();
    } catch (e) {
      setError(failure(e));
    }
  };
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600}>{t('mentoring.mentors.capacityTitle', { name: row.mentor.fullName })}</Modal.Title>
          <Modal.CloseButton aria-label={t('mentoring.request.cancel')} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit(Number(value));
            }}
          >
            <Stack gap="md">
              {error ? (
                <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
                  {error}
                </Alert>
              ) : null}
              <NumberInput
                label={t('mentoring.mentors.capacity')}
                description={t('mentoring.mentors.capacityHelp')}
                min={MENTOR_CAPACITY.min}
                max={MENTOR_CAPACITY.max}
                allowDecimal={false}
                value={value}
                onChange={setValue}
                data-testid="mentor-capacity-input"
              />
              <Group justify="space-between">
                <Button variant="subtle" onClick={() => void submit(null)} disabled={row.ownCapacity == null}>
                  {t('mentoring.mentors.useDefault')}
                </Button>
                <Button type="submit" loading={loading} data-testid="mentor-capacity-save">
                  {t('mentoring.mentors.saveCapacity')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

export function MentorsTable({
  mentors,
  canSetCapacity,
}: {
  readonly mentors: readonly MentorOverviewFieldsFragment[];
  readonly canSetCapacity: boolean;
}) {
  const { t } = useTranslation();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [editing, setEditing] = useState<MentorOverviewFieldsFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unassign] = useMutation(UnassignMentorDocument, REFETCH);
  const unmatch = async (mentorId: string, startupId: string) => {
    setError(null);
    try {
      await unassign({ variables: { mentorId, startupId } });
    } catch (e) {
      setError(failure(e));
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mentors-table-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="mentors-table-title">
            {t('mentoring.mentors.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mentoring.mentors.intro')}
          </Text>
        </Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        ) : null}
        {mentors.length === 0 ? (
          <Text c="dimmed">{t('mentoring.mentors.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="mentors-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mentoring.mentors.mentor')}</Table.Th>
                  <Table.Th>{t('mentoring.mentors.startups')}</Table.Th>
                  <Table.Th>{t('mentoring.mentors.load')}</Table.Th>
                  <Table.Th>{t('mentoring.mentors.waiting')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mentors.map((m) => (
                  <Table.Tr key={m.mentor._id} data-testid="mentors-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <UserAvatar user={m.mentor} size={32} />
                        <Text fw={500}>{m.mentor.fullName}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {m.startups.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('mentoring.mentors.none')}
                        </Text>
                      ) : (
                        <Group gap={6}>
                          {m.startups.map((s) => (
                            <Badge
                              key={s._id}
                              variant="default"
                              tt="none"
                              rightSection={
                                <ActionIcon
                                  size="xs"
                                  variant="transparent"
                                  color="gray"
                                  aria-label={t('mentoring.mentors.unmatch', {
                                    name: m.mentor.fullName,
                                    startup: s.name,
                                  })}
                                  onClick={() => void unmatch(m.mentor._id, s._id)}
                                >
                                  <IconX size={12} aria-hidden />
                                </ActionIcon>
                              }
                            >
                              {s.name}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text
                          size="sm"
                          c={m.load > m.capacity ? 'red' : undefined}
                          fw={m.load > m.capacity ? 600 : undefined}
                          style={{ whiteSpace: 'nowrap' }}
                          data-testid="mentors-load"
                        >
                          {t('mentoring.mentors.loadValue', { load: m.load, capacity: m.capacity })}
                        </Text>
                        {canSetCapacity ? (
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('mentoring.mentors.editCapacity', { name: m.mentor.fullName })}
                            onClick={() => setEditing(m)}
                          >
                            <IconPencil size={14} aria-hidden />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{m.pendingRequests}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing ? <CapacityModal row={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
