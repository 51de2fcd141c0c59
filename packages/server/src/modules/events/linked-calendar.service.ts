// Linking an external calendar by its ICS address (issue 19 item 5): the address is read at once (a wrong one is
// refused and nothing is stored), then every LINKED_CALENDAR_SYNC_MINUTES by a job; each good reading replaces the
// person's busy ranges for the next LINKED_CALENDAR_HORIZON_DAYS, a failed one keeps the last ranges and says why.
// Every fetch goes through the guarded outbound client (public addresses only, a deadline and a size cap).
import { and, count, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  LINKED_CALENDAR_HORIZON_DAYS,
  LINKED_CALENDAR_MAX_BUSY,
  LINKED_CALENDAR_MAX_BYTES,
  LINKED_CALENDAR_REASONS,
  LINKED_CALENDAR_SYNC_MINUTES,
  type LinkedCalendarReason,
} from '@ascent/shared';
import type { LinkedCalendar } from '../../generated/graphql.ts';
import { type TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import type { JobDefinition } from '../../core/jobs.ts';
import { jobScope, type Scope, type SignedIn } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { loadAvailability } from './booking.availability.ts';
import { busyRangesOf, NotACalendar, type BusyRange } from './linked-calendar.ics.ts';
import { externalBusy, linkedCalendars, type LinkedCalendarRow } from './linked-calendar.schema.ts';

const DAY_MS = 86_400_000;
const linkedError = (reason: LinkedCalendarReason) => reasonError('VALIDATION_FAILED', LINKED_CALENDAR_REASONS, reason);

/** A webcal:// address is the https one; anything else must be an address the outbound client may fetch. */
function parseAddress(services: Services, raw: string): URL {
  const trimmed = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw linkedError('badUrl');
  }
  if (trimmed.length > 2000 || url.username || url.password || services.outbound.urlProblem(url))
    throw linkedError('badUrl');
  return url;
}

/** The zone all-day and floating entries are read in: the person's availability zone, else theirs, else UTC. */
async function zoneOf(tdb: TenantDb, user: { id: string; timezone?: string | null }): Promise<string> {
  const availability = (await loadAvailability(tdb, [user.id])).get(user.id);
  return availability?.timezone ?? user.timezone ?? 'UTC';
}

/** Reads the calendar: its busy ranges, or the reason it could not be read. */
async function read(
  services: Services,
  url: URL,
  zone: string,
  now: number,
): Promise<BusyRange[] | LinkedCalendarReason> {
  let text: string;
  try {
    const res = await services.outbound.fetch(url, {
      headers: { accept: 'text/calendar, text/plain;q=0.5' },
      maxBytes: LINKED_CALENDAR_MAX_BYTES,
      timeoutMs: 15_000,
    });
    if (!res.ok) return 'unreachable';
    text = await res.text();
  } catch {
    return 'unreachable';
  }
  try {
    return busyRangesOf(
      text,
      now - DAY_MS,
      now + LINKED_CALENDAR_HORIZON_DAYS * DAY_MS,
      zone,
      LINKED_CALENDAR_MAX_BUSY,
    );
  } catch (err) {
    if (err instanceof NotACalendar) return 'notCalendar';
    throw err;
  }
}

async function replaceBusy(tdb: TenantDb, userId: string, ranges: readonly BusyRange[]): Promise<void> {
  await tdb.delete(externalBusy, eq(externalBusy.userId, userId));
  for (let i = 0; i < ranges.length; i += 500)
    await tdb.insert(
      externalBusy,
      ranges.slice(i, i + 500).map((r) => ({ userId, startTime: new Date(r.start), endTime: new Date(r.end) })),
    );
}

async function present(tdb: TenantDb, row: LinkedCalendarRow | null): Promise<LinkedCalendar> {
  if (!row) return { linked: false, host: null, status: null, lastError: null, syncedAt: null, upcomingBusy: 0 };
  const [busy] = await tdb
    .select({ n: count() })
    .from(externalBusy)
    .where(tdb.where(externalBusy, eq(externalBusy.userId, row.userId), gt(externalBusy.endTime, new Date())));
  return {
    linked: true,
    host: row.host,
    status: row.status === 'failed' ? 'failed' : 'ok',
    lastError: row.lastError,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    upcomingBusy: Number(busy?.n ?? 0),
  };
}

async function findLinked(tdb: TenantDb, userId: string): Promise<LinkedCalendarRow | null> {
  const [row] = await tdb
    .select()
    .from(linkedCalendars)
    .where(tdb.where(linkedCalendars, eq(linkedCalendars.userId, userId)));
  return row ?? null;
}

export async function myLinkedCalendar(scope: SignedIn): Promise<LinkedCalendar> {
  return present(scope.tdb, await findLinked(scope.tdb, scope.user.id));
}

/** Links (or replaces) the caller's calendar; refused, storing nothing, when it cannot be read as a calendar. */
export async function linkCalendar(scope: SignedIn, address: string): Promise<LinkedCalendar> {
  const url = parseAddress(scope.services, address);
  const now = Date.now();
  const ranges = await read(scope.services, url, await zoneOf(scope.tdb, scope.user), now);
  if (typeof ranges === 'string') throw linkedError(ranges);
  const values = {
    url: scope.services.sealer.seal(url.toString(), scope.tenant.id),
    host: url.host,
    status: 'ok',
    lastError: null,
    syncedAt: new Date(now),
  };
  await scope.tdb.transaction(async (tdb) => {
    await tdb
      .insert(linkedCalendars, { userId: scope.user.id, ...values })
      .onConflictDoUpdate({ target: [linkedCalendars.incubatorId, linkedCalendars.userId], set: values });
    await replaceBusy(tdb, scope.user.id, ranges);
  });
  return myLinkedCalendar(scope);
}

export async function unlinkCalendar(scope: SignedIn): Promise<LinkedCalendar> {
  await scope.tdb.delete(linkedCalendars, eq(linkedCalendars.userId, scope.user.id));
  return present(scope.tdb, null);
}

/** Reads one stored calendar again: new ranges on success; on failure the status and reason, the old ranges kept. */
async function resync(scope: Scope, row: LinkedCalendarRow, now: number): Promise<void> {
  let result: BusyRange[] | LinkedCalendarReason;
  try {
    const url = new URL(scope.services.sealer.open(row.url, scope.tenant.id));
    result = await read(scope.services, url, await zoneOf(scope.tdb, { id: row.userId }), now);
  } catch (err) {
    scope.log.warn({ err, userId: row.userId }, 'a linked calendar could not be opened');
    result = 'unreachable';
  }
  const ok = typeof result !== 'string';
  await scope.tdb.transaction(async (tdb) => {
    await tdb.update(
      linkedCalendars,
      { status: ok ? 'ok' : 'failed', lastError: ok ? null : (result as string), syncedAt: new Date(now) },
      eq(linkedCalendars.userId, row.userId),
    );
    if (ok) await replaceBusy(tdb, row.userId, result as BusyRange[]);
  });
}

/** The job: every organisation's calendars not read for LINKED_CALENDAR_SYNC_MINUTES, 50 at a time. */
export async function syncLinkedCalendars(services: Services, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LINKED_CALENDAR_SYNC_MINUTES * 60_000 + 30_000);
  for (const tenant of await listIncubators(services.database)) {
    const scope = jobScope(services, tenant);
    try {
      const { tdb } = scope;
      const rows = await tdb
        .select()
        .from(linkedCalendars)
        .where(tdb.where(linkedCalendars, or(isNull(linkedCalendars.syncedAt), lt(linkedCalendars.syncedAt, stale))))
        .limit(50);
      for (const row of rows) await resync(scope, row, now.getTime());
    } catch (err) {
      scope.log.error({ err, incubatorId: tenant.id }, 'linked calendars could not be read');
    }
  }
}

export const linkedCalendarsJob: JobDefinition = {
  name: 'linked-calendars-sync',
  cron: '*/5 * * * *',
  run: syncLinkedCalendars,
};

/** The busy ranges of each host's linked calendar between two instants. */
export async function externalBusyOfHosts(
  tdb: TenantDb,
  hostIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, BusyRange[]>> {
  const out = new Map<string, BusyRange[]>();
  if (hostIds.length === 0) return out;
  const rows = await tdb
    .select({ userId: externalBusy.userId, start: externalBusy.startTime, end: externalBusy.endTime })
    .from(externalBusy)
    .where(
      tdb.where(
        externalBusy,
        inArray(externalBusy.userId, [...hostIds]),
        and(lt(externalBusy.startTime, to), gt(externalBusy.endTime, from)),
      ),
    );
  for (const r of rows)
    out.set(r.userId, [...(out.get(r.userId) ?? []), { start: r.start.getTime(), end: r.end.getTime() }]);
  return out;
}
