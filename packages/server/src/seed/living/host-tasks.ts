// A host who has not said when they are free (issue 19 item 3, in the living demo): the programme team's staff member
// runs "Programme check-ins", a one-on-one event published three days ago, and has no weekly schedule yet, so the
// event offers no time and they hold the open `avail` task the events module raises for such a host (with the
// taskAssigned notification). Signing in as them shows what the product asks and where it leads.
import { eventHosts, incubatorEvents } from '../../modules/events/events.schema.ts';
import { taskAssignees, tasks } from '../../modules/tasks/tasks.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const DAY = 86_400_000;

export async function seedOpenHostTask(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const host = ctx.users.find((u) => u.roleType === 'Staff');
  if (!host) return;
  const publishedAt = new Date(ctx.now.getTime() - 3 * DAY);
  const [event] = await ctx.tdb
    .insert(incubatorEvents, {
      eventType: 'ONE_ON_ONE_GENERAL',
      title: 'Programme check-ins',
      description: '<p>Twenty minutes with the programme team: questions about the programme, intros, logistics.</p>',
      topics: ['Programme'],
      startTime: publishedAt,
      endTime: new Date(ctx.now.getTime() + 45 * DAY),
      timezone: ctx.tenant.timezone ?? 'UTC',
      timeslotIncrement: 20,
      noticePeriodValue: 1,
      noticePeriodUnit: 'DAY',
      ignoreHourAllocation: true,
      visibleRolesIs: ['Cofounder'],
      status: 'published',
      createdById: host.id,
      publishedAt,
      createdAt: publishedAt,
    })
    .returning({ id: incubatorEvents.id });
  await ctx.tdb.insert(eventHosts, { eventId: event!.id, userId: host.id, position: 0 });
  const [task] = await ctx.tdb
    .insert(tasks, {
      name: 'Set your availability for one-on-one meetings',
      nameKey: 'setAvailability',
      nameParams: {},
      url: '/availability/weekly',
      dueDate: new Date(publishedAt.getTime() + 7 * DAY),
      taskType: 'avail',
      sourceId: host.id,
      isGroupTask: false,
      assigneeSelection: [{ type: 'user', value: host.id }],
      completionStatus: 'PENDING',
      createdAt: publishedAt,
    })
    .returning({ id: tasks.id });
  await ctx.tdb.insert(taskAssignees, { taskId: task!.id, userId: host.id, done: false, createdAt: publishedAt });
  notes.push({
    type: 'taskAssigned',
    recipients: [host.id],
    url: '/tasks',
    params: { task: 'Set your availability for one-on-one meetings' },
    at: publishedAt,
  });
}
