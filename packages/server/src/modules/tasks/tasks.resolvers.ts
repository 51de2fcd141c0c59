import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { selects } from '../../core/graphql/selection.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { TASKS_UPDATED, type TasksUpdatedEvent } from './tasks.events.ts';
import { assigneeOptions, listTasksForStaff, myTasks, startupTasks } from './tasks.queries.ts';
import { createTask, deleteTask, updateTask, updateTaskDone } from './tasks.service.ts';

// The per-task checks (the task's startup, its creator and assignees) run in the service: see tasks.policy.ts.
export const tasksPolicies: Policies = {
  // The caller's own tasks only.
  'Query.myTasksPaginated': SIGNED_IN,
  'Query.startupTasks': permission('TASK/TASK:VIEW', (args) => ({ kind: 'startup', id: String(args.startupId) })),
  'Query.assigneeOptions': permission('TASK/TASK:CREATE'),
  'Query.tasks': permission('TASK/TASK:VIEW'),
  'Mutation.createTask': permission('TASK/TASK:CREATE'),
  // Being an assignee of the task is the check.
  'Mutation.updateTaskDone': SIGNED_IN,
  'Mutation.updateTask': permission('TASK/TASK:EDIT'),
  'Mutation.deleteTask': permission('TASK/TASK:DELETE'),
};

export const tasksResolvers: Resolvers = {
  Query: {
    myTasksPaginated: async (_root, args, ctx, info) =>
      myTasks(await ctx.requireUser(), args, selects(info, 'totalCount')),
    startupTasks: async (_root, args, ctx) => startupTasks(await ctx.requireUser(), args),
    assigneeOptions: async (_root, _args, ctx) => assigneeOptions(await ctx.requireUser()),
    tasks: async (_root, args, ctx, info) =>
      listTasksForStaff(await ctx.requireUser(), args, selects(info, 'totalCount')),
  },
  Mutation: {
    createTask: async (_root, args, ctx) => createTask(await ctx.requireUser(), args),
    updateTaskDone: async (_root, args, ctx) => updateTaskDone(await ctx.requireUser(), args),
    updateTask: async (_root, args, ctx) => updateTask(await ctx.requireUser(), args.taskId, args.updatedTask),
    deleteTask: async (_root, args, ctx) => deleteTask(await ctx.requireUser(), args.taskId),
  },
  Subscription: {
    // The caller's own task list only.
    tasksUpdatedForUser: subscription({
      access: SIGNED_IN,
      event: TASKS_UPDATED,
      check: (subscriber, args: { userId: string }) => {
        if (args.userId !== subscriber.userId) throw new AppError('FORBIDDEN', 'You can only follow your own tasks.');
      },
      select: (payload: TasksUpdatedEvent) => payload.tasksUpdatedForUser,
    }),
  },
};
