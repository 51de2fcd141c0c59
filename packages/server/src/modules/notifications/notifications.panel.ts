// The signed-in user's side of notifications: the paginated list, the unseen count and its last-seen baseline,
// marking read, and the email choices per group. Every function acts on the caller's own rows only.
import { NOTIFICATION_GROUPS, NOTIFICATION_PAGE_SIZE, type NotificationGroup } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { NotificationList, NotificationPreference, NotificationRecipient } from '../../generated/graphql.ts';
import { presentRecipient } from './notifications.presenter.ts';
import {
  countRecipients,
  findRecipients,
  lastSeenOf,
  listRecipients,
  markRead,
  preferencesOf,
  recordLastSeen,
  upsertPreference,
  type RecipientCursor,
} from './notifications.repository.ts';
import { isUuid } from '../../core/validation.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';

export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** At most this many ids per setNotificationRead call. */
export const MAX_READ_IDS = 500;

const encodeRecipientCursor = (c: RecipientCursor) => encodeCursor([c.createdAt, c.id]);

function decodeRecipientCursor(raw: string): RecipientCursor {
  const values = decodeCursor(raw, ['timestamp', 'uuid']);
  if (!values) throw new AppError('VALIDATION_FAILED', 'The cursor is not one this list gave.');
  return { createdAt: values[0], id: values[1] };
}

export async function listNotifications(
  scope: SignedIn,
  args: { pageSize?: number | null; currentPage?: number | null; cursor?: string | null },
  /** What the query asks for besides the page: each count is made only when asked (else 0). */
  asks: { totalPages: boolean; unreadCount: boolean } = { totalPages: true, unreadCount: true },
): Promise<NotificationList> {
  const pageSize = args.pageSize ?? NOTIFICATION_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_NOTIFICATION_PAGE_SIZE)
    throw new AppError('VALIDATION_FAILED', `The page size must be between 1 and ${MAX_NOTIFICATION_PAGE_SIZE}.`);
  if (args.currentPage != null && (!Number.isInteger(args.currentPage) || args.currentPage < 1))
    throw new AppError('VALIDATION_FAILED', 'The page number must be 1 or more.');
  if (args.currentPage != null && args.cursor)
    throw new AppError('VALIDATION_FAILED', 'Ask for a page number or a cursor, not both.');
  const after = args.cursor ? decodeRecipientCursor(args.cursor) : null;
  const currentPage = args.currentPage ?? 1;
  const { tdb, user } = scope;
  const [rows, total, unread] = await Promise.all([
    // One more than the page tells whether another page follows.
    listRecipients(tdb, user.id, { limit: pageSize + 1, offset: after ? 0 : (currentPage - 1) * pageSize, after }),
    asks.totalPages ? countRecipients(tdb, user.id) : 0,
    asks.unreadCount ? countRecipients(tdb, user.id, { unreadOnly: true }) : 0,
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    meta: { totalPages: Math.ceil(total / pageSize), currentPage: after ? 0 : currentPage, pageSize },
    unreadCount: unread,
    notifications: page.map(presentRecipient),
    nextCursor:
      rows.length > pageSize && last ? encodeRecipientCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}

export async function unseenNotifications(
  scope: SignedIn,
): Promise<{ count: number; lastSeenTimestamp: number | null }> {
  const lastSeen = await lastSeenOf(scope.tdb, scope.user.id);
  return {
    count: await countRecipients(scope.tdb, scope.user.id, { unreadOnly: true, after: lastSeen }),
    lastSeenTimestamp: lastSeen?.getTime() ?? null,
  };
}

export async function updateLastSeen(
  scope: SignedIn,
  timestamp: number,
  now = new Date(),
): Promise<{ count: number; lastSeenTimestamp: number }> {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new AppError('VALIDATION_FAILED', 'The timestamp must be whole milliseconds since 1970.');
  // The client's clock may run ahead; a baseline in the future would hide notifications still to come.
  const at = new Date(Math.min(timestamp, now.getTime()));
  const recorded = await recordLastSeen(scope.tdb, scope.user.id, at);
  return {
    count: await countRecipients(scope.tdb, scope.user.id, { unreadOnly: true, after: recorded }),
    lastSeenTimestamp: recorded.getTime(),
  };
}

export async function setRead(scope: SignedIn, ids: readonly string[]): Promise<NotificationRecipient[]> {
  if (ids.length > MAX_READ_IDS)
    throw new AppError('VALIDATION_FAILED', `Mark at most ${MAX_READ_IDS} notifications at once.`);
  // Ids that are not ids cannot be the caller's: ignored like anyone else's.
  const wanted = [...new Set(ids)].filter((id) => isUuid(id));
  await markRead(scope.tdb, scope.user.id, wanted);
  return (await findRecipients(scope.tdb, scope.user.id, wanted)).map(presentRecipient);
}

export async function markAllRead(scope: SignedIn): Promise<{ updated: number; unreadCount: number }> {
  const changed = await markRead(scope.tdb, scope.user.id, 'all');
  return {
    updated: changed.length,
    unreadCount: await countRecipients(scope.tdb, scope.user.id, { unreadOnly: true }),
  };
}

export async function notificationPreferences(scope: SignedIn): Promise<NotificationPreference[]> {
  const stored = await preferencesOf(scope.tdb, scope.user.id);
  return NOTIFICATION_GROUPS.map((group) => ({ group, email: stored.get(group) ?? false }));
}

export async function setNotificationPreference(
  scope: SignedIn,
  group: NotificationGroup,
  email: boolean,
): Promise<NotificationPreference[]> {
  if (!(NOTIFICATION_GROUPS as readonly string[]).includes(group))
    throw new AppError('VALIDATION_FAILED', 'Unknown notification group.');
  await upsertPreference(scope.tdb, scope.user.id, group, email);
  return notificationPreferences(scope);
}
