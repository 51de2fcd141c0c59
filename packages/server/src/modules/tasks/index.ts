// The tasks module: tasks, hand-made and automated, with their daily reminders.
import type { ServerModule } from '../../core/module.ts';
import { tasksPolicies, tasksResolvers } from './tasks.resolvers.ts';
import { taskDueRemindersJob } from './tasks.jobs.ts';
import * as tables from './tasks.schema.ts';

export const tasksModule: ServerModule = {
  name: 'tasks',
  resolvers: tasksResolvers,
  policies: tasksPolicies,
  jobs: [taskDueRemindersJob],
  tables,
};
