// Tasks end to end on the real server: the rules of spec 01 §3–§6 and issue 6 for creating and ticking, the bad
// input it must refuse (changing nothing), the reach of a coach, another organisation, what staff and a coach see.
// Editing, deleting, paging and the live channel: tasks-changes.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { TASK_FORM_MESSAGES, startOfDayOffsetInTimeZone } from '@ascent/shared';
import { settle } from '../../../test/ws.ts';
import { taskAssignees, tasks } from './tasks.schema.ts';
import { AISHA, CLAIRE, HANNAH, MARCO, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
import {
  CHICAGO,
  codeOf,
  create,
  CREATE,
  db,
  DELETE,
  demoId,
  DONE,
  follow,
  gql,
  ids,
  inDays,
  LIST,
  messageOf,
  MINE,
  NORTH,
  notificationsOf,
  OPTIONS,
  type Page,
  s,
  snapshot,
  startupId,
  type TaskOut,
  tomorrowEnd,
  UPDATE,
  useTasksServer,
} from './tasks.fixture.ts';

useTasksServer();

describe('tasks API', () => {
  it('requires authentication', async () => {
    const res = await s.gql(MINE);
    expect(codeOf(res)).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(CREATE, { variables: { name: 'x', dueDate: tomorrowEnd(), assignees: [] } }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
  });

  it('offers a coach the people, startups and programmes of their startups only', async () => {
    const res = await gql<{
      assigneeOptions: { label: string; type: string; options: { label: string; type: string; value: string }[] }[];
    }>(HANNAH, OPTIONS);
    expect(res.body.errors).toBeUndefined();
    const groups = Object.fromEntries(
      res.body.data!.assigneeOptions.map((g) => [g.type, g.options.map((o) => o.label)]),
    );
    expect(groups.startup).toEqual(['Greenleaf Robotics', 'Tidepool Analytics']);
    expect(groups.program).toEqual(['Climate Tech Track']);
    expect(groups.user).toEqual(
      expect.arrayContaining(['Aisha Bello', 'Marco Rossi', 'Ingrid Larsen', 'Kofi Mensah', 'Hannah Schultz']),
    );
    expect(groups.user).not.toContain('Sofia Petrova');
    // Staff reach everyone; the options carry their group's type and the id.
    const all = await gql<{
      assigneeOptions: { type: string; options: { label: string; type: string; value: string }[] }[];
    }>(PRIYA, OPTIONS);
    const startupsGroup = all.body.data!.assigneeOptions.find((g) => g.type === 'startup')!;
    expect(startupsGroup.options).toContainEqual({
      label: 'Kinfolk Health',
      type: 'startup',
      value: startupId['Kinfolk Health'],
    });
    // An applicant may not create tasks at all.
    expect(codeOf(await gql(NOAH, OPTIONS))).toBe('FORBIDDEN');
  });

  it('assigns a task to every founder of a startup; each founder ticks their own part; done when both are', async () => {
    const aishaSub = follow(AISHA);
    const marcoSub = follow(MARCO);
    await settle();
    const created = await create(HANNAH, {
      name: '  Send the deck to your coach ',
      url: 'tidepool.example/deck',
      assignees: [{ type: 'startup', value: startupId['Tidepool Analytics'] }],
    });
    expect(created.body.errors).toBeUndefined();
    const task = created.body.data!.createTask;
    expect(task).toMatchObject({
      name: 'Send the deck to your coach',
      url: 'http://tidepool.example/deck',
      taskType: 'normal',
      isGroupTask: true,
      approvalStatus: 'APPROVED',
      completionStatus: 'PENDING',
      done: false,
      canEdit: true,
      canDelete: true,
      startup: { name: 'Tidepool Analytics' },
      createdBy: { fullName: 'Hannah Schultz' },
    });
    expect(task.assignees.map((a) => a.user.fullName).sort()).toEqual(['Aisha Bello', 'Marco Rossi']);
    expect(task.assignees.every((a) => a.status === 'PENDING' && !a.done)).toBe(true);
    expect(task.assignees[0]!.user.startups).toEqual([{ name: 'Tidepool Analytics' }]);
    // The due date is the end of its day in the organisation's zone.
    expect(task.dueDate).toBe(tomorrowEnd());

    for (const sub of [aishaSub, marcoSub])
      expect((await sub.next()).tasksUpdatedForUser).toEqual({
        updateType: 'ADDED',
        taskId: task._id,
        dueDate: task.dueDate,
      });
    expect(await notificationsOf(ids[AISHA]!, 'taskAssigned')).toContainEqual({
      message: 'Hannah Schultz assigned you a task: Send the deck to your coach',
      url: '/tasks',
    });

    // Aisha ticks: her part is done, the task is not; it leaves her pending list, not Marco's.
    const first = await gql<{ updateTaskDone: TaskOut }>(AISHA, DONE, { taskId: task._id, done: true });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.updateTaskDone).toMatchObject({ completionStatus: 'PENDING', done: false });
    expect(first.body.data!.updateTaskDone.assignees.find((a) => a.user.fullName === 'Aisha Bello')).toMatchObject({
      done: true,
      status: 'COMPLETED',
    });
    expect((await aishaSub.next()).tasksUpdatedForUser).toMatchObject({ updateType: 'REMOVED', taskId: task._id });
    expect(await marcoSub.quiet(300)).toBe(true);
    const pending = {
      queryOptions: { completionStatus: 'PENDING', approvalStatus: 'APPROVED', before: tomorrowEnd() },
    };
    const aishaList = await gql<{ myTasksPaginated: Page }>(AISHA, MINE, pending);
    expect(aishaList.body.data!.myTasksPaginated.results.map((t) => t._id)).not.toContain(task._id);
    const marcoList = await gql<{ myTasksPaginated: Page }>(MARCO, MINE, pending);
    expect(marcoList.body.data!.myTasksPaginated.results.map((t) => t._id)).toContain(task._id);

    // Marco ticks: the task is done, and its creator is told.
    const second = await gql<{ updateTaskDone: TaskOut }>(MARCO, DONE, {
      taskId: task._id,
      done: true,
      assigneeId: ids[MARCO],
    });
    expect(second.body.data!.updateTaskDone).toMatchObject({ completionStatus: 'COMPLETED', done: true });
    expect((await marcoSub.next()).tasksUpdatedForUser).toMatchObject({ updateType: 'REMOVED', taskId: task._id });
    expect(await notificationsOf(ids[HANNAH]!, 'taskCompleted')).toContainEqual({
      message: 'Marco Rossi completed the task: Send the deck to your coach',
      url: '/tasks',
    });
    const seen = await gql<{ tasks: Page }>(HANNAH, LIST, {
      filter: { startupIds: [startupId['Tidepool Analytics']] },
    });
    expect(seen.body.data!.tasks.results.find((t) => t._id === task._id)).toMatchObject({
      done: true,
      completionStatus: 'COMPLETED',
    });

    // Unticking puts it back on Marco's list and the task is pending again.
    const undo = await gql<{ updateTaskDone: TaskOut }>(MARCO, DONE, { taskId: task._id, done: false });
    expect(undo.body.data!.updateTaskDone).toMatchObject({ completionStatus: 'PENDING', done: false });
    expect((await marcoSub.next()).tasksUpdatedForUser).toMatchObject({ updateType: 'ADDED', taskId: task._id });
    await Promise.all([aishaSub.close(), marcoSub.close()]);
  });

  it('keeps simultaneous last ticks from leaving a done task pending', async () => {
    // Ten two-founder tasks, both founders ticking each at once (on PostgreSQL these run on separate connections).
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(HANNAH, { name: `Race ${i}`, assignees: [{ type: 'startup', value: startupId['Tidepool Analytics'] }] }),
      ),
    );
    const raced = created.map((r) => r.body.data!.createTask._id);
    await Promise.all(
      raced.flatMap((taskId) => [gql(AISHA, DONE, { taskId, done: true }), gql(MARCO, DONE, { taskId, done: true })]),
    );
    const rows = await db().select({ status: tasks.completionStatus }).from(tasks).where(inArray(tasks.id, raced));
    expect(rows.map((r) => r.status)).toEqual(raced.map(() => 'COMPLETED'));
  });

  it('refuses the form rules with their messages, and changes nothing', async () => {
    const before = await snapshot();
    const empty = await create(HANNAH, { name: '   ', assignees: [] });
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');
    expect(messageOf(empty)).toBe(
      `${TASK_FORM_MESSAGES.nameRequired.defaultMessage}. ${TASK_FORM_MESSAGES.assigneesRequired.defaultMessage}`,
    );
    // A due date before yesterday, sent straight to the API.
    const twoDaysAgo = new Date(startOfDayOffsetInTimeZone(new Date(), -1, CHICAGO).getTime() - 1).toISOString();
    const past = await create(HANNAH, {
      name: 'Late',
      dueDate: twoDaysAgo,
      assignees: [{ type: 'user', value: ids[AISHA] }],
    });
    expect(codeOf(past)).toBe('VALIDATION_FAILED');
    expect(messageOf(past)).toBe('The due date can not be in the past');
    expect(
      codeOf(
        await create(HANNAH, {
          name: 'Bad date',
          dueDate: 'next tuesday',
          assignees: [{ type: 'user', value: ids[AISHA] }],
        }),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(
        await create(HANNAH, {
          name: 'Bad link',
          url: 'javascript:alert(1)',
          assignees: [{ type: 'user', value: ids[AISHA] }],
        }),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(await create(HANNAH, { name: 'x'.repeat(301), assignees: [{ type: 'user', value: ids[AISHA] }] })),
    ).toBe('VALIDATION_FAILED');
    expect(codeOf(await create(HANNAH, { name: 'No type', assignees: [{ type: '', value: ids[AISHA] }] }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an assignee outside the organisation or outside the coach's reach", async () => {
    const before = await snapshot();
    const foreign = await create(HANNAH, { name: 'Cross', assignees: [{ type: 'user', value: ids[CLAIRE] }] });
    expect(codeOf(foreign)).toBe('VALIDATION_FAILED');
    expect(messageOf(foreign)).toMatch(/person, startup or programme of this organisation/);
    expect(codeOf(await create(HANNAH, { name: 'Cross', assignees: [{ type: 'startup', value: 'not-an-id' }] }))).toBe(
      'VALIDATION_FAILED',
    );
    const kinfolk = await create(HANNAH, {
      name: 'Not mine',
      assignees: [{ type: 'startup', value: startupId['Kinfolk Health'] }],
    });
    expect(codeOf(kinfolk)).toBe('FORBIDDEN');
    expect(codeOf(await create(HANNAH, { name: 'Not mine', assignees: [{ type: 'user', value: ids[SOFIA] }] }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await create(NOAH, { name: 'Applicant', assignees: [{ type: 'user', value: ids[NOAH] }] }))).toBe(
      'FORBIDDEN',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lets only an assignee tick their own part, and never an automated task', async () => {
    const task = (
      await create(HANNAH, {
        name: 'Own part',
        assignees: [{ type: 'startup', value: startupId['Tidepool Analytics'] }],
      })
    ).body.data!.createTask;
    const before = await snapshot();
    const others = await gql(AISHA, DONE, { taskId: task._id, done: true, assigneeId: ids[MARCO] });
    expect(codeOf(others)).toBe('FORBIDDEN');
    expect(messageOf(others)).toBe('You can only tick your own part of a task.');
    expect(messageOf(await gql(PRIYA, DONE, { taskId: task._id, done: true }))).toBe(
      'Only an assignee can tick this task.',
    );
    const [auto] = await db()
      .insert(tasks)
      .values({
        incubatorId: demoId,
        name: 'Set your availability',
        dueDate: new Date(tomorrowEnd()),
        taskType: 'avail',
        sourceId: 'avail-aisha',
      })
      .returning({ id: tasks.id });
    await db().insert(taskAssignees).values({ incubatorId: demoId, taskId: auto!.id, userId: ids[AISHA]! });
    const automated = await gql(AISHA, DONE, { taskId: auto!.id, done: true });
    expect(codeOf(automated)).toBe('FORBIDDEN');
    expect(messageOf(automated)).toMatch(/Automated tasks/);
    expect(codeOf(await gql(PRIYA, UPDATE, { taskId: auto!.id, updatedTask: { name: 'Renamed' } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, DONE, { taskId: '00000000-0000-4000-8000-000000000000', done: true }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await gql(AISHA, DONE, { taskId: 'x', done: true }))).toBe('NOT_FOUND');
    const after = await snapshot();
    expect(after.done).toBe(before.done);
    expect(after.tasks).toBe(before.tasks + 1);
  });

  it('hides and protects a task from another organisation', async () => {
    const task = (await create(HANNAH, { name: 'Lakeside only', assignees: [{ type: 'user', value: ids[AISHA] }] }))
      .body.data!.createTask;
    const before = await snapshot();
    for (const [query, variables] of [
      [DONE, { taskId: task._id, done: true }],
      [UPDATE, { taskId: task._id, updatedTask: { name: 'Stolen' } }],
      [DELETE, { taskId: task._id }],
    ] as const) {
      const res = await gql(CLAIRE, query, variables, NORTH);
      expect(codeOf(res), query).toBe('NOT_FOUND');
      expect(res.text).not.toContain('Lakeside only');
    }
    const list = await gql<{ tasks: Page }>(CLAIRE, LIST, {}, NORTH);
    expect(list.body.data!.tasks.results.map((t) => t._id)).not.toContain(task._id);
    // A Northstar token is worth nothing on the Lakeside host.
    expect(codeOf(await gql(CLAIRE, LIST, {}))).toBe('AUTHENTICATION_REQUIRED');
    expect(await snapshot()).toEqual(before);
  });

  it('shows staff every task, a coach only those of their startups (and their own), filtered', async () => {
    const kinfolk = (
      await create(PRIYA, {
        name: 'Staff only view',
        assignees: [{ type: 'startup', value: startupId['Kinfolk Health'] }],
      })
    ).body.data!.createTask;
    const staff = (
      await gql<{ tasks: Page }>(PRIYA, LIST, { filter: { startupIds: [startupId['Kinfolk Health']] }, limit: 100 })
    ).body.data!.tasks;
    expect(staff.results.map((t) => t._id)).toContain(kinfolk._id);
    expect(staff.results.every((t) => t.startup?.name === 'Kinfolk Health')).toBe(true);
    const coach = (await gql<{ tasks: Page }>(HANNAH, LIST, { limit: 100 })).body.data!.tasks;
    expect(coach.results.map((t) => t._id)).not.toContain(kinfolk._id);
    expect(
      coach.results.every(
        (t) =>
          ['Tidepool Analytics', 'Greenleaf Robotics'].includes(t.startup?.name ?? '') ||
          t.createdBy?.fullName === 'Hannah Schultz',
      ),
    ).toBe(true);
    // By assignee and the status of that assignee's part.
    const marcoDone = (
      await gql<{ tasks: Page }>(PRIYA, LIST, {
        filter: { assigneeIds: [ids[MARCO]], status: 'COMPLETED' },
        limit: 100,
      })
    ).body.data!.tasks;
    expect(marcoDone.results.length).toBeGreaterThan(0);
    expect(marcoDone.results.every((t) => t.assignees.some((a) => a.user.fullName === 'Marco Rossi' && a.done))).toBe(
      true,
    );
    const byType = (await gql<{ tasks: Page }>(PRIYA, LIST, { filter: { taskTypes: ['avail'] } })).body.data!.tasks;
    expect(byType.results.every((t) => t.taskType === 'avail')).toBe(true);
    expect(codeOf(await gql(PRIYA, LIST, { filter: { taskTypes: ['nonsense'] } }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await gql(PRIYA, LIST, { filter: { dueFrom: 'soon' } }))).toBe('VALIDATION_FAILED');
    const ranged = (
      await gql<{ tasks: Page }>(PRIYA, LIST, { filter: { dueFrom: inDays(1), dueTo: inDays(2) }, limit: 100 })
    ).body.data!.tasks;
    expect(ranged.results.every((t) => t.dueDate >= inDays(1) && t.dueDate <= inDays(2))).toBe(true);
    expect(codeOf(await gql(NOAH, LIST))).toBe('FORBIDDEN');
  });
});
