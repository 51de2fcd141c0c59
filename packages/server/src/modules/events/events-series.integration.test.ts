// Repeating group events (issue 19): publishing a weekly draft makes one published event per occurrence, at the same
// wall time across the change of summer time, each with its own seats; details go to the later dates on request;
// a published series' rule cannot change; "this and the following" cancels the later dates and tells each attendee
// once; a bad rule is refused naming the field, storing nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AISHA, MARCO, PRIYA } from '../../../test/personas.ts';
import { eventHosts, incubatorEvents } from './events.schema.ts';
import {
  CREATE,
  EVENT,
  REGISTER,
  counts,
  db,
  errorOf,
  gql,
  groupEvent,
  ids,
  notificationsOf,
  useEventsServer,
  type EventOut,
} from './events.fixture.ts';

useEventsServer();

const SERIES = `${EVENT} seriesId recurrence { frequency interval weekdays count until }
  occurrences { _id startTime status seatsLeft myStatus }`;
const ONE_SERIES = `query($id: ID!) { incubatorEvent(id: $id) { ${SERIES} } }`;
const UPDATE_FOLLOWING = `mutation($id: ID!, $input: IncubatorEventInput!, $following: Boolean) {
  updateIncubatorEvent(id: $id, input: $input, following: $following) { ${SERIES} } }`;
const CANCEL_FOLLOWING = `mutation($id: ID!, $following: Boolean) {
  cancelIncubatorEvent(id: $id, following: $following) { ${SERIES} } }`;

type Occurrence = { _id: string; startTime: string; status: string; seatsLeft: number | null; myStatus: string | null };
type SeriesOut = EventOut & { seriesId: string | null; recurrence: unknown; occurrences: Occurrence[] };

const seriesOf = async (who: string, id: string) =>
  (await gql<{ incubatorEvent: SeriesOut }>(who, ONE_SERIES, { id })).body.data!.incubatorEvent;

// Monday 22 March 2027, 10:00 in Paris (winter time); summer time starts on Sunday 28 March.
const WEEKLY = {
  title: 'Founder circle',
  startTime: '2027-03-22T09:00:00.000Z',
  endTime: '2027-03-22T10:30:00.000Z',
  timezone: 'Europe/Paris',
  capacity: 1,
  recurrence: { frequency: 'WEEKLY', interval: 1, weekdays: ['MO'], count: 3 },
};

describe('a weekly series', () => {
  it('publishes one event per date, same wall time, same hosts, seats of their own', async () => {
    const first = await groupEvent(WEEKLY);
    const series = await seriesOf(PRIYA, first._id);
    expect(series.seriesId).toBe(first._id);
    expect(series.recurrence).toEqual({ frequency: 'WEEKLY', interval: 1, weekdays: ['MO'], count: 3, until: null });
    expect(series.occurrences.map((o) => [o.startTime, o.status])).toEqual([
      ['2027-03-22T09:00:00.000Z', 'published'],
      ['2027-03-29T08:00:00.000Z', 'published'], // 10:00 in summer time
      ['2027-04-05T08:00:00.000Z', 'published'],
    ]);
    const [, second, third] = series.occurrences.map((o) => o._id) as [string, string, string];
    const hosts = await db().select().from(eventHosts).where(eq(eventHosts.eventId, third));
    expect(hosts.map((h) => h.userId)).toEqual([ids[PRIYA]]);

    expect(errorOf(await gql(AISHA, REGISTER, { eventId: second }))).toEqual({});
    expect(errorOf(await gql(MARCO, REGISTER, { eventId: second })).reason).toBe('full');
    expect(errorOf(await gql(MARCO, REGISTER, { eventId: third }))).toEqual({});
    const seen = await seriesOf(AISHA, third);
    expect(seen.occurrences.map((o) => [o.seatsLeft, o.myStatus])).toEqual([
      [1, null],
      [0, 'REGISTERED'],
      [0, null],
    ]);
  });

  it('gives details to the later dates on request, never their times, and keeps the rule', async () => {
    const first = await groupEvent({ ...WEEKLY, title: 'Growth lab' });
    const [, second, third] = (await seriesOf(PRIYA, first._id)).occurrences as [Occurrence, Occurrence, Occurrence];
    const edited = await gql<{ updateIncubatorEvent: SeriesOut }>(PRIYA, UPDATE_FOLLOWING, {
      id: second._id,
      input: { title: 'Growth lab (room 2)', capacity: 8, recurrence: WEEKLY.recurrence },
      following: true,
    });
    expect(edited.body.errors).toBeUndefined();
    const after = await db().select().from(incubatorEvents).where(eq(incubatorEvents.seriesId, first._id));
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(first._id)).toMatchObject({ title: 'Growth lab', capacity: 1 });
    expect(byId.get(third._id)).toMatchObject({ title: 'Growth lab (room 2)', capacity: 8 });
    expect(byId.get(third._id)!.startTime.toISOString()).toBe(third.startTime);

    const changed = await gql(PRIYA, UPDATE_FOLLOWING, {
      id: first._id,
      input: { recurrence: { ...WEEKLY.recurrence, count: 5 } },
    });
    expect(errorOf(changed)).toMatchObject({ code: 'CONFLICT', reason: 'recurrenceLocked' });
    expect(await db().select().from(incubatorEvents).where(eq(incubatorEvents.seriesId, first._id))).toHaveLength(3);
  });

  it('cancels a date and the following ones, telling each attendee once', async () => {
    const first = await groupEvent({ ...WEEKLY, title: 'Investor office hours', capacity: 5 });
    const dates = (await seriesOf(PRIYA, first._id)).occurrences.map((o) => o._id) as [string, string, string];
    for (const eventId of [dates[1], dates[2]]) expect(errorOf(await gql(AISHA, REGISTER, { eventId }))).toEqual({});
    const res = await gql<{ cancelIncubatorEvent: SeriesOut }>(PRIYA, CANCEL_FOLLOWING, {
      id: dates[1],
      following: true,
    });
    expect(res.body.data!.cancelIncubatorEvent.occurrences.map((o) => o.status)).toEqual([
      'published',
      'cancelled',
      'cancelled',
    ]);
    const told = (await notificationsOf(ids[AISHA]!, 'eventCancelled')).filter((n) =>
      n.message.includes('Investor office hours'),
    );
    expect(told).toHaveLength(1);
  });
});

describe('refused rules', () => {
  it('names the rule that cannot be used and stores nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...WEEKLY.recurrence, count: 60 }, 'tooManyOccurrences'],
      [{ ...WEEKLY.recurrence, count: null, until: '2027-03-01' }, 'recurrenceEnd'],
      [{ ...WEEKLY.recurrence, count: null }, 'recurrenceEnd'],
      [{ ...WEEKLY.recurrence, interval: 0 }, 'badRecurrence'],
      [
        { ...WEEKLY.recurrence, frequency: 'DAILY', interval: 1, count: null, until: '2029-01-01' },
        'tooManyOccurrences',
      ],
    ];
    for (const [recurrence, reason] of cases) {
      const res = await gql(PRIYA, CREATE, { input: { ...WEEKLY, recurrence } });
      expect(errorOf(res), JSON.stringify(recurrence)).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason,
        fields: { recurrence: reason },
      });
    }
    const oneOnOne = await gql(PRIYA, CREATE, { input: { ...WEEKLY, eventType: 'ONE_ON_ONE_GENERAL' } });
    expect(errorOf(oneOnOne).reason).toBe('recurrenceOneOnOne');
    expect(await counts()).toEqual(before);
  });
});
