// The applications module's SQL: funnels and their rounds, applications, their members, round answers and activities.
import type { AnswerValue } from '@ascent/shared';
import { and, asc, eq, ilike, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { roles, users } from '../users/users.tables.ts';
import {
  applicationActivities,
  applicationMembers,
  applicationRoundAnswers,
  applications,
  funnelRounds,
  funnels,
  type ApplicationActivityRow,
  type ApplicationRow,
  type FunnelRoundRow,
  type FunnelRow,
} from './applications.schema.ts';

export { addMember, listMembers, type MemberRow } from './application-members.repository.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listFunnelRows(tdb: TenantDb, ids: readonly string[] | null): Promise<FunnelRow[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select()
    .from(funnels)
    .where(tdb.where(funnels, ids ? inArray(funnels.id, [...ids]) : undefined))
    .orderBy(sql`${funnels.createdAt} desc`, asc(funnels.id));
}

export async function findFunnel(tdb: TenantDb, id: string, lock = false): Promise<FunnelRow | null> {
  const query = tdb
    .select()
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findFunnelBySlug(tdb: TenantDb, slug: string): Promise<FunnelRow | null> {
  const [row] = await tdb
    .select()
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.slug, slug)));
  return row ?? null;
}

export type FunnelValues = Pick<FunnelRow, 'name' | 'slug' | 'description' | 'programId' | 'rejectionDelayDays'>;

export async function insertFunnel(tdb: TenantDb, values: FunnelValues & { createdById: string }): Promise<FunnelRow> {
  const [row] = await tdb.insert(funnels, values).returning();
  return row!;
}

export async function updateFunnelRow(
  tdb: TenantDb,
  id: string,
  values: Partial<Omit<FunnelRow, 'incubatorId' | 'id'>>,
): Promise<void> {
  await tdb.update(funnels, { ...values, updatedAt: new Date() }, eq(funnels.id, id));
}

export async function applicationCounts(tdb: TenantDb, funnelIds: readonly string[]): Promise<Map<string, number>> {
  if (funnelIds.length === 0) return new Map();
  const rows = await tdb
    .select({ funnelId: applications.funnelId, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(tdb.where(applications, inArray(applications.funnelId, [...funnelIds])))
    .groupBy(applications.funnelId);
  return new Map(rows.map((r) => [r.funnelId, r.n]));
}

export async function listRounds(tdb: TenantDb, funnelIds: readonly string[]): Promise<FunnelRoundRow[]> {
  if (funnelIds.length === 0) return [];
  return tdb
    .select()
    .from(funnelRounds)
    .where(tdb.where(funnelRounds, inArray(funnelRounds.funnelId, [...funnelIds])))
    .orderBy(asc(funnelRounds.funnelId), asc(funnelRounds.position));
}

export type RoundValues = Pick<FunnelRoundRow, 'name' | 'formId' | 'evaluationFormId' | 'opensOn' | 'closesOn'>;

export async function insertRound(
  tdb: TenantDb,
  funnelId: string,
  position: number,
  values: RoundValues,
): Promise<void> {
  await tdb.insert(funnelRounds, { funnelId, position, ...values });
}

export async function updateRound(tdb: TenantDb, id: string, values: RoundValues): Promise<void> {
  await tdb.update(funnelRounds, { ...values, updatedAt: new Date() }, eq(funnelRounds.id, id));
}

export async function findApplication(tdb: TenantDb, id: string, lock = false): Promise<ApplicationRow | null> {
  const query = tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, eq(applications.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findApplications(tdb: TenantDb, ids: readonly string[], lock = false): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const query = tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, inArray(applications.id, [...ids])))
    .orderBy(asc(applications.id));
  return lock ? query.for('update') : query;
}

/** The applications a portfolio startup was accepted from, newest first. */
export async function applicationsOfStartup(tdb: TenantDb, startupId: string): Promise<ApplicationRow[]> {
  return tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, eq(applications.startupId, startupId)))
    .orderBy(sql`${applications.decidedAt} desc nulls last`, asc(applications.id));
}

export async function insertApplication(
  tdb: TenantDb,
  values: { funnelId: string; name: string; createdById: string },
): Promise<ApplicationRow> {
  const [row] = await tdb.insert(applications, values).returning();
  return row!;
}

export async function updateApplicationRow(
  tdb: TenantDb,
  id: string,
  values: Partial<Omit<ApplicationRow, 'incubatorId' | 'id'>>,
): Promise<void> {
  await tdb.update(applications, { ...values, updatedAt: new Date() }, eq(applications.id, id));
}

export interface ApplicationListCursor {
  updatedAt: string;
  id: string;
}

export interface ApplicationListQuery {
  funnelIds: readonly string[] | null;
  statuses: readonly string[];
  search?: string | null;
  /** Funnels whose applications the caller sees without names: the search does not read their names. */
  namelessFunnelIds?: readonly string[];
  /** Only these applications (what the answer filters let through); null for no such limit. */
  ids?: readonly string[] | null;
  cursor: ApplicationListCursor | null;
  limit: number;
}

function listFilters(q: Omit<ApplicationListQuery, 'cursor' | 'limit' | 'statuses'>): (SQL | undefined)[] {
  return [
    q.funnelIds ? inArray(applications.funnelId, [...q.funnelIds]) : undefined,
    q.search ? searchFilter(`%${escapeLike(q.search)}%`, q.namelessFunnelIds ?? []) : undefined,
    q.ids ? sql`${applications.id} = any(${`{${q.ids.join(',')}}`}::uuid[])` : undefined,
  ];
}

/** The name (unless the caller sees the funnel's applications without names), or a submitted round's answers. */
function searchFilter(pattern: string, nameless: readonly string[]): SQL | undefined {
  const answered = sql`exists (select 1 from ${applicationRoundAnswers} ra
    where ra.incubator_id = ${applications.incubatorId} and ra.application_id = ${applications.id}
      and ra.submitted_at is not null and ra.search_text ilike ${pattern})`;
  const named = nameless.length
    ? and(notInArray(applications.funnelId, [...nameless]), ilike(applications.name, pattern))
    : ilike(applications.name, pattern);
  return or(named, answered);
}

/** One page, most recently changed first, `limit + 1` rows read to know whether more follow. */
export async function pageOfApplications(
  tdb: TenantDb,
  q: ApplicationListQuery,
): Promise<{ rows: (ApplicationRow & { updatedAtKey: string })[]; total: number }> {
  if (q.funnelIds?.length === 0 || q.ids?.length === 0) return { rows: [], total: 0 };
  const filters = [...listFilters(q), inArray(applications.status, [...q.statuses])];
  const after = q.cursor
    ? sql`(${applications.updatedAt}, ${applications.id}) < (${q.cursor.updatedAt}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  const [rows, [count]] = await Promise.all([
    tdb
      .select({ row: applications, updatedAtKey: sql<string>`${applications.updatedAt}::text` })
      .from(applications)
      .where(tdb.where(applications, ...filters, after))
      .orderBy(sql`${applications.updatedAt} desc`, sql`${applications.id} desc`)
      .limit(q.limit + 1),
    tdb
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(tdb.where(applications, ...filters)),
  ]);
  return { rows: rows.map((r) => ({ ...r.row, updatedAtKey: r.updatedAtKey })), total: count?.n ?? 0 };
}

/** Every application of a filter (an export), most recently changed first; at most `limit` rows. */
export async function applicationsOfFilter(
  tdb: TenantDb,
  q: Omit<ApplicationListQuery, 'cursor'>,
): Promise<ApplicationRow[]> {
  if (q.funnelIds?.length === 0) return [];
  return tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, ...listFilters(q), inArray(applications.status, [...q.statuses])))
    .orderBy(sql`${applications.updatedAt} desc`, sql`${applications.id} desc`)
    .limit(q.limit);
}

export async function countByStatus(
  tdb: TenantDb,
  q: Omit<ApplicationListQuery, 'cursor' | 'limit' | 'statuses'>,
): Promise<Map<string, number>> {
  if (q.funnelIds?.length === 0 || q.ids?.length === 0) return new Map();
  const rows = await tdb
    .select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(tdb.where(applications, ...listFilters(q)))
    .groupBy(applications.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function applicationIdsOfUser(tdb: TenantDb, userId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: applicationMembers.applicationId })
    .from(applicationMembers)
    .where(tdb.where(applicationMembers, eq(applicationMembers.userId, userId)));
  return rows.map((r) => r.id);
}

export async function applicationOfUserInFunnel(tdb: TenantDb, userId: string, funnelId: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: applications.id })
    .from(applicationMembers)
    .innerJoin(applications, tdb.where(applications, eq(applications.id, applicationMembers.applicationId)))
    .where(
      tdb.where(applicationMembers, and(eq(applicationMembers.userId, userId), eq(applications.funnelId, funnelId))),
    )
    .limit(1);
  return rows.length > 0;
}

export interface RoundAnswersRow {
  roundId: string;
  versionId: string;
  answers: Record<string, AnswerValue>;
  submittedAt: Date | null;
}

export async function listRoundAnswers(tdb: TenantDb, applicationId: string): Promise<RoundAnswersRow[]> {
  return tdb
    .select({
      roundId: applicationRoundAnswers.roundId,
      versionId: applicationRoundAnswers.versionId,
      answers: applicationRoundAnswers.answers,
      submittedAt: applicationRoundAnswers.submittedAt,
    })
    .from(applicationRoundAnswers)
    .where(tdb.where(applicationRoundAnswers, eq(applicationRoundAnswers.applicationId, applicationId)));
}

/** The submitted rounds' answers of these applications (drafts are the applicants' unfinished work). */
export async function submittedAnswersOf(
  tdb: TenantDb,
  applicationIds: readonly string[],
): Promise<(RoundAnswersRow & { applicationId: string })[]> {
  if (applicationIds.length === 0) return [];
  const rows = await tdb
    .select({
      applicationId: applicationRoundAnswers.applicationId,
      roundId: applicationRoundAnswers.roundId,
      versionId: applicationRoundAnswers.versionId,
      answers: applicationRoundAnswers.answers,
      submittedAt: applicationRoundAnswers.submittedAt,
    })
    .from(applicationRoundAnswers)
    .where(
      tdb.where(
        applicationRoundAnswers,
        inArray(applicationRoundAnswers.applicationId, [...applicationIds]),
        isNotNull(applicationRoundAnswers.submittedAt),
      ),
    );
  return rows;
}

export async function saveRoundAnswers(
  tdb: TenantDb,
  values: {
    applicationId: string;
    roundId: string;
    versionId: string;
    answers: Record<string, AnswerValue>;
    submittedAt?: Date | null;
    submittedById?: string | null;
  },
): Promise<void> {
  const set = {
    versionId: values.versionId,
    answers: values.answers,
    submittedAt: values.submittedAt ?? null,
    submittedById: values.submittedById ?? null,
    updatedAt: new Date(),
  };
  await tdb.insert(applicationRoundAnswers, values).onConflictDoUpdate({
    target: [
      applicationRoundAnswers.incubatorId,
      applicationRoundAnswers.applicationId,
      applicationRoundAnswers.roundId,
    ],
    set,
  });
}

/** The last activity time this process wrote: activities of one operation written in two calls keep their order. */
let lastActivityAt = 0;

export async function insertActivities(
  tdb: TenantDb,
  rows: Omit<typeof applicationActivities.$inferInsert, 'incubatorId' | 'id' | 'createdAt'>[],
): Promise<void> {
  // now() is the transaction's start in PostgreSQL: rows written together get their order from the clock here, and
  // never the same millisecond as the rows written just before (a status move and the meeting that caused it).
  const start = Math.max(Date.now(), lastActivityAt + 1);
  lastActivityAt = start + Math.max(rows.length - 1, 0);
  if (rows.length > 0)
    await tdb.insert(
      applicationActivities,
      rows.map((row, i) => ({ ...row, createdAt: new Date(start + i) })),
    );
}

export async function listActivities(tdb: TenantDb, applicationId: string): Promise<ApplicationActivityRow[]> {
  return tdb
    .select()
    .from(applicationActivities)
    .where(tdb.where(applicationActivities, eq(applicationActivities.applicationId, applicationId)))
    .orderBy(asc(applicationActivities.createdAt), asc(applicationActivities.id));
}

/** Claims the rejections whose email is due: marks them sent and answers them (each claimed once). */
export async function claimDueRejections(tdb: TenantDb, now: Date): Promise<ApplicationRow[]> {
  return tdb
    .update(
      applications,
      { rejectionEmailSentAt: now },
      inArray(applications.status, ['rejected', 'delay_rejected']),
      sql`${applications.rejectionEmailDueAt} <= ${now.toISOString()}::timestamptz`,
      sql`${applications.rejectionEmailSentAt} is null`,
    )
    .returning();
}

/** The role type of each of these people (Applicant, Cofounder…). */
export async function memberRoleTypes(tdb: TenantDb, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tdb
    .select({ id: users.id, type: roles.type })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, inArray(users.id, [...userIds])));
  return new Map(rows.map((r) => [r.id, r.type]));
}
