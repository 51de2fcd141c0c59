// The calendar and its private ICS feed (issue 19 item 5): a person's entries come from group events, bookings and
// coaching sessions; the feed parses with a real iCalendar parser (ical.js) and places each entry at the right UTC
// instant across a daylight-saving change; a change bumps SEQUENCE, a cancellation says CANCELLED; a replaced or
// revoked address, a malformed one, or one asked on another organisation's host answers 404 and stores nothing.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { parseIcs } from '../../../test/ics.ts';
import { AISHA, HANNAH, LAKESIDE, NORTHSTAR, PRIYA, SAMUEL } from '../../../test/personas.ts';
import { insertBooking } from '../events/booking.repository.ts';
import { incubatorEvents } from '../events/events.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { calendarFeeds } from './calendar.schema.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let tidepool = '';
const db = () => s.running.services.database.db;
const gql = <T>(who: string | null, query: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, { token: who ? tokens[who] : null, variables });
type Err = { extensions?: { code?: string; reason?: string } };
const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};

const ENTRIES = `query($from: String!, $to: String!) { calendarEntries(from: $from, to: $to) {
  _id kind role title startTime endTime timezone cancelled location conferenceUrl path withNames } }`;
const FEED = `query { calendarFeed { active createdAt lastFetchedAt } }`;
const CREATE_FEED = `mutation { createCalendarFeed { url createdAt } }`;
const REVOKE_FEED = `mutation { revokeCalendarFeed { active } }`;
const CREATE_EVENT = `mutation($input: IncubatorEventInput) { createIncubatorEvent(input: $input) { _id } }`;
const PUBLISH = `mutation($id: ID!) { publishIncubatorEvent(id: $id) { _id } }`;
const CANCEL = `mutation($id: ID!) { cancelIncubatorEvent(id: $id) { _id } }`;
const UPDATE = `mutation($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(id: $id, input: $input) { _id } }`;
const REGISTER = `mutation($eventId: ID!) { registerForEvent(eventId: $eventId) { _id } }`;
const LOG = `mutation($input: CoachingSessionInput!) { createCoachingSession(input: $input) { _id } }`;

interface Entry {
  _id: string;
  kind: string;
  role: string;
  title: string;
  startTime: string;
  endTime: string;
  timezone: string;
  cancelled: boolean;
  path: string;
  withNames: string[];
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [PRIYA, HANNAH, AISHA, SAMUEL]) tokens[email] = await s.login(email);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  const [row] = await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Tidepool Analytics'));
  tidepool = row!.id;
});
afterAll(() => s?.close());

/** A group event Priya makes, hosted by Hannah, published, that Aisha registers for. */
async function workshop(startTime: string, endTime: string, title = 'Pricing clinic'): Promise<string> {
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE_EVENT, {
    input: { title, startTime, endTime, timezone: 'Europe/Paris', hostIds: [ids[HANNAH]], capacity: 20 },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const id = made.body.data!.createIncubatorEvent._id;
  expect((await gql(PRIYA, PUBLISH, { id })).body.errors).toBeUndefined();
  expect((await gql(AISHA, REGISTER, { eventId: id })).body.errors).toBeUndefined();
  return id;
}

async function entriesOf(who: string, from: string, to: string): Promise<Entry[]> {
  const res = await gql<{ calendarEntries: Entry[] }>(who, ENTRIES, { from, to });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.calendarEntries;
}

const feedPath = (url: string) => new URL(url).pathname;
const fetchFeed = (path: string, host: string = LAKESIDE.host) => s.http({ path, host });

describe('calendar entries', () => {
  it('lists what the person attends or hosts, from events, bookings and sessions', async () => {
    // The last Sunday of March 2027: Paris moves from +01:00 to +02:00 at 01:00 UTC.
    const before = await workshop('2027-03-27T09:00:00.000Z', '2027-03-27T11:00:00.000Z', 'Before the change');
    const after = await workshop('2027-03-28T08:00:00.000Z', '2027-03-28T10:00:00.000Z', 'After the change');
    const logged = await gql<{ createCoachingSession: { _id: string } }>(SAMUEL, LOG, {
      input: {
        name: 'Go-to-market review',
        meetingType: 'SCHEDULED_COACHING_SESSION',
        startupId: tidepool,
        startTime: '2027-03-29T13:00:00.000Z',
        endTime: '2027-03-29T14:00:00.000Z',
        expectedDuration: 60,
      },
    });
    expect(logged.body.errors, JSON.stringify(logged.body.errors)).toBeUndefined();

    const aisha = await entriesOf(AISHA, '2027-03-26T00:00:00.000Z', '2027-04-02T00:00:00.000Z');
    const mine = aisha.filter((e) => [before, after].some((id) => e.path === `/events/${id}`) || e.kind === 'COACHING');
    expect(mine.map((e) => [e.kind, e.role, e.title, e.startTime])).toEqual([
      ['EVENT', 'ATTENDEE', 'Before the change', '2027-03-27T09:00:00.000Z'],
      ['EVENT', 'ATTENDEE', 'After the change', '2027-03-28T08:00:00.000Z'],
      ['COACHING', 'ATTENDEE', 'Go-to-market review', '2027-03-29T13:00:00.000Z'],
    ]);
    expect(mine[0]!.withNames).toEqual(['Hannah Schultz']);
    expect(mine[2]!.withNames).toContain('Samuel Adeyemi');

    const hannah = await entriesOf(HANNAH, '2027-03-26T00:00:00.000Z', '2027-04-02T00:00:00.000Z');
    expect(hannah.filter((e) => e.path === `/events/${before}`).map((e) => e.role)).toEqual(['HOST']);
    const samuel = await entriesOf(SAMUEL, '2027-03-26T00:00:00.000Z', '2027-04-02T00:00:00.000Z');
    expect(samuel.find((e) => e.kind === 'COACHING')?.role).toBe('HOST');
  });

  it('shows a booking to its booker and its host, a draft to nobody', async () => {
    const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE_EVENT, {
      input: {
        title: 'Office hours',
        eventType: 'ONE_ON_ONE_SPECIFIC',
        hostIds: [ids[HANNAH]],
        startTime: '2027-04-05T00:00:00.000Z',
        endTime: '2027-04-10T00:00:00.000Z',
        timezone: 'America/New_York',
        timeslotIncrement: 30,
      },
    });
    const eventId = made.body.data!.createIncubatorEvent._id;
    const [lakeside] = await db()
      .select({ id: incubatorEvents.incubatorId })
      .from(incubatorEvents)
      .where(eq(incubatorEvents.id, eventId));
    await insertBooking(new TenantDb(db(), lakeside!.id), {
      eventId,
      hostId: ids[HANNAH]!,
      bookerId: ids[AISHA]!,
      startupId: tidepool,
      startTime: new Date('2027-04-06T14:00:00.000Z'),
      endTime: new Date('2027-04-06T15:00:00.000Z'),
      minutes: 60,
      chargedMinutes: 0,
    });
    const range = ['2027-04-05T00:00:00.000Z', '2027-04-10T00:00:00.000Z'] as const;
    const aisha = await entriesOf(AISHA, ...range);
    expect(aisha.map((e) => [e.kind, e.role, e.title, e.timezone, e.withNames])).toEqual([
      ['BOOKING', 'ATTENDEE', 'Office hours', 'America/New_York', ['Hannah Schultz']],
    ]);
    expect((await entriesOf(HANNAH, ...range)).map((e) => [e.kind, e.role])).toEqual([['BOOKING', 'HOST']]);
    // The one-on-one event's own window is no entry, and an unpublished group event is on nobody's calendar.
    await gql(PRIYA, CREATE_EVENT, {
      input: {
        title: 'Draft',
        startTime: range[0],
        endTime: '2027-04-05T02:00:00.000Z',
        timezone: 'UTC',
        hostIds: [ids[HANNAH]],
      },
    });
    expect(await entriesOf(HANNAH, ...range)).toHaveLength(1);
  });

  it('refuses a range that is reversed, unreadable or too long, and an anonymous caller', async () => {
    for (const [from, to] of [
      ['2027-01-10T00:00:00Z', '2027-01-01T00:00:00Z'],
      ['yesterday', '2027-01-01T00:00:00Z'],
      ['2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z'],
    ]) {
      const res = await gql(AISHA, ENTRIES, { from, to });
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'badRange' });
    }
    const anonymous = await gql(null, ENTRIES, { from: '2027-01-01T00:00:00Z', to: '2027-01-02T00:00:00Z' });
    expect(errorOf(anonymous).code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('the ICS feed', () => {
  it('publishes the entries at their instants, with zones a parser reads', async () => {
    expect((await gql<{ calendarFeed: { active: boolean } }>(AISHA, FEED)).body.data!.calendarFeed.active).toBe(false);
    const created = await gql<{ createCalendarFeed: { url: string } }>(AISHA, CREATE_FEED);
    const url = created.body.data!.createCalendarFeed.url;
    expect(url).toMatch(/^https?:\/\/demo\.[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await fetchFeed(feedPath(url));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/);
    const feed = parseIcs(res.text);
    expect(feed.name).toContain('Aisha');
    const byTitle = (title: string) => feed.entries.find((e) => e.summary === title)!;
    // Written in Paris time on either side of the change, read back at the same UTC instants.
    expect(byTitle('Before the change')).toMatchObject({ tzid: 'Europe/Paris', status: 'CONFIRMED' });
    expect(byTitle('Before the change').start.toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(byTitle('After the change').start.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(byTitle('After the change').end.toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(res.text).toContain('DTSTART;TZID=Europe/Paris:20270328T100000');
    const booking = byTitle('Office hours');
    expect(booking.tzid).toBe('America/New_York');
    expect(booking.start.toISOString()).toBe('2027-04-06T14:00:00.000Z');
    expect(booking.description).toContain('Hannah Schultz');
    expect(byTitle('Go-to-market review').start.toISOString()).toBe('2027-03-29T13:00:00.000Z');
    expect(new Set(feed.entries.map((e) => e.uid)).size).toBe(feed.entries.length);
    expect(booking.uid).toMatch(/^booking-[0-9a-f-]{36}@demo\./);

    const status = await gql<{ calendarFeed: { active: boolean; lastFetchedAt: string | null } }>(AISHA, FEED);
    expect(status.body.data!.calendarFeed).toMatchObject({ active: true });
    expect(status.body.data!.calendarFeed.lastFetchedAt).not.toBeNull();
  });

  it('bumps SEQUENCE on a change and says CANCELLED when the event is cancelled', async () => {
    const id = await workshop('2027-05-03T09:00:00.000Z', '2027-05-03T10:00:00.000Z', 'Investor prep');
    const url = (await gql<{ createCalendarFeed: { url: string } }>(AISHA, CREATE_FEED)).body.data!.createCalendarFeed
      .url;
    const first = parseIcs((await fetchFeed(feedPath(url))).text).entries.find((e) => e.summary === 'Investor prep')!;
    await new Promise((r) => setTimeout(r, 1100));
    const moved = await gql(PRIYA, UPDATE, {
      id,
      input: {
        title: 'Investor prep',
        startTime: '2027-05-03T10:00:00.000Z',
        endTime: '2027-05-03T11:00:00.000Z',
        timezone: 'Europe/Paris',
        hostIds: [ids[HANNAH]],
        capacity: 20,
      },
    });
    expect(moved.body.errors, JSON.stringify(moved.body.errors)).toBeUndefined();
    const second = parseIcs((await fetchFeed(feedPath(url))).text).entries.find((e) => e.uid === first.uid)!;
    expect(second.start.toISOString()).toBe('2027-05-03T10:00:00.000Z');
    expect(second.sequence).toBeGreaterThan(first.sequence);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await gql(PRIYA, CANCEL, { id })).body.errors).toBeUndefined();
    const third = parseIcs((await fetchFeed(feedPath(url))).text).entries.find((e) => e.uid === first.uid)!;
    expect(third.status).toBe('CANCELLED');
    expect(third.sequence).toBeGreaterThan(second.sequence);
  });

  it('answers 404 for a replaced, revoked, malformed or foreign address, and stores nothing', async () => {
    const old = (await gql<{ createCalendarFeed: { url: string } }>(AISHA, CREATE_FEED)).body.data!.createCalendarFeed
      .url;
    const fresh = (await gql<{ createCalendarFeed: { url: string } }>(AISHA, CREATE_FEED)).body.data!.createCalendarFeed
      .url;
    expect(fresh).not.toBe(old);
    const replaced = await fetchFeed(feedPath(old));
    expect(replaced.status).toBe(404);
    expect(replaced.text).toContain('feedGone');
    expect((await fetchFeed(feedPath(fresh))).status).toBe(200);
    // The same token on the other organisation's host opens nothing.
    expect((await fetchFeed(feedPath(fresh), NORTHSTAR.host)).status).toBe(404);
    for (const path of ['/calendar/short.ics', `${feedPath(fresh).slice(0, -4)}.txt`])
      expect((await fetchFeed(path)).status).toBe(404);
    // A control character in the address is refused by the input guard before any lookup.
    expect((await fetchFeed('/calendar/%00.ics')).status).toBe(400);
    const [before] = await db().select({ n: count() }).from(calendarFeeds);
    expect((await gql(AISHA, REVOKE_FEED)).body.errors).toBeUndefined();
    expect((await fetchFeed(feedPath(fresh))).status).toBe(404);
    const [after] = await db().select({ n: count() }).from(calendarFeeds);
    expect(after!.n).toBe(before!.n - 1);
    expect((await gql(null, CREATE_FEED)).body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
