import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { cappedCount } from '../../core/db/capped-count.ts';
import { programs } from '../programs/programs.tables.ts';
import { users } from '../users/users.tables.ts';
import { taxonomyOfStartups, type IndustryRow, type TagRow } from '../taxonomy/taxonomy.public.ts';
import { startupIndustries, startupMembers, startupPrograms, startups, startupTags } from './startups.schema.ts';

export interface StartupSummary {
  id: string;
  name: string;
  people: { id: string; fullName: string }[];
  programs: { id: string; name: string }[];
}

/** The startups a user belongs to, with their people and programmes: three queries whatever the count. */
export async function findStartupsOfUser(tdb: TenantDb, userId: string): Promise<StartupSummary[]> {
  const own = await tdb
    .select({ id: startups.id, name: startups.name })
    .from(startupMembers)
    .innerJoin(startups, tdb.where(startups, eq(startups.id, startupMembers.startupId)))
    .where(tdb.where(startupMembers, eq(startupMembers.userId, userId)))
    .orderBy(startups.name);
  if (own.length === 0) return [];
  const ids = own.map((s) => s.id);
  const [people, progs] = await Promise.all([
    tdb
      .select({
        startupId: startupMembers.startupId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(startupMembers)
      .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId)))
      .where(tdb.where(startupMembers, inArray(startupMembers.startupId, ids)))
      .orderBy(users.firstName, users.lastName),
    tdb
      .select({ startupId: startupPrograms.startupId, id: programs.id, name: programs.name })
      .from(startupPrograms)
      .innerJoin(programs, tdb.where(programs, eq(programs.id, startupPrograms.programId)))
      .where(tdb.where(startupPrograms, inArray(startupPrograms.startupId, ids)))
      .orderBy(programs.name),
  ]);
  return own.map((s) => ({
    ...s,
    people: people
      .filter((p) => p.startupId === s.id)
      .map((p) => ({ id: p.id, fullName: `${p.firstName} ${p.lastName}` })),
    programs: progs.filter((p) => p.startupId === s.id).map((p) => ({ id: p.id, name: p.name })),
  }));
}

export async function findStartupById(tdb: TenantDb, id: string): Promise<{ id: string; name: string } | null> {
  const rows = await tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Makes a user one of a startup's people (nothing happens when they are already). */
export async function addStartupMember(tdb: TenantDb, startupId: string, userId: string): Promise<void> {
  await tdb.insert(startupMembers, { startupId, userId }).onConflictDoNothing();
}

export async function listStartupNames(tdb: TenantDb): Promise<{ id: string; name: string }[]> {
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups))
    .orderBy(startups.name);
}

/** Where a page of the portfolio starts: after the startup of this name and id (the list is ordered by both). */
export interface PortfolioCursor {
  name: string;
  id: string;
}

export interface PortfolioFilter {
  /** `%term%` with LIKE's wildcards escaped, matched against the lower-cased name. */
  namePattern?: string;
  programId?: string;
  tagId?: string;
  industryId?: string;
  status?: string;
  /** Only these startups (an ASSIGNED reader); undefined means every startup of the tenant. */
  ids?: string[];
}

export interface PortfolioRow {
  id: string;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  status: string;
  people: { id: string; fullName: string; avatar: string | null }[];
  programs: { id: string; name: string }[];
  tags: TagRow[];
  industries: IndustryRow[];
}

/** One page of the portfolio (name, then id), the total under the same filter, and whether more follow. */
export async function pageOfPortfolio(
  tdb: TenantDb,
  filter: PortfolioFilter,
  after: PortfolioCursor | null,
  limit: number,
  /** Whether to count the startups matching (else totalCount is 0). */
  withTotal = true,
): Promise<{ rows: PortfolioRow[]; totalCount: number; hasMore: boolean }> {
  if (filter.ids && filter.ids.length === 0) return { rows: [], totalCount: 0, hasMore: false };
  const conditions: SQL[] = [];
  if (filter.namePattern) conditions.push(sql`lower(${startups.name}) like ${filter.namePattern}`);
  if (filter.ids) conditions.push(inArray(startups.id, filter.ids));
  if (filter.programId) {
    conditions.push(
      inArray(
        startups.id,
        tdb
          .select({ id: startupPrograms.startupId })
          .from(startupPrograms)
          .where(tdb.where(startupPrograms, eq(startupPrograms.programId, filter.programId))),
      ),
    );
  }
  if (filter.tagId) {
    conditions.push(
      inArray(
        startups.id,
        tdb
          .select({ id: startupTags.startupId })
          .from(startupTags)
          .where(tdb.where(startupTags, eq(startupTags.tagId, filter.tagId))),
      ),
    );
  }
  if (filter.industryId) {
    conditions.push(
      inArray(
        startups.id,
        tdb
          .select({ id: startupIndustries.startupId })
          .from(startupIndustries)
          .where(tdb.where(startupIndustries, eq(startupIndustries.industryId, filter.industryId))),
      ),
    );
  }
  if (filter.status) conditions.push(eq(startups.status, filter.status));
  const base = and(...conditions);
  const page = after ? and(base, sql`(${startups.name}, ${startups.id}) > (${after.name}, ${after.id}::uuid)`) : base;
  const [rows, count] = await Promise.all([
    tdb
      .select({
        id: startups.id,
        name: startups.name,
        logo: startups.logo,
        website: startups.website,
        description: startups.description,
        status: startups.status,
      })
      .from(startups)
      .where(tdb.where(startups, page))
      .orderBy(asc(startups.name), asc(startups.id))
      .limit(limit + 1),
    // Counted up to the cap ("1,000+" on screen): bounded work however large the tenant.
    withTotal ? cappedCount(tdb, startups, base, [startups.name, startups.id]) : 0,
  ]);
  const hasMore = rows.length > limit;
  const shown = rows.slice(0, limit);
  if (shown.length === 0) return { rows: [], totalCount: count, hasMore: false };
  const ids = shown.map((s) => s.id);
  const [people, progs, taxonomy] = await Promise.all([
    tdb
      .select({
        startupId: startupMembers.startupId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
      })
      .from(startupMembers)
      .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId)))
      .where(tdb.where(startupMembers, inArray(startupMembers.startupId, ids)))
      .orderBy(users.firstName, users.lastName),
    tdb
      .select({ startupId: startupPrograms.startupId, id: programs.id, name: programs.name })
      .from(startupPrograms)
      .innerJoin(programs, tdb.where(programs, eq(programs.id, startupPrograms.programId)))
      .where(tdb.where(startupPrograms, inArray(startupPrograms.startupId, ids)))
      .orderBy(programs.name),
    taxonomyOfStartups(tdb, ids),
  ]);
  return {
    rows: shown.map((s) => ({
      ...s,
      people: people
        .filter((p) => p.startupId === s.id)
        .map((p) => ({ id: p.id, fullName: `${p.firstName} ${p.lastName}`, avatar: p.avatar })),
      programs: progs.filter((p) => p.startupId === s.id).map((p) => ({ id: p.id, name: p.name })),
      tags: taxonomy.tags.filter((t) => t.startupId === s.id).map(({ startupId: _s, ...t }) => t),
      industries: taxonomy.industries.filter((i) => i.startupId === s.id).map(({ startupId: _s, ...i }) => i),
    })),
    totalCount: count,
    hasMore,
  };
}
