// The fields of the event form: what and when (in the event's own time zone), where, who hosts, seats, topics and
// tags, when registration opens and closes, and who sees the event. Messages from the shared rules, once touched.
import {
  AVAILABILITY_TYPES,
  EVENT_ERROR_MESSAGES,
  EVENT_LIMITS,
  EVENT_TYPES,
  TIMESLOT_INCREMENTS_MINUTES,
  isOneOnOneEvent,
  NOTICE_PERIOD_UNITS,
  ROLE_TYPES,
  type EventFieldErrors,
  type EventFormValues,
} from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EventHostOptionsDocument,
  EventLabelOptionsDocument,
  type IncubatorEventType,
} from '../../generated/graphql.ts';
import { EventAudienceFields } from './EventAudienceFields.tsx';
import { EventLinkFields } from './EventLinkFields.tsx';
import { EventRepeatFields } from './EventRepeatFields.tsx';
import { timeZones, type EventDraft } from './eventModel.ts';

export const ALL_FIELDS: readonly (keyof EventFormValues)[] = [
  'title',
  'description',
  'startTime',
  'endTime',
  'timezone',
  'capacity',
  'locationLink',
  'conferenceUrl',
  'locationText',
  'noticePeriodValue',
  'availabilityType',
  'availableFrom',
  'availableUntil',
  'topics',
  'tags',
  'links',
];

interface Props {
  readonly draft: EventDraft;
  readonly errors: EventFieldErrors;
  readonly touched: ReadonlySet<string>;
  readonly onChange: (patch: Partial<EventDraft>) => void;
  readonly onTouch: (field: keyof EventFormValues) => void;
}

const SELECTABLE_ROLES = ROLE_TYPES.filter((r) => r !== 'System');

export function EventFormFields({ draft, errors, touched, onChange, onTouch }: Props) {
  const { t } = useTranslation();
  const hosts = useQuery(EventHostOptionsDocument);
  const labels = useQuery(EventLabelOptionsDocument);
  const topicOptions = useMemo(() => (labels.data?.topics ?? []).map((tag) => tag.name), [labels.data]);
  const tagOptions = useMemo(() => (labels.data?.eventTags ?? []).map((tag) => tag.name), [labels.data]);
  const zones = useMemo(() => timeZones(draft.timezone), [draft.timezone]);
  const error = (field: keyof EventFormValues) => {
    const name = errors[field];
    return name && touched.has(field) ? t(EVENT_ERROR_MESSAGES[name].key, { max: maxOf(field) }) : undefined;
  };
  const hostOptions = useMemo(() => {
    const known = hosts.data?.users.results.map((u) => ({ value: u._id, label: u.fullName })) ?? [];
    return known;
  }, [hosts.data]);
  const roles = SELECTABLE_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('events.form.title')}
          required
          maxLength={EVENT_LIMITS.title}
          value={draft.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          onBlur={() => onTouch('title')}
          error={error('title')}
        />
        <Select
          label={t('events.form.type')}
          value={draft.eventType}
          allowDeselect={false}
          onChange={(v) => v && onChange({ eventType: v as IncubatorEventType })}
          data={EVENT_TYPES.map((type) => ({ value: type, label: t(`events.type.${type}`) }))}
        />
      </SimpleGrid>
      <Textarea
        label={t('events.form.description')}
        description={t('events.form.descriptionHelp')}
        autosize
        minRows={4}
        maxRows={14}
        value={draft.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        onBlur={() => onTouch('description')}
        error={error('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="datetime-local"
          label={t('events.form.start')}
          required
          value={draft.start}
          onChange={(e) => onChange({ start: e.currentTarget.value })}
          onBlur={() => onTouch('startTime')}
          error={error('startTime')}
        />
        <TextInput
          type="datetime-local"
          label={t('events.form.end')}
          required
          value={draft.end}
          onChange={(e) => onChange({ end: e.currentTarget.value })}
          onBlur={() => onTouch('endTime')}
          error={error('endTime')}
        />
        <Select
          label={t('events.form.timezone')}
          searchable
          allowDeselect={false}
          value={draft.timezone}
          onChange={(v) => v && onChange({ timezone: v })}
          onBlur={() => onTouch('timezone')}
          data={zones}
          error={error('timezone')}
        />
      </SimpleGrid>
      {isOneOnOneEvent(draft.eventType) ? null : <EventRepeatFields draft={draft} onChange={onChange} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('events.form.locationText')}
          value={draft.locationText}
          maxLength={EVENT_LIMITS.locationText}
          onChange={(e) => onChange({ locationText: e.currentTarget.value })}
          onBlur={() => onTouch('locationText')}
          error={error('locationText')}
        />
        <TextInput
          type="url"
          label={t('events.form.locationLink')}
          placeholder="https://"
          value={draft.locationLink}
          onChange={(e) => onChange({ locationLink: e.currentTarget.value })}
          onBlur={() => onTouch('locationLink')}
          error={error('locationLink')}
        />
        <TextInput
          type="url"
          label={t('events.form.conferenceUrl')}
          placeholder="https://"
          value={draft.conferenceUrl}
          onChange={(e) => onChange({ conferenceUrl: e.currentTarget.value })}
          onBlur={() => onTouch('conferenceUrl')}
          error={error('conferenceUrl')}
        />
        <TextInput
          type="number"
          label={t('events.form.capacity')}
          description={t('events.form.capacityHelp')}
          min={1}
          value={draft.capacity}
          onChange={(e) => onChange({ capacity: e.currentTarget.value })}
          onBlur={() => onTouch('capacity')}
          error={error('capacity')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('events.form.hosts')}
        searchable
        data={hostOptions}
        value={draft.hostIds.filter((h) => hostOptions.some((o) => o.value === h))}
        onChange={(hostIds) => onChange({ hostIds })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label={t('events.form.topics')}
          description={t('events.form.labelsHint')}
          data={topicOptions}
          value={draft.topics}
          maxTags={EVENT_LIMITS.labels}
          data-testid="event-topics"
          onChange={(topics) => onChange({ topics })}
          error={error('topics')}
        />
        <TagsInput
          label={t('events.form.tags')}
          description={t('events.form.labelsHint')}
          data={tagOptions}
          value={draft.tags}
          maxTags={EVENT_LIMITS.labels}
          data-testid="event-tags"
          onChange={(tags) => onChange({ tags })}
          error={error('tags')}
        />
      </SimpleGrid>
      <EventLinkFields
        links={draft.links}
        error={error('links')}
        onChange={(links) => onChange({ links })}
        onTouch={() => onTouch('links')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('events.form.availability')}
          allowDeselect={false}
          value={draft.availabilityType}
          onChange={(v) => v && onChange({ availabilityType: v as EventDraft['availabilityType'] })}
          data={AVAILABILITY_TYPES.map((a) => ({ value: a, label: t(`events.availability.${a}`) }))}
        />
        {draft.availabilityType !== 'UNRESTRICTED' ? (
          <TextInput
            type="datetime-local"
            label={t('events.form.availableFrom')}
            value={draft.availableFrom}
            onChange={(e) => onChange({ availableFrom: e.currentTarget.value })}
            onBlur={() => onTouch('availableFrom')}
            error={error('availableFrom')}
          />
        ) : null}
        {draft.availabilityType === 'BETWEEN_DATES' ? (
          <TextInput
            type="datetime-local"
            label={t('events.form.availableUntil')}
            value={draft.availableUntil}
            onChange={(e) => onChange({ availableUntil: e.currentTarget.value })}
            onBlur={() => onTouch('availableUntil')}
            error={error('availableUntil')}
          />
        ) : null}
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('events.form.notice')}
          description={t('events.form.noticeHelp')}
          min={0}
          max={EVENT_LIMITS.noticeValue}
          allowDecimal={false}
          value={draft.noticePeriodValue}
          onChange={(v) => onChange({ noticePeriodValue: typeof v === 'number' ? v : Number(v) || 0 })}
          onBlur={() => onTouch('noticePeriodValue')}
          error={error('noticePeriodValue')}
          w={200}
        />
        <Select
          aria-label={t('events.form.noticeUnit')}
          allowDeselect={false}
          value={draft.noticePeriodUnit}
          onChange={(v) => v && onChange({ noticePeriodUnit: v as EventDraft['noticePeriodUnit'] })}
          data={NOTICE_PERIOD_UNITS.map((u) => ({ value: u, label: t(`events.noticeUnit.${u}`) }))}
          w={140}
        />
      </Group>
      {isOneOnOneEvent(draft.eventType) ? (
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Select
            label={t('events.form.timeslotIncrement')}
            description={t('events.form.oneOnOnePeriod')}
            allowDeselect={false}
            value={String(draft.timeslotIncrement ?? 30)}
            onChange={(v) => v && onChange({ timeslotIncrement: Number(v) })}
            data={TIMESLOT_INCREMENTS_MINUTES.map((m) => ({
              value: String(m),
              label: t('booking.minutes', { minutes: m }),
            }))}
            w={320}
          />
          <Checkbox
            label={t('events.form.ignoreHourAllocation')}
            checked={draft.ignoreHourAllocation}
            onChange={(e) => onChange({ ignoreHourAllocation: e.currentTarget.checked })}
            mb={8}
          />
          <Checkbox
            label={t('events.form.ignoreHostsLinkedCalendar')}
            checked={draft.ignoreHostsLinkedCalendar}
            onChange={(e) => onChange({ ignoreHostsLinkedCalendar: e.currentTarget.checked })}
            mb={8}
          />
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('events.form.rolesIs')}
          description={t('events.form.everyone')}
          data={roles}
          value={draft.rolesIs}
          onChange={(rolesIs) => onChange({ rolesIs })}
        />
        <MultiSelect
          label={t('events.form.rolesIsNot')}
          data={roles}
          value={draft.rolesIsNot}
          onChange={(rolesIsNot) => onChange({ rolesIsNot })}
        />
      </SimpleGrid>
      <EventAudienceFields draft={draft} onChange={onChange} />
    </>
  );
}

function maxOf(field: keyof EventFormValues): number {
  switch (field) {
    case 'title':
      return EVENT_LIMITS.title;
    case 'description':
      return EVENT_LIMITS.description;
    case 'capacity':
      return EVENT_LIMITS.capacity;
    case 'locationText':
      return EVENT_LIMITS.locationText;
    case 'noticePeriodValue':
      return EVENT_LIMITS.noticeValue;
    case 'links':
      return EVENT_LIMITS.links;
    default:
      return EVENT_LIMITS.labels;
  }
}
