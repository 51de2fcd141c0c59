// Back, today and on through a calendar's periods (month, week or day), with the period's name read out when it
// changes; the arrows follow the reading direction.
import { ActionIcon, Button, Group, Loader, Text, Tooltip, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CalendarView } from '@ascent/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly view: CalendarView;
  /** "November 2026", "23 – 29 Nov 2026"… */
  readonly label: string;
  readonly loading: boolean;
  readonly onStep: (step: -1 | 1) => void;
  readonly onToday: () => void;
}

export function PeriodNav({ view, label, loading, onStep, onToday }: Props) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [Back, On] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Group gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t(`calendar.previous.${view}`)}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`calendar.previous.${view}`)}
            onClick={() => onStep(-1)}
          >
            <Back size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        <Tooltip label={t(`calendar.next.${view}`)}>
          <ActionIcon variant="default" size="lg" aria-label={t(`calendar.next.${view}`)} onClick={() => onStep(1)}>
            <On size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text fw={600} size="lg" aria-live="polite" data-testid="calendar-period">
        {label}
      </Text>
      {loading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
    </Group>
  );
}
