// One person's calendar, gathered from the modules that plan time (each gives its entries through its public
// file), named, ordered by start and cut to the limit. What the page lists and what the ICS feed publishes are the
// same entries, so a subscriber sees what the person sees.
import {
  CALENDAR_RANGE_MAX_DAYS,
  CALENDAR_REASONS,
  icsSequence,
  isValidTimeZone,
  type CalendarItem,
  type CalendarQuery,
} from '@ascent/shared';
import type { CalendarEntry } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { coachingCalendarItems } from '../coaching/coaching.public.ts';
import { eventCalendarItems } from '../events/events.public.ts';
import { fullNamesById } from '../users/users.public.ts';

const DAY_MS = 86_400_000;

export interface NamedItem extends CalendarItem {
  /** Unique across kinds and stable (the feed's UID before its host part). */
  readonly uid: string;
  readonly withNames: readonly string[];
  readonly sequence: number;
}

/** The person's zone for entries planned without one: theirs, else the organisation's, else UTC. */
export const zoneOf = (...candidates: (string | null | undefined)[]) =>
  candidates.find((z): z is string => !!z && isValidTimeZone(z)) ?? 'UTC';

export async function gatherItems(tdb: TenantDb, q: CalendarQuery): Promise<NamedItem[]> {
  const sources = await Promise.all([eventCalendarItems(tdb, q), coachingCalendarItems(tdb, q)]);
  const items = sources
    .flat()
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.sourceId.localeCompare(b.sourceId))
    .slice(0, q.limit);
  const names = await fullNamesById(
    tdb,
    items.flatMap((i) => i.withIds),
  );
  return items.map((i) => ({
    ...i,
    uid: `${i.kind.toLowerCase()}-${i.sourceId}`,
    withNames: i.withIds.flatMap((id) => names.get(id) ?? []),
    sequence: icsSequence(i.createdAt, i.updatedAt),
  }));
}

const present = (i: NamedItem): CalendarEntry => ({
  _id: i.uid,
  kind: i.kind,
  role: i.role,
  title: i.title,
  startTime: i.startTime.toISOString(),
  endTime: i.endTime.toISOString(),
  timezone: i.timezone,
  cancelled: i.cancelled,
  location: i.location || null,
  conferenceUrl: i.conferenceUrl || null,
  path: i.path,
  withNames: [...i.withNames],
});

/** The caller's entries overlapping [from, to). */
export async function calendarEntries(scope: SignedIn, args: { from: string; to: string }): Promise<CalendarEntry[]> {
  const from = Date.parse(args.from);
  const to = Date.parse(args.to);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > CALENDAR_RANGE_MAX_DAYS * DAY_MS)
    throw reasonError('VALIDATION_FAILED', CALENDAR_REASONS, 'badRange');
  const items = await gatherItems(scope.tdb, {
    userId: scope.user.id,
    from: new Date(from),
    to: new Date(to),
    limit: 2000,
    timezone: zoneOf(scope.user.timezone, scope.tenant.timezone),
  });
  return items.map(present);
}
