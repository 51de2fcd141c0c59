// Programme events on the real server (issue 19): a draft made with defaults and edited, bad input refused with its
// reason and nothing stored, the description sanitised, visibility by role, the tabs and their paging, publishing
// notifying the people who see it, cancelling releasing seats with a notification, and another tenant refused.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AISHA, CLAIRE, GRACE, HANNAH, NORTHSTAR, PRIYA } from '../../../test/personas.ts';
import { incubatorEvents } from './events.schema.ts';
import {
  ARCHIVE,
  CANCEL,
  CREATE,
  LIST,
  ONE,
  PUBLISH,
  REGISTER,
  UPDATE,
  counts,
  db,
  errorOf,
  gql,
  groupEvent,
  ids,
  inHours,
  notificationsOf,
  useEventsServer,
  type EventOut,
} from './events.fixture.ts';

useEventsServer();

type List = { incubatorEvents: { next: string | null; results: { _id: string; title: string; status: string }[] } };

describe('making and editing events', () => {
  it('creates a draft with defaults, hosted by its creator', async () => {
    const res = await gql<{ createIncubatorEvent: EventOut }>(PRIYA, CREATE);
    expect(res.body.errors).toBeUndefined();
    const e = res.body.data!.createIncubatorEvent;
    expect(e.status).toBe('draft');
    expect(e.title).toBe('New event');
    expect(e.hosts.map((h) => h._id)).toEqual([ids[PRIYA]]);
    expect(e.editPermission).toBe(true);
    expect(new Date(e.endTime).getTime() - new Date(e.startTime).getTime()).toBe(3_600_000);
  });

  it('saves the form, sanitising the description', async () => {
    const draft = await groupEvent({}, true);
    const res = await gql<{ updateIncubatorEvent: EventOut }>(PRIYA, UPDATE, {
      id: draft._id,
      input: {
        title: '  Demo day rehearsal ',
        description: '<p onclick="x()">Bring <b>slides</b></p><script>alert(1)</script>',
        capacity: 12,
        hostIds: [ids[HANNAH], ids[PRIYA]],
        topics: ['Pitching', 'Pitching', 'Fundraising'],
      },
    });
    expect(res.body.errors).toBeUndefined();
    const e = res.body.data!.updateIncubatorEvent;
    expect(e).toMatchObject({ title: 'Demo day rehearsal', description: '<p>Bring <b>slides</b></p>', capacity: 12 });
    expect(e.hosts.map((h) => h._id)).toEqual([ids[HANNAH], ids[PRIYA]]);
  });

  it('refuses bad input with its reason and stores nothing', async () => {
    const draft = await groupEvent({}, true);
    const before = (await db().select().from(incubatorEvents).where(eq(incubatorEvents.id, draft._id)))[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startTime: inHours(10), endTime: inHours(9) }, 'endBeforeStart', 'endTime'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'badTimezone', 'timezone'],
      [{ title: '   ' }, 'titleRequired', 'title'],
      [{ capacity: 0 }, 'badCapacity', 'capacity'],
      [{ conferenceUrl: 'javascript:alert(1)' }, 'badLink', 'conferenceUrl'],
      [{ startTime: 'tomorrow' }, 'badDate', 'startTime'],
      [{ hostIds: [ids[CLAIRE]] }, 'badHosts', 'hostIds'],
      [{ visibility: { userRolesIs: ['Wizard'] } }, 'badVisibility', 'visibility'],
    ];
    for (const [input, reason, field] of cases) {
      const res = await gql(PRIYA, UPDATE, { id: draft._id, input });
      expect(errorOf(res), JSON.stringify(input)).toMatchObject({ code: 'VALIDATION_FAILED', reason });
      expect(errorOf(res).fields).toHaveProperty(field);
    }
    const after = (await db().select().from(incubatorEvents).where(eq(incubatorEvents.id, draft._id)))[0];
    expect(after).toEqual(before);
    const { events } = await counts();
    const refused = await gql(PRIYA, CREATE, { input: { startTime: inHours(5), endTime: inHours(4) } });
    expect(errorOf(refused).reason).toBe('endBeforeStart');
    expect((await counts()).events).toBe(events);
  });

  it('keeps making and changing events to the team', async () => {
    expect(errorOf(await gql(AISHA, CREATE)).code).toBe('FORBIDDEN');
    const draft = await groupEvent({}, true);
    // A coach may create, but not change someone else's event.
    expect(errorOf(await gql(HANNAH, UPDATE, { id: draft._id, input: { title: 'Mine now' } })).code).toBe('NOT_FOUND');
    const hosted = await groupEvent({ hostIds: [ids[HANNAH]] }, true);
    const res = await gql<{ updateIncubatorEvent: EventOut }>(HANNAH, UPDATE, {
      id: hosted._id,
      input: { title: 'Office hours with Hannah' },
    });
    expect(res.body.data?.updateIncubatorEvent.title).toBe('Office hours with Hannah');
  });
});

describe('who sees what', () => {
  it('shows drafts to the team only and published events in the feed', async () => {
    const draft = await groupEvent({ title: 'Secret draft' }, true);
    expect(errorOf(await gql(AISHA, ONE, { id: draft._id })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: draft._id })).code).toBe('NOT_FOUND');
    const unpublished = await gql<List>(PRIYA, LIST, { tab: 'UNPUBLISHED', search: 'Secret draft' });
    expect(unpublished.body.data!.incubatorEvents.results.map((r) => r._id)).toEqual([draft._id]);
    await gql(PRIYA, PUBLISH, { id: draft._id });
    const feed = await gql<List>(AISHA, LIST, { tab: 'FEED', search: 'Secret draft' });
    expect(feed.body.data!.incubatorEvents.results.map((r) => r._id)).toEqual([draft._id]);
    expect(errorOf(await gql(AISHA, LIST, { tab: 'PLANNING' })).reason).toBe('tabForbidden');
    expect(errorOf(await gql(AISHA, LIST, { tab: 'FEED', cursor: 'junk' })).reason).toBe('badCursor');
  });

  it('publishing notifies the people the event is shown to, by role', async () => {
    const e = await groupEvent({ title: 'Founders only breakfast', visibility: { userRolesIs: ['Cofounder'] } });
    const founder = await notificationsOf(ids[AISHA]!, 'eventPublished');
    expect(founder.map((n) => n.message)).toContain('Priya Raman published an event: Founders only breakfast');
    expect(founder.find((n) => n.message.includes('Founders only'))?.url).toBe(`/events/${e._id}`);
    const alumna = await notificationsOf(ids[GRACE]!, 'eventPublished');
    expect(alumna.some((n) => n.message.includes('Founders only'))).toBe(false);
    expect(errorOf(await gql(GRACE, ONE, { id: e._id })).code).toBe('NOT_FOUND');
    const feed = await gql<List>(GRACE, LIST, { tab: 'FEED', search: 'Founders only' });
    expect(feed.body.data!.incubatorEvents.results).toEqual([]);
    expect(errorOf(await gql(PRIYA, PUBLISH, { id: e._id })).reason).toBe('alreadyPublished');
  });

  it('pages the lists by cursor', async () => {
    for (let i = 0; i < 22; i++)
      await groupEvent(
        { title: `Paging ${String(i).padStart(2, '0')}`, startTime: inHours(30 + i), endTime: inHours(31 + i) },
        true,
      );
    const first = await gql<List>(PRIYA, LIST, { tab: 'UNPUBLISHED', search: 'Paging' });
    const page1 = first.body.data!.incubatorEvents;
    expect(page1.results).toHaveLength(20);
    expect(page1.next).not.toBeNull();
    const second = await gql<List>(PRIYA, LIST, { tab: 'UNPUBLISHED', search: 'Paging', cursor: page1.next });
    const page2 = second.body.data!.incubatorEvents;
    expect(page2.results.map((r) => r.title)).toEqual(['Paging 20', 'Paging 21']);
    expect(page2.next).toBeNull();
  });

  it('refuses another organisation’s events and changes nothing', async () => {
    const e = await groupEvent({ title: 'Lakeside only' });
    expect(errorOf(await gql(CLAIRE, ONE, { id: e._id }, NORTHSTAR.host)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, CANCEL, { id: e._id }, NORTHSTAR.host)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, REGISTER, { eventId: e._id }, NORTHSTAR.host)).code).toBe('NOT_FOUND');
    const feed = await gql<List>(CLAIRE, LIST, { tab: 'PLANNING', search: 'Lakeside only' }, NORTHSTAR.host);
    expect(feed.body.data!.incubatorEvents.results).toEqual([]);
    expect((await gql<{ incubatorEvent: EventOut }>(PRIYA, ONE, { id: e._id })).body.data!.incubatorEvent.status).toBe(
      'published',
    );
  });
});

describe('cancelling and archiving', () => {
  it('cancels: attendees become EVENT_CANCELLED and are told', async () => {
    const e = await groupEvent({ title: 'Investor panel' });
    await gql(AISHA, REGISTER, { eventId: e._id });
    const res = await gql<{ cancelIncubatorEvent: EventOut }>(PRIYA, CANCEL, { id: e._id });
    expect(res.body.data!.cancelIncubatorEvent.status).toBe('cancelled');
    const mine = await gql<{ incubatorEvent: EventOut }>(AISHA, ONE, { id: e._id });
    expect(mine.body.data!.incubatorEvent).toMatchObject({ myStatus: 'EVENT_CANCELLED', canRegister: false });
    const told = await notificationsOf(ids[AISHA]!, 'eventCancelled');
    expect(told.map((n) => n.message)).toContain('Priya Raman cancelled the event: Investor panel');
    expect(errorOf(await gql(PRIYA, CANCEL, { id: e._id })).code).toBe('CONFLICT');
  });

  it('archives and restores, out of the lists meanwhile', async () => {
    const e = await groupEvent({ title: 'Archived social' });
    await gql(PRIYA, ARCHIVE, { id: e._id });
    const feed = await gql<List>(AISHA, LIST, { tab: 'FEED', search: 'Archived social' });
    expect(feed.body.data!.incubatorEvents.results).toEqual([]);
    expect(errorOf(await gql(AISHA, REGISTER, { eventId: e._id })).reason).toBe('archived');
    await gql(PRIYA, ARCHIVE, { id: e._id, archived: false });
    const back = await gql<List>(AISHA, LIST, { tab: 'FEED', search: 'Archived social' });
    expect(back.body.data!.incubatorEvents.results).toHaveLength(1);
  });
});

describe('the calendar view’s range', () => {
  const RANGE = `query($tab: EventTab!, $from: String, $to: String, $search: String) {
    incubatorEvents(tab: $tab, from: $from, to: $to, search: $search) { next results { _id title } } }`;
  it('lists the events overlapping the range, past or not, and refuses a bad range', async () => {
    await groupEvent({ title: 'Range: inside', startTime: '2027-06-10T09:00:00Z', endTime: '2027-06-10T11:00:00Z' });
    await groupEvent({
      title: 'Range: straddling',
      startTime: '2027-05-31T22:00:00Z',
      endTime: '2027-06-01T02:00:00Z',
    });
    await groupEvent({ title: 'Range: outside', startTime: '2027-07-02T09:00:00Z', endTime: '2027-07-02T10:00:00Z' });
    const res = await gql<List>(AISHA, RANGE, {
      tab: 'FEED',
      from: '2027-06-01T00:00:00Z',
      to: '2027-07-01T00:00:00Z',
      search: 'Range:',
    });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data!.incubatorEvents.results.map((r) => r.title)).toEqual(['Range: straddling', 'Range: inside']);
    for (const [from, to] of [
      ['2027-06-01T00:00:00Z', null],
      ['2027-06-01T00:00:00Z', '2027-05-01T00:00:00Z'],
      ['2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z'],
    ])
      expect(errorOf(await gql(AISHA, RANGE, { tab: 'FEED', from, to }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'badRange',
      });
  });
});
