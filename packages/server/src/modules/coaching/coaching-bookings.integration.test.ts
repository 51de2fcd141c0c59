// A one-on-one booking is a coaching meeting (issue 20 item 1): booking a host plans a ONE_ON_ONE session of the
// booker's startup — host as coach, booker as attendee, the event's conference link — which the founders and the
// coach see in their sessions and on the startup's timeline, once on the calendar (the booking's entry); cancelling
// the booking cancels it; a redelivered event plans nothing twice; a booker without a startup gets no session.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AISHA, GRACE, HANNAH, PRIYA } from '../../../test/personas.ts';
import { CREATE, PUBLISH, UNREGISTER, db, gql, ids, s, useEventsServer } from '../events/events.fixture.ts';
import { eventBookings } from '../events/booking.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import { coachingChangelogs, coachingSessions } from './coaching.schema.ts';
import { planSessionOfBooking } from './coaching.bookings.ts';
import { jobScope } from '../../core/scope.ts';
import { incubators } from '../../core/db/incubators.schema.ts';

useEventsServer();
beforeAll(async () => {
  // Hannah offers every hour of every day.
  const rules = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
  const res = await gql(HANNAH, WEEKLY, { timezone: 'Europe/Berlin', hoursMode: 'ALL_HOURS', rules });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
});

const DAY = 86_400_000;
const SLOTS = `query($eventId: ID!, $from: String!, $to: String!, $duration: Int!) {
  eventTimeslots(eventId: $eventId, from: $from, to: $to, duration: $duration) { start } }`;
const BOOK = `mutation($eventId: ID!, $start: String!, $duration: Int!) {
  bookEventTimeslot(eventId: $eventId, start: $start, duration: $duration) { _id } }`;
const SESSIONS = `query { coachingSessions(timeframe: UPCOMING, mine: true) { results { _id name meetingType status
  conferenceLink startup { name } coachs { fullName } attendees { fullName } } } }`;
const WEEKLY = `mutation($timezone: String!, $hoursMode: HoursMode!, $rules: [WeeklyAvailabilityRuleInput!]!) {
  setWeeklyAvailability(timezone: $timezone, hoursMode: $hoursMode, rules: $rules) { isSet } }`;
const ENTRIES = `query($from: String!, $to: String!) { calendarEntries(from: $from, to: $to) { kind title startTime } }`;

async function bookOneOnOne(who: string, title: string) {
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE, {
    input: {
      title,
      eventType: 'ONE_ON_ONE_SPECIFIC',
      hostIds: [ids[HANNAH]],
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 14 * DAY).toISOString(),
      timezone: 'Europe/Berlin',
      timeslotIncrement: 30,
      conferenceUrl: 'https://meet.example/office-hours',
      ignoreHourAllocation: true,
    },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const eventId = made.body.data!.createIncubatorEvent._id;
  expect((await gql(PRIYA, PUBLISH, { id: eventId })).body.errors).toBeUndefined();
  const offered = await gql<{ eventTimeslots: { start: string }[] }>(who, SLOTS, {
    eventId,
    from: new Date(Date.now() + 2 * DAY).toISOString(),
    to: new Date(Date.now() + 6 * DAY).toISOString(),
    duration: 45,
  });
  expect(offered.body.errors, JSON.stringify(offered.body.errors)).toBeUndefined();
  const start = offered.body.data!.eventTimeslots[0]!.start;
  const booked = await gql<{ bookEventTimeslot: { _id: string } }>(who, BOOK, { eventId, start, duration: 45 });
  expect(booked.body.errors, JSON.stringify(booked.body.errors)).toBeUndefined();
  return { eventId, bookingId: booked.body.data!.bookEventTimeslot._id, start };
}

const sessionsOf = (bookingId: string) =>
  db().select().from(coachingSessions).where(eq(coachingSessions.eventId, bookingId));

describe('one-on-one bookings as coaching sessions', () => {
  it('plans a session of the booker’s startup that both sides see, on the timeline and once on the calendar', async () => {
    const { bookingId, start } = await bookOneOnOne(AISHA, 'Office hours: pricing');
    const [session] = await sessionsOf(bookingId);
    expect(session).toMatchObject({
      name: 'Office hours: pricing',
      meetingType: 'ONE_ON_ONE',
      status: 'meeting_scheduled',
      expectedDuration: 45,
      conferenceLink: 'https://meet.example/office-hours',
    });
    expect(session!.startTime.toISOString()).toBe(new Date(start).toISOString());

    for (const who of [AISHA, HANNAH]) {
      const mine = await gql<{ coachingSessions: { results: { _id: string; startup: { name: string } }[] } }>(
        who,
        SESSIONS,
      );
      const found = mine.body.data!.coachingSessions.results.find((r) => r._id === session!.id);
      expect(found, who).toMatchObject({
        meetingType: 'ONE_ON_ONE',
        startup: { name: 'Tidepool Analytics' },
        coachs: [{ fullName: 'Hannah Schultz' }],
        attendees: [{ fullName: 'Aisha Bello' }],
      });
    }
    const posts = await db()
      .select()
      .from(timelinePosts)
      .where(and(eq(timelinePosts.kind, 'COACHING_SESSION'), eq(timelinePosts.startupId, session!.startupId)));
    expect(posts.some((p) => JSON.stringify(p).includes(session!.id))).toBe(true);

    const from = new Date(Date.parse(start) - 3_600_000).toISOString();
    const to = new Date(Date.parse(start) + 3_600_000).toISOString();
    const entries = await gql<{ calendarEntries: { kind: string; title: string }[] }>(AISHA, ENTRIES, { from, to });
    expect(entries.body.data!.calendarEntries.filter((e) => e.title === 'Office hours: pricing')).toEqual([
      expect.objectContaining({ kind: 'BOOKING' }),
    ]);
  });

  it('plans nothing twice when the booking event is delivered again', async () => {
    const { bookingId } = await bookOneOnOne(AISHA, 'Office hours: hiring');
    const [tenant] = await db().select().from(incubators).where(eq(incubators.slug, 'demo'));
    await planSessionOfBooking(jobScope(s.running.services, tenant!), bookingId);
    expect(await sessionsOf(bookingId)).toHaveLength(1);
  });

  it('cancels the session with its booking, and plans none for a booker without a startup', async () => {
    const { eventId, bookingId } = await bookOneOnOne(AISHA, 'Office hours: fundraising');
    expect((await gql(AISHA, UNREGISTER, { eventId })).body.errors).toBeUndefined();
    const [session] = await sessionsOf(bookingId);
    expect(session!.status).toBe('meeting_canceled');
    const log = await db().select().from(coachingChangelogs).where(eq(coachingChangelogs.sessionId, session!.id));
    expect(log.map((l) => l.type).sort()).toEqual(['CANCELLED', 'CREATED']);

    const alone = await bookOneOnOne(GRACE, 'Office hours: alumni');
    const [row] = await db().select().from(eventBookings).where(eq(eventBookings.id, alone.bookingId));
    expect(row!.startupId).toBeNull();
    expect(await sessionsOf(alone.bookingId)).toHaveLength(0);
  });
});
