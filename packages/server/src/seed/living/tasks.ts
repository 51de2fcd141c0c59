// Hand-made tasks in every state — done, partly done by a group, due today, due later, overdue — given by the
// programme team to founders and to each other, with the notifications they raised (assigned, completed, due soon).
import { taskAssignees, tasks } from '../../modules/tasks/tasks.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';
import type { DemoNotification } from './notes.ts';
import { daysAgo, daysAhead } from './random.ts';

const FOUNDER_TASKS = [
  'Send the updated pitch deck',
  'Book three customer discovery interviews',
  'Upload the signed programme agreement',
  'Prepare the one-page investor update',
  'Fill in the demo day registration form',
  'Share the hiring plan for next quarter',
];
const STAFF_TASKS = [
  'Review the cohort’s pitch decks',
  'Confirm the jury for the investor showcase',
  'Schedule mid-programme reviews',
  'Follow up on overdue metric reports',
];

const COMMUNITY_TASK = 'Share your alumni story for the newsletter';

/** Due offset in days from now (negative: past) and how many assignees are done. */
const STATES: { due: number; done: 'all' | 'some' | 'none' }[] = [
  { due: -20, done: 'all' },
  { due: -6, done: 'none' },
  { due: 0.2, done: 'none' },
  { due: 5, done: 'none' },
  { due: 12, done: 'some' },
  { due: -2, done: 'all' },
];

export async function seedTasks(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { rng, now } = ctx;
  const rows: { task: Row<typeof tasks>; assignees: { userId: string; done: boolean }[] }[] = [];
  const admin = ctx.person('Admin');
  const staff = ctx.person('Staff');
  const add = (name: string, creatorId: string, assigneeIds: string[], startupId: string | null, k: number) => {
    const state = STATES[k % STATES.length]!;
    const createdAt = daysAgo(now, Math.max(3, -state.due + rng.int(3, 12)));
    const dueDate = state.due < 0 ? daysAgo(now, -state.due) : daysAhead(now, state.due);
    const assignees = assigneeIds.map((userId, i) => ({
      userId,
      done: state.done === 'all' || (state.done === 'some' && i === 0),
    }));
    const allDone = assignees.every((a) => a.done);
    const completedAt = allDone ? new Date(Math.min(dueDate.getTime(), now.getTime() - 3_600_000)) : null;
    rows.push({
      task: {
        name,
        dueDate,
        taskType: 'normal',
        startupId,
        createdById: creatorId,
        isGroupTask: assigneeIds.length > 1,
        completionStatus: allDone ? 'COMPLETED' : 'PENDING',
        completedAt,
        assigneeSelection: startupId
          ? [{ type: 'startup', value: startupId }]
          : assigneeIds.map((value) => ({ type: 'user', value })),
        createdAt,
        updatedAt: completedAt ?? createdAt,
      },
      assignees,
    });
    notes.push({
      type: 'taskAssigned',
      recipients: assigneeIds,
      senderId: creatorId,
      url: '/tasks',
      params: { task: name },
      at: createdAt,
    });
    for (const a of assignees.filter((x) => x.done))
      notes.push({
        type: 'taskCompleted',
        recipients: [creatorId],
        senderId: a.userId,
        url: '/tasks',
        params: { task: name },
        at: completedAt ?? createdAt,
      });
    if (!allDone && state.due > 0 && state.due < 2)
      notes.push({
        type: 'taskDueSoon',
        recipients: assigneeIds,
        url: '/tasks',
        params: { task: name },
        at: daysAgo(now, 0.1),
      });
  };
  ctx.startups.forEach((startup, index) => {
    const creator = startup.staffIds[0] ?? admin.id;
    for (let k = 0; k < 3; k++)
      add(FOUNDER_TASKS[(index + k) % FOUNDER_TASKS.length]!, creator, startup.founderIds, startup.id, index + k);
  });
  // The team's own tasks, so that every role of the programme team (and the community) has some.
  const who = (...types: string[]) => types.map((type) => ctx.person(type).id);
  const teamTasks: [string, string, string[]][] = [
    [STAFF_TASKS[0]!, admin.id, who('Staff', 'Coach')],
    [STAFF_TASKS[1]!, admin.id, who('AdminCoach', 'Expert')],
    [STAFF_TASKS[2]!, staff.id, who('SubAdmin', 'Mentor')],
    [STAFF_TASKS[3]!, admin.id, who('Staff', 'Coach', 'Mentor')],
    [COMMUNITY_TASK, staff.id, who('CommunityMember')],
  ];
  teamTasks.forEach(([name, creator, assignees], k) => add(name, creator, assignees, null, k));
  const inserted = await ctx.tdb
    .insert(
      tasks,
      rows.map((r) => r.task),
    )
    .returning({ id: tasks.id });
  await insertChunks(
    ctx,
    taskAssignees,
    rows.flatMap((r, i) =>
      r.assignees.map((a) => ({
        taskId: inserted[i]!.id,
        userId: a.userId,
        done: a.done,
        completedAt: a.done ? (r.task.completedAt ?? r.task.createdAt) : null,
        createdAt: r.task.createdAt,
      })),
    ),
  );
}
