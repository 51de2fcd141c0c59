// What one-on-one events ask of people, as tasks (issue 19 item 3; docs/architecture.md, events): a host without a
// saved schedule gets one `avail` task, whatever number of events they host, done once they save their availability;
// the owner of a published one-on-one without hosts gets `hostAssignation`, done when it gets a host and withdrawn
// when the event is cancelled or archived. Group events and drafts ask nothing. Run on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { HANNAH, INGRID, PRIYA } from '../../../test/personas.ts';
import { taskAssignees, tasks } from '../tasks/tasks.schema.ts';
import { notificationRecipients } from '../notifications/notifications.schema.ts';
import {
  ARCHIVE,
  CANCEL,
  CREATE,
  PUBLISH,
  UPDATE,
  db,
  gql,
  groupEvent,
  ids,
  useEventsServer,
} from './events.fixture.ts';

useEventsServer();

const DAY = 86_400_000;
const WEEKLY = `mutation($timezone: String!, $hoursMode: HoursMode!, $rules: [WeeklyAvailabilityRuleInput!]!) {
  setWeeklyAvailability(timezone: $timezone, hoursMode: $hoursMode, rules: $rules) { isSet } }`;

/** A one-on-one event of Priya's with these hosts, published unless `draft`. */
async function oneOnOne(title: string, hostIds: string[], draft = false): Promise<string> {
  const made = await gql<{ createIncubatorEvent: { _id: string } }>(PRIYA, CREATE, {
    input: {
      title,
      eventType: 'ONE_ON_ONE_SPECIFIC',
      hostIds,
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 14 * DAY).toISOString(),
      timezone: 'America/New_York',
      timeslotIncrement: 30,
    },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const id = made.body.data!.createIncubatorEvent._id;
  if (!draft) expect((await gql(PRIYA, PUBLISH, { id })).body.errors).toBeUndefined();
  return id;
}

/** The tasks of a type and source, with their assignees and completion. */
async function tasksOf(taskType: string, sourceId: string) {
  return db()
    .select({ name: tasks.name, url: tasks.url, status: tasks.completionStatus, userId: taskAssignees.userId })
    .from(tasks)
    .innerJoin(taskAssignees, and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)))
    .where(and(eq(tasks.taskType, taskType), eq(tasks.sourceId, sourceId)));
}

describe('tasks raised by one-on-one events', () => {
  it('asks a host without a schedule for one, once, and ticks it when they save their availability', async () => {
    const hannah = ids[HANNAH]!;
    expect(await tasksOf('avail', hannah)).toEqual([]);
    await oneOnOne('Office hours with Hannah', [hannah]);
    await oneOnOne('Pricing clinic with Hannah', [hannah]);
    expect(await tasksOf('avail', hannah)).toEqual([
      {
        name: 'Set your availability for one-on-one meetings',
        url: '/availability/weekly',
        status: 'PENDING',
        userId: hannah,
      },
    ]);
    const saved = await gql(HANNAH, WEEKLY, {
      timezone: 'Europe/Berlin',
      hoursMode: 'BUSINESS_HOURS',
      rules: [{ weekday: 1, start: 540, end: 720 }],
    });
    expect(saved.body.errors, JSON.stringify(saved.body.errors)).toBeUndefined();
    expect((await tasksOf('avail', hannah)).map((t) => t.status)).toEqual(['COMPLETED']);
    // A host with a schedule is asked nothing more.
    await oneOnOne('Fundraising clinic with Hannah', [hannah]);
    expect((await tasksOf('avail', hannah)).map((t) => t.status)).toEqual(['COMPLETED']);
  });

  it('asks the owner for hosts while a published one-on-one has none, until it gets one', async () => {
    const id = await oneOnOne('Ask an investor', []);
    expect(await tasksOf('hostAssignation', id)).toEqual([
      { name: 'Assign hosts to “Ask an investor”', url: `/events/${id}/edit`, status: 'PENDING', userId: ids[PRIYA] },
    ]);
    const edited = await gql(PRIYA, UPDATE, { id, input: { hostIds: [ids[INGRID]] } });
    expect(edited.body.errors, JSON.stringify(edited.body.errors)).toBeUndefined();
    expect((await tasksOf('hostAssignation', id)).map((t) => t.status)).toEqual(['COMPLETED']);
    // The new host has no schedule yet: they are asked for one.
    expect((await tasksOf('avail', ids[INGRID]!)).map((t) => t.status)).toEqual(['PENDING']);
  });

  it('withdraws the request for hosts when the event is cancelled or archived', async () => {
    const cancelled = await oneOnOne('Legal office hours', []);
    const archived = await oneOnOne('Tax office hours', []);
    expect(await tasksOf('hostAssignation', cancelled)).toHaveLength(1);
    expect((await gql(PRIYA, CANCEL, { id: cancelled })).body.errors).toBeUndefined();
    expect((await gql(PRIYA, ARCHIVE, { id: archived, archived: true })).body.errors).toBeUndefined();
    expect(await tasksOf('hostAssignation', cancelled)).toEqual([]);
    expect(await tasksOf('hostAssignation', archived)).toEqual([]);
  });

  it('names the task in the reader’s language, in lists, search and notifications, and stores it in English', async () => {
    const SETTINGS = `mutation($l: String!) { updateMyAccountSettings(language: $l, timezone: "Europe/Berlin") { language } }`;
    const MINE = `query { myTasksPaginated(queryOptions: { completionStatus: PENDING }, limit: 100) { results { name } } }`;
    const SEARCH = `query($q: String!) { search(query: $q) { tasks { name } } }`;
    const read = async () => {
      const mine = await gql<{ myTasksPaginated: { results: { name: string }[] } }>(PRIYA, MINE);
      const found = await gql<{ search: { tasks: { name: string }[] } }>(PRIYA, SEARCH, { q: 'Board prep' });
      return [
        mine.body.data?.myTasksPaginated.results.map((t) => t.name),
        found.body.data?.search.tasks.map((t) => t.name),
      ];
    };
    expect((await gql(PRIYA, SETTINGS, { l: 'de' })).body.errors).toBeUndefined();
    const id = await oneOnOne('Board prep', []);
    expect((await tasksOf('hostAssignation', id)).map((t) => t.name)).toEqual(['Assign hosts to “Board prep”']);
    const [mine, found] = await read();
    expect(mine).toContain('Gastgeber für „Board prep“ festlegen');
    expect(found).toEqual(['Gastgeber für „Board prep“ festlegen']);
    // Its notification (taskAssigned) was written in Priya's language when it was raised.
    await vi.waitFor(async () => {
      const messages = await db()
        .select({ message: notificationRecipients.message })
        .from(notificationRecipients)
        .where(eq(notificationRecipients.userId, ids[PRIYA]!));
      expect(messages.map((m) => m.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Aufgabe zugewiesen: Gastgeber für „Board prep“ festlegen$/)]),
      );
    });
    // The same task, read by an English reader.
    expect((await gql(PRIYA, SETTINGS, { l: 'en' })).body.errors).toBeUndefined();
    expect(await read()).toEqual([
      expect.arrayContaining(['Assign hosts to “Board prep”']),
      ['Assign hosts to “Board prep”'],
    ]);
  });

  it('asks nothing for a draft or a group event', async () => {
    const draft = await oneOnOne('Draft office hours', [], true);
    const group = await groupEvent({ title: 'Demo day rehearsal' });
    expect(await tasksOf('hostAssignation', draft)).toEqual([]);
    expect(await tasksOf('hostAssignation', group._id)).toEqual([]);
  });
});
