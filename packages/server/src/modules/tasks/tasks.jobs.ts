// Due-date reminders (issue 6): once a day per organisation — at the first run at or after TASK_REMINDER_HOUR in its
// time zone — every assignee who has not ticked a task due tomorrow, or overdue (due before today), is reminded
// (taskDueSoon). The job runs hourly so each organisation's morning comes wherever it is; claiming a reminder
// is one conditional UPDATE per organisation (task_assignees.reminded_on), so a second run, or a second
// instance, the same day reminds nobody twice.
import {
  TASK_REMINDER_HOUR,
  calendarDayKey,
  endOfTomorrow,
  startOfDayInTimeZone,
  startOfDayOffsetInTimeZone,
  wallTimeInTimeZone,
} from '@ascent/shared';
import type { JobDefinition } from '../../core/jobs.ts';
import { jobScope, type JobScope } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { publishTaskDueSoon } from './tasks.notify.ts';
import { claimReminders, tasksByIds } from './tasks.repository.ts';
import { timeZoneOf } from './tasks.validation.ts';
import { templateOf } from './tasks.names.ts';

export interface ReminderRun {
  /** Organisations whose reminder hour had come. */
  organisations: number;
  /** Assignments reminded. */
  reminders: number;
}

/** One organisation's reminders for the day of `now` (whatever the hour: the job decides when). */
export async function remindOrganisation(scope: JobScope, now: Date): Promise<number> {
  const { services, tenant, tdb } = scope;
  const zone = timeZoneOf(tenant);
  // The claim and the `task.dueSoon` events in one transaction: a reminder claimed is a reminder sent.
  return tdb.transaction(async (tx) => {
    const claimed = await claimReminders(tx, calendarDayKey(now, zone), {
      todayStart: startOfDayInTimeZone(now, zone),
      tomorrowStart: startOfDayOffsetInTimeZone(now, 1, zone),
      tomorrowEnd: endOfTomorrow(now, zone),
    });
    const byTask = new Map<string, string[]>();
    for (const c of claimed) byTask.set(c.taskId, [...(byTask.get(c.taskId) ?? []), c.userId]);
    const rows = await tasksByIds(tx, [...byTask.keys()]);
    for (const task of rows)
      await publishTaskDueSoon(tx, services, {
        taskId: task.id,
        name: task.name,
        nameTemplate: templateOf(task),
        recipients: byTask.get(task.id) ?? [],
      });
    return claimed.length;
  });
}

export async function sendDueDateReminders(services: Services, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { organisations: 0, reminders: 0 };
  for (const tenant of await listIncubators(services.database)) {
    if (wallTimeInTimeZone(now, timeZoneOf(tenant)).hour < TASK_REMINDER_HOUR) continue;
    run.organisations++;
    try {
      run.reminders += await remindOrganisation(jobScope(services, tenant), now);
    } catch (err) {
      // One organisation's failure must not hold back the others' reminders.
      services.log.error({ err, incubator: tenant.slug }, 'task reminders failed');
    }
  }
  return run;
}

export const taskDueRemindersJob: JobDefinition = {
  name: 'task-due-reminders',
  // Hourly, five past.
  cron: '5 * * * *',
  run: async (services, now) => {
    const result = await sendDueDateReminders(services, now);
    if (result.reminders) services.log.info(result, 'task reminders sent');
  },
};
