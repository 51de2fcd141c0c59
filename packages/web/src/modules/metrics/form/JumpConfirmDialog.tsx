// "Check these values" (issue 14 §3): before saving values that jump far from the last period's (ten times or
// more, a tenth or less), a dialog names each metric with its last value and the new one; Dismiss goes back to the
// form, "Save anyway" saves.
import { DEFAULT_CURRENCY, isCurrency, periodBanner } from '@ascent/shared';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { metricName, type MetricJump } from './metricsFormModel.ts';

interface Props {
  readonly jumps: readonly MetricJump[];
  readonly currency: string | null | undefined;
  readonly saving: boolean;
  readonly onDismiss: () => void;
  readonly onConfirm: () => void;
}

/** A canonical number as the language writes it, every digit kept; money with its currency. */
export function useShowNumber(currency: string | null | undefined): (canonical: string, unitType: string) => string {
  const { i18n } = useTranslation();
  return (canonical, unitType) => {
    const n = Number(canonical);
    const money =
      unitType === 'MONETARY'
        ? ({
            style: 'currency',
            currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
            minimumFractionDigits: 0,
          } as const)
        : {};
    const shown = new Intl.NumberFormat(i18n.language, { ...money, maximumFractionDigits: 15 }).format(n);
    return unitType === 'PERCENTAGE' ? `${shown} %` : shown;
  };
}

export function JumpConfirmDialog({ jumps, currency, saving, onDismiss, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const show = useShowNumber(currency);
  const several = new Set(jumps.map((j) => j.period.id)).size > 1;
  return (
    <Modal
      opened={jumps.length > 0}
      onClose={onDismiss}
      title={t('metrics.jump.title')}
      centered
      closeButtonProps={{ 'aria-label': t('metrics.jump.dismiss') }}
      data-testid="metrics-jump-dialog"
    >
      <Text mb="sm">{t('metrics.jump.text')}</Text>
      <List mb="lg" spacing="xs" data-testid="metrics-jump-list">
        {jumps.map((j) => {
          const unit = j.item.metric.unitOfMeasure.unitType;
          const banner = several ? periodBanner(j.period, i18n.language) : null;
          const period = banner
            ? t(banner.message.key, {
                defaultValue: banner.message.defaultMessage,
                ...Object.fromEntries(banner.params.map((p, i) => [String(i), p])),
              })
            : null;
          return (
            <List.Item key={j.dataId}>
              <Text span fw={600} dir="auto">
                {j.item.metadata.customLabel || metricName(j.item, i18n.language)}
              </Text>
              {': '}
              {t('metrics.jump.change', { previous: show(j.previous, unit), value: show(j.value, unit) })}
              {period ? (
                <Text span c="dimmed" size="sm">
                  {' — '}
                  {period}
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDismiss} data-autofocus>
          {t('metrics.jump.dismiss')}
        </Button>
        <Button loading={saving} onClick={onConfirm} data-testid="metrics-jump-confirm">
          {t('metrics.jump.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
