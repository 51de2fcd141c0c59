// Tasks end to end on the real server, continued: editing and deleting with TASK/TASK:* on the task's startup, the
// caller's tasks paged by cursor, and the live badge channel.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TASK_PAGE_SIZE } from '@ascent/shared';
import { settle } from '../../../test/ws.ts';
import { tasks } from './tasks.schema.ts';
import { AISHA, CLAIRE, HANNAH, MARCO, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
import {
  codeOf,
  create,
  db,
  DELETE,
  follow,
  gql,
  ids,
  inDays,
  messageOf,
  MINE,
  notificationsOf,
  type Page,
  snapshot,
  startupId,
  type TaskOut,
  tomorrowEnd,
  UPDATE,
  useTasksServer,
} from './tasks.fixture.ts';

useTasksServer();

describe('tasks API', () => {
  it("edits with TASK/TASK:EDIT on the task's startup: renames, moves the date, changes assignees, pushing the changes", async () => {
    const task = (
      await create(HANNAH, {
        name: 'Draft',
        assignees: [{ type: 'user', value: ids[AISHA] }],
        startupId: startupId['Tidepool Analytics'],
      })
    ).body.data!.createTask;
    expect(task.startup?.name).toBe('Tidepool Analytics');
    // A founder has no edit or delete permission by default.
    expect(codeOf(await gql(AISHA, UPDATE, { taskId: task._id, updatedTask: { name: 'Mine now' } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, DELETE, { taskId: task._id }))).toBe('FORBIDDEN');
    const aishaSub = follow(AISHA);
    const marcoSub = follow(MARCO);
    await settle();
    const moved = inDays(5);
    const res = await gql<{ updateTask: TaskOut }>(HANNAH, UPDATE, {
      taskId: task._id,
      updatedTask: { name: 'Final deck', dueDate: moved, assignees: [{ type: 'user', value: ids[MARCO] }] },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateTask).toMatchObject({
      name: 'Final deck',
      dueDate: moved,
      assigneeSelection: [{ type: 'user', value: ids[MARCO] }],
      startup: { name: 'Tidepool Analytics' },
    });
    expect(res.body.data!.updateTask.assignees.map((a) => a.user.fullName)).toEqual(['Marco Rossi']);
    expect((await aishaSub.next()).tasksUpdatedForUser).toEqual({
      updateType: 'REMOVED',
      taskId: task._id,
      dueDate: task.dueDate,
    });
    expect((await marcoSub.next()).tasksUpdatedForUser).toEqual({
      updateType: 'ADDED',
      taskId: task._id,
      dueDate: moved,
    });
    expect(await notificationsOf(ids[MARCO]!, 'taskAssigned')).toContainEqual({
      message: 'Hannah Schultz assigned you a task: Final deck',
      url: '/tasks',
    });
    // A past date is refused on edit too.
    expect(
      messageOf(await gql(HANNAH, UPDATE, { taskId: task._id, updatedTask: { dueDate: '2001-01-01T00:00:00Z' } })),
    ).toBe('The due date can not be in the past');
    await Promise.all([aishaSub.close(), marcoSub.close()]);
  });

  it("deletes with TASK/TASK:DELETE checked against the task's startup", async () => {
    const kinfolk = (
      await create(PRIYA, {
        name: 'Kinfolk prep',
        assignees: [{ type: 'startup', value: startupId['Kinfolk Health'] }],
      })
    ).body.data!.createTask;
    const before = await snapshot();
    expect(codeOf(await gql(HANNAH, DELETE, { taskId: kinfolk._id }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(NOAH, DELETE, { taskId: kinfolk._id }))).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
    const mine = (
      await create(HANNAH, {
        name: 'Greenleaf prep',
        assignees: [{ type: 'startup', value: startupId['Greenleaf Robotics'] }],
      })
    ).body.data!.createTask;
    const sofia = follow(SOFIA);
    await settle();
    expect((await gql<{ deleteTask: boolean }>(HANNAH, DELETE, { taskId: mine._id })).body.data!.deleteTask).toBe(true);
    expect((await gql<{ deleteTask: boolean }>(PRIYA, DELETE, { taskId: kinfolk._id })).body.data!.deleteTask).toBe(
      true,
    );
    expect((await sofia.next()).tasksUpdatedForUser).toMatchObject({ updateType: 'REMOVED', taskId: kinfolk._id });
    expect(await db().select().from(tasks).where(eq(tasks.id, mine._id))).toEqual([]);
    expect(codeOf(await gql(PRIYA, DELETE, { taskId: kinfolk._id }))).toBe('NOT_FOUND');
    await sofia.close();
  });

  it("pages the caller's tasks 15 at a time with next and prev cursors", async () => {
    const base = (await gql<{ myTasksPaginated: Page }>(SOFIA, MINE)).body.data!.myTasksPaginated.totalCount;
    for (let i = 0; i < 17; i++) {
      const res = await create(PRIYA, {
        name: `Kinfolk step ${String(i).padStart(2, '0')}`,
        dueDate: inDays(i % 3),
        assignees: [{ type: 'user', value: ids[SOFIA] }],
      });
      expect(res.body.errors).toBeUndefined();
    }
    const first = (await gql<{ myTasksPaginated: Page }>(SOFIA, MINE)).body.data!.myTasksPaginated;
    expect(first.totalCount).toBe(base + 17);
    expect(first.results).toHaveLength(TASK_PAGE_SIZE);
    expect(first.prev).toBeNull();
    const dues = first.results.map((t) => t.dueDate);
    expect([...dues].sort()).toEqual(dues);
    const second = (await gql<{ myTasksPaginated: Page }>(SOFIA, MINE, { cursor: first.next })).body.data!
      .myTasksPaginated;
    expect(second.results).toHaveLength(base + 17 - TASK_PAGE_SIZE);
    expect(second.next).toBeNull();
    expect(new Set([...first.results, ...second.results].map((t) => t._id)).size).toBe(base + 17);
    const back = (await gql<{ myTasksPaginated: Page }>(SOFIA, MINE, { cursor: second.prev })).body.data!
      .myTasksPaginated;
    expect(back.results.map((t) => t._id)).toEqual(first.results.map((t) => t._id));
    expect(codeOf(await gql(SOFIA, MINE, { cursor: 'garbage' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await gql(SOFIA, MINE, { limit: 1000 }))).toBe('VALIDATION_FAILED');
    // Only the tasks of tomorrow or earlier in the navbar's window.
    const window = (await gql<{ myTasksPaginated: Page }>(SOFIA, MINE, { queryOptions: { before: tomorrowEnd() } }))
      .body.data!.myTasksPaginated;
    expect(window.results.every((t) => t.dueDate <= tomorrowEnd())).toBe(true);
    expect(window.totalCount).toBeLessThan(base + 17);
  });

  it('lets a subscriber follow only their own task list', async () => {
    const sub = follow(AISHA, ids[MARCO]!);
    expect(JSON.stringify(await sub.error())).toMatch(/your own tasks/);
    await sub.close();
    // Another organisation's token on this host: no standing at all.
    const foreign = follow(CLAIRE, ids[CLAIRE]!);
    expect(JSON.stringify(await foreign.error())).toMatch(/AUTHENTICATION_REQUIRED|sign in/);
    await foreign.close();
  });
});
