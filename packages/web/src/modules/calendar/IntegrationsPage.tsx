// /account/settings/integrations: the calendars a host connects. A linked external calendar (its secret address in
// iCal format, from Google Calendar, Outlook or Apple iCloud) is read at once and every half hour; its busy times
// are then never offered as one-on-one slots. The other way round — the programme's calendar in one's own
// calendar application — is the private feed of the calendar page.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarCog } from '@tabler/icons-react';
import { LINKED_CALENDAR_REASONS } from '@ascent/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../app/errors.ts';
import { LinkCalendarDocument, LinkedCalendarDocument, UnlinkCalendarDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

const LINKED_ERRORS = { reasons: LINKED_CALENDAR_REASONS };

export function IntegrationsPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useErrorMessage(LINKED_ERRORS);
  const { data, loading, error } = useQuery(LinkedCalendarDocument);
  const [address, setAddress] = useState('');
  const [editing, setEditing] = useState(false);
  const [link, linking] = useMutation(LinkCalendarDocument, {
    update: (cache, { data: d }) =>
      d && cache.writeQuery({ query: LinkedCalendarDocument, data: { linkedCalendar: d.linkCalendar } }),
    onCompleted: () => {
      setAddress('');
      setEditing(false);
    },
  });
  const [unlink, unlinking] = useMutation(UnlinkCalendarDocument, {
    update: (cache, { data: d }) =>
      d && cache.writeQuery({ query: LinkedCalendarDocument, data: { linkedCalendar: d.unlinkCalendar } }),
  });
  const linked = data?.linkedCalendar;
  const reason = linked?.lastError && linked.lastError in LINKED_CALENDAR_REASONS ? linked.lastError : null;

  return (
    <Container size={840} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <IconCalendarCog size={28} aria-hidden />
          <Title order={1} fz="h2">
            {t('calendar.linked.pageTitle')}
          </Title>
        </Group>
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {loading && !linked ? <Loader aria-label={t('common.loading')} /> : null}
        {linked ? (
          <Card withBorder radius="md" padding="lg" data-testid="linked-calendar">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('calendar.linked.title')}
              </Title>
              <Text size="sm">{t('calendar.linked.intro')}</Text>
              {linked.linked ? (
                <Stack gap={4} data-testid="linked-calendar-status">
                  <Group gap="xs">
                    <Text fw={600} dir="ltr">
                      {linked.host}
                    </Text>
                    <Badge color={linked.status === 'failed' ? 'red' : 'green'} variant="dot" tt="none">
                      {t(linked.status === 'failed' ? 'calendar.linked.failed' : 'calendar.linked.ok')}
                    </Badge>
                  </Group>
                  {reason ? (
                    <Text size="sm" c="red">
                      {t(LINKED_CALENDAR_REASONS[reason as keyof typeof LINKED_CALENDAR_REASONS].key)}
                    </Text>
                  ) : null}
                  {linked.syncedAt ? (
                    <Text size="sm" c="dimmed">
                      {t('calendar.linked.lastRead', { date: f.dateTime(linked.syncedAt) })}
                    </Text>
                  ) : null}
                  <Text size="sm">{t('calendar.linked.busy', { count: linked.upcomingBusy })}</Text>
                </Stack>
              ) : null}
              {!linked.linked || editing ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void link({ variables: { url: address } }).catch(() => undefined);
                  }}
                >
                  <Stack gap="xs">
                    <TextInput
                      label={t('calendar.linked.address')}
                      description={t('calendar.linked.addressHint')}
                      placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
                      value={address}
                      onChange={(e) => setAddress(e.currentTarget.value)}
                      error={linking.error ? message(linking.error) : undefined}
                      dir="ltr"
                      required
                    />
                    <Group justify="flex-end" gap="sm">
                      {editing ? (
                        <Button variant="default" onClick={() => setEditing(false)}>
                          {t('calendar.linked.cancel')}
                        </Button>
                      ) : null}
                      <Button type="submit" loading={linking.loading} disabled={!address.trim()}>
                        {t('calendar.linked.link')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              ) : (
                <Group justify="flex-end" gap="sm">
                  <Button
                    variant="subtle"
                    color="red"
                    loading={unlinking.loading}
                    onClick={() => void unlink().catch(() => undefined)}
                  >
                    {t('calendar.linked.unlink')}
                  </Button>
                  <Button variant="default" onClick={() => setEditing(true)}>
                    {t('calendar.linked.replace')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('calendar.linked.feedHint')}{' '}
          <Anchor component={Link} to="/calendar" size="sm" underline="always">
            {t('calendar.linked.feedLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
