// A host's linked external calendar (issue 19 item 5): linking reads the ICS address at once through the guarded
// outbound client (a local calendar server stands in for Google's); its busy times leave the one-on-one slots
// unless the event ignores linked calendars; a wrong address, a page that is no calendar or one that answers 404 is
// refused and nothing is stored; the job reads it again, keeping the last busy times when a reading fails; unlinking
// frees the time. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HANNAH, PRIYA } from '../../../test/personas.ts';
import { users } from '../users/users.schema.ts';
import { externalBusy, linkedCalendars } from './linked-calendar.schema.ts';

let s: TestServer;
let calendarServer: Server;
let base = '';
const served: { status: number; body: string } = { status: 200, body: '' };
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const db = () => s.running.services.database.db;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, { token: tokens[who], variables });
type Err = { extensions?: { code?: string; reason?: string } };
const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};

const LINKED = `linked host status lastError syncedAt upcomingBusy`;
const LINK = `mutation($url: String!) { linkCalendar(url: $url) { ${LINKED} } }`;
const UNLINK = `mutation { unlinkCalendar { ${LINKED} } }`;
const MINE = `query { linkedCalendar { ${LINKED} } }`;
const WEEKLY = `mutation($rules: [WeeklyAvailabilityRuleInput!]!) {
  setWeeklyAvailability(timezone: "UTC", hoursMode: ALL_HOURS, rules: $rules) { isSet } }`;
const CREATE = `mutation($input: IncubatorEventInput) { createIncubatorEvent(input: $input) { _id ignoreHostsLinkedCalendar } }`;
const PUBLISH = `mutation($id: ID!) { publishIncubatorEvent(id: $id) { _id } }`;
const SLOTS = `query($eventId: ID!, $from: String!, $to: String!) {
  eventTimeslots(eventId: $eventId, from: $from, to: $to, duration: 60) { start } }`;

const DAY = 86_400_000;
// Tomorrow 00:00 UTC: the day the slots are asked about.
const tomorrow = new Date(Math.ceil(Date.now() / DAY) * DAY + DAY);
const at = (hour: number) => new Date(tomorrow.getTime() + hour * 3_600_000);
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const ics = (...busy: [number, number][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stand-in//EN',
    ...busy.flatMap(([from, to], i) => [
      'BEGIN:VEVENT',
      `UID:busy-${i}@stand-in`,
      `DTSTART:${stamp(at(from))}`,
      `DTEND:${stamp(at(to))}`,
      'SUMMARY:Private',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

beforeAll(async () => {
  calendarServer = createServer((req, res) => {
    res.writeHead(served.status, { 'content-type': req.url?.endsWith('.html') ? 'text/html' : 'text/calendar' });
    res.end(req.url?.endsWith('.html') ? '<html><body>Sign in</body></html>' : served.body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}`;
  s = await startTestServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', JOBS: 'false' });
  for (const email of [PRIYA, HANNAH]) tokens[email] = await s.login(email);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
  expect((await gql(HANNAH, WEEKLY, { rules: everyDay })).body.errors).toBeUndefined();
});
afterAll(async () => {
  await s?.close();
  calendarServer?.close();
});

async function oneOnOne(ignore = false): Promise<string> {
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE, {
    input: {
      title: 'Office hours',
      eventType: 'ONE_ON_ONE_SPECIFIC',
      hostIds: [ids[HANNAH]],
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 10 * DAY).toISOString(),
      timezone: 'UTC',
      timeslotIncrement: 60,
      ignoreHostsLinkedCalendar: ignore,
    },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const id = made.body.data!.createIncubatorEvent._id;
  expect((await gql(PRIYA, PUBLISH, { id })).body.errors).toBeUndefined();
  return id;
}

/** The hours (UTC) of tomorrow's offered starts between 08:00 and 14:00. */
async function hoursOffered(eventId: string): Promise<number[]> {
  const res = await gql<{ eventTimeslots: { start: string }[] }>(HANNAH, SLOTS, {
    eventId,
    from: at(8).toISOString(),
    to: at(14).toISOString(),
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.eventTimeslots.map((t) => new Date(t.start).getUTCHours());
}

const stored = async () => {
  const [calendars] = await db().select({ n: count() }).from(linkedCalendars);
  const [busy] = await db().select({ n: count() }).from(externalBusy);
  return { calendars: calendars!.n, busy: busy!.n };
};

describe('a linked calendar', () => {
  it('refuses an address that is not a readable calendar, storing nothing', async () => {
    served.body = ics([9, 10]);
    for (const [url, reason] of [
      ['not an address', 'badUrl'],
      ['ftp://127.0.0.1/calendar.ics', 'badUrl'],
      ['http://169.254.169.254/latest/meta-data', 'badUrl'],
      [`${base}/page.html`, 'notCalendar'],
    ] as const)
      expect(errorOf(await gql(HANNAH, LINK, { url })), url).toMatchObject({ code: 'VALIDATION_FAILED', reason });
    served.status = 404;
    expect(errorOf(await gql(HANNAH, LINK, { url: `${base}/gone.ics` })).reason).toBe('unreachable');
    served.status = 200;
    expect(await stored()).toEqual({ calendars: 0, busy: 0 });
  });

  it('leaves its busy times out of the slots, unless the event ignores linked calendars', async () => {
    const plain = await oneOnOne();
    const ignoring = await oneOnOne(true);
    expect(await hoursOffered(plain)).toEqual([8, 9, 10, 11, 12, 13]);
    served.body = ics([9, 10], [11.5, 12]);
    const linked = await gql<{ linkCalendar: { linked: boolean; host: string; upcomingBusy: number } }>(HANNAH, LINK, {
      url: `${base}/hannah.ics`,
    });
    expect(linked.body.errors, JSON.stringify(linked.body.errors)).toBeUndefined();
    expect(linked.body.data!.linkCalendar).toMatchObject({ linked: true, host: base.slice(7), upcomingBusy: 2 });
    // The address itself is sealed at rest.
    const [row] = await db().select().from(linkedCalendars).where(eq(linkedCalendars.userId, ids[HANNAH]!));
    expect(row!.url).not.toContain('127.0.0.1');
    expect(await hoursOffered(plain)).toEqual([8, 10, 12, 13]);
    expect(await hoursOffered(ignoring)).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('is read again by the job; a failed reading keeps the last busy times and says why', async () => {
    const plain = await oneOnOne();
    served.body = ics([13, 14]);
    const later = new Date(Date.now() + 31 * 60_000);
    await s.running.services.jobs.run('linked-calendars-sync', later);
    expect(await hoursOffered(plain)).toEqual([8, 9, 10, 11, 12]);
    served.status = 500;
    await s.running.services.jobs.run('linked-calendars-sync', new Date(later.getTime() + 31 * 60_000));
    const mine = await gql<{ linkedCalendar: { status: string; lastError: string } }>(HANNAH, MINE);
    expect(mine.body.data!.linkedCalendar).toMatchObject({ status: 'failed', lastError: 'unreachable' });
    expect(await hoursOffered(plain)).toEqual([8, 9, 10, 11, 12]);
    served.status = 200;
  });

  it('frees the time when unlinked', async () => {
    const plain = await oneOnOne();
    const res = await gql<{ unlinkCalendar: { linked: boolean } }>(HANNAH, UNLINK);
    expect(res.body.data!.unlinkCalendar.linked).toBe(false);
    expect(await stored()).toEqual({ calendars: 0, busy: 0 });
    expect(await hoursOffered(plain)).toEqual([8, 9, 10, 11, 12, 13]);
  });
});
