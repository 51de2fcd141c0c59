// The rules that speak of "the incubator's timezone", in organisations far from UTC (Kiritimati, UTC+14, and
// Pago Pago, UTC−11, whose calendar days overlap for only a few hours), the automated tasks other modules raise,
// and the daily due-date reminders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  calendarDateInTimeZone,
  earliestTaskDueDate,
  endOfDayInTimeZone,
  endOfDayOffsetInTimeZone,
  endOfTomorrow,
  startOfDayInTimeZone,
  zonedWallTimeToUtc,
} from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { subscribe, settle } from '../../../test/ws.ts';
import { DEMO_TENANTS, type DemoTenant } from '../../seed/demo-data.ts';
import { seedDemo } from '../../seed/seed.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { remindOrganisation, sendDueDateReminders } from './tasks.jobs.ts';
import { taskAssignees, tasks } from './tasks.schema.ts';
import { completeAutomatedTask, createAutomatedTask } from './tasks.automated.ts';
import { jobScope, type Scope } from '../../core/scope.ts';
import { AISHA, CLAIRE, GRACE, PRIYA } from '../../../test/personas.ts';

const KIRITIMATI = 'Pacific/Kiritimati';
const PAGO_PAGO = 'Pacific/Pago_Pago';
const CHICAGO = 'America/Chicago';

const farTenant = (slug: string, timezone: string): DemoTenant => ({
  ...DEMO_TENANTS[0]!,
  slug,
  name: `${slug} accelerator`,
  emailDomain: `${slug}.example`,
  timezone,
});

const TASK =
  '_id name dueDate taskType completionStatus done createdBy { fullName } assignees { user { fullName } done }';
const CREATE = `mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!, $startupId: ID) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees, startupId: $startupId) { ${TASK} } }`;
const STARTUP_TASKS = `query($startupId: ID!, $todayStart: String, $todayEnd: String) { startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd) {
  overdueTasks { name } todayTasks { name } futureTasks { name } } }`;
const MINE = `query($queryOptions: TaskQueryOptions) { myTasksPaginated(queryOptions: $queryOptions) { totalCount results { name } } }`;

type TaskOut = {
  _id: string;
  name: string;
  dueDate: string;
  taskType: string;
  completionStatus: string;
  done: boolean;
  createdBy: { fullName: string } | null;
  assignees: { user: { fullName: string }; done: boolean }[];
};

let s: TestServer;
const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const messageOf = (res: { body: { errors?: { message: string }[] } }) => res.body.errors?.[0]?.message;

async function scopeOf(slug: string): Promise<Scope> {
  const tenant = (await s.running.services.tenants.bySlug(slug))!;
  return jobScope(s.running.services, tenant);
}

async function userId(email: string): Promise<string> {
  return (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

async function startupOf(incubatorId: string, name: string): Promise<string> {
  return (
    await db()
      .select({ id: startups.id })
      .from(startups)
      .where(and(eq(startups.incubatorId, incubatorId), eq(startups.name, name)))
  )[0]!.id;
}

async function dueSoonMessages(userIdValue: string): Promise<string[]> {
  const rows = await db()
    .select({ message: notificationRecipients.message })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, userIdValue), eq(notifications.notificationType, 'taskDueSoon')));
  return rows.map((r) => r.message).sort();
}

beforeAll(async () => {
  s = await startTestServer();
  await seedDemo(db(), { tenants: [farTenant('kiritimati', KIRITIMATI), farTenant('pagopago', PAGO_PAGO)] });
});
afterAll(() => s?.close());

describe("tasks in the organisation's time zone", () => {
  it('keeps a due date as the end of its day there (Kiritimati and Pago Pago differ by a whole day)', async () => {
    const noon = '2030-01-15T12:00:00.000Z'; // 16 Jan 02:00 in Kiritimati, 15 Jan 01:00 in Pago Pago
    const results: Record<string, string> = {};
    for (const slug of ['kiritimati', 'pagopago']) {
      const host = `${slug}.localhost`;
      const token = await s.login(`hannah.schultz@${slug}.example`, host);
      const aisha = await userId(`aisha.bello@${slug}.example`);
      const res = await s.gql<{ createTask: TaskOut }>(CREATE, {
        host,
        token,
        variables: { name: 'Zone check', dueDate: noon, assignees: [{ type: 'user', value: aisha }] },
      });
      expect(res.body.errors).toBeUndefined();
      results[slug] = res.body.data!.createTask.dueDate;
    }
    expect(results).toEqual({ kiritimati: '2030-01-16T09:59:59.999Z', pagopago: '2030-01-16T10:59:59.999Z' });
  });

  it('refuses a due date before yesterday as Kiritimati counts days, and accepts yesterday', async () => {
    const host = 'kiritimati.localhost';
    const token = await s.login('hannah.schultz@kiritimati.example', host);
    const aisha = await userId('aisha.bello@kiritimati.example');
    const now = new Date();
    const earliest = earliestTaskDueDate(now, KIRITIMATI);
    // The zone matters: Kiritimati's "start of yesterday" is not UTC's.
    expect(earliest.getTime()).not.toBe(earliestTaskDueDate(now, 'UTC').getTime());
    const tooEarly = await s.gql(CREATE, {
      host,
      token,
      variables: {
        name: 'Too early',
        dueDate: new Date(earliest.getTime() - 1).toISOString(),
        assignees: [{ type: 'user', value: aisha }],
      },
    });
    expect(messageOf(tooEarly)).toBe('The due date can not be in the past');
    const yesterday = await s.gql<{ createTask: TaskOut }>(CREATE, {
      host,
      token,
      variables: { name: 'Yesterday', dueDate: earliest.toISOString(), assignees: [{ type: 'user', value: aisha }] },
    });
    expect(yesterday.body.data!.createTask.dueDate).toBe(endOfDayOffsetInTimeZone(now, -1, KIRITIMATI).toISOString());
  });

  it("splits a startup's tasks into overdue, today and future by the day in Kiritimati", async () => {
    const host = 'kiritimati.localhost';
    const token = await s.login('hannah.schultz@kiritimati.example', host);
    const scope = await scopeOf('kiritimati');
    const tidepool = await startupOf(scope.tenant.id, 'Tidepool Analytics');
    const now = new Date();
    const due = {
      Overdue: endOfDayOffsetInTimeZone(now, -1, KIRITIMATI),
      Today: endOfDayInTimeZone(now, KIRITIMATI),
      Later: endOfDayOffsetInTimeZone(now, 3, KIRITIMATI),
    };
    for (const [name, date] of Object.entries(due)) {
      const res = await s.gql(CREATE, {
        host,
        token,
        variables: { name, dueDate: date.toISOString(), assignees: [{ type: 'startup', value: tidepool }] },
      });
      expect(res.body.errors).toBeUndefined();
    }
    const res = await s.gql<{ startupTasks: Record<string, { name: string }[]> }>(STARTUP_TASKS, {
      host,
      token,
      variables: { startupId: tidepool },
    });
    expect(res.body.errors).toBeUndefined();
    const names = (k: string) => res.body.data!.startupTasks[k]!.map((t) => t.name);
    expect(names('overdueTasks')).toEqual(['Overdue']);
    expect(names('todayTasks')).toEqual(['Today']);
    expect(names('futureTasks')).toEqual(['Later']);
    // The caller may give the day's bounds (the web sends the organisation's day); here Pago Pago's.
    const pago = await s.gql<{ startupTasks: Record<string, { name: string }[]> }>(STARTUP_TASKS, {
      host,
      token,
      variables: {
        startupId: tidepool,
        todayStart: startOfDayInTimeZone(now, PAGO_PAGO).toISOString(),
        todayEnd: endOfDayInTimeZone(now, PAGO_PAGO).toISOString(),
      },
    });
    expect(Object.values(pago.body.data!.startupTasks).flat()).toHaveLength(3);
    expect(
      codeOf(await s.gql(STARTUP_TASKS, { host, token, variables: { startupId: tidepool, todayStart: 'today' } })),
    ).toBe('VALIDATION_FAILED');
    // A founder of another startup may not look.
    const kofi = await s.login('kofi.mensah@kiritimati.example', host);
    expect(codeOf(await s.gql(STARTUP_TASKS, { host, token: kofi, variables: { startupId: tidepool } }))).toBe(
      'FORBIDDEN',
    );
    // The navbar's window ends at the end of tomorrow there.
    const aisha = await s.login('aisha.bello@kiritimati.example', host);
    const window = await s.gql<{ myTasksPaginated: { results: { name: string }[] } }>(MINE, {
      host,
      token: aisha,
      variables: {
        queryOptions: { before: endOfTomorrow(now, KIRITIMATI).toISOString(), completionStatus: 'PENDING' },
      },
    });
    expect(window.body.data!.myTasksPaginated.results.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Overdue', 'Today']),
    );
    expect(window.body.data!.myTasksPaginated.results.map((t) => t.name)).not.toContain('Later');
  });
});

describe('automated tasks', () => {
  it('are created by their module once per source, completed by the work, and never by hand', async () => {
    const scope = await scopeOf('demo');
    const [aisha, marco, hannah] = await Promise.all(
      ['aisha.bello', 'marco.rossi', 'hannah.schultz'].map((p) => userId(`${p}@lakeside.example`)),
    );
    const aishaToken = await s.login(AISHA);
    const sub = subscribe<{ tasksUpdatedForUser: { updateType: string; taskId: string } }>({
      port: s.port,
      host: 'demo.localhost',
      query: `subscription { tasksUpdatedForUser(userId: "${aisha}") { updateType taskId } }`,
      connectionParams: { authorization: `Bearer ${aishaToken}` },
    });
    await settle();
    const tidepool = await startupOf(scope.tenant.id, 'Tidepool Analytics');
    const input = {
      taskType: 'metrics',
      nameTemplate: { key: 'metricsUpdate' as const, params: { from: '2030-03-01', to: '2030-03-31' } },
      url: '/startups/metrics',
      assigneeUserIds: [aisha!, marco!],
      startupId: tidepool,
      sourceId: 'metrics-2030-03',
    };
    // Two first calls at once still make one task.
    const [id, again] = await Promise.all([createAutomatedTask(scope, input), createAutomatedTask(scope, input)]);
    expect(again).toBe(id);
    expect((await sub.next()).tasksUpdatedForUser).toEqual({ updateType: 'ADDED', taskId: id });
    expect(await createAutomatedTask(scope, { ...input, assigneeUserIds: [hannah!] })).toBe(id);
    const rows = await db().select().from(taskAssignees).where(eq(taskAssignees.taskId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([aisha, marco, hannah].sort());
    const [task] = await db().select().from(tasks).where(eq(tasks.id, id));
    expect(task).toMatchObject({
      taskType: 'metrics',
      name: 'Update your metrics (2030-03-01 – 2030-03-31)',
      nameKey: 'metricsUpdate',
      createdById: null,
      startupId: tidepool,
      isGroupTask: true,
      url: '/startups/metrics',
    });

    const tick = await s.gql(`mutation { updateTaskDone(taskId: "${id}", done: true) { _id } }`, { token: aishaToken });
    expect(codeOf(tick)).toBe('FORBIDDEN');

    expect(
      await completeAutomatedTask(scope, { taskType: 'metrics', sourceId: 'metrics-2030-03', userId: aisha }),
    ).toBe(false);
    expect((await sub.next()).tasksUpdatedForUser).toEqual({ updateType: 'REMOVED', taskId: id });
    expect(await completeAutomatedTask(scope, { taskType: 'metrics', sourceId: 'metrics-2030-03' })).toBe(true);
    expect((await db().select().from(tasks).where(eq(tasks.id, id)))[0]!.completionStatus).toBe('COMPLETED');
    expect(await completeAutomatedTask(scope, { taskType: 'metrics', sourceId: 'no-such-source' })).toBe(false);
    await sub.close();
  });

  it('refuses a normal type, an unknown type and a person of another organisation', async () => {
    const scope = await scopeOf('demo');
    const claire = await userId(CLAIRE);
    const aisha = await userId(AISHA);
    const base = {
      nameTemplate: { key: 'setAvailability' as const, params: {} },
      assigneeUserIds: [aisha],
      sourceId: 'refused',
    };
    await expect(createAutomatedTask(scope, { ...base, taskType: 'normal' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(createAutomatedTask(scope, { ...base, taskType: 'chores' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      createAutomatedTask(scope, { ...base, taskType: 'avail', assigneeUserIds: [claire] }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await db().select().from(tasks).where(eq(tasks.sourceId, 'refused'))).toEqual([]);
  });
});

describe('due-date reminders', () => {
  it('remind each assignee once a day of tasks due tomorrow and overdue, after 08:00 in the organisation', async () => {
    const scope = await scopeOf('demo');
    const priya = await s.login(PRIYA);
    const grace = await userId(GRACE);
    const now = new Date();
    const made: Record<string, string> = {};
    for (const [name, due] of [
      ['Due tomorrow', endOfTomorrow(now, CHICAGO)],
      ['Due today', endOfDayInTimeZone(now, CHICAGO)],
      ['Due later', endOfDayOffsetInTimeZone(now, 4, CHICAGO)],
      ['Done tomorrow', endOfTomorrow(now, CHICAGO)],
    ] as const) {
      const res = await s.gql<{ createTask: TaskOut }>(CREATE, {
        token: priya,
        variables: { name, dueDate: due.toISOString(), assignees: [{ type: 'user', value: grace }] },
      });
      expect(res.body.errors).toBeUndefined();
      made[name] = res.body.data!.createTask._id;
    }
    await db().update(taskAssignees).set({ done: true }).where(eq(taskAssignees.taskId, made['Done tomorrow']!));
    // Overdue: the API refuses past dates, so it is written directly.
    const [overdue] = await db()
      .insert(tasks)
      .values({ incubatorId: scope.tenant.id, name: 'Overdue', dueDate: endOfDayOffsetInTimeZone(now, -3, CHICAGO) })
      .returning({ id: tasks.id });
    await db().insert(taskAssignees).values({ incubatorId: scope.tenant.id, taskId: overdue!.id, userId: grace });

    const today = calendarDateInTimeZone(now, CHICAGO);
    const at = (hour: number) => zonedWallTimeToUtc({ ...today, hour }, CHICAGO);
    // 03:00 in Chicago: not yet.
    await sendDueDateReminders(s.running.services, at(3));
    expect(await dueSoonMessages(grace)).toEqual([]);
    // 09:00: the task due tomorrow and the overdue one.
    await sendDueDateReminders(s.running.services, at(9));
    expect(await dueSoonMessages(grace)).toEqual([
      'The task is due soon: Due tomorrow',
      'The task is due soon: Overdue',
    ]);
    // Again the same day (another run, another instance): nothing new.
    expect(await remindOrganisation(jobScope(s.running.services, scope.tenant), at(10))).toBe(0);
    expect(await dueSoonMessages(grace)).toHaveLength(2);
    // Only the assignment due tomorrow among those made through the API was claimed.
    const claimed = await db()
      .select({ taskId: taskAssignees.taskId })
      .from(taskAssignees)
      .where(and(inArray(taskAssignees.taskId, Object.values(made)), isNotNull(taskAssignees.remindedOn)));
    expect(claimed.map((r) => r.taskId)).toEqual([made['Due tomorrow']]);
  });
});
