import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { AssignmentKind } from '@ascent/shared';
import { chunks } from '../../core/db/chunks.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  applicationEvaluations,
  applications,
  funnelRoundEvaluators,
  funnelRounds,
} from '../applications/applications.tables.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.tables.ts';
import { roles, users } from '../users/users.tables.ts';
import { programAssignments, startupAssignments } from './assignments.schema.ts';

/**
 * The ids of what a user is assigned to, of one kind:
 * - startups: those they belong to (founders), are assigned to, or that are in a programme they are assigned to;
 * - programmes: those they are assigned to, or that hold a startup they belong to;
 * - funnels: those with a round they evaluate (in its pool of evaluators) or an application they are assigned to
 *   evaluate.
 */
export async function assignedIds(tdb: TenantDb, userId: string, kind: AssignmentKind): Promise<Set<string>> {
  if (kind === 'funnel') return evaluatedFunnelIds(tdb, userId);
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

// ---- Programme membership (the programs module reads it, and writes its people, through assignments.public.ts;
// the startups of a programme are written by the startups module, startups.public.ts) ----

/** Which programme holds which startup (all programmes when `programIds` is absent). */
export async function programStartupLinks(
  tdb: TenantDb,
  programIds?: readonly string[],
): Promise<{ programId: string; startupId: string }[]> {
  if (programIds?.length === 0) return [];
  return tdb
    .select({ programId: startupPrograms.programId, startupId: startupPrograms.startupId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, programIds ? inArray(startupPrograms.programId, [...programIds]) : undefined));
}

/** The team members assigned to programmes, with their administrator flag. */
export async function programAssigneeLinks(
  tdb: TenantDb,
  programIds?: readonly string[],
): Promise<{ programId: string; userId: string; isAdmin: boolean }[]> {
  if (programIds?.length === 0) return [];
  return tdb
    .select({
      programId: programAssignments.programId,
      userId: programAssignments.userId,
      isAdmin: programAssignments.isAdmin,
    })
    .from(programAssignments)
    .where(
      tdb.where(programAssignments, programIds ? inArray(programAssignments.programId, [...programIds]) : undefined),
    );
}

/** Makes exactly these users the programme's administrators (assigning them when they were not). */
export async function setProgramAdmins(tdb: TenantDb, programId: string, adminIds: readonly string[]): Promise<void> {
  await tdb.update(
    programAssignments,
    { isAdmin: false },
    eq(programAssignments.programId, programId),
    adminIds.length ? notInArray(programAssignments.userId, [...adminIds]) : undefined,
  );
  if (adminIds.length === 0) return;
  await tdb
    .insert(
      programAssignments,
      adminIds.map((userId) => ({ programId, userId, isAdmin: true })),
    )
    .onConflictDoUpdate({
      target: [programAssignments.incubatorId, programAssignments.programId, programAssignments.userId],
      set: { isAdmin: true },
    });
}

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  roleType: string;
}

/** The live (not deleted) users of the tenant among these ids, with their role type. */
export async function livePeople(tdb: TenantDb, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const found: PersonRow[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await tdb
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          roleType: roles.type,
        })
        .from(users)
        .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
        .where(tdb.where(users, inArray(users.id, part), ne(users.status, 'deleted')))
        .orderBy(asc(users.firstName), asc(users.lastName))),
    );
  return found;
}

/** The tenant's startups among these ids, by name. */
export async function startupsAmong(
  tdb: TenantDb,
  ids: readonly string[],
): Promise<{ id: string; name: string; logo: string | null }[]> {
  const found: { id: string; name: string; logo: string | null }[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await tdb
        .select({ id: startups.id, name: startups.name, logo: startups.logo })
        .from(startups)
        .where(tdb.where(startups, inArray(startups.id, part)))
        .orderBy(asc(startups.name))),
    );
  return found;
}

/** Assigns team members to a programme; answers how many were not assigned yet. */
export async function assignUsersToProgram(
  tdb: TenantDb,
  programId: string,
  userIds: readonly string[],
): Promise<number> {
  let added = 0;
  for (const part of chunks(userIds)) {
    const rows = await tdb
      .insert(
        programAssignments,
        part.map((userId) => ({ programId, userId })),
      )
      .onConflictDoNothing()
      .returning({ id: programAssignments.userId });
    added += rows.length;
  }
  return added;
}

export async function unassignUsersFromProgram(
  tdb: TenantDb,
  programId: string,
  userIds: readonly string[],
): Promise<number> {
  let removed = 0;
  for (const part of chunks(userIds)) {
    const rows = await tdb
      .delete(programAssignments, eq(programAssignments.programId, programId), inArray(programAssignments.userId, part))
      .returning({ id: programAssignments.userId });
    removed += rows.length;
  }
  return removed;
}

/** The funnels a user evaluates: through a round's pool or an application assigned to them. */
async function evaluatedFunnelIds(tdb: TenantDb, userId: string): Promise<Set<string>> {
  const [pools, assigned] = await Promise.all([
    tdb
      .select({ id: funnelRounds.funnelId })
      .from(funnelRoundEvaluators)
      .innerJoin(funnelRounds, tdb.where(funnelRounds, eq(funnelRounds.id, funnelRoundEvaluators.roundId)))
      .where(tdb.where(funnelRoundEvaluators, eq(funnelRoundEvaluators.userId, userId))),
    tdb
      .select({ id: applications.funnelId })
      .from(applicationEvaluations)
      .innerJoin(applications, tdb.where(applications, eq(applications.id, applicationEvaluations.applicationId)))
      .where(tdb.where(applicationEvaluations, eq(applicationEvaluations.evaluatorId, userId))),
  ]);
  return new Set([...pools, ...assigned].map((r) => r.id));
}
