// What an export of the pipeline holds (issue 21 item 5): the applications module decides who may export which
// applications and what the file says; the exports module queues, writes and serves the file (its producer of the
// `applications` kind, exports.producers.ts, calls these functions through applications.public.ts).
//
// Who: staff who manage the intakes (APPLICATIONS:EDIT on each intake exported), in a plan that opens
// BULK_APPLICATION_EXPORT. The file carries every applicant's name and email address and every submitted answer, so
// it is for the people who decide and write to applicants, not for evaluators (who may be under anonymity and never
// see emails). The filters are the pipeline's (intake, status or group, name search); at most
// APPLICATION_LIMITS.maxExportRows applications. The table is read again when the file is written, with the
// requester's rights as they are then.
import {
  APPLICATION_LIMITS,
  answerCell,
  answerFiltersProblem,
  isApplicationStatus,
  isApplicationStatusGroup,
  planUnlocks,
  statusesOfFilter,
  takesAnswer,
  translatedLabel,
  type ApplicationAnswerFilter,
  type ApplicationStatus,
  type ApplicationStatusGroup,
  type FormQuestion,
} from '@ascent/shared';
import type { ApplicationAnswerFilterInput } from '../../generated/graphql.ts';
import type { Cell, Table } from '../../core/csv.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { t, type ServerMessageKey } from '../../core/i18n.ts';
import type { AuthUser } from '../../core/identity.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { publishedForm } from '../forms/forms.public.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { applicationError } from './applications.input.ts';
import {
  applicationsOfFilter,
  listFunnelRows,
  listMembers,
  listRounds,
  pageOfApplications,
  submittedAnswersOf,
} from './applications.repository.ts';
import type { FunnelRoundRow, FunnelRow } from './applications.schema.ts';
import { applicationReference } from './application-reviews.access.ts';
import { applicationsMatching, parseAnswerFilters } from './application-filters.ts';

/** The pipeline's filters, as requested and stored with the export. */
export interface ApplicationsExportFilters {
  funnelId: string | null;
  status: ApplicationStatus | null;
  group: ApplicationStatusGroup | null;
  search: string | null;
  /** The pipeline's answer filters (application-filters.ts), all to hold. */
  answers: ApplicationAnswerFilter[];
}

const EXPORT_PERMISSION = 'APPLICATIONS:EDIT';

/** The intakes the person may export: every one (null) or these. */
async function exportableFunnels(tdb: TenantDb, user: Pick<AuthUser, 'id' | 'rolePermissions'>) {
  return reachIds(await new Authorizer(tdb, user).reach(EXPORT_PERMISSION)) ?? null;
}

/** The intakes a filter covers for the person; an intake named that they may not export is not found. */
async function coveredFunnels(
  tdb: TenantDb,
  user: Pick<AuthUser, 'id' | 'rolePermissions'>,
  funnelId: string | null,
): Promise<string[] | null> {
  const reach = await exportableFunnels(tdb, user);
  if (!funnelId) return reach;
  if (reach && !reach.includes(funnelId)) throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
  return [funnelId];
}

/**
 * Checks a request (the plan, the filters, the caller's right to the intakes, the size) before anything is stored;
 * answers the filters to keep with the export and the intake's name (null for every intake).
 */
export async function checkApplicationsExport(
  scope: SignedIn,
  raw: {
    funnelId?: string | null;
    status?: string | null;
    group?: string | null;
    search?: string | null;
    answers?: readonly ApplicationAnswerFilterInput[] | null;
  },
): Promise<{ filters: ApplicationsExportFilters; name: string | null; count: number }> {
  if (!planUnlocks(scope.tenant.planName, 'BULK_APPLICATION_EXPORT'))
    throw new AppError('FEATURE_DISABLED', 'Exporting applications is not available in your selected plan.', {
      paywall: 'BULK_APPLICATION_EXPORT',
    });
  const search = (raw.search ?? '').trim();
  if (search.length > APPLICATION_LIMITS.searchMax)
    throw applicationError('searchTooLong', { max: APPLICATION_LIMITS.searchMax }, { field: 'search' });
  if (raw.status != null && !isApplicationStatus(raw.status))
    throw new AppError('VALIDATION_FAILED', 'Unknown application status.', { field: 'status' });
  if (raw.group != null && !isApplicationStatusGroup(raw.group))
    throw new AppError('VALIDATION_FAILED', 'Unknown status group.', { field: 'group' });
  let name: string | null = null;
  if (raw.funnelId != null) {
    const [funnel] = isUuid(raw.funnelId) ? await listFunnelRows(scope.tdb, [raw.funnelId]) : [];
    if (!funnel) throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
    name = funnel.name;
  }
  const filters: ApplicationsExportFilters = {
    funnelId: raw.funnelId ?? null,
    status: (raw.status as ApplicationStatus | null) ?? null,
    // A status wins over a group, as in the list.
    group: raw.status ? null : ((raw.group as ApplicationStatusGroup | null) ?? null),
    search: search || null,
    answers: parseAnswerFilters(raw.answers ?? []),
  };
  const funnelIds = await coveredFunnels(scope.tdb, scope.user, filters.funnelId);
  const { total } = await pageOfApplications(scope.tdb, {
    funnelIds,
    statuses: statusesOfFilter(filters),
    search: filters.search,
    ids: await applicationsMatching(scope.tdb, filters.answers, funnelIds),
    cursor: null,
    limit: 0,
  });
  tooMany(total);
  return { filters, name, count: total };
}

function tooMany(count: number): void {
  const max = APPLICATION_LIMITS.maxExportRows;
  if (count > max) throw applicationError('tooManyToExport', { count, max });
}

/** The stored filters read back (they were checked when requested; anything else is dropped). */
export function parseExportFilters(raw: Readonly<Record<string, unknown>> | undefined): ApplicationsExportFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    funnelId: text(raw?.funnelId),
    status: isApplicationStatus(raw?.status) ? raw.status : null,
    group: isApplicationStatusGroup(raw?.group) ? raw.group : null,
    search: text(raw?.search)?.slice(0, APPLICATION_LIMITS.searchMax) ?? null,
    answers:
      Array.isArray(raw?.answers) && !answerFiltersProblem(raw.answers)
        ? (raw.answers as ApplicationAnswerFilter[])
        : [],
  };
}

const STATUS_KEYS: Record<ApplicationStatus, ServerMessageKey> = {
  draft: 'csv.applications.statuses.draft',
  ready_for_invitation: 'csv.applications.statuses.ready_for_invitation',
  ready_for_meeting: 'csv.applications.statuses.ready_for_meeting',
  under_review: 'csv.applications.statuses.under_review',
  pending_decision: 'csv.applications.statuses.pending_decision',
  accepted: 'csv.applications.statuses.accepted',
  rejected: 'csv.applications.statuses.rejected',
  delay_rejected: 'csv.applications.statuses.delay_rejected',
};

const HEADER: ServerMessageKey[] = [
  'csv.applications.reference',
  'csv.applications.name',
  'csv.applications.status',
  'csv.applications.intake',
  'csv.applications.applicants',
  'csv.applications.emails',
  'csv.applications.roundsSubmitted',
  'csv.applications.rounds',
  'csv.applications.submittedAt',
  'csv.applications.updatedAt',
];

/** One answer column: a question of a round's published form. */
interface AnswerColumn {
  roundId: string;
  question: FormQuestion;
  header: string;
}

async function answerColumns(
  tdb: TenantDb,
  funnels: readonly FunnelRow[],
  rounds: readonly FunnelRoundRow[],
  language: string,
): Promise<AnswerColumn[]> {
  const columns: AnswerColumn[] = [];
  for (const funnel of funnels)
    for (const round of rounds.filter((r) => r.funnelId === funnel.id)) {
      const form = await publishedForm(tdb, round.formId);
      for (const question of form?.rules ?? []) {
        if (!takesAnswer(question) && question.questionType !== 'calculated') continue;
        const label = translatedLabel(question.label, language) || question.label.find((l) => l.value)?.value || '';
        const where = funnels.length > 1 ? `${funnel.name} · ${round.name}` : round.name;
        columns.push({ roundId: round.id, question, header: `${where}: ${label}` });
      }
    }
  return columns;
}

/** Rows are read and written in slices, each pushing the progress on. */
const SLICE = 500;

/**
 * The export's table for its requester as they are now (their rights, their language): one row per application,
 * most recently changed first, then one column per question of each round's published form (answers of submitted
 * rounds only). `progress` is told the share done, 0 to 1, after each slice. A requester who may no longer export
 * any of it, or a filter that now matches too many, is refused with an AppError whose message the export keeps.
 */
export async function applicationsExportTable(
  tdb: TenantDb,
  requester: Pick<AuthUser, 'id' | 'rolePermissions'>,
  filters: ApplicationsExportFilters,
  language: string,
  progress: (share: number) => Promise<void>,
): Promise<{ table: Table; sheetName: string }> {
  const funnelIds = await coveredFunnels(tdb, requester, filters.funnelId);
  const limit = APPLICATION_LIMITS.maxExportRows;
  const rows = await applicationsOfFilter(tdb, {
    funnelIds,
    statuses: statusesOfFilter(filters),
    search: filters.search,
    ids: await applicationsMatching(tdb, filters.answers, funnelIds),
    limit: limit + 1,
  });
  if (rows.length > limit)
    throw new AppError('VALIDATION_FAILED', `More than ${limit} applications match; narrow the export.`);
  const shownFunnelIds = filters.funnelId ? [filters.funnelId] : [...new Set(rows.map((r) => r.funnelId))];
  const funnels = (await listFunnelRows(tdb, shownFunnelIds)).sort((a, b) => a.name.localeCompare(b.name, language));
  const rounds = await listRounds(tdb, shownFunnelIds);
  const columns = await answerColumns(tdb, funnels, rounds, language);
  const funnelName = new Map(funnels.map((f) => [f.id, f.name]));
  const roundCount = (funnelId: string) => rounds.filter((r) => r.funnelId === funnelId).length;
  const out: Cell[][] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = rows.slice(start, start + SLICE);
    const ids = slice.map((r) => r.id);
    const [members, answers] = await Promise.all([listMembers(tdb, ids), submittedAnswersOf(tdb, ids)]);
    for (const row of slice) {
      const people = members.filter((m) => m.applicationId === row.id);
      const given = new Map(answers.filter((a) => a.applicationId === row.id).map((a) => [a.roundId, a.answers]));
      out.push([
        applicationReference(row.id),
        row.name,
        isApplicationStatus(row.status) ? t(language, STATUS_KEYS[row.status]) : row.status,
        funnelName.get(row.funnelId) ?? '',
        people.map(fullNameOf).join('; '),
        people.map((m) => m.email).join('; '),
        row.roundsSubmitted,
        roundCount(row.funnelId),
        row.submittedAt?.toISOString() ?? null,
        row.updatedAt.toISOString(),
        ...columns.map((c) => answerCell(c.question, given.get(c.roundId)?.[c.question.id], language)),
      ]);
    }
    await progress(Math.min(rows.length, start + SLICE) / Math.max(rows.length, 1));
  }
  return {
    table: { header: [...HEADER.map((key) => t(language, key)), ...columns.map((c) => c.header)], rows: out },
    sheetName: t(language, 'csv.applications.sheet'),
  };
}
