import { and, eq, inArray } from 'drizzle-orm';
import type { AssignmentKind } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupMembers, startupPrograms } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { programAssignments, startupAssignments } from './assignments.schema.ts';

/**
 * The ids of what a user is assigned to, of one kind:
 * - startups: those they belong to (founders), are assigned to, or that are in a programme they are assigned to;
 * - programmes: those they are assigned to, or that hold a startup they belong to;
 * - funnels: none until applications exist.
 */
export async function assignedIds(tdb: TenantDb, userId: string, kind: AssignmentKind): Promise<Set<string>> {
  if (kind === 'funnel') return new Set();
  if (kind === 'startup') {
    const [members, direct, viaPrograms] = await Promise.all([
      tdb
        .select({ id: startupMembers.startupId })
        .from(startupMembers)
        .where(tdb.where(startupMembers, eq(startupMembers.userId, userId))),
      tdb
        .select({ id: startupAssignments.startupId })
        .from(startupAssignments)
        .where(tdb.where(startupAssignments, eq(startupAssignments.userId, userId))),
      tdb
        .select({ id: startupPrograms.startupId })
        .from(programAssignments)
        .innerJoin(
          startupPrograms,
          tdb.where(startupPrograms, eq(startupPrograms.programId, programAssignments.programId)),
        )
        .where(tdb.where(programAssignments, eq(programAssignments.userId, userId))),
    ]);
    return new Set([...members, ...direct, ...viaPrograms].map((r) => r.id));
  }
  const [direct, viaStartups] = await Promise.all([
    tdb
      .select({ id: programAssignments.programId })
      .from(programAssignments)
      .where(tdb.where(programAssignments, eq(programAssignments.userId, userId))),
    tdb
      .select({ id: startupPrograms.programId })
      .from(startupMembers)
      .innerJoin(startupPrograms, tdb.where(startupPrograms, eq(startupPrograms.startupId, startupMembers.startupId)))
      .where(tdb.where(startupMembers, eq(startupMembers.userId, userId))),
  ]);
  return new Set([...direct, ...viaStartups].map((r) => r.id));
}

/**
 * The startups a user is assigned to as a team member — directly or through a programme — leaving out the ones
 * they belong to as a founder (a founder's ASSIGNED grant reaches their startup, but does not make them its manager).
 */
export async function teamAssignedStartupIds(tdb: TenantDb, userId: string): Promise<Set<string>> {
  const [direct, viaPrograms] = await Promise.all([
    tdb
      .select({ id: startupAssignments.startupId })
      .from(startupAssignments)
      .where(tdb.where(startupAssignments, eq(startupAssignments.userId, userId))),
    tdb
      .select({ id: startupPrograms.startupId })
      .from(programAssignments)
      .innerJoin(
        startupPrograms,
        tdb.where(startupPrograms, eq(startupPrograms.programId, programAssignments.programId)),
      )
      .where(tdb.where(programAssignments, eq(programAssignments.userId, userId))),
  ]);
  return new Set([...direct, ...viaPrograms].map((r) => r.id));
}

export async function assignToStartup(tdb: TenantDb, startupId: string, userId: string): Promise<void> {
  await tdb.insert(startupAssignments, { startupId, userId }).onConflictDoNothing();
}

export async function unassignFromStartup(tdb: TenantDb, startupId: string, userId: string): Promise<boolean> {
  const rows = await tdb
    .delete(startupAssignments, and(eq(startupAssignments.startupId, startupId), eq(startupAssignments.userId, userId)))
    .returning({ id: startupAssignments.userId });
  return rows.length > 0;
}

export async function assignToProgram(tdb: TenantDb, programId: string, userId: string): Promise<void> {
  await tdb.insert(programAssignments, { programId, userId }).onConflictDoNothing();
}

export async function unassignFromProgram(tdb: TenantDb, programId: string, userId: string): Promise<boolean> {
  const rows = await tdb
    .delete(programAssignments, and(eq(programAssignments.programId, programId), eq(programAssignments.userId, userId)))
    .returning({ id: programAssignments.userId });
  return rows.length > 0;
}

/** The users assigned to a startup directly. */
export async function startupAssigneeIds(tdb: TenantDb, startupId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupAssignments.userId })
    .from(startupAssignments)
    .where(tdb.where(startupAssignments, eq(startupAssignments.startupId, startupId)));
  return rows.map((r) => r.id);
}

/** The statuses of people who still act (and so hear about a startup): active, or pending their confirmation. */
const ACTING = ['active', 'pending'];

/**
 * The staff assigned to startups — the one rule every module uses (tasks' assignee groups, timeline comment
 * notifications, submitted-metrics notifications): people assigned to a startup directly, or to a programme that
 * holds it (as ASSIGNED grants reach them, `assignedIds` above), who still act. Founders are members, not staff.
 */
export async function staffAssignedToStartups(tdb: TenantDb, startupIds: readonly string[]): Promise<string[]> {
  if (startupIds.length === 0) return [];
  const ids = [...startupIds];
  const [direct, viaPrograms] = await Promise.all([
    tdb
      .select({ id: startupAssignments.userId })
      .from(startupAssignments)
      .innerJoin(users, tdb.where(users, eq(users.id, startupAssignments.userId), inArray(users.status, ACTING)))
      .where(tdb.where(startupAssignments, inArray(startupAssignments.startupId, ids))),
    tdb
      .select({ id: programAssignments.userId })
      .from(startupPrograms)
      .innerJoin(
        programAssignments,
        tdb.where(programAssignments, eq(programAssignments.programId, startupPrograms.programId)),
      )
      .innerJoin(users, tdb.where(users, eq(users.id, programAssignments.userId), inArray(users.status, ACTING)))
      .where(tdb.where(startupPrograms, inArray(startupPrograms.startupId, ids))),
  ]);
  return [...new Set([...direct, ...viaPrograms].map((r) => r.id))];
}
