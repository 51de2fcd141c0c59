// /events/{id}/edit: the event form. Each field shows the shared rule's message once touched (eventFieldErrors of
// @ascent/shared, as the server checks); saving sends every field, and a refusal shows the server's reason.
import { useMutation, useQuery } from '@apollo/client/react';
import { eventFieldErrors, type EventFieldErrors } from '@ascent/shared';
import { Anchor, Button, Card, Checkbox, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCode } from '../../app/errors.ts';
import { EventDetailDocument, UpdateIncubatorEventDocument } from '../../generated/graphql.ts';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { ALL_FIELDS, EventFormFields } from './EventFormFields.tsx';
import { useEventErrorMessage } from './eventErrors.ts';
import { draftOf, formValues, inputOf, type EventDraft } from './eventModel.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';
import { EventCover } from './EventCover.tsx';

export function EventEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useEventErrorMessage();
  const { data, loading, error } = useQuery(EventDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(UpdateIncubatorEventDocument, {
    refetchQueries: ['EventDetail', 'EventsList'],
  });
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [following, setFollowing] = useState(false);
  const event = data?.incubatorEvent;
  // The later occurrences of its series that the details can also go to (not cancelled).
  const later = event
    ? event.occurrences.filter((o) => o.startTime > event.startTime && o.status !== 'cancelled').length
    : 0;
  useEffect(() => {
    if (event && !draft) setDraft(draftOf(event));
  }, [event, draft]);
  const errors: EventFieldErrors = useMemo(() => (draft ? eventFieldErrors(formValues(draft)) : {}), [draft]);

  if (error && errorCode(error) === 'NOT_FOUND') return <LostInCosmos />;
  if (event && !event.editPermission) return <LostInCosmos />;

  const submit = async () => {
    if (!draft) return;
    setTouched(new Set(ALL_FIELDS));
    if (Object.keys(errors).length) return;
    try {
      await save({ variables: { id, input: inputOf(draft), following: following && later > 0 } });
      notifications.show({ color: 'green', message: t('events.form.saved'), withCloseButton: false });
      await navigate(`/events/${id}`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Container size={800} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={`/events/${id}`} size="sm">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('events.form.backToEvent')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('events.form.editTitle')}
        </Title>
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {loading && !draft ? <Loader aria-label={t('common.loading')} /> : null}
        {draft && event ? (
          <Card withBorder radius="md" padding="lg">
            <EventCover eventId={id} cover={event.cover ?? null} />
          </Card>
        ) : null}
        {draft ? (
          <Card withBorder radius="md" padding="lg">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Stack gap="md">
                <EventFormFields
                  draft={draft}
                  errors={errors}
                  touched={touched}
                  onChange={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
                  onTouch={(field) => setTouched((s) => new Set(s).add(field))}
                />
                {later > 0 ? (
                  <Checkbox
                    label={t('events.series.applyFollowing', { count: later })}
                    description={t('events.series.applyFollowingHelp')}
                    checked={following}
                    onChange={(e) => setFollowing(e.currentTarget.checked)}
                  />
                ) : null}
                {failure ? (
                  <Text c="red" role="alert">
                    {failure}
                  </Text>
                ) : null}
                <Group justify="flex-end">
                  <Button component={Link} to={`/events/${id}`} variant="default">
                    {t('events.form.discard')}
                  </Button>
                  <Button type="submit" loading={saving}>
                    {t('events.form.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
