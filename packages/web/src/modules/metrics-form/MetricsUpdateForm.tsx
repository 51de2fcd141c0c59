// The metrics update form (spec 02 §2, §5, §8): one block per open period with its banner, metrics grouped by
// category, validation from the moment it opens, Save disabled while invalid. Saves with the local date-time.
import { localDateTimeWithSeconds, periodBanner } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricsCurrencyDocument, MetricsDataFormDocument, SetMetricDataValuesDocument } from '../../generated/graphql.ts';
import { MetricField, useFormMessage } from './MetricField.tsx';
import { groupByCategory, initialValues, validateMetricsForm, valuesToSubmit, type MetricPeriod, type ShapeContext } from './metricsFormModel.ts';

interface Props {
  readonly startupId: string;
  readonly onSaved?: () => void;
}

export function MetricsUpdateForm({ startupId, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { data, error, loading, refetch } = useQuery(MetricsDataFormDocument, { variables: { startupId }, fetchPolicy: 'network-only' });
  const currency = useQuery(MetricsCurrencyDocument).data?.publicIncubator?.currency ?? null;
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="metrics-form-error">
        {t('metrics.form.loadError')}
      </Alert>
    );
  }
  if (!data) return loading ? <Loader aria-label={t('common.loading')} /> : null;
  const periods = data.metricsDataForm.periods;
  if (periods.length === 0) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="metrics-up-to-date">
        {t('metrics.form.upToDate')}
      </Alert>
    );
  }
  const ctx: ShapeContext = { currency, locale: i18n.language };
  // Keyed by the periods: a refetch after saving starts the values afresh.
  return (
    <PeriodsForm
      key={periods.map((p) => p.id).join()}
      startupId={startupId}
      periods={periods}
      ctx={ctx}
      onSaved={() => {
        void refetch();
        onSaved?.();
      }}
    />
  );
}

function PeriodsForm({ startupId, periods, ctx, onSaved }: { startupId: string; periods: MetricPeriod[]; ctx: ShapeContext; onSaved: () => void }) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(periods));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [save, saving] = useMutation(SetMetricDataValuesDocument);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  // Runs from the first render: Save stays disabled until the form is valid.
  const validation = useMemo(() => validateMetricsForm(periods, values, ctx), [periods, values, ctx]);

  const submit = async () => {
    setFailed(false);
    setSaved(false);
    try {
      await save({ variables: { startupId, date: localDateTimeWithSeconds(new Date()), values: valuesToSubmit(periods, values, ctx) } });
      setSaved(true);
      onSaved();
    } catch {
      setFailed(true);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (validation.valid) void submit();
      }}
      noValidate
      data-testid="metrics-form"
    >
      <Stack gap="lg">
        {periods.map((period) => (
          <PeriodBlock key={period.id} period={period} invalidDate={validation.invalidPeriods.has(period.id)}>
            {groupByCategory(period.data).map((group) => (
              <Fieldset key={group.category ?? ''} legend={group.category ?? t('metrics.form.uncategorized')} variant="unstyled">
                <Stack gap="sm">
                  {group.items.map((item) => (
                    <MetricField
                      key={item.id}
                      item={item}
                      value={values[item.id] ?? ''}
                      error={validation.fields[item.id]}
                      showError={touched.has(item.id) || (values[item.id] ?? '') !== ''}
                      ctx={ctx}
                      onChange={(v) => setValues((old) => ({ ...old, [item.id]: v }))}
                      onBlur={() => setTouched((old) => new Set(old).add(item.id))}
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </PeriodBlock>
        ))}
        {validation.form ? (
          <Text c="var(--mantine-color-error)" size="sm" role="status" data-testid="metrics-form-message">
            {message(validation.form)}
          </Text>
        ) : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('metrics.form.saveError')}
          </Alert>
        ) : null}
        {saved ? (
          <Text size="sm" role="status" data-testid="metrics-saved">
            {t('metrics.form.saved')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!validation.valid} loading={saving.loading} data-testid="metrics-save">
            {t('metrics.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PeriodBlock({ period, invalidDate, children }: { period: MetricPeriod; invalidDate: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const banner = periodBanner(period, i18n.language);
  const titleId = `metrics-period-${period.id}`;
  const params = Object.fromEntries((banner?.params ?? []).map((p, i) => [String(i), p]));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid="metrics-period">
      {banner && !invalidDate ? (
        <Title order={2} fz="h4" id={titleId} mb="sm" data-testid="metrics-period-banner">
          {t(banner.message.key, { defaultValue: banner.message.defaultMessage, ...params })}
        </Title>
      ) : (
        <Text c="var(--mantine-color-error)" id={titleId} mb="sm" role="alert" data-testid="metrics-invalid-date">
          {t('metrics.form.invalidPeriodDate')}
        </Text>
      )}
      {period.submitted ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('metrics.form.submitted')}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
