// The attendee list of an event, for its team: who registered and when, each one's status, and marking several
// at once as attended, no-show or registered again.
import { useMutation, useQuery } from '@apollo/client/react';
import { MARKABLE_ATTENDEE_STATUSES } from '@ascent/shared';
import { Badge, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventAttendeesDocument, SetAttendeeStatusDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useEventErrorMessage } from './eventErrors.ts';

const STATUS_COLORS: Record<string, string> = {
  REGISTERED: 'blue',
  ATTENDED: 'green',
  NO_SHOW: 'orange',
  EVENT_CANCELLED: 'red',
};

export function AttendeesPanel({ eventId, canMark }: { readonly eventId: string; readonly canMark: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useEventErrorMessage();
  const { data, loading, error } = useQuery(EventAttendeesDocument, { variables: { eventId } });
  const [mark, { loading: marking }] = useMutation(SetAttendeeStatusDocument);
  const [selected, setSelected] = useState<string[]>([]);
  const attendees = data?.eventAttendees ?? [];
  const markable = attendees.filter((a) => a.status !== 'EVENT_CANCELLED');

  const apply = async (status: (typeof MARKABLE_ATTENDEE_STATUSES)[number]) => {
    try {
      await mark({ variables: { eventId, userIds: selected, status } });
      setSelected([]);
      notifications.show({ color: 'green', message: t('events.attendees.marked'), withCloseButton: false });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="event-attendees">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('events.attendees.title', { count: attendees.length })}
        </Title>
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {loading ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {data && attendees.length === 0 ? <Text c="dimmed">{t('events.attendees.none')}</Text> : null}
        {canMark && markable.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('events.attendees.selected', { count: selected.length })}</Text>
            {MARKABLE_ATTENDEE_STATUSES.map((status) => (
              <Button
                key={status}
                size="xs"
                variant="light"
                disabled={selected.length === 0}
                loading={marking}
                onClick={() => void apply(status)}
              >
                {t(`events.attendees.markAs.${status}`)}
              </Button>
            ))}
          </Group>
        ) : null}
        {attendees.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {canMark ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('events.attendees.selectAll')}
                        checked={markable.length > 0 && selected.length === markable.length}
                        indeterminate={selected.length > 0 && selected.length < markable.length}
                        onChange={(e) =>
                          setSelected(e.currentTarget.checked ? markable.map((a) => a.registrant._id) : [])
                        }
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th>{t('events.attendees.name')}</Table.Th>
                  <Table.Th>{t('events.attendees.registered')}</Table.Th>
                  <Table.Th>{t('events.attendees.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attendees.map((a) => (
                  <Table.Tr key={a._id} data-testid="attendee-row">
                    {canMark ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('events.attendees.select', { name: a.registrant.fullName })}
                          disabled={a.status === 'EVENT_CANCELLED'}
                          checked={selected.includes(a.registrant._id)}
                          onChange={(e) =>
                            setSelected((s) =>
                              e.currentTarget.checked
                                ? [...s, a.registrant._id]
                                : s.filter((x) => x !== a.registrant._id),
                            )
                          }
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <UserAvatar user={a.registrant} size="sm" />
                        <Text size="sm" dir="auto">
                          {a.registrant.fullName}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{f.dateTime(a.registrationTime)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[a.status]} variant="dot" tt="none">
                        {t(`events.attendeeStatus.${a.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
