// Metric definitions (issue 7 §4): create, update, archive, list. Input is checked here and saved in one
// transaction: a definition is stored whole or not at all.
import {
  METRIC_UNIT_TYPES,
  RECURRENCE_FREQUENCIES,
  SUPPORTED_LANGUAGES,
  isMetricRuleKind,
  isValidMetricRecurrence,
  type TranslatedText,
  METRIC_ADMIN_ERROR_MESSAGES,
  type ErrorParams,
  type MetricAdminErrorReason,
} from '@ascent/shared';
import type { MetricInput } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError, reasonError } from '../../core/errors.ts';
import { fromApiDataType, presentMetrics, type PresentedMetric } from './metrics.presenter.ts';
import {
  findMetric,
  insertMetric,
  listMetrics,
  replaceRules,
  updateMetricRow,
  type MetricValues,
  type RuleValues,
} from './metrics.repository.ts';
import { isUuid } from '../../core/validation.ts';

export const MAX_METRIC_NAME = 200;
export const MAX_METRIC_DESCRIPTION = 2000;
export const MAX_METRIC_RULES = 10;

const invalid = (reason: MetricAdminErrorReason, field: string, params?: ErrorParams) =>
  reasonError('VALIDATION_FAILED', METRIC_ADMIN_ERROR_MESSAGES, reason, params, { fields: { [field]: reason } });
export const metricNotFound = () => new AppError('NOT_FOUND', 'There is no such metric.');

function labels(
  list: readonly { language: string; value: string }[] | null | undefined,
  field: string,
  max: number,
): TranslatedText[] {
  const out: TranslatedText[] = [];
  for (const l of list ?? []) {
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(l.language))
      throw invalid('unsupportedLanguage', field, { language: l.language });
    const value = l.value.trim();
    if (value.length > max) throw invalid('textTooLong', field, { field, max });
    if (value && !out.some((o) => o.language === l.language)) out.push({ language: l.language, value });
  }
  return out;
}

/** Checks the form; `selfId` is the metric being edited (a rule may not refer to it). */
async function checkInput(
  tdb: TenantDb,
  input: MetricInput,
  selfId: string | null,
): Promise<{ values: MetricValues; rules: RuleValues[] }> {
  const name = labels(input.name, 'name', MAX_METRIC_NAME);
  if (!name.some((l) => l.language === 'en')) throw invalid('englishNameRequired', 'name');
  const description = labels(input.description, 'description', MAX_METRIC_DESCRIPTION);
  if (!(METRIC_UNIT_TYPES as readonly string[]).includes(input.unitType)) throw invalid('unknownUnitType', 'unitType');
  const customUnitName = input.unitType === 'CUSTOM' ? (input.customUnitName ?? '').trim() : '';
  if (input.unitType === 'CUSTOM' && !customUnitName) throw invalid('customUnitNameRequired', 'customUnitName');
  const recurrence = { amount: input.trackingRecurrence.amount, type: input.trackingRecurrence.type };
  if (
    !(RECURRENCE_FREQUENCIES as readonly string[]).includes(recurrence.type) ||
    !isValidMetricRecurrence(recurrence)
  ) {
    throw invalid('invalidRecurrence', 'trackingRecurrence');
  }
  const dataType = fromApiDataType(input.dataType);
  const category = (input.category ?? '').trim().slice(0, 100) || null;
  const rulesIn = input.rules ?? [];
  if (rulesIn.length > MAX_METRIC_RULES) throw invalid('tooManyRules', 'rules', { max: MAX_METRIC_RULES });
  if (rulesIn.length && (dataType !== 'numeric' || input.unitType === 'DATE'))
    throw invalid('rulesNeedNumeric', 'rules');
  const referenced = [...new Set(rulesIn.flatMap((r) => r.referenceMetricIds ?? []))];
  const known = referenced.length ? await listMetrics(tdb, { includeArchived: true, ids: referenced }) : [];
  const rules: RuleValues[] = rulesIn.map((r) => {
    if (!isMetricRuleKind(r.kind)) throw invalid('unknownRuleKind', 'rules');
    const refs = [...new Set(r.referenceMetricIds ?? [])];
    const hasValue = r.value != null;
    if (hasValue === refs.length > 0) throw invalid('ruleValueOrMetrics', 'rules');
    if (hasValue && !Number.isFinite(r.value)) throw invalid('ruleValueNotNumber', 'rules');
    for (const ref of refs) {
      const m = isUuid(ref) ? known.find((k) => k.id === ref) : undefined;
      if (!m) throw invalid('ruleUnknownMetric', 'rules');
      if (ref === selfId) throw invalid('ruleSelfReference', 'rules');
      if (m.dataType !== 'numeric' || m.unitType === 'DATE') throw invalid('ruleNonNumericMetric', 'rules');
    }
    return {
      kind: r.kind,
      value: hasValue ? r.value! : null,
      customLabel: (r.customLabel ?? '').trim().slice(0, 300) || null,
      referenceMetricIds: refs,
    };
  });
  return {
    values: {
      name,
      description,
      unitType: input.unitType,
      customUnitName: customUnitName || null,
      dataType,
      category,
      recurrenceAmount: recurrence.amount,
      recurrenceType: recurrence.type,
    },
    rules,
  };
}

async function presentOne(tdb: TenantDb, id: string): Promise<PresentedMetric> {
  const metric = await findMetric(tdb, id);
  if (!metric) throw metricNotFound();
  const refs = await listMetrics(tdb, {
    includeArchived: true,
    ids: metric.rules.flatMap((r) => r.referenceMetricIds),
  });
  return presentMetrics([metric], [metric, ...refs])[0]!;
}

export async function listMetricDefinitions(tdb: TenantDb, includeArchived: boolean): Promise<PresentedMetric[]> {
  const all = await listMetrics(tdb, { includeArchived: true });
  return presentMetrics(includeArchived ? all : all.filter((m) => !m.archived), all);
}

export async function createMetricDefinition(tdb: TenantDb, input: MetricInput): Promise<PresentedMetric> {
  const { values, rules } = await checkInput(tdb, input, null);
  const id = await tdb.transaction(async (tx) => {
    const created = await insertMetric(tx, values);
    await replaceRules(tx, created, rules);
    return created;
  });
  return presentOne(tdb, id);
}

export async function updateMetricDefinition(tdb: TenantDb, id: string, input: MetricInput): Promise<PresentedMetric> {
  if (!isUuid(id) || !(await findMetric(tdb, id))) throw metricNotFound();
  const { values, rules } = await checkInput(tdb, input, id);
  await tdb.transaction(async (tx) => {
    await updateMetricRow(tx, id, values);
    await replaceRules(tx, id, rules);
  });
  return presentOne(tdb, id);
}

export async function archiveMetricDefinition(tdb: TenantDb, id: string, archived: boolean): Promise<PresentedMetric> {
  if (!isUuid(id) || !(await findMetric(tdb, id))) throw metricNotFound();
  await updateMetricRow(tdb, id, { archived });
  return presentOne(tdb, id);
}
