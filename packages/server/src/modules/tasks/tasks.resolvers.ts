import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { TASKS_UPDATED, type TasksUpdatedEvent } from './tasks.events.ts';
import { assigneeOptions, listTasksForStaff, myTasks, startupTasks } from './tasks.queries.ts';
import { createTask, deleteTask, updateTask, updateTaskDone, type ActorScope } from './tasks.service.ts';

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

async function actor(ctx: GraphQLContext): Promise<ActorScope> {
  const { tdb, tenant, user } = await ctx.requireUser();
  return { tdb, tenant, user, services: ctx.services };
}

export const tasksResolvers: Resolvers = {
  Query: {
    myTasksPaginated: async (_root, args, ctx) => myTasks(await actor(ctx), args),
    startupTasks: async (_root, args, ctx) => startupTasks(await actor(ctx), args),
    assigneeOptions: async (_root, _args, ctx) => assigneeOptions(await actor(ctx)),
    tasks: async (_root, args, ctx) => listTasksForStaff(await actor(ctx), args),
  },
  Mutation: {
    createTask: async (_root, args, ctx) => createTask(await actor(ctx), args),
    updateTaskDone: async (_root, args, ctx) => updateTaskDone(await actor(ctx), args),
    updateTask: async (_root, args, ctx) => updateTask(await actor(ctx), args.taskId, args.updatedTask),
    deleteTask: async (_root, args, ctx) => deleteTask(await actor(ctx), args.taskId),
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
