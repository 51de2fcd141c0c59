// Availability, one-on-one booking and the hour ledger (issue 19, slice 2): a refused schedule stores nothing, the
// offered slots follow the host's zone, two people racing for one slot end with one booking, a booking outside the
// offered slots or inside the notice period is refused, and minutes move allocated → pending → used / released.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AISHA, HANNAH, MARCO, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
import { availabilityRules, eventBookings, hourLedgerEntries } from './booking.schema.ts';
import { insertBooking } from './booking.repository.ts';
import {
  CREATE,
  MARK,
  PUBLISH,
  UNREGISTER,
  db,
  errorOf,
  gql,
  ids,
  s,
  tokens,
  useEventsServer,
} from './events.fixture.ts';

useEventsServer();
beforeAll(async () => {
  tokens[SAMUEL] = await s.login(SAMUEL);
});

const AVAIL = `timezone hoursMode isSet rules { weekday start end } overrides { date ranges { start end } }`;
const MY = `query { myAvailability { ${AVAIL} } }`;
const WEEKLY = `mutation($timezone: String!, $hoursMode: HoursMode!, $rules: [WeeklyAvailabilityRuleInput!]!) {
  setWeeklyAvailability(timezone: $timezone, hoursMode: $hoursMode, rules: $rules) { ${AVAIL} } }`;
const OVERRIDES = `mutation($overrides: [AvailabilityOverrideInput!]!) { setAvailabilityOverrides(overrides: $overrides) { ${AVAIL} } }`;
const SLOTS = `query($eventId: ID!, $from: String!, $to: String!, $duration: Int!) {
  eventTimeslots(eventId: $eventId, from: $from, to: $to, duration: $duration) { start end hostIds } }`;
const BOOK = `mutation($eventId: ID!, $start: String!, $duration: Int!, $hostId: ID) {
  bookEventTimeslot(eventId: $eventId, start: $start, duration: $duration, hostId: $hostId) { _id start end minutes status host { _id } booker { _id } } }`;
const HOURS = `query($startupId: ID) { hourAllocation(startupId: $startupId) { startupId startupName minutesAllocated minutesPending minutesUsed minutesRemaining } }`;
const ALLOCATE = `mutation($startupId: ID!, $minutes: Int!, $note: String) { allocateHours(startupId: $startupId, minutes: $minutes, note: $note) { minutesAllocated minutesRemaining } }`;
const LEDGER = `query($startupId: ID!) { hourLedger(startupId: $startupId) { kind minutes } }`;

type Slot = { start: string; end: string; hostIds: string[] };
type Hours = {
  startupId: string;
  minutesAllocated: number;
  minutesPending: number;
  minutesUsed: number;
  minutesRemaining: number;
};
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
const DAY = 86_400_000;

async function oneOnOne(input: Record<string, unknown> = {}) {
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE, {
    input: {
      title: 'Office hours with Hannah',
      eventType: 'ONE_ON_ONE_SPECIFIC',
      hostIds: [ids[HANNAH]],
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 14 * DAY).toISOString(),
      timezone: 'America/New_York',
      timeslotIncrement: 30,
      noticePeriodValue: 2,
      noticePeriodUnit: 'HOUR',
      ...input,
    },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const id = made.body.data!.createIncubatorEvent._id;
  expect((await gql(PRIYA, PUBLISH, { id })).body.errors).toBeUndefined();
  return id;
}

async function slots(who: string, eventId: string, duration = 60) {
  const res = await gql<{ eventTimeslots: Slot[] }>(who, SLOTS, {
    eventId,
    from: new Date().toISOString(),
    to: new Date(Date.now() + 7 * DAY).toISOString(),
    duration,
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.eventTimeslots;
}

describe('availability', () => {
  it('offers business hours until a schedule is saved, then keeps what was saved', async () => {
    const first = await gql<{ myAvailability: { isSet: boolean; hoursMode: string } }>(HANNAH, MY);
    expect(first.body.data!.myAvailability).toMatchObject({ isSet: false, hoursMode: 'BUSINESS_HOURS' });
    const saved = await gql<{ setWeeklyAvailability: { isSet: boolean; rules: unknown[] } }>(HANNAH, WEEKLY, {
      timezone: 'America/New_York',
      hoursMode: 'ALL_HOURS',
      rules: everyDay,
    });
    expect(saved.body.data!.setWeeklyAvailability).toMatchObject({ isSet: true, rules: everyDay });
  });

  it('refuses overlapping ranges and a zone that does not exist, storing nothing', async () => {
    const before = await db().select().from(availabilityRules).where(eq(availabilityRules.userId, ids[HANNAH]!));
    const overlapping = await gql(HANNAH, WEEKLY, {
      timezone: 'Europe/Paris',
      hoursMode: 'BUSINESS_HOURS',
      rules: [
        { weekday: 0, start: 540, end: 720 },
        { weekday: 0, start: 600, end: 660 },
      ],
    });
    expect(errorOf(overlapping)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'overlap' });
    expect(overlapping.body.errors![0]!.message).toMatch(/overlap/);
    const zone = await gql(HANNAH, WEEKLY, { timezone: 'Europe/Atlantis', hoursMode: 'ALL_HOURS', rules: everyDay });
    expect(errorOf(zone)).toMatchObject({ reason: 'badTimezone', fields: { timezone: 'badTimezone' } });
    const outside = await gql(HANNAH, WEEKLY, {
      timezone: 'Europe/Paris',
      hoursMode: 'BUSINESS_HOURS',
      rules: [{ weekday: 0, start: 300, end: 400 }],
    });
    expect(errorOf(outside).reason).toBe('outsideHours');
    const after = await db().select().from(availabilityRules).where(eq(availabilityRules.userId, ids[HANNAH]!));
    expect(after).toEqual(before);
    const mine = await gql<{ myAvailability: { timezone: string } }>(HANNAH, MY);
    expect(mine.body.data!.myAvailability.timezone).toBe('America/New_York');
  });

  it('saves date overrides and time off, and refuses an impossible date', async () => {
    const res = await gql<{ setAvailabilityOverrides: { overrides: unknown[] } }>(SAMUEL, OVERRIDES, {
      overrides: [
        { date: '2030-01-02', ranges: [] },
        { date: '2030-01-03', ranges: [{ start: 480, end: 600 }] },
      ],
    });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data!.setAvailabilityOverrides.overrides).toEqual([
      { date: '2030-01-02', ranges: [] },
      { date: '2030-01-03', ranges: [{ start: 480, end: 600 }] },
    ]);
    expect(errorOf(await gql(SAMUEL, OVERRIDES, { overrides: [{ date: '2030-02-30', ranges: [] }] })).reason).toBe(
      'badDate',
    );
  });
  it('keeps one schedule when a first save of time off arrives several times at once', async () => {
    const saves = await Promise.all(
      [1, 2, 3].map(() => gql(PRIYA, OVERRIDES, { overrides: [{ date: '2030-03-04', ranges: [] }] })),
    );
    for (const res of saves) expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const mine = await gql<{ myAvailability: { isSet: boolean; rules: unknown[]; overrides: unknown[] } }>(PRIYA, MY);
    expect(mine.body.data!.myAvailability.isSet).toBe(true);
    expect(mine.body.data!.myAvailability.overrides).toEqual([{ date: '2030-03-04', ranges: [] }]);
    const rules = await db().select().from(availabilityRules).where(eq(availabilityRules.userId, ids[PRIYA]!));
    expect(rules).toHaveLength(mine.body.data!.myAvailability.rules.length);
    expect(rules.length).toBeGreaterThan(0);
  });
});

describe('one-on-one booking', () => {
  it('offers slots after the notice period; two people racing for one slot end with one booking', async () => {
    const eventId = await oneOnOne({ ignoreHourAllocation: true });
    const offered = await slots(SOFIA, eventId);
    expect(offered.length).toBeGreaterThan(100);
    expect(Date.parse(offered[0]!.start)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
    expect(offered[0]!.hostIds).toEqual([ids[HANNAH]]);
    const slot = offered[3]!;
    const answers = await Promise.all(
      [SOFIA, MARCO].map((who) => gql(who, BOOK, { eventId, start: slot.start, duration: 60 })),
    );
    const won = answers.filter((a) => !a.body.errors);
    expect(won).toHaveLength(1);
    const lost = answers.find((a) => a.body.errors)!;
    expect(errorOf(lost).code).toBe('CONFLICT');
    expect(['slotTaken', 'slotNotOffered']).toContain(errorOf(lost).reason);
    const rows = await db().select().from(eventBookings).where(eq(eventBookings.eventId, eventId));
    expect(rows).toHaveLength(1);
    // The booked hour and the half-hours that overlap it are no longer offered.
    const after = (await slots(SOFIA, eventId)).map((s) => s.start);
    expect(after).not.toContain(slot.start);
    expect(after).not.toContain(offered[2]!.start);
    expect(after).not.toContain(offered[4]!.start);
  });

  it('the database refuses two bookings sharing any part of a host’s time', async () => {
    const eventId = await oneOnOne({ ignoreHourAllocation: true, title: 'Constraint check' });
    const tdb = new TenantDb(db(), (await db().select().from(eventBookings).limit(1))[0]!.incubatorId);
    const start = Date.now() + 30 * DAY;
    const values = (offset: number) => ({
      eventId,
      hostId: ids[HANNAH]!,
      bookerId: ids[SOFIA]!,
      startTime: new Date(start + offset),
      endTime: new Date(start + offset + 3_600_000),
      minutes: 60,
      status: 'CANCELLED',
    });
    await insertBooking(tdb, values(0));
    const overlap = await tdb.transaction((tx) => insertBooking(tx, values(30 * 60_000))).catch((e: unknown) => e);
    expect(isUniqueViolation(overlap, 'booking_claims_host_block')).toBe(true);
  });

  it('refuses a slot that is not offered or inside the notice period, storing nothing', async () => {
    const eventId = await oneOnOne({ ignoreHourAllocation: true, title: 'Refusals' });
    const offered = await slots(SOFIA, eventId);
    const shifted = new Date(Date.parse(offered[0]!.start) + 7 * 60_000).toISOString();
    expect(errorOf(await gql(SOFIA, BOOK, { eventId, start: shifted, duration: 60 })).reason).toBe('slotNotOffered');
    const soon = new Date(Math.ceil((Date.now() + 3_600_000) / 1_800_000) * 1_800_000).toISOString();
    expect(errorOf(await gql(SOFIA, BOOK, { eventId, start: soon, duration: 60 })).reason).toBe('slotNotOffered');
    expect(errorOf(await gql(SOFIA, BOOK, { eventId, start: offered[0]!.start, duration: 25 })).reason).toBe(
      'badDuration',
    );
    expect(errorOf(await gql(SOFIA, BOOK, { eventId, start: 'soon', duration: 60 })).reason).toBe('slotNotOffered');
    expect(await db().select().from(eventBookings).where(eq(eventBookings.eventId, eventId))).toHaveLength(0);
  });
});

describe('hour allocation', () => {
  it('holds, uses and releases a startup’s minutes, and refuses a booking beyond them', async () => {
    const tidepool = (await gql<{ hourAllocation: Hours }>(AISHA, HOURS)).body.data!.hourAllocation;
    expect(tidepool).toMatchObject({ minutesAllocated: 0, minutesRemaining: 0 });
    expect(errorOf(await gql(AISHA, ALLOCATE, { startupId: tidepool.startupId, minutes: 120 })).code).toBe('FORBIDDEN');
    const given = await gql<{ allocateHours: Hours }>(PRIYA, ALLOCATE, {
      startupId: tidepool.startupId,
      minutes: 120,
      note: 'Spring coaching',
    });
    expect(given.body.data!.allocateHours).toMatchObject({ minutesAllocated: 120, minutesRemaining: 120 });

    const eventId = await oneOnOne({ title: 'Coaching with Hannah' });
    const offered = await slots(AISHA, eventId);
    const booked = await gql<{ bookEventTimeslot: { _id: string } }>(AISHA, BOOK, {
      eventId,
      start: offered[10]!.start,
      duration: 60,
    });
    expect(booked.body.errors, JSON.stringify(booked.body.errors)).toBeUndefined();
    const held = (await gql<{ hourAllocation: Hours }>(MARCO, HOURS)).body.data!.hourAllocation;
    expect(held).toMatchObject({ minutesAllocated: 120, minutesPending: 60, minutesUsed: 0, minutesRemaining: 60 });

    const tooMuch = await gql(MARCO, BOOK, { eventId, start: offered[20]!.start, duration: 90 });
    expect(errorOf(tooMuch)).toMatchObject({ code: 'CONFLICT', reason: 'insufficientHours' });
    expect(tooMuch.body.errors![0]!.message).toMatch(/Insufficient hour allocation/);
    expect(await db().select().from(eventBookings).where(eq(eventBookings.eventId, eventId))).toHaveLength(1);

    const marked = await gql(PRIYA, MARK, { eventId, userIds: [ids[AISHA]], status: 'ATTENDED' });
    expect(marked.body.errors, JSON.stringify(marked.body.errors)).toBeUndefined();
    const used = (await gql<{ hourAllocation: Hours }>(PRIYA, HOURS, { startupId: tidepool.startupId })).body.data!;
    expect(used.hourAllocation).toMatchObject({ minutesPending: 0, minutesUsed: 60, minutesRemaining: 60 });

    const second = await gql(MARCO, BOOK, { eventId, start: offered[20]!.start, duration: 45 });
    expect(second.body.errors, JSON.stringify(second.body.errors)).toBeUndefined();
    expect((await gql(MARCO, UNREGISTER, { eventId })).body.errors).toBeUndefined();
    const released = (await gql<{ hourAllocation: Hours }>(MARCO, HOURS)).body.data!.hourAllocation;
    expect(released).toMatchObject({ minutesPending: 0, minutesUsed: 60, minutesRemaining: 60 });

    const ledger = await gql<{ hourLedger: { kind: string; minutes: number }[] }>(PRIYA, LEDGER, {
      startupId: tidepool.startupId,
    });
    expect(ledger.body.data!.hourLedger.map((e) => `${e.kind} ${e.minutes}`).sort()).toEqual(
      ['ALLOCATED 120', 'PENDING 60', 'USED 60', 'PENDING 45', 'RELEASED 45'].sort(),
    );
    expect(await db().select().from(hourLedgerEntries)).toHaveLength(5);
    expect(errorOf(await gql(SOFIA, HOURS, { startupId: tidepool.startupId })).reason).toBe('startupNotFound');
  });
});
