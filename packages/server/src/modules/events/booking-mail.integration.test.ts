// Booking emails with a calendar invitation (issue 19 item 5): a booked one-on-one mails its booker and its host an
// iTIP REQUEST that ical.js reads at the booked instant, with the feed's UID; cancelling it mails a CANCEL with the
// same UID; a redelivered event sends nothing twice. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incubators } from '../../core/db/incubators.schema.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { parseIcs } from '../../../test/ics.ts';
import { AISHA, HANNAH, PRIYA } from '../../../test/personas.ts';
import { CREATE, PUBLISH, UNREGISTER, db, gql, ids, s, useEventsServer } from './events.fixture.ts';

useEventsServer();

const DAY = 86_400_000;
const WEEKLY = `mutation($rules: [WeeklyAvailabilityRuleInput!]!) {
  setWeeklyAvailability(timezone: "UTC", hoursMode: ALL_HOURS, rules: $rules) { isSet } }`;
const BOOK = `mutation($eventId: ID!, $start: String!) {
  bookEventTimeslot(eventId: $eventId, start: $start, duration: 60) { _id } }`;
const start = new Date(Math.ceil(Date.now() / DAY) * DAY + DAY + 10 * 3_600_000);

let eventId = '';
beforeAll(async () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
  expect((await gql(HANNAH, WEEKLY, { rules: everyDay })).body.errors).toBeUndefined();
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE, {
    input: {
      title: 'Pricing office hours',
      eventType: 'ONE_ON_ONE_SPECIFIC',
      hostIds: [ids[HANNAH]],
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 10 * DAY).toISOString(),
      timezone: 'UTC',
      timeslotIncrement: 60,
      ignoreHourAllocation: true,
    },
  });
  eventId = made.body.data!.createIncubatorEvent._id;
  expect((await gql(PRIYA, PUBLISH, { id: eventId })).body.errors).toBeUndefined();
});

/** The booking mails to one address, oldest first. */
const mailsTo = (address: string) =>
  db()
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, calendar: mailOutbox.calendar })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.kind, 'booking-%')))
    .orderBy(mailOutbox.createdAt);

describe('booking emails', () => {
  it('invite the booker and the host, then cancel with the same UID', async () => {
    const booked = await gql<{ bookEventTimeslot: { _id: string } }>(AISHA, BOOK, {
      eventId,
      start: start.toISOString(),
    });
    expect(booked.body.errors, JSON.stringify(booked.body.errors)).toBeUndefined();
    const bookingId = booked.body.data!.bookEventTimeslot._id;
    await expect.poll(async () => (await mailsTo(AISHA)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await mailsTo(HANNAH)).length, { timeout: 15_000 }).toBe(1);
    const [toAisha] = await mailsTo(AISHA);
    expect(toAisha!.kind).toBe('booking-confirmed');
    expect(toAisha!.subject).toContain('Booked: Pricing office hours');
    expect(toAisha!.calendar).toContain('METHOD:REQUEST');
    const invite = parseIcs(toAisha!.calendar!).entries[0]!;
    expect(invite.uid).toBe(`booking-${bookingId}@${new URL(s.running.services.tenants.originOf('demo')).hostname}`);
    expect(invite.start.toISOString()).toBe(start.toISOString());
    expect(invite.end.toISOString()).toBe(new Date(start.getTime() + 3_600_000).toISOString());
    expect(invite.status).toBe('CONFIRMED');
    expect((await mailsTo(HANNAH))[0]!.calendar).toContain('ORGANIZER;CN="Hannah Schultz":mailto:');

    expect((await gql(AISHA, UNREGISTER, { eventId })).body.errors).toBeUndefined();
    await expect.poll(async () => (await mailsTo(AISHA)).length, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await mailsTo(HANNAH)).length, { timeout: 15_000 }).toBe(2);
    const cancel = (await mailsTo(AISHA))[1]!;
    expect(cancel.kind).toBe('booking-cancelled');
    expect(cancel.calendar).toContain('METHOD:CANCEL');
    const cancelled = parseIcs(cancel.calendar!).entries[0]!;
    expect(cancelled).toMatchObject({ uid: invite.uid, status: 'CANCELLED' });
    expect(cancelled.sequence).toBeGreaterThanOrEqual(invite.sequence);

    // A redelivered event finds the mails claimed and sends nothing more.
    const [demo] = await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo'));
    await new TenantDb(db(), demo!.id).transaction((tx) =>
      s.running.services.events.publish(tx, 'booking.cancelled', { bookingIds: [bookingId] }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(AISHA)).toHaveLength(2);
  });
});
