import { Button, Group, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Previous / next page of a cursor-paged list. */
export function PageButtons({
  prev,
  next,
}: {
  readonly prev: (() => void) | null;
  readonly next: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [Back, Forward] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  if (!prev && !next) return null;
  return (
    <Group justify="center" gap="sm">
      <Button
        variant="default"
        leftSection={<Back size={16} aria-hidden />}
        disabled={!prev}
        onClick={() => prev?.()}
        data-testid="tasks-prev"
      >
        {t('tasks.list.previous')}
      </Button>
      <Button
        variant="default"
        rightSection={<Forward size={16} aria-hidden />}
        disabled={!next}
        onClick={() => next?.()}
        data-testid="tasks-next"
      >
        {t('tasks.list.next')}
      </Button>
    </Group>
  );
}
