// The private ICS feed: a secret address per person (only the token's SHA-256 is stored; a new address replaces
// the old one, revoking deletes it), and the feed it serves — the person's entries from CALENDAR_FEED_PAST_DAYS ago
// to two years ahead, written by icsFeed (@ascent/shared) with the organisation's host in every UID.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, isNull } from 'drizzle-orm';
import {
  CALENDAR_FEED_MAX_ENTRIES,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_REASONS,
  icsFeed,
  userStatusMaySignIn,
} from '@ascent/shared';
import type { CalendarFeed, CalendarFeedAddress } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { findAuthUserById } from '../users/users.public.ts';
import { gatherItems, zoneOf } from './calendar.entries.ts';
import { calendarFeeds, type CalendarFeedRow } from './calendar.schema.ts';

const DAY_MS = 86_400_000;
/** A fetch is noted at most this often (calendar applications poll; a write per poll is not needed). */
const NOTE_FETCH_EVERY_MS = 10 * 60_000;
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

async function findFeedOf(tdb: TenantDb, userId: string): Promise<CalendarFeedRow | null> {
  const [row] = await tdb
    .select()
    .from(calendarFeeds)
    .where(tdb.where(calendarFeeds, eq(calendarFeeds.userId, userId)));
  return row ?? null;
}

const presentFeed = (row: CalendarFeedRow | null): CalendarFeed => ({
  active: !!row,
  createdAt: row?.createdAt.toISOString() ?? null,
  lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
});

export async function myCalendarFeed(scope: SignedIn): Promise<CalendarFeed> {
  return presentFeed(await findFeedOf(scope.tdb, scope.user.id));
}

/** A new address for the caller (the previous one, if any, stops working at once). */
export async function createCalendarFeed(scope: SignedIn): Promise<CalendarFeedAddress> {
  const raw = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await scope.tdb
    .insert(calendarFeeds, { userId: scope.user.id, tokenHash: hashToken(raw), createdAt })
    .onConflictDoUpdate({
      target: [calendarFeeds.incubatorId, calendarFeeds.userId],
      set: { tokenHash: hashToken(raw), createdAt, lastFetchedAt: null },
    });
  return {
    url: `${scope.services.tenants.originOf(scope.tenant.slug)}/calendar/${raw}.ics`,
    createdAt: createdAt.toISOString(),
  };
}

export async function revokeCalendarFeed(scope: SignedIn): Promise<CalendarFeed> {
  await scope.tdb.delete(calendarFeeds, eq(calendarFeeds.userId, scope.user.id));
  return presentFeed(null);
}

const gone = () => reasonError('NOT_FOUND', CALENDAR_REASONS, 'feedGone');

/** The ICS text of the feed a token opens; NOT_FOUND for a malformed, unknown or revoked token or a closed account. */
export async function feedFile(scope: Scope, token: string): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw gone();
  const { tdb } = scope;
  const [feed] = await tdb
    .select()
    .from(calendarFeeds)
    .where(tdb.where(calendarFeeds, eq(calendarFeeds.tokenHash, hashToken(token))));
  const user = feed ? await findAuthUserById(tdb, feed.userId) : null;
  if (!feed || !user || !userStatusMaySignIn(user.status)) throw gone();
  const now = Date.now();
  const items = await gatherItems(tdb, {
    userId: user.id,
    from: new Date(now - CALENDAR_FEED_PAST_DAYS * DAY_MS),
    to: new Date(now + 730 * DAY_MS),
    limit: CALENDAR_FEED_MAX_ENTRIES,
    timezone: zoneOf(user.timezone, scope.tenant.timezone),
  });
  const host = new URL(scope.services.tenants.originOf(scope.tenant.slug));
  await tdb.update(
    calendarFeeds,
    { lastFetchedAt: new Date(now) },
    and(
      eq(calendarFeeds.userId, user.id),
      or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, new Date(now - NOTE_FETCH_EVERY_MS))),
    ),
  );
  return icsFeed(
    {
      name: `${scope.tenant.name} · ${user.firstName} ${user.lastName}`.trim(),
      refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
      entries: items.map((i) => ({
        ...i,
        uid: `${i.uid}@${host.hostname}`,
        description: [i.withNames.join(', '), i.conferenceUrl, i.description].filter(Boolean).join('\n\n'),
        url: `${host.origin}${i.path}`,
      })),
    },
    new Date(now),
  );
}
