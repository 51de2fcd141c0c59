// Availability, one-on-one bookings and hour allocations (issue 19, slice 2): the coaches and mentors keep a weekly
// schedule in their own zone (with a day off coming up), two one-on-one events run over four months — coaching
// sessions that draw on each startup's ten allocated hours, and mentor office hours that do not — with two months
// of attended (and a few missed) sessions behind and booked ones ahead, the ledger entries they wrote, and the
// one-on-one coaching sessions they planned (booking-sessions.ts).
import { BOOKING_BLOCK_MINUTES, addCalendarDays, calendarDateInTimeZone, zonedWallTimeToUtc } from '@ascent/shared';
import {
  availabilityOverrides,
  availabilityRules,
  availabilitySettings,
  bookingClaims,
  eventBookings,
  hourAccounts,
  hourLedgerEntries,
} from '../../modules/events/booking.schema.ts';
import { eventAttendees, eventHosts, incubatorEvents } from '../../modules/events/events.schema.ts';
import type { LivingContext } from './context.ts';
import { seedBookingSessions } from './booking-sessions.ts';
import { insertChunks, type Row } from './metrics.ts';

const DAY = 86_400_000;
const ADVISERS = ['Coach', 'AdminCoach', 'Mentor', 'Expert'];
/** Their zones: most work from the organisation's, one mentor from Lagos, one expert from New York. */
const ZONES: Record<string, string | null> = { Mentor: 'Africa/Lagos', Expert: 'America/New_York' };

export async function seedBookings(ctx: LivingContext): Promise<void> {
  const { rng, now, tdb } = ctx;
  const advisers = ctx.users.filter((u) => ADVISERS.includes(u.roleType));
  if (advisers.length === 0 || ctx.startups.length === 0) return;
  const zoneOf = new Map(advisers.map((u) => [u.id, ZONES[u.roleType] ?? ctx.tenant.timezone ?? 'UTC']));

  // Weekly schedules: mornings and afternoons on weekdays, a little different for each person.
  await insertChunks(
    ctx,
    availabilitySettings,
    advisers.map((u) => ({ userId: u.id, timezone: zoneOf.get(u.id)!, hoursMode: 'BUSINESS_HOURS' })),
  );
  const rules: Row<typeof availabilityRules>[] = [];
  advisers.forEach((u, i) => {
    for (let weekday = 0; weekday < 5; weekday++) {
      if ((weekday + i) % 5 === 4) continue; // one weekday off each
      rules.push({ userId: u.id, weekday, startMinute: 9 * 60 + (i % 2) * 60, endMinute: 12 * 60 });
      rules.push({ userId: u.id, weekday, startMinute: 13 * 60 + 30, endMinute: 17 * 60 });
    }
  });
  await insertChunks(ctx, availabilityRules, rules);
  const nextWeek = (u: { id: string }) => {
    const d = addCalendarDays(calendarDateInTimeZone(now, zoneOf.get(u.id)!), 8);
    return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  };
  await insertChunks(
    ctx,
    availabilityOverrides,
    advisers.slice(0, 2).map((u) => ({ userId: u.id, date: nextWeek(u), startMinute: null, endMinute: null })),
  );

  // Two one-on-one events, two months back and two months ahead.
  const coaches = advisers.filter((u) => u.roleType === 'Coach' || u.roleType === 'AdminCoach').slice(0, 3);
  const mentors = advisers.filter((u) => u.roleType === 'Mentor' || u.roleType === 'Expert').slice(0, 3);
  const publisher = ctx.users.find((u) => u.roleType === 'Staff' || u.roleType === 'Admin')?.id ?? ctx.users[0]!.id;
  const base = {
    capacity: null,
    locationText: '',
    locationLink: '',
    conferenceUrl: 'https://meet.example.org/ascent-one-on-one',
    tags: [],
    startTime: new Date(now.getTime() - 60 * DAY),
    endTime: new Date(now.getTime() + 60 * DAY),
    timezone: ctx.tenant.timezone ?? 'UTC',
    timeslotIncrement: 30,
    noticePeriodValue: 12,
    noticePeriodUnit: 'HOUR',
    status: 'published',
    createdById: publisher,
    publishedAt: new Date(now.getTime() - 62 * DAY),
    createdAt: new Date(now.getTime() - 63 * DAY),
  };
  const events = await tdb
    .insert(incubatorEvents, [
      {
        ...base,
        eventType: 'ONE_ON_ONE_SPECIFIC',
        title: 'Coaching sessions',
        description: '<p>Book a session with your coach: goals, blockers and the next two weeks.</p>',
        topics: ['Coaching'],
        visibleRolesIs: ['Cofounder'],
      },
      {
        ...base,
        eventType: 'ONE_ON_ONE_GENERAL',
        title: 'Mentor office hours',
        description: '<p>Thirty minutes with a mentor of the programme. Free: not counted in your hours.</p>',
        topics: ['Mentoring'],
        ignoreHourAllocation: true,
      },
    ])
    .returning({ id: incubatorEvents.id });
  const [coaching, office] = [events[0]!.id, events[1]!.id];
  await insertChunks(ctx, eventHosts, [
    ...coaches.map((u, position) => ({ eventId: coaching, userId: u.id, position })),
    ...mentors.map((u, position) => ({ eventId: office, userId: u.id, position })),
  ]);

  // Ten hours per startup, allocated when the programme started.
  await insertChunks(
    ctx,
    hourAccounts,
    ctx.startups.map((s) => ({ startupId: s.id })),
  );
  const ledger: Row<typeof hourLedgerEntries>[] = ctx.startups.map((s) => ({
    startupId: s.id,
    kind: 'ALLOCATED',
    minutes: 600,
    note: 'Programme coaching hours',
    createdById: publisher,
    createdAt: new Date(now.getTime() - 70 * DAY),
  }));

  // Sessions: about one a week per startup with a coach, some with mentors; one per host and hour at most.
  const taken = new Set<string>();
  const bookings: (Row<typeof eventBookings> & { id: string })[] = [];
  const latest = new Map<string, { eventId: string; userId: string; status: string; at: Date }>();
  for (const s of ctx.startups) {
    if (s.founderIds.length === 0) continue;
    for (let week = -8; week <= 3; week++) {
      const coachingWeek = rng.chance(0.6);
      const hosts = coachingWeek ? coaches : mentors;
      if (hosts.length === 0 || (!coachingWeek && !rng.chance(0.4))) continue;
      const host = hosts[rng.int(0, hosts.length - 1)]!;
      const zone = zoneOf.get(host.id)!;
      const day = addCalendarDays(calendarDateInTimeZone(now, zone), week * 7 + rng.int(0, 4));
      const weekday = (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
      if (weekday > 4) continue;
      const hour = [9, 10, 11, 14, 15, 16][rng.int(0, 5)]!;
      const key = `${host.id}:${day.year}-${day.month}-${day.day}:${hour}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const start = zonedWallTimeToUtc({ ...day, hour, minute: 0 }, zone);
      if (start.getTime() > now.getTime() - DAY && start.getTime() < now.getTime() + DAY) continue;
      const minutes = coachingWeek ? ([30, 45, 60] as const)[rng.int(0, 2)]! : 30;
      const past = start < now;
      const status = past ? (rng.chance(0.88) ? 'ATTENDED' : 'NO_SHOW') : 'BOOKED';
      const bookerId = s.founderIds[rng.int(0, s.founderIds.length - 1)]!;
      const eventId = coachingWeek ? coaching : office;
      const id = crypto.randomUUID();
      const charged = coachingWeek ? minutes : 0;
      const createdAt = new Date(start.getTime() - rng.int(2, 9) * DAY);
      // A founder holds one live booking per event: later weeks of the same event wait their turn.
      if (
        status === 'BOOKED' &&
        [...latest.values()].some((l) => l.eventId === eventId && l.userId === bookerId && l.status === 'REGISTERED')
      )
        continue;
      bookings.push({
        id,
        eventId,
        hostId: host.id,
        bookerId,
        startupId: s.id,
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
        minutes,
        chargedMinutes: charged,
        status,
        createdAt,
      });
      if (charged) {
        ledger.push({ startupId: s.id, kind: 'PENDING', minutes, bookingId: id, createdById: bookerId, createdAt });
        if (past)
          ledger.push({
            startupId: s.id,
            kind: status === 'ATTENDED' ? 'USED' : 'RELEASED',
            minutes,
            bookingId: id,
            createdById: host.id,
            createdAt: new Date(start.getTime() + minutes * 60_000),
          });
      }
      latest.set(`${eventId}:${bookerId}`, {
        eventId,
        userId: bookerId,
        status: past ? status : 'REGISTERED',
        at: start,
      });
    }
  }
  await insertChunks(ctx, eventBookings, bookings);
  await seedBookingSessions(
    ctx,
    bookings,
    (eventId) => (eventId === coaching ? 'Coaching sessions' : 'Mentor office hours'),
    base.conferenceUrl,
  );
  const block = BOOKING_BLOCK_MINUTES * 60_000;
  await insertChunks(
    ctx,
    bookingClaims,
    bookings
      .filter((b) => b.status !== 'NO_SHOW')
      .flatMap((b) => {
        const claims = [];
        for (let t = b.startTime.getTime(); t < b.endTime.getTime(); t += block)
          claims.push({ hostId: b.hostId, blockStart: new Date(t), bookingId: b.id });
        return claims;
      }),
  );
  await insertChunks(ctx, hourLedgerEntries, ledger);
  await insertChunks(
    ctx,
    eventAttendees,
    [...latest.values()].map((l) => ({ eventId: l.eventId, userId: l.userId, status: l.status, registeredAt: l.at })),
  );
}
