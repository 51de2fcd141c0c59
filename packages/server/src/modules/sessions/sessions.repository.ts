import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { userSessions, type UserSessionRow } from './sessions.schema.ts';

/** A session counts as live when it is active and neither idle nor absolute timeout has passed. */
export function liveCondition(now = new Date()) {
  return and(
    eq(userSessions.status, 'active'),
    gt(userSessions.lastActiveAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
    gt(userSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS)),
  );
}

export async function findLiveSession(
  tdb: TenantDb,
  userId: string,
  sessionId: string,
): Promise<UserSessionRow | null> {
  const rows = await tdb
    .select()
    .from(userSessions)
    .where(tdb.where(userSessions, eq(userSessions.id, sessionId), eq(userSessions.userId, userId), liveCondition()))
    .limit(1);
  return rows[0] ?? null;
}

export function listLiveSessions(tdb: TenantDb, userId: string): Promise<UserSessionRow[]> {
  return tdb
    .select()
    .from(userSessions)
    .where(tdb.where(userSessions, eq(userSessions.userId, userId), liveCondition()))
    .orderBy(desc(userSessions.lastActiveAt));
}

export function oldestLiveSessions(tdb: TenantDb, userId: string, count: number): Promise<{ id: string }[]> {
  return tdb
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(tdb.where(userSessions, eq(userSessions.userId, userId), liveCondition()))
    .orderBy(asc(userSessions.lastActiveAt))
    .limit(count);
}

export async function insertSession(
  tdb: TenantDb,
  values: { userId: string; userAgent: string | null; ip: string | null },
): Promise<UserSessionRow> {
  const [row] = await tdb.insert(userSessions, values).returning();
  return row!;
}

export async function touchSession(
  tdb: TenantDb,
  sessionId: string,
  device: { userAgent?: string | null; ip?: string | null },
): Promise<UserSessionRow | null> {
  const [row] = await tdb
    .update(
      userSessions,
      {
        lastActiveAt: new Date(),
        ...(device.userAgent ? { userAgent: device.userAgent } : {}),
        ...(device.ip ? { ip: device.ip } : {}),
      },
      eq(userSessions.id, sessionId),
      liveCondition(),
    )
    .returning();
  return row ?? null;
}

/** Ends the given live sessions of a user (all of them when ids is undefined, but `exceptId`); returns their ids. */
export async function endSessions(
  tdb: TenantDb,
  userId: string,
  opts: { ids?: string[]; exceptId?: string; reason: string },
): Promise<string[]> {
  if (opts.ids && opts.ids.length === 0) return [];
  const rows = await tdb
    .update(
      userSessions,
      { status: 'ended', endedAt: new Date(), endReason: opts.reason },
      eq(userSessions.userId, userId),
      eq(userSessions.status, 'active'),
      opts.ids ? inArray(userSessions.id, opts.ids) : undefined,
      opts.exceptId ? ne(userSessions.id, opts.exceptId) : undefined,
    )
    .returning({ id: userSessions.id });
  return rows.map((r) => r.id);
}

/** When each of these people last used the product: their sessions' latest activity, ended sessions included. */
export async function lastActiveAtByUser(tdb: TenantDb, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await tdb
    .select({
      userId: userSessions.userId,
      at: sql<Date>`max(${userSessions.lastActiveAt})`.mapWith(userSessions.lastActiveAt),
    })
    .from(userSessions)
    .where(tdb.where(userSessions, inArray(userSessions.userId, [...new Set(userIds)])))
    .groupBy(userSessions.userId);
  return new Map(rows.map((r) => [r.userId, r.at]));
}
