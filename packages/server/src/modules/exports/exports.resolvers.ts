import type { Resolvers } from '../../generated/graphql.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscriberScope } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, SUBSCRIBER, permission, type Policies } from '../../core/graphql/policy.ts';
import { EXPORT_UPDATED, myExports, requestMetricsExport, type ExportEvent, type ExportScope } from './exports.service.ts';

// The caller's own exports only; the request checks the startup or programme in the service (exports.service.ts).
export const exportsPolicies: Policies = {
  'Query.exports': SIGNED_IN,
  'Mutation.requestMetricsExport': permission('METRICS/DATA:EDIT'),
  'Subscription.exportUpdated': SUBSCRIBER,
};

async function scope(ctx: GraphQLContext): Promise<ExportScope> {
  const { tdb, user } = await ctx.requireUser();
  return { tdb, user, services: ctx.services };
}

export const exportsResolvers: Resolvers = {
  Query: {
    exports: async (_root, _args, ctx) => (await myExports(await scope(ctx))) as never,
  },
  Mutation: {
    requestMetricsExport: async (_root, args, ctx) => (await requestMetricsExport(await scope(ctx), args)) as never,
  },
  Subscription: {
    exportUpdated: {
      subscribe: async (_root, _args, ctx) => {
        const { tenant, user } = await subscriberScope(ctx);
        return ctx.pubsub.subscribe(topicFor(tenant.id, EXPORT_UPDATED, user.id)) as never;
      },
      // Re-checked on every event: this tenant's, this user's.
      resolve: async (payload: ExportEvent, _args: unknown, ctx: GraphQLContext) => {
        const { tenant, user } = await subscriberScope(ctx);
        if (payload.incubatorId !== tenant.id || payload.userId !== user.id) throw new Error('Event outside the subscriber scope');
        return payload.exportUpdated as never;
      },
    },
  },
};
