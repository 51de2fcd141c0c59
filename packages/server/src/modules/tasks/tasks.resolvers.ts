import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscriberScope } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, SUBSCRIBER, permission, type Policies } from '../../core/graphql/policy.ts';
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
  'Subscription.tasksUpdatedForUser': SUBSCRIBER,
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
    tasksUpdatedForUser: {
      subscribe: async (_root, args, ctx) => {
        const { tenant, user } = await subscriberScope(ctx);
        if (args.userId !== user.id) throw new AppError('FORBIDDEN', 'You can only follow your own tasks.');
        return ctx.pubsub.subscribe(topicFor(tenant.id, TASKS_UPDATED, user.id)) as never;
      },
      // Re-checked on every event: this tenant's, this user's.
      resolve: async (payload: TasksUpdatedEvent, _args: unknown, ctx: GraphQLContext) => {
        const { tenant, user } = await subscriberScope(ctx);
        if (payload.incubatorId !== tenant.id || payload.userId !== user.id) throw new Error('Event outside the subscriber scope');
        return payload.tasksUpdatedForUser;
      },
    },
  },
};
