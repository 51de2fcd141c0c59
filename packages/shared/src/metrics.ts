// Metrics, their collection forms, categorization, tags, currencies and date formats (spec 02 §3, §5, §9).

import type { ErrorReasonTable } from './errors.ts';
import type { MessageDescriptor } from './forms.ts';

export const METRIC_UNIT_TYPES = [
  'PERCENTAGE',
  'MONETARY',
  'EMPLOYEE',
  'CUSTOMER',
  'USER',
  'SUBSCRIBER',
  'DATE',
  'MONTHS',
  'CUSTOM',
] as const;
export type MetricUnitType = (typeof METRIC_UNIT_TYPES)[number];

export const METRIC_DATA_TYPES = ['numeric', 'non-numeric'] as const;
export type MetricDataType = (typeof METRIC_DATA_TYPES)[number];

/** Pending forms in the order they are handled: categorization first, then metrics. */
export const PENDING_DATA_FORM_TYPES = ['CATEGORIZATION', 'METRICS'] as const;
export type PendingDataFormType = (typeof PENDING_DATA_FORM_TYPES)[number];

/** Categorization question keys the spec names ("include": programmes may add more). */
export const CATEGORIZATION_ANSWER_KEYS = [
  'HasFreeUsers',
  'IsGeneratingSales',
  'RecurringRevenueModel',
  'ServiceIsLive',
] as const;
export type CategorizationAnswerKey = (typeof CATEGORIZATION_ANSWER_KEYS)[number];

/** A categorization answer is yes or no; null means unanswered. */
export const CATEGORIZATION_ANSWER_VALUES = ['yes', 'no'] as const;
export type CategorizationAnswerValue = (typeof CATEGORIZATION_ANSWER_VALUES)[number];
export type CategorizationAnswer = CategorizationAnswerValue | null;

export const SIGNAL_COLORS = ['green', 'blue', 'orange', 'red'] as const;
export type SignalColor = (typeof SIGNAL_COLORS)[number];

export const TAG_CATEGORIES = [
  'marketing',
  'sales',
  'development',
  'finance',
  'design',
  'strategy',
  'customer_validation',
  'mvp',
  'asset',
  'cogs',
  'legal',
  'untagged',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** ISO 4217 codes a programme can report in. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'INR',
  'JPY',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'CNY',
  'HKD',
  'SGD',
  'KRW',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'UAH',
  'ILS',
  'AED',
  'SAR',
  'EGP',
  'MAD',
  'NGN',
  'KES',
  'ZAR',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'IDR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';
export const DEFAULT_MONEY_LOCALE = 'en';
/** Money is shown without decimals. */
export const CURRENCY_FRACTION_DIGITS = 0;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Formats an amount with zero decimals; an unknown currency falls back to the default. */
export function formatMoney(amount: number, currency?: string | null, locale: string = DEFAULT_MONEY_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
    minimumFractionDigits: CURRENCY_FRACTION_DIGITS,
    maximumFractionDigits: CURRENCY_FRACTION_DIGITS,
  }).format(amount);
}

/** The symbol a monetary input shows ('$' for USD in English). */
export function currencySymbol(currency?: string | null, locale: string = DEFAULT_MONEY_LOCALE): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? '';
}

/** Date formats a user can choose for display (date-fns tokens). */
export const DATE_FORMAT_OPTIONS = ['MM/dd/yy', 'dd/MM/yy', 'MMMM dd, yy', 'dd MMMM, yy'] as const;
export type DateFormatOption = (typeof DATE_FORMAT_OPTIONS)[number];

/** Default display format (dayjs tokens), rendered in UTC. */
export const DEFAULT_DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';
/** Period dates of metric data. */
export const METRIC_DATE_FORMAT = 'yyyy-MM-dd';

/** Kinds of rule the server attaches to a metric. */
export const METRIC_VALIDATION_RULES = ['lessThan', 'moreThan', 'min', 'max'] as const;
export type MetricValidationRule = (typeof METRIC_VALIDATION_RULES)[number];

export const METRIC_FORM_MESSAGES = {
  atLeastOne: { key: 'metrics.form.atLeastOne', defaultMessage: 'You need to fill at least one of these fields' },
  invalidAmount: { key: 'metrics.form.invalidAmount', defaultMessage: 'Invalid amount' },
  invalidNumber: { key: 'metrics.form.invalidNumber', defaultMessage: 'Invalid number' },
  lessThan: { key: 'metrics.form.lessThan', defaultMessage: 'This must be less than {value}' },
  greaterThan: { key: 'metrics.form.greaterThan', defaultMessage: 'This must be greater than {value}' },
  invalidPeriodDate: {
    key: 'metrics.form.invalidPeriodDate',
    defaultMessage: 'The date received for this data update is invalid',
  },
  upToDate: { key: 'metrics.form.upToDate', defaultMessage: 'Metrics are up to date.' },
  bannerUntil: { key: 'metrics.banner.until', defaultMessage: 'Update until {0}' },
  bannerMonth: { key: 'metrics.banner.month', defaultMessage: 'Update the data for the month of {0}' },
  bannerPeriod: { key: 'metrics.banner.period', defaultMessage: 'Update the data for {0}' },
  bannerRange: { key: 'metrics.banner.range', defaultMessage: 'Update from {0} to {1}' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Why saving metric values is refused (`extensions.reason`, with `params`): the form's own rules, checked again by
 * the server, and the period's. A rule with a custom label sends that label (the administrator's words) as `label`.
 */
export const METRIC_ERROR_MESSAGES = {
  atLeastOne: METRIC_FORM_MESSAGES.atLeastOne,
  invalidAmount: METRIC_FORM_MESSAGES.invalidAmount,
  invalidNumber: METRIC_FORM_MESSAGES.invalidNumber,
  lessThan: METRIC_FORM_MESSAGES.lessThan,
  greaterThan: METRIC_FORM_MESSAGES.greaterThan,
  invalidPeriodDate: METRIC_FORM_MESSAGES.invalidPeriodDate,
  customRule: { key: 'metrics.errors.customRule', defaultMessage: '{label}' },
  periodNotOpen: { key: 'metrics.errors.periodNotOpen', defaultMessage: 'This period is not open.' },
} as const satisfies ErrorReasonTable;
export type MetricErrorReason = keyof typeof METRIC_ERROR_MESSAGES;

/** Why a metric definition or a collection is refused (the metrics administration screens). */
export const METRIC_ADMIN_ERROR_MESSAGES = {
  unsupportedLanguage: {
    key: 'metricsAdmin.errors.unsupportedLanguage',
    defaultMessage: '"{language}" is not a supported language.',
  },
  textTooLong: { key: 'metricsAdmin.errors.textTooLong', defaultMessage: 'A {field} is at most {max} characters.' },
  englishNameRequired: {
    key: 'metricsAdmin.errors.englishNameRequired',
    defaultMessage: 'The English name is required.',
  },
  unknownUnitType: { key: 'metricsAdmin.errors.unknownUnitType', defaultMessage: 'Unknown unit type.' },
  customUnitNameRequired: {
    key: 'metricsAdmin.errors.customUnitNameRequired',
    defaultMessage: 'A custom unit needs its name.',
  },
  invalidRecurrence: {
    key: 'metricsAdmin.errors.invalidRecurrence',
    defaultMessage: 'The recurrence must be a whole number of days, weeks, months or years (1 to 366).',
  },
  tooManyRules: { key: 'metricsAdmin.errors.tooManyRules', defaultMessage: 'At most {max} rules.' },
  rulesNeedNumeric: {
    key: 'metricsAdmin.errors.rulesNeedNumeric',
    defaultMessage: 'Only numeric metrics can have rules.',
  },
  unknownRuleKind: { key: 'metricsAdmin.errors.unknownRuleKind', defaultMessage: 'Unknown rule kind.' },
  ruleValueOrMetrics: {
    key: 'metricsAdmin.errors.ruleValueOrMetrics',
    defaultMessage: 'A rule has either a fixed value or one or more metrics.',
  },
  ruleValueNotNumber: {
    key: 'metricsAdmin.errors.ruleValueNotNumber',
    defaultMessage: 'A rule value must be a number.',
  },
  ruleUnknownMetric: {
    key: 'metricsAdmin.errors.ruleUnknownMetric',
    defaultMessage: 'A rule refers to a metric that does not exist.',
  },
  ruleSelfReference: {
    key: 'metricsAdmin.errors.ruleSelfReference',
    defaultMessage: 'A rule cannot refer to its own metric.',
  },
  ruleNonNumericMetric: {
    key: 'metricsAdmin.errors.ruleNonNumericMetric',
    defaultMessage: 'A rule can only refer to numeric metrics.',
  },
  invalidStartDate: {
    key: 'metricsAdmin.errors.invalidStartDate',
    defaultMessage: 'The start date must be a date (yyyy-MM-dd).',
  },
  metricsRequired: { key: 'metricsAdmin.errors.metricsRequired', defaultMessage: 'Choose at least one metric.' },
  targetsRequired: {
    key: 'metricsAdmin.errors.targetsRequired',
    defaultMessage: 'Choose at least one startup or programme.',
  },
} as const satisfies ErrorReasonTable;
export type MetricAdminErrorReason = keyof typeof METRIC_ADMIN_ERROR_MESSAGES;

export const METRIC_PROMPT_MESSAGES = {
  prompt: { key: 'metrics.prompt.title', defaultMessage: 'You have metrics to update' },
  fillNow: { key: 'metrics.prompt.fillNow', defaultMessage: 'Fill now' },
  categorizationTitle: { key: 'categorization.title', defaultMessage: 'Anything Changed?' },
  categorizationPeriod: { key: 'categorization.period', defaultMessage: 'For the period of {period}' },
} as const satisfies Record<string, MessageDescriptor>;
