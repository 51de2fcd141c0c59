// The tasks module: tasks, hand-made and automated, with their daily reminders.
import type { ServerModule } from '../../core/module.ts';
import { tasksPolicies, tasksResolvers } from './tasks.resolvers.ts';
import { taskDueRemindersJob } from './tasks.jobs.ts';
import * as tables from './tasks.schema.ts';
import { TASKS_EVENTS } from './tasks.domain-events.ts';
import { tasksSubscribers } from './tasks.subscribers.ts';

export const tasksModule: ServerModule = {
  name: 'tasks',
  resolvers: tasksResolvers,
  policies: tasksPolicies,
  jobs: [taskDueRemindersJob],
  tables,
  publishes: TASKS_EVENTS,
  events: tasksSubscribers,
};
