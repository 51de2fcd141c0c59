// /events/new: a title and a kind, then the event is created as a draft and its edit form opens
// (spec 02 §7: createIncubatorEvent → /events/{id}/edit).
import { useMutation } from '@apollo/client/react';
import { EVENT_LIMITS, GROUP_EVENT_TYPES } from '@ascent/shared';
import { Anchor, Button, Card, Container, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateIncubatorEventDocument, type IncubatorEventType } from '../../generated/graphql.ts';
import { useEventErrorMessage } from './eventErrors.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';

export function NewEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useEventErrorMessage();
  const [title, setTitle] = useState('');
  const [eventType, setEventType] = useState<IncubatorEventType>('GROUP_GENERAL');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateIncubatorEventDocument);
  const titleError = touched && !title.trim() ? t('events.errors.titleRequired') : undefined;

  const submit = async () => {
    setTouched(true);
    if (!title.trim()) return;
    try {
      const res = await create({ variables: { input: { title: title.trim(), eventType } } });
      if (res.data) await navigate(`/events/${res.data.createIncubatorEvent._id}/edit`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Container size={640} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/events/planning" size="sm">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('events.detail.back')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('events.form.newTitle')}
        </Title>
        <Card withBorder radius="md" padding="lg">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              <TextInput
                label={t('events.form.title')}
                required
                maxLength={EVENT_LIMITS.title}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={titleError ?? failure ?? undefined}
                data-autofocus
              />
              <Select
                label={t('events.form.type')}
                value={eventType}
                allowDeselect={false}
                onChange={(v) => v && setEventType(v as IncubatorEventType)}
                data={GROUP_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.type.${type}`) }))}
              />
              <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
                {t('events.form.create')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
