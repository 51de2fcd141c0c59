// The applicants screen's SQL (docs/applications.md, "Applicants"): people who are members of an application in the
// given intakes, newest account first, keyset on (users.created_at, users.id). People are the users module's; they are
// read through its published tables (users.tables.ts), never written.
import { and, desc, eq, exists, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { applicationActivities, applicationMembers, applications, funnels } from './applications.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ApplicantCursor {
  createdAt: string;
  id: string;
}

export interface ApplicantListQuery {
  /** The intakes whose applications count (null: every intake of the organisation). */
  funnelIds: readonly string[] | null;
  status: string | null;
  search: string | null;
  cursor: ApplicantCursor | null;
  limit: number;
}

export interface ApplicantRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  validated: boolean;
  language: string | null;
  createdAt: Date;
  /** created_at as PostgreSQL prints it (microseconds kept), for the cursor. */
  createdAtKey: string;
}

/** The person (the outer `users` row) is a member of an application of these intakes, in this status when given. */
function applied(tdb: TenantDb, funnelIds: readonly string[] | null, status: string | null): SQL {
  const sub = tdb
    .select({ one: sql`1` })
    .from(applicationMembers)
    .innerJoin(applications, tdb.where(applications, eq(applications.id, applicationMembers.applicationId)))
    .where(
      tdb.where(
        applicationMembers,
        eq(applicationMembers.userId, users.id),
        funnelIds ? inArray(applications.funnelId, [...funnelIds]) : undefined,
        status ? eq(applications.status, status) : undefined,
      ),
    );
  return exists(sub);
}

function searched(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`, ilike(users.email, pattern));
}

const APPLICANT_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  validated: users.validated,
  language: users.language,
  createdAt: users.createdAt,
  createdAtKey: sql<string>`${users.createdAt}::text`,
};

/** One page, newest account first, `limit + 1` rows read to know whether more follow; with the filter's total. */
export async function pageOfApplicants(
  tdb: TenantDb,
  q: ApplicantListQuery,
): Promise<{ rows: ApplicantRow[]; total: number }> {
  if (q.funnelIds?.length === 0) return { rows: [], total: 0 };
  const filters = [ne(users.status, 'deleted'), applied(tdb, q.funnelIds, q.status), searched(q.search)];
  const after = q.cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${q.cursor.createdAt}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  const [rows, [count]] = await Promise.all([
    tdb
      .select(APPLICANT_COLUMNS)
      .from(users)
      .where(tdb.where(users, ...filters, after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit + 1),
    tdb
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(tdb.where(users, ...filters)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One person who applied to one of these intakes (null: any), or null. */
export async function findApplicant(
  tdb: TenantDb,
  userId: string,
  funnelIds: readonly string[] | null,
): Promise<ApplicantRow | null> {
  if (funnelIds?.length === 0) return null;
  const [row] = await tdb
    .select(APPLICANT_COLUMNS)
    .from(users)
    .where(tdb.where(users, eq(users.id, userId), ne(users.status, 'deleted'), applied(tdb, funnelIds, null)));
  return row ?? null;
}

export interface ApplicantApplicationRow {
  userId: string;
  id: string;
  name: string;
  status: string;
  funnelId: string;
  funnelName: string;
}

/** These people's applications in these intakes (null: all), newest first. */
export async function applicationsOfPeople(
  tdb: TenantDb,
  userIds: readonly string[],
  funnelIds: readonly string[] | null,
): Promise<ApplicantApplicationRow[]> {
  if (userIds.length === 0 || funnelIds?.length === 0) return [];
  return tdb
    .select({
      userId: applicationMembers.userId,
      id: applications.id,
      name: applications.name,
      status: applications.status,
      funnelId: applications.funnelId,
      funnelName: funnels.name,
    })
    .from(applicationMembers)
    .innerJoin(applications, tdb.where(applications, eq(applications.id, applicationMembers.applicationId)))
    .innerJoin(funnels, tdb.where(funnels, eq(funnels.id, applications.funnelId)))
    .where(
      tdb.where(
        applicationMembers,
        and(
          inArray(applicationMembers.userId, [...userIds]),
          funnelIds ? inArray(applications.funnelId, [...funnelIds]) : undefined,
        ),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** When each of these people last acted on an application (started it, submitted a round, moved it). */
export async function lastApplicationActivityByActor(
  tdb: TenantDb,
  userIds: readonly string[],
): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await tdb
    .select({ actorId: applicationActivities.actorId, at: max(applicationActivities.createdAt) })
    .from(applicationActivities)
    .where(tdb.where(applicationActivities, inArray(applicationActivities.actorId, [...userIds])))
    .groupBy(applicationActivities.actorId);
  return new Map(rows.flatMap((r) => (r.actorId && r.at ? [[r.actorId, r.at] as const] : [])));
}
