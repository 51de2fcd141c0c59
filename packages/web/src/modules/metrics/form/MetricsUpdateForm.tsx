// The metrics update form (spec 02 §2, §5, §8; issue 14 §3): one block per open period with its banner, metrics
// grouped by category in the definitions' order, what is typed read exactly by the language's rules, validation
// from the moment it opens, Save disabled while invalid, a confirmation before saving a far jump from the last
// period, and the saved state announced. Saves with the local date-time.
import { displayNumericValue, localDateTimeWithSeconds, periodBanner } from '@ascent/shared';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MetricsCurrencyDocument,
  MetricsDataFormDocument,
  SetMetricDataValuesDocument,
} from '../../../generated/graphql.ts';
import { JumpConfirmDialog } from './JumpConfirmDialog.tsx';
import { MetricField, useFormMessage } from './MetricField.tsx';
import {
  groupByCategory,
  initialTexts,
  jumpsToConfirm,
  readEntries,
  shapeOf,
  validateMetricsForm,
  valuesToSubmit,
  type FormMessage,
  type MetricJump,
  type MetricPeriod,
  type ShapeContext,
} from './metricsFormModel.ts';

interface Props {
  readonly startupId: string;
  readonly onSaved?: () => void;
}

export function MetricsUpdateForm({ startupId, onSaved }: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  // One live region for the whole form: "saved" is announced, and stays after the periods refresh.
  return (
    <Stack gap="md">
      <div role="status" aria-live="polite" data-testid="metrics-saved-region">
        {saved ? (
          // role none: Mantine's Alert would be role="alert"; the region around it announces it, politely, once.
          <Alert
            role="none"
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            data-testid="metrics-saved"
          >
            {t('metrics.form.saved')}
          </Alert>
        ) : null}
      </div>
      <MetricsFormBody
        startupId={startupId}
        onEdited={() => setSaved(false)}
        onSaved={() => {
          setSaved(true);
          onSaved?.();
        }}
      />
    </Stack>
  );
}

function MetricsFormBody({
  startupId,
  onEdited,
  onSaved,
}: Props & { readonly onEdited: () => void; readonly onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error, loading, refetch } = useQuery(MetricsDataFormDocument, {
    variables: { startupId },
    fetchPolicy: 'network-only',
  });
  const currency = useQuery(MetricsCurrencyDocument).data?.publicIncubator?.currency ?? null;
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        data-testid="metrics-form-error"
      >
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
  // Keyed by the periods and the language: a refetch after saving, or another language, starts the texts afresh.
  return (
    <PeriodsForm
      key={`${i18n.language}:${periods.map((p) => p.id).join()}`}
      startupId={startupId}
      periods={periods}
      ctx={ctx}
      onEdited={onEdited}
      onSaved={() => {
        void refetch();
        onSaved();
      }}
    />
  );
}

/** The server's typed reason for a refused save, in the reader's language; the generic message otherwise. */
function useSaveFailure(): (err: unknown) => string {
  const { t, i18n } = useTranslation();
  const message = useFormMessage();
  return (err) => {
    const first = CombinedGraphQLErrors.is(err) ? err.errors[0] : undefined;
    const reason = first?.extensions?.reason;
    // Only reasons the catalogues say (the form's own messages); anything else reads as the generic failure.
    if (first?.extensions?.code !== 'VALIDATION_FAILED' || typeof reason !== 'string' || !i18n.exists(reason))
      return t('metrics.form.saveError');
    const params = (first.extensions?.params ?? {}) as Record<string, string>;
    return message({ key: reason, defaultMessage: first.message, params } satisfies FormMessage);
  };
}

interface PeriodsFormProps {
  readonly startupId: string;
  readonly periods: MetricPeriod[];
  readonly ctx: ShapeContext;
  readonly onEdited: () => void;
  readonly onSaved: () => void;
}

function PeriodsForm({ startupId, periods, ctx, onEdited, onSaved }: PeriodsFormProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const failureOf = useSaveFailure();
  const [texts, setTexts] = useState<Record<string, string>>(() => initialTexts(periods, ctx));
  const [badDates, setBadDates] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [save, saving] = useMutation(SetMetricDataValuesDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [jumps, setJumps] = useState<MetricJump[]>([]);
  const entries = useMemo(() => readEntries(periods, texts, ctx, badDates), [periods, texts, ctx, badDates]);
  // Runs from the first render: Save stays disabled until the form is valid.
  const validation = useMemo(
    () => validateMetricsForm(periods, entries.values, ctx, entries.errors),
    [periods, entries, ctx],
  );

  const submit = async () => {
    setFailure(null);
    try {
      await save({
        variables: {
          startupId,
          date: localDateTimeWithSeconds(new Date()),
          values: valuesToSubmit(periods, entries.values, ctx),
        },
      });
      setJumps([]);
      onSaved();
    } catch (err) {
      setJumps([]);
      setFailure(failureOf(err));
    }
  };
  const setBad = (id: string, bad: boolean) =>
    setBadDates((old) =>
      old.has(id) === bad ? old : bad ? new Set(old).add(id) : new Set([...old].filter((x) => x !== id)),
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!validation.valid) return;
        const far = jumpsToConfirm(periods, entries.values, ctx);
        if (far.length) setJumps(far);
        else void submit();
      }}
      noValidate
      data-testid="metrics-form"
    >
      <Stack gap="lg">
        {periods.map((period) => (
          <PeriodBlock key={period.id} period={period} invalidDate={validation.invalidPeriods.has(period.id)}>
            {groupByCategory(period.data).map((group) => (
              <Fieldset
                key={group.category ?? ''}
                legend={group.category ?? t('metrics.form.uncategorized')}
                variant="unstyled"
              >
                <Stack gap="sm">
                  {group.items.map((item) => (
                    <MetricField
                      key={item.id}
                      item={item}
                      value={texts[item.id] ?? ''}
                      error={validation.fields[item.id]}
                      showError={touched.has(item.id) || (texts[item.id] ?? '') !== '' || badDates.has(item.id)}
                      ctx={ctx}
                      onChange={(text, bad) => {
                        onEdited();
                        setTexts((old) => ({ ...old, [item.id]: text }));
                        setBad(item.id, bad);
                      }}
                      onBlur={(bad) => {
                        setTouched((old) => new Set(old).add(item.id));
                        setBad(item.id, bad);
                        // Once left, a number reads back as it was understood ("1.234,5" → "1234,5" in French).
                        if (
                          shapeOf(item, ctx).kind === 'number' &&
                          !entries.errors[item.id] &&
                          (texts[item.id] ?? '').trim() !== ''
                        ) {
                          setTexts((old) => ({
                            ...old,
                            [item.id]: displayNumericValue(entries.values[item.id], ctx.locale),
                          }));
                        }
                      }}
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
        {failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            data-testid="metrics-save-error"
          >
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!validation.valid} loading={saving.loading} data-testid="metrics-save">
            {t('metrics.form.save')}
          </Button>
        </Group>
      </Stack>
      <JumpConfirmDialog
        jumps={jumps}
        currency={ctx.currency}
        saving={saving.loading}
        onDismiss={() => setJumps([])}
        onConfirm={() => void submit()}
      />
    </form>
  );
}

function PeriodBlock({
  period,
  invalidDate,
  children,
}: {
  period: MetricPeriod;
  invalidDate: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const banner = periodBanner(period, i18n.language);
  const titleId = `metrics-period-${period.id}`;
  const params = Object.fromEntries((banner?.params ?? []).map((p, i) => [String(i), p]));
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="metrics-period"
    >
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
