// The SQL of coaching invites, always through a TenantDb: an invite and its invitees, the lists, and the clash check
// an accepted time passes (someone invited already in a scheduled session then).
import { and, desc, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { roles, users } from '../users/users.tables.ts';
import { coachingInvitees, coachingInvites, type CoachingInviteRow } from './coaching-invites.schema.ts';
import { coachingSessionPeople, coachingSessions } from './coaching.schema.ts';

export type InviteValues = Omit<typeof coachingInvites.$inferInsert, 'incubatorId' | 'id'>;

export interface InviteePerson {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  roleType: string;
  gender: string | null;
  side: string;
}

export async function findInvite(tdb: TenantDb, id: string, lock = false): Promise<CoachingInviteRow | null> {
  const query = tdb
    .select()
    .from(coachingInvites)
    .where(tdb.where(coachingInvites, eq(coachingInvites.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The invitee of `inviteId` holding this token hash, or this user. */
export async function findInvitee(
  tdb: TenantDb,
  inviteId: string,
  by: { tokenHash: string } | { userId: string },
): Promise<string | null> {
  const match =
    'tokenHash' in by ? eq(coachingInvitees.tokenHash, by.tokenHash) : eq(coachingInvitees.userId, by.userId);
  const [row] = await tdb
    .select({ userId: coachingInvitees.userId })
    .from(coachingInvitees)
    .where(tdb.where(coachingInvitees, eq(coachingInvitees.inviteId, inviteId), match));
  return row?.userId ?? null;
}

export async function insertInvite(
  tdb: TenantDb,
  values: InviteValues,
  invitees: readonly { userId: string; side: string; tokenHash: string }[],
): Promise<CoachingInviteRow> {
  const [row] = await tdb.insert(coachingInvites, values).returning();
  await tdb.insert(
    coachingInvitees,
    invitees.map((i, position) => ({ ...i, inviteId: row!.id, position })),
  );
  return row!;
}

export async function updateInvite(
  tdb: TenantDb,
  id: string,
  values: Partial<InviteValues>,
): Promise<CoachingInviteRow> {
  const [row] = await tdb
    .update(coachingInvites, { ...values, updatedAt: new Date() }, eq(coachingInvites.id, id))
    .returning();
  return row!;
}

/** The invitees of these invites, in the order they were invited, with what an invite shows of them. */
export async function inviteesOf(tdb: TenantDb, inviteIds: readonly string[]): Promise<Map<string, InviteePerson[]>> {
  const found = new Map<string, InviteePerson[]>();
  if (inviteIds.length === 0) return found;
  const rows = await tdb
    .select({
      inviteId: coachingInvitees.inviteId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      gender: users.gender,
      roleType: roles.type,
      side: coachingInvitees.side,
    })
    .from(coachingInvitees)
    .innerJoin(users, tdb.where(users, eq(users.id, coachingInvitees.userId)))
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(coachingInvitees, inArray(coachingInvitees.inviteId, [...inviteIds])))
    .orderBy(coachingInvitees.position);
  for (const { inviteId, ...person } of rows) found.set(inviteId, [...(found.get(inviteId) ?? []), person]);
  return found;
}

/** Newest first: the startup's invites, or those the user sent or received. */
export async function listInvites(
  tdb: TenantDb,
  filter: { startupId: string | null; userId: string | null; status: string | null; limit: number },
): Promise<CoachingInviteRow[]> {
  const conditions: SQL[] = [];
  if (filter.startupId) conditions.push(eq(coachingInvites.startupId, filter.startupId));
  if (filter.status) conditions.push(eq(coachingInvites.status, filter.status));
  if (filter.userId) {
    const received = tdb
      .select({ id: coachingInvitees.inviteId })
      .from(coachingInvitees)
      .where(tdb.where(coachingInvitees, eq(coachingInvitees.userId, filter.userId)));
    conditions.push(or(eq(coachingInvites.createdById, filter.userId), inArray(coachingInvites.id, received))!);
  }
  return tdb
    .select()
    .from(coachingInvites)
    .where(tdb.where(coachingInvites, ...conditions))
    .orderBy(desc(coachingInvites.createdAt), desc(coachingInvites.id))
    .limit(filter.limit);
}

/** Whether any of these people is in a scheduled session overlapping [start, end). */
export async function anyClash(tdb: TenantDb, userIds: readonly string[], start: Date, end: Date): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [row] = await tdb
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .innerJoin(
      coachingSessionPeople,
      tdb.where(coachingSessionPeople, eq(coachingSessionPeople.sessionId, coachingSessions.id)),
    )
    .where(
      tdb.where(
        coachingSessions,
        and(
          inArray(coachingSessionPeople.userId, [...userIds]),
          ne(coachingSessions.status, 'meeting_canceled'),
          lt(coachingSessions.startTime, end),
          gt(coachingSessions.endTime, start),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
