// The pipeline's answer filters (docs/applications.md, "Filters and saved views"): each names a question of a round
// of an intake the caller sees, and is decided by the forms engine's own `matchesOperator` on the submitted answer,
// so a filter means exactly what the same condition means in a form. The applications that pass are handed to the
// list's query as a set of ids: one read of one question's answers per filter, whatever the intake's size.
import {
  answerFiltersProblem,
  APPLICATION_VIEW_ERROR_MESSAGES,
  APPLICATION_VIEW_LIMITS,
  matchesOperator,
  takesAnswer,
  type AnswerFilterProblem,
  type AnswerValue,
  type ApplicationAnswerFilter,
  type ApplicationViewErrorReason,
  type ErrorCode,
  type FilterOperator,
} from '@ascent/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { ApplicationAnswerFilterInput, ApplicationIntake, RoundFilterQuestions } from '../../generated/graphql.ts';
import { publishedForm } from '../forms/forms.public.ts';
import { staffCan } from './applications.access.ts';
import { applicationError } from './applications.input.ts';
import { findFunnel, listFunnelRows, listRounds } from './applications.repository.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { applicationRoundAnswers, applications, funnelRounds } from './applications.schema.ts';

const CODES: Partial<Record<ApplicationViewErrorReason, ErrorCode>> = { viewNotFound: 'NOT_FOUND' };

export const viewError = (reason: ApplicationViewErrorReason, params?: Record<string, string | number>): AppError =>
  reasonError(CODES[reason] ?? 'VALIDATION_FAILED', APPLICATION_VIEW_ERROR_MESSAGES, reason, params, {
    field: reason.startsWith('bad') || reason === 'tooMany' ? 'answers' : 'name',
  });

function filterError(problem: AnswerFilterProblem): AppError {
  const L = APPLICATION_VIEW_LIMITS;
  return viewError(problem, {
    max: problem === 'tooMany' ? L.maxAnswerFilters : L.maxFilterValues,
    length: L.valueMax,
  });
}

/** The filters as typed, checked by the shared rule. */
export function parseAnswerFilters(input: readonly ApplicationAnswerFilterInput[]): ApplicationAnswerFilter[] {
  const problem = answerFiltersProblem(input);
  if (problem) throw filterError(problem);
  return input.map((f) => ({ ...f, operator: f.operator as FilterOperator, values: [...f.values] }));
}

/**
 * The applications every filter lets through, within `funnelIds` (the caller's reach; null for every intake); null
 * when there is no filter. A round the caller cannot see is refused like an unknown one.
 */
export async function applicationsMatching(
  tdb: TenantDb,
  filters: readonly ApplicationAnswerFilter[],
  funnelIds: readonly string[] | null,
): Promise<string[] | null> {
  if (filters.length === 0) return null;
  const roundIds = [...new Set(filters.map((f) => f.roundId))];
  const rounds = await tdb
    .select({ id: funnelRounds.id, funnelId: funnelRounds.funnelId })
    .from(funnelRounds)
    .where(tdb.where(funnelRounds, inArray(funnelRounds.id, roundIds)));
  const funnelOf = new Map(rounds.map((r) => [r.id, r.funnelId]));
  for (const id of roundIds) {
    const funnelId = funnelOf.get(id);
    if (!funnelId || (funnelIds && !funnelIds.includes(funnelId))) throw filterError('badQuestion');
  }
  // One read per round of the answers its filters name; every application of the intake is read only when a filter
  // can hold for an unanswered question (NOT_EXISTS, IS_NOT, SIZE 0). Each round narrows what the previous left.
  let passing: readonly string[] | null = null;
  for (const roundId of roundIds) {
    const mine = filters.filter((f) => f.roundId === roundId);
    const questionIds = [...new Set(mine.map((f) => f.questionId))];
    const answered = await roundAnswers(tdb, roundId, questionIds);
    const missingCanMatch = mine.some((f) => matchesOperator(f.operator, undefined, f.values));
    const candidates: readonly string[] =
      passing ?? (missingCanMatch ? await applicationIdsOf(tdb, funnelOf.get(roundId)!) : [...answered.keys()]);
    passing = candidates.filter((id) =>
      mine.every((f) =>
        matchesOperator(f.operator, answered.get(id)?.[questionIds.indexOf(f.questionId)] ?? null, f.values),
      ),
    );
  }
  return [...(passing ?? [])];
}

/** A round's submitted answers to these questions, by application, in the order of `questionIds`. */
async function roundAnswers(
  tdb: TenantDb,
  roundId: string,
  questionIds: readonly string[],
): Promise<Map<string, (AnswerValue | null)[]>> {
  const picked = sql.join(
    questionIds.map((q) => sql`${applicationRoundAnswers.answers} -> ${q}::text`),
    sql`, `,
  );
  const rows = await tdb
    .select({
      id: applicationRoundAnswers.applicationId,
      answers: sql<(AnswerValue | null)[]>`jsonb_build_array(${picked})`,
    })
    .from(applicationRoundAnswers)
    .where(
      tdb.where(
        applicationRoundAnswers,
        and(eq(applicationRoundAnswers.roundId, roundId), isNotNull(applicationRoundAnswers.submittedAt)),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.answers]));
}

async function applicationIdsOf(tdb: TenantDb, funnelId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: applications.id })
    .from(applications)
    .where(tdb.where(applications, eq(applications.funnelId, funnelId)));
  return rows.map((r) => r.id);
}

/** The answerable questions of an intake's rounds, each as its published form asks it. */
export async function applicationFilterQuestions(scope: SignedIn, funnelId: string): Promise<RoundFilterQuestions[]> {
  const funnel = isUuid(funnelId) ? await findFunnel(scope.tdb, funnelId) : null;
  if (!funnel || !(await staffCan(scope, 'APPLICATIONS:VIEW', funnel.id)))
    throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
  const out: RoundFilterQuestions[] = [];
  for (const round of await listRounds(scope.tdb, [funnel.id])) {
    const form = await publishedForm(scope.tdb, round.formId);
    const answerable = new Set((form?.rules ?? []).filter((q) => takesAnswer(q)).map((q) => q.id));
    out.push({
      roundId: round.id,
      roundName: round.name,
      questions: (form?.questions ?? []).filter((q) => answerable.has(q._id)),
    });
  }
  return out;
}

/** The intakes whose applications the caller sees, by name. */
export async function applicationIntakes(scope: SignedIn): Promise<ApplicationIntake[]> {
  const reach = reachIds(await new Authorizer(scope.tdb, scope.user).reach('APPLICATIONS:VIEW')) ?? null;
  const rows = await listFunnelRows(scope.tdb, reach);
  return rows.map((f) => ({ _id: f.id, name: f.name })).sort((a, b) => a.name.localeCompare(b.name));
}
