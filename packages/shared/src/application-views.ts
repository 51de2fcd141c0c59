// The staff pipeline's filters (/applications): status or group, intake, search over names and answers, filters on
// the answers to a round's questions with the forms engine's operators (decided by `matchesOperator`, the same rule
// as a form's conditions), and the layout. A saved view (savedViewsApplications) stores exactly this, checked by
// `parseApplicationViewFilters` on the server before it is stored and in the browser before it is applied.
import { APPLICATION_STATUS_GROUPS, type ApplicationStatusGroup } from './applications.ts';
import type { ErrorReasonTable } from './errors.ts';
import { FILTER_OPERATORS, type FilterOperator } from './forms.ts';
import { isApplicationStatus, type ApplicationStatus } from './statuses.ts';

export const APPLICATION_VIEW_LIMITS = {
  /** Answer filters one list may combine (all must hold). */
  maxAnswerFilters: 5,
  /** Values one answer filter may compare with. */
  maxFilterValues: 20,
  valueMax: 200,
  searchMax: 200,
  /** A saved view's name. */
  viewNameMax: 60,
  /** Saved views one person may keep per list. */
  viewsPerUser: 50,
} as const;

/** Operators that need no value: the rest compare with at least one. */
export const VALUELESS_OPERATORS: readonly FilterOperator[] = ['EXISTS', 'NOT_EXISTS'];

export interface ApplicationAnswerFilter {
  readonly roundId: string;
  readonly questionId: string;
  readonly operator: FilterOperator;
  readonly values: readonly string[];
}

export const APPLICATION_LAYOUTS = ['table', 'cards'] as const;
export type ApplicationLayout = (typeof APPLICATION_LAYOUTS)[number];

export interface ApplicationViewFilters {
  readonly funnelId: string | null;
  readonly status: ApplicationStatus | null;
  readonly group: ApplicationStatusGroup | null;
  readonly search: string;
  readonly answers: readonly ApplicationAnswerFilter[];
  readonly layout: ApplicationLayout;
}

export const DEFAULT_APPLICATION_VIEW: ApplicationViewFilters = {
  funnelId: null,
  status: null,
  group: 'allPending',
  search: '',
  answers: [],
  layout: 'table',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

export type AnswerFilterProblem = 'tooMany' | 'badQuestion' | 'badOperator' | 'badValues';

/** What is wrong with a list of answer filters, or null; a filter must name a round, a question and fitting values. */
export function answerFiltersProblem(filters: readonly unknown[]): AnswerFilterProblem | null {
  if (filters.length > APPLICATION_VIEW_LIMITS.maxAnswerFilters) return 'tooMany';
  for (const raw of filters) {
    const f = raw as Partial<ApplicationAnswerFilter> | null;
    if (!f || typeof f !== 'object' || !isId(f.roundId) || !isId(f.questionId)) return 'badQuestion';
    if (!(FILTER_OPERATORS as readonly unknown[]).includes(f.operator)) return 'badOperator';
    const values = f.values;
    if (!Array.isArray(values) || values.length > APPLICATION_VIEW_LIMITS.maxFilterValues) return 'badValues';
    if (values.some((v) => typeof v !== 'string' || v.length > APPLICATION_VIEW_LIMITS.valueMax)) return 'badValues';
    const needsValue = !VALUELESS_OPERATORS.includes(f.operator as FilterOperator);
    if (needsValue && !values.some((v: string) => v.trim() !== '')) return 'badValues';
  }
  return null;
}

/** A stored or typed view, checked field by field; null when any part is not what the pipeline can show. */
export function parseApplicationViewFilters(input: unknown): ApplicationViewFilters | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const v = input as Record<string, unknown>;
  const funnelId = v.funnelId ?? null;
  if (funnelId !== null && !isId(funnelId)) return null;
  const status = v.status ?? null;
  if (status !== null && !isApplicationStatus(status)) return null;
  const group = v.group ?? null;
  if (group !== null && !(typeof group === 'string' && Object.hasOwn(APPLICATION_STATUS_GROUPS, group))) return null;
  const search = v.search ?? '';
  if (typeof search !== 'string' || search.length > APPLICATION_VIEW_LIMITS.searchMax) return null;
  const answers = v.answers ?? [];
  if (!Array.isArray(answers) || answerFiltersProblem(answers)) return null;
  const layout = v.layout ?? 'table';
  if (!(APPLICATION_LAYOUTS as readonly unknown[]).includes(layout)) return null;
  return {
    funnelId,
    status,
    group: group as ApplicationStatusGroup | null,
    search,
    answers: (answers as ApplicationAnswerFilter[]).map((a) => ({
      roundId: a.roundId,
      questionId: a.questionId,
      operator: a.operator,
      values: [...a.values],
    })),
    layout: layout as ApplicationLayout,
  };
}

export const APPLICATION_VIEW_ERROR_MESSAGES = {
  tooMany: {
    key: 'applications.views.errors.tooMany',
    defaultMessage: 'Combine at most {max} answer filters.',
  },
  badQuestion: {
    key: 'applications.views.errors.badQuestion',
    defaultMessage: 'This filter names a question that is not in this intake.',
  },
  badOperator: { key: 'applications.views.errors.badOperator', defaultMessage: 'This filter operator is unknown.' },
  badValues: {
    key: 'applications.views.errors.badValues',
    defaultMessage: 'Give this filter a value (at most {max} of up to {length} characters).',
  },
  viewNotFound: { key: 'applications.views.errors.viewNotFound', defaultMessage: 'This saved view does not exist.' },
  badName: {
    key: 'applications.views.errors.badName',
    defaultMessage: 'Name the view in 1 to {max} characters.',
  },
  nameTaken: { key: 'applications.views.errors.nameTaken', defaultMessage: 'You already have a view of this name.' },
  tooManyViews: {
    key: 'applications.views.errors.tooManyViews',
    defaultMessage: 'You can keep at most {max} views of this list.',
  },
  badFilters: {
    key: 'applications.views.errors.badFilters',
    defaultMessage: 'These filters cannot be saved as a view.',
  },
} as const satisfies ErrorReasonTable;
export type ApplicationViewErrorReason = keyof typeof APPLICATION_VIEW_ERROR_MESSAGES;
