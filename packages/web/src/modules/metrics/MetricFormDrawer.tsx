// Create or edit a metric definition: names and descriptions per language (English required), unit, data type,
// category, tracking recurrence and rules.
import { LANGUAGE_NATIVE_NAMES, isSupportedLanguage } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Drawer,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
  Textarea,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MetricsAdminCreateDocument,
  MetricsAdminListDocument,
  MetricsAdminUpdateDocument,
  type MetricsAdminMetricFragment,
} from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { RulesBuilder } from './RulesBuilder.tsx';
import {
  FREQUENCIES,
  UNIT_TYPES,
  canHaveRules,
  emptyMetricForm,
  formLanguages,
  formOfMetric,
  labelIn,
  metricFormErrors,
  metricInputOf,
  type MetricFormValues,
} from './metricModel.ts';
import { useMetricsFailureMessage } from './metricsErrors.ts';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The metric being edited; null for a new one. */
  readonly metric: MetricsAdminMetricFragment | null;
  /** Every metric (for the rules' references). */
  readonly metrics: readonly MetricsAdminMetricFragment[];
  readonly onSaved: (name: string) => void;
}

export function MetricFormDrawer(props: Props) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const { t } = useTranslation();
  return (
    // Composed so the header is a plain block: a <header> inside the dialog would count as a second banner.
    <Drawer.Root
      opened={props.opened}
      onClose={props.onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={phone ? '100%' : 'lg'}
    >
      <Drawer.Overlay />
      <Drawer.Content data-testid="metric-form">
        <Drawer.Header component="div">
          <Drawer.Title>
            {props.metric ? t('metricsAdmin.form.editTitle') : t('metricsAdmin.form.newTitle')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('metricsAdmin.form.close')} />
        </Drawer.Header>
        <Drawer.Body>{props.opened ? <MetricForm {...props} /> : null}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function MetricForm({ onClose, metric, metrics, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const tenant = useRequiredTenant();
  const failure = useMetricsFailureMessage();
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation(MetricsAdminCreateDocument, { refetchQueries: [MetricsAdminListDocument] });
  const [update, updating] = useMutation(MetricsAdminUpdateDocument, { refetchQueries: [MetricsAdminListDocument] });
  const form = useForm<MetricFormValues>({
    mode: 'controlled',
    initialValues: metric ? formOfMetric(metric) : emptyMetricForm(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(metricFormErrors(values)).map(([field, key]) => [field, t(`metricsAdmin.form.errors.${key}`)]),
      ),
  });
  const values = form.getValues();
  const languages = formLanguages(tenant.defaultLanguage, [
    ...Object.keys(values.names),
    ...Object.keys(values.descriptions),
  ]).filter(isSupportedLanguage);
  const options = metrics
    .filter(
      (m) => m.id !== metric?.id && !m.archived && m.dataType === 'numeric' && m.unitOfMeasure.unitType !== 'DATE',
    )
    .map((m) => ({ value: m.id, label: labelIn(m.name, i18n.language) }));

  const submit = form.onSubmit(
    async (v) => {
      setError(null);
      try {
        const input = metricInputOf(v);
        if (metric) await update({ variables: { id: metric.id, input } });
        else await create({ variables: { input } });
        onSaved(v.names.en?.trim() ?? '');
        onClose();
      } catch (e) {
        setError(failure(e));
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="metric-form-error"
          >
            {error}
          </Alert>
        ) : null}
        <Tabs defaultValue="en" keepMounted>
          <Tabs.List aria-label={t('metricsAdmin.form.languages')}>
            {languages.map((lang) => (
              <Tabs.Tab key={lang} value={lang} lang={lang} c={form.errors[`names.${lang}`] ? 'red' : undefined}>
                {LANGUAGE_NATIVE_NAMES[lang]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {languages.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('metricsAdmin.form.name', { language: LANGUAGE_NATIVE_NAMES[lang] })}
                  required={lang === 'en'}
                  dir="auto"
                  lang={lang}
                  maxLength={200}
                  key={form.key(`names.${lang}`)}
                  {...form.getInputProps(`names.${lang}`)}
                  value={values.names[lang] ?? ''}
                  data-testid={`metric-name-${lang}`}
                />
                <Textarea
                  label={t('metricsAdmin.form.description', { language: LANGUAGE_NATIVE_NAMES[lang] })}
                  dir="auto"
                  lang={lang}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  key={form.key(`descriptions.${lang}`)}
                  {...form.getInputProps(`descriptions.${lang}`)}
                  value={values.descriptions[lang] ?? ''}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('metricsAdmin.form.unitType')}
            data={UNIT_TYPES.map((u) => ({ value: u, label: t(`metricsAdmin.units.${u}`) }))}
            key={form.key('unitType')}
            {...form.getInputProps('unitType')}
            data-testid="metric-unit"
          />
          {values.unitType === 'CUSTOM' ? (
            <TextInput
              label={t('metricsAdmin.form.customUnitName')}
              required
              dir="auto"
              key={form.key('customUnitName')}
              {...form.getInputProps('customUnitName')}
              data-testid="metric-custom-unit"
            />
          ) : null}
          <NativeSelect
            label={t('metricsAdmin.form.dataType')}
            data={[
              { value: 'numeric', label: t('metricsAdmin.dataTypes.numeric') },
              { value: 'nonNumeric', label: t('metricsAdmin.dataTypes.nonNumeric') },
            ]}
            key={form.key('dataType')}
            {...form.getInputProps('dataType')}
            data-testid="metric-data-type"
          />
          <TextInput
            label={t('metricsAdmin.form.category')}
            dir="auto"
            maxLength={100}
            key={form.key('category')}
            {...form.getInputProps('category')}
            data-testid="metric-category"
          />
          <NumberInput
            label={t('metricsAdmin.form.every')}
            min={1}
            max={366}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('recurrenceAmount')}
            {...form.getInputProps('recurrenceAmount')}
            data-testid="metric-recurrence-amount"
          />
          <NativeSelect
            label={t('metricsAdmin.form.frequency')}
            data={FREQUENCIES.map((f) => ({ value: f, label: t(`metricsAdmin.frequencies.${f}`) }))}
            key={form.key('recurrenceType')}
            {...form.getInputProps('recurrenceType')}
            data-testid="metric-recurrence-type"
          />
        </SimpleGrid>
        {canHaveRules(values) ? <RulesBuilder form={form} options={options} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('metricsAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="metric-save">
            {t('metricsAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
