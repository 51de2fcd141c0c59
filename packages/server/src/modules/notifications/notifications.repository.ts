// The only place with notification queries. Every function takes the tenant's TenantDb.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { cappedCount } from '../../core/db/capped-count.ts';
import { users } from '../users/users.tables.ts';
import {
  notificationLastSeen,
  notificationPreferences,
  notificationRecipients,
  notifications,
} from './notifications.schema.ts';

export interface RecipientUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
  status: string;
  avatar: string | null;
}

export async function findUsers(tdb: TenantDb, ids: string[]): Promise<RecipientUser[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      status: users.status,
      avatar: users.avatar,
    })
    .from(users)
    .where(tdb.where(users, inArray(users.id, ids)));
}

export interface InsertedRecipient {
  id: string;
  userId: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
}

/** The notification and one recipient row per user, in one transaction. */
export async function insertNotification(
  tdb: TenantDb,
  note: {
    notificationType: string;
    message: string;
    url: string | null;
    senderId: string | null;
    params: Record<string, string>;
    eventKey?: string | null;
  },
  recipients: { userId: string; message: string }[],
): Promise<{ id: string; createdAt: Date; recipients: InsertedRecipient[] } | null> {
  return tdb.transaction(async (tx) => {
    // A notification keyed on a domain event that exists already: nothing (a redelivered event).
    const [row] = await tx
      .insert(notifications, note)
      .onConflictDoNothing()
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    if (!row) return null;
    const rows = await tx
      .insert(
        notificationRecipients,
        recipients.map((r) => ({ notificationId: row!.id, userId: r.userId, message: r.message })),
      )
      .returning({
        id: notificationRecipients.id,
        userId: notificationRecipients.userId,
        message: notificationRecipients.message,
        isRead: notificationRecipients.isRead,
        createdAt: notificationRecipients.createdAt,
      });
    return { id: row!.id, createdAt: row!.createdAt, recipients: rows };
  });
}

/** Users among `userIds` who want an email for `group`. */
export async function usersWantingEmail(tdb: TenantDb, userIds: string[], group: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tdb
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      tdb.where(
        notificationPreferences,
        inArray(notificationPreferences.userId, userIds),
        eq(notificationPreferences.group, group),
        eq(notificationPreferences.email, true),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export async function preferencesOf(tdb: TenantDb, userId: string): Promise<Map<string, boolean>> {
  const rows = await tdb
    .select({ group: notificationPreferences.group, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(tdb.where(notificationPreferences, eq(notificationPreferences.userId, userId)));
  return new Map(rows.map((r) => [r.group, r.email]));
}

export async function upsertPreference(tdb: TenantDb, userId: string, group: string, email: boolean): Promise<void> {
  await tdb.insert(notificationPreferences, { userId, group, email }).onConflictDoUpdate({
    target: [notificationPreferences.incubatorId, notificationPreferences.userId, notificationPreferences.group],
    set: { email, updatedAt: sql`now()` },
  });
}

/** A recipient row with what the panel shows; `cursorAt` is created_at as PostgreSQL prints it (microseconds). */
export interface RecipientView {
  id: string;
  isRead: boolean;
  message: string;
  createdAt: Date;
  cursorAt: string;
  notificationId: string;
  notificationType: string;
  url: string | null;
  params: Record<string, string>;
  senderId: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderAvatar: string | null;
}

export interface RecipientCursor {
  createdAt: string;
  id: string;
}

const VIEW_COLUMNS = {
  id: notificationRecipients.id,
  isRead: notificationRecipients.isRead,
  message: notificationRecipients.message,
  createdAt: notificationRecipients.createdAt,
  cursorAt: sql<string>`${notificationRecipients.createdAt}::text`,
  notificationId: notifications.id,
  notificationType: notifications.notificationType,
  url: notifications.url,
  params: notifications.params,
  senderId: notifications.senderId,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderAvatar: users.avatar,
};
const NOTIFICATION_OF_RECIPIENT = and(
  eq(notifications.incubatorId, notificationRecipients.incubatorId),
  eq(notifications.id, notificationRecipients.notificationId),
);
// The sender is matched within the notification's tenant; tdb.where covers the two inner-joined tables.
const SENDER_OF_NOTIFICATION = and(
  eq(users.incubatorId, notifications.incubatorId),
  eq(users.id, notifications.senderId),
);

/** One page of the user's notifications, newest first: by offset (page numbers) or after a keyset cursor. */
export async function listRecipients(
  tdb: TenantDb,
  userId: string,
  page: { limit: number; offset?: number; after?: RecipientCursor | null },
): Promise<RecipientView[]> {
  const after = page.after
    ? sql`(${notificationRecipients.createdAt}, ${notificationRecipients.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return tdb
    .select(VIEW_COLUMNS)
    .from(notificationRecipients)
    .innerJoin(notifications, NOTIFICATION_OF_RECIPIENT)
    .leftJoin(users, SENDER_OF_NOTIFICATION)
    .where(tdb.where([notificationRecipients, notifications], eq(notificationRecipients.userId, userId), after))
    .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function findRecipients(tdb: TenantDb, userId: string, ids: string[]): Promise<RecipientView[]> {
  if (ids.length === 0) return [];
  return tdb
    .select(VIEW_COLUMNS)
    .from(notificationRecipients)
    .innerJoin(notifications, NOTIFICATION_OF_RECIPIENT)
    .leftJoin(users, SENDER_OF_NOTIFICATION)
    .where(
      tdb.where(
        [notificationRecipients, notifications],
        eq(notificationRecipients.userId, userId),
        inArray(notificationRecipients.id, ids),
      ),
    )
    .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.id));
}

/** The user's notifications (unread / after a time), counted up to LIST_COUNT_CAP: cap + 1 means more. */
export function countRecipients(
  tdb: TenantDb,
  userId: string,
  opts: { unreadOnly?: boolean; after?: Date | null } = {},
): Promise<number> {
  return cappedCount(
    tdb,
    notificationRecipients,
    and(
      eq(notificationRecipients.userId, userId),
      opts.unreadOnly ? eq(notificationRecipients.isRead, false) : undefined,
      opts.after ? gt(notificationRecipients.createdAt, opts.after) : undefined,
    ),
    [desc(notificationRecipients.createdAt)],
  );
}

/** Marks the user's own recipient rows read; ids of anyone else's are simply not matched. Returns the ids changed. */
export async function markRead(tdb: TenantDb, userId: string, ids: string[] | 'all'): Promise<string[]> {
  const rows = await tdb
    .update(
      notificationRecipients,
      { isRead: true },
      eq(notificationRecipients.userId, userId),
      eq(notificationRecipients.isRead, false),
      ids === 'all' ? undefined : inArray(notificationRecipients.id, ids),
    )
    .returning({ id: notificationRecipients.id });
  return rows.map((r) => r.id);
}

export async function lastSeenOf(tdb: TenantDb, userId: string): Promise<Date | null> {
  const [row] = await tdb
    .select({ at: notificationLastSeen.lastSeenAt })
    .from(notificationLastSeen)
    .where(tdb.where(notificationLastSeen, eq(notificationLastSeen.userId, userId)));
  return row?.at ?? null;
}

/** Moves the baseline forward only: an older timestamp (another tab, a slow clock) never brings items back. */
export async function recordLastSeen(tdb: TenantDb, userId: string, at: Date): Promise<Date> {
  const [row] = await tdb
    .insert(notificationLastSeen, { userId, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [notificationLastSeen.incubatorId, notificationLastSeen.userId],
      set: { lastSeenAt: sql`greatest(${notificationLastSeen.lastSeenAt}, excluded.last_seen_at)` },
    })
    .returning({ at: notificationLastSeen.lastSeenAt });
  return row!.at;
}
