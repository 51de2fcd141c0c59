// Registering for group events and marking attendance (issue 19): concurrent registrations never exceed capacity
// (the seats are counted under the event's row lock), a registrant cancels before the start, staff mark several
// attendees at once, and every refusal leaves the seats as they were. Run on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AISHA, HANNAH, INGRID, KOFI, MARCO, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
import { eventAttendees } from './events.schema.ts';
import {
  ATTENDEES,
  MARK,
  ONE,
  REGISTER,
  UNREGISTER,
  db,
  errorOf,
  gql,
  groupEvent,
  ids,
  inHours,
  useEventsServer,
  type EventOut,
} from './events.fixture.ts';

useEventsServer();

type Attendee = { _id: string; status: string; registrant: { _id: string; fullName: string } };
const seats = async (eventId: string) =>
  (await db().select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId))).map((r) => r.userId);

describe('registering', () => {
  it('five people registering at once for three seats: exactly three get one', async () => {
    const e = await groupEvent({ title: 'Small workshop', capacity: 3 });
    const people = [AISHA, MARCO, SOFIA, INGRID, KOFI];
    const answers = await Promise.all(people.map((who) => gql(who, REGISTER, { eventId: e._id })));
    const refused = answers.filter((a) => a.body.errors);
    expect(answers.length - refused.length).toBe(3);
    expect(refused.map((a) => errorOf(a))).toEqual([
      expect.objectContaining({ code: 'CONFLICT', reason: 'full' }),
      expect.objectContaining({ code: 'CONFLICT', reason: 'full' }),
    ]);
    expect(await seats(e._id)).toHaveLength(3);
    const seen = await gql<{ incubatorEvent: EventOut }>(PRIYA, ONE, { id: e._id });
    expect(seen.body.data!.incubatorEvent).toMatchObject({ noOfBookings: 3, seatsLeft: 0 });
  });

  it('registers once, cancels before the start, and the seat is free again', async () => {
    const e = await groupEvent({ title: 'Legal clinic', capacity: 1 });
    const res = await gql<{ registerForEvent: EventOut }>(AISHA, REGISTER, { eventId: e._id });
    expect(res.body.data!.registerForEvent).toMatchObject({ myStatus: 'REGISTERED', seatsLeft: 0, canRegister: false });
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: e._id })).reason).toBe('alreadyRegistered');
    expect(errorOf(await gql(MARCO, REGISTER, { eventId: e._id })).reason).toBe('full');
    expect(errorOf(await gql(MARCO, UNREGISTER, { eventId: e._id })).reason).toBe('notRegistered');
    const left = await gql<{ cancelEventRegistration: EventOut }>(AISHA, UNREGISTER, { eventId: e._id });
    expect(left.body.data!.cancelEventRegistration).toMatchObject({ myStatus: null, seatsLeft: 1 });
    const marco = await gql<{ registerForEvent: EventOut }>(MARCO, REGISTER, { eventId: e._id });
    expect(marco.body.data!.registerForEvent.myStatus).toBe('REGISTERED');
  });

  it('refuses drafts, started events and closed registration, storing nothing', async () => {
    const draft = await groupEvent({ title: 'Not yet' }, true);
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: draft._id })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(PRIYA, REGISTER, { eventId: draft._id })).reason).toBe('notPublished');
    const started = await groupEvent({ title: 'Under way', startTime: inHours(-1), endTime: inHours(1) });
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: started._id })).reason).toBe('started');
    const notice = await groupEvent({
      title: 'Needs notice',
      startTime: inHours(10),
      endTime: inHours(11),
      noticePeriodValue: 1,
      noticePeriodUnit: 'DAY',
    });
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: notice._id })).reason).toBe('registrationClosed');
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: 'not-an-id' })).code).toBe('NOT_FOUND');
    for (const id of [draft._id, started._id, notice._id]) expect(await seats(id)).toEqual([]);
  });
});

describe('attendance', () => {
  it('staff see the attendees and mark several at once', async () => {
    const e = await groupEvent({ title: 'Growth clinic', capacity: 10, hostIds: [ids[HANNAH]] });
    for (const who of [AISHA, MARCO, SOFIA]) await gql(who, REGISTER, { eventId: e._id });
    const list = await gql<{ eventAttendees: Attendee[] }>(PRIYA, ATTENDEES, { eventId: e._id });
    expect(list.body.data!.eventAttendees.map((a) => a.registrant._id).sort()).toEqual(
      [ids[AISHA], ids[MARCO], ids[SOFIA]].sort(),
    );
    const marked = await gql<{ setAttendeeStatus: Attendee[] }>(PRIYA, MARK, {
      eventId: e._id,
      userIds: [ids[AISHA], ids[MARCO]],
      status: 'ATTENDED',
    });
    expect(marked.body.errors).toBeUndefined();
    const statuses = Object.fromEntries(marked.body.data!.setAttendeeStatus.map((a) => [a.registrant._id, a.status]));
    expect(statuses).toEqual({ [ids[AISHA]!]: 'ATTENDED', [ids[MARCO]!]: 'ATTENDED', [ids[SOFIA]!]: 'REGISTERED' });
    // The host (a coach) may mark too.
    const byHost = await gql<{ setAttendeeStatus: Attendee[] }>(HANNAH, MARK, {
      eventId: e._id,
      userIds: [ids[SOFIA]],
      status: 'NO_SHOW',
    });
    expect(byHost.body.data!.setAttendeeStatus.find((a) => a.registrant._id === ids[SOFIA])?.status).toBe('NO_SHOW');
  });

  it('refuses founders, non-attendees and EVENT_CANCELLED by hand, changing nothing', async () => {
    const e = await groupEvent({ title: 'Board prep' });
    await gql(AISHA, REGISTER, { eventId: e._id });
    expect(errorOf(await gql(AISHA, ATTENDEES, { eventId: e._id })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(AISHA, MARK, { eventId: e._id, userIds: [ids[AISHA]], status: 'ATTENDED' })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await gql(NOAH, MARK, { eventId: e._id, userIds: [ids[AISHA]], status: 'ATTENDED' })).code).toBe(
      'FORBIDDEN',
    );
    const stranger = await gql(PRIYA, MARK, { eventId: e._id, userIds: [ids[AISHA], ids[MARCO]], status: 'ATTENDED' });
    expect(errorOf(stranger).reason).toBe('notAttendee');
    const byHand = await gql(PRIYA, MARK, { eventId: e._id, userIds: [ids[AISHA]], status: 'EVENT_CANCELLED' });
    expect(errorOf(byHand).code).toBe('VALIDATION_FAILED');
    const [row] = await db()
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, e._id), eq(eventAttendees.userId, ids[AISHA]!)));
    expect(row!.status).toBe('REGISTERED');
  });
});
