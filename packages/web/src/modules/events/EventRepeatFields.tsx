// The event form's "Repeats" part (group events): how often, on which days of the week, and when the series ends,
// with the shared rule's message and a preview of the occurrences publishing will make. Once the series is
// published its rule is only shown: each occurrence is then an event of its own.
import {
  EVENT_ERROR_MESSAGES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  WEEKDAYS,
  occurrencesOf,
  parseCalendarDate,
  recurrenceProblem,
  weekdayCodeOf,
  type Weekday,
} from '@ascent/shared';
import { Chip, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { formValues, ruleOf, weekdayName, type EventDraft, type RepeatDraft } from './eventModel.ts';

interface Props {
  readonly draft: EventDraft;
  readonly onChange: (patch: Partial<EventDraft>) => void;
}

export function EventRepeatFields({ draft, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const repeat = draft.repeat;
  const set = (patch: Partial<RepeatDraft>) => onChange({ repeat: { ...repeat, ...patch } });
  const rule = ruleOf(draft);
  const values = formValues(draft);
  const preview = useMemo(() => {
    if (!rule || !values.startTime || !values.endTime) return null;
    const start = new Date(values.startTime);
    const problem = recurrenceProblem(rule, start, draft.timezone);
    if (problem) return { problem };
    const all = occurrencesOf(rule, start, new Date(values.endTime), draft.timezone);
    return { count: all.length, last: all.at(-1)!.start.toISOString() };
  }, [rule, values.startTime, values.endTime, draft.timezone]);

  if (repeat.locked) {
    return rule ? (
      <Text size="sm" c="dimmed" data-testid="event-repeat-locked">
        {t('events.repeat.locked')}
      </Text>
    ) : null;
  }
  // Weekly: the start's day of the week is chosen to begin with (the rule's meaning when none is).
  const withFrequency = (frequency: RepeatDraft['frequency']): Partial<RepeatDraft> => {
    const day = parseCalendarDate(draft.start.slice(0, 10));
    const weekdays = frequency === 'WEEKLY' && repeat.weekdays.length === 0 && day ? [weekdayCodeOf(day)] : undefined;
    return weekdays ? { frequency, weekdays } : { frequency };
  };
  const unitLabel = repeat.frequency === 'NONE' ? '' : t(`events.repeat.every.${repeat.frequency}`);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('events.repeat.label')}
          data-testid="event-repeat"
          allowDeselect={false}
          value={repeat.frequency}
          onChange={(v) => v && set(withFrequency(v as RepeatDraft['frequency']))}
          data={[
            { value: 'NONE', label: t('events.repeat.none') },
            ...RECURRENCE_FREQUENCIES.map((fr) => ({ value: fr, label: t(`events.repeat.frequency.${fr}`) })),
          ]}
          w={220}
        />
        {repeat.frequency !== 'NONE' ? (
          <>
            <NumberInput
              label={unitLabel}
              min={1}
              max={RECURRENCE_LIMITS.interval}
              allowDecimal={false}
              value={repeat.interval}
              onChange={(v) => set({ interval: typeof v === 'number' ? v : Number(v) || 1 })}
              w={200}
            />
            <SegmentedControl
              aria-label={t('events.repeat.ends')}
              value={repeat.ends}
              onChange={(v) => set({ ends: v as RepeatDraft['ends'] })}
              data={[
                { value: 'COUNT', label: t('events.repeat.endsCount') },
                { value: 'UNTIL', label: t('events.repeat.endsUntil') },
              ]}
            />
            {repeat.ends === 'COUNT' ? (
              <NumberInput
                label={t('events.repeat.count')}
                min={2}
                max={RECURRENCE_LIMITS.occurrences}
                allowDecimal={false}
                value={repeat.count}
                onChange={(v) => set({ count: typeof v === 'number' ? v : Number(v) || 2 })}
                w={140}
              />
            ) : (
              <TextInput
                type="date"
                label={t('events.repeat.until')}
                value={repeat.until}
                onChange={(e) => set({ until: e.currentTarget.value })}
                w={180}
              />
            )}
          </>
        ) : null}
      </Group>
      {repeat.frequency === 'WEEKLY' ? (
        <Chip.Group multiple value={repeat.weekdays} onChange={(v) => set({ weekdays: v as Weekday[] })}>
          <Group gap={6} role="group" aria-label={t('events.repeat.weekdays')}>
            {WEEKDAYS.map((d, i) => (
              <Chip key={d} value={d} size="sm">
                {weekdayName(i18n.language, i)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {preview && 'problem' in preview && preview.problem ? (
        <Text size="sm" c="red" role="alert">
          {t(EVENT_ERROR_MESSAGES[preview.problem].key)}
        </Text>
      ) : preview && 'count' in preview ? (
        <Text size="sm" c="dimmed" data-testid="event-repeat-preview">
          {t('events.repeat.preview', { count: preview.count, date: f.date(preview.last, draft.timezone) })}
        </Text>
      ) : null}
    </Stack>
  );
}
