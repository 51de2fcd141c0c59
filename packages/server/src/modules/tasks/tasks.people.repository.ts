// The people, startups and programmes around tasks: what a page needs to be presented, and who can be given tasks.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { programs } from '../programs/programs.tables.ts';
import { startupMembers, startupPrograms, startups } from '../startups/startups.tables.ts';
import { users } from '../users/users.tables.ts';
import { taskAssignees } from './tasks.schema.ts';

/** Accounts that may be given tasks: not archived, denied, inactive or deleted. */
const ASSIGNABLE_STATUSES = ['active', 'pending'];

// ---- What a page needs to be presented ----

export interface AssigneeView {
  taskId: string;
  userId: string;
  done: boolean;
  completedAt: Date | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export async function assigneesOf(tdb: TenantDb, taskIds: string[]): Promise<AssigneeView[]> {
  if (taskIds.length === 0) return [];
  return tdb
    .select({
      taskId: taskAssignees.taskId,
      userId: taskAssignees.userId,
      done: taskAssignees.done,
      completedAt: taskAssignees.completedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(taskAssignees)
    .innerJoin(users, tdb.where(users, eq(users.id, taskAssignees.userId)))
    .where(tdb.where(taskAssignees, inArray(taskAssignees.taskId, taskIds)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function startupsOfUsers(
  tdb: TenantDb,
  userIds: string[],
): Promise<{ userId: string; id: string; name: string }[]> {
  if (userIds.length === 0) return [];
  return tdb
    .select({ userId: startupMembers.userId, id: startups.id, name: startups.name })
    .from(startupMembers)
    .innerJoin(startups, tdb.where(startups, eq(startups.id, startupMembers.startupId)))
    .where(tdb.where(startupMembers, inArray(startupMembers.userId, userIds)))
    .orderBy(asc(startups.name));
}

export async function startupNames(tdb: TenantDb, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, inArray(startups.id, ids)));
}

export async function userNames(
  tdb: TenantDb,
  ids: string[],
): Promise<{ id: string; firstName: string; lastName: string }[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.id, ids)));
}

// ---- Who can be given tasks ----

export interface PersonOption {
  id: string;
  firstName: string;
  lastName: string;
}

/** Assignable people: everyone, or the given ones. */
export async function assignablePeople(tdb: TenantDb, ids?: string[]): Promise<PersonOption[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, inArray(users.status, ASSIGNABLE_STATUSES), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function allStartups(tdb: TenantDb, ids?: string[]): Promise<{ id: string; name: string }[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups, ids ? inArray(startups.id, ids) : undefined))
    .orderBy(asc(startups.name));
}

export async function allPrograms(tdb: TenantDb, ids?: string[]): Promise<{ id: string; name: string }[]> {
  if (ids && ids.length === 0) return [];
  return tdb
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(tdb.where(programs, ids ? inArray(programs.id, ids) : undefined))
    .orderBy(asc(programs.name));
}

/** startup id → its programmes, for the programmes given (or all). */
export async function programStartups(
  tdb: TenantDb,
  programIds?: string[],
): Promise<{ programId: string; startupId: string }[]> {
  if (programIds && programIds.length === 0) return [];
  return tdb
    .select({ programId: startupPrograms.programId, startupId: startupPrograms.startupId })
    .from(startupPrograms)
    .where(tdb.where(startupPrograms, programIds ? inArray(startupPrograms.programId, programIds) : undefined));
}

/** The assignable founders of the given startups. */
export async function foundersOf(
  tdb: TenantDb,
  startupIds: string[],
): Promise<{ startupId: string; userId: string }[]> {
  if (startupIds.length === 0) return [];
  return tdb
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
    .from(startupMembers)
    .innerJoin(users, tdb.where(users, eq(users.id, startupMembers.userId), inArray(users.status, ASSIGNABLE_STATUSES)))
    .where(tdb.where(startupMembers, inArray(startupMembers.startupId, startupIds)));
}
