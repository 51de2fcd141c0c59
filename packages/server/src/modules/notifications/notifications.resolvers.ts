import type { Resolvers } from '../../generated/graphql.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscriberScope } from '../../core/graphql/subscriptions.ts';
import { SUBSCRIBER, type Policies } from '../../core/graphql/policy.ts';

export const notificationsPolicies: Policies = {
  'Subscription.notificationCreated': SUBSCRIBER,
};
import { NOTIFICATION_CREATED, type NotificationCreatedEvent } from './notifications.service.ts';

export const notificationsResolvers: Resolvers = {
  Subscription: {
    notificationCreated: {
      subscribe: async (_root, _args, ctx) => {
        const { tenant, user } = await subscriberScope(ctx);
        return ctx.pubsub.subscribe(topicFor(tenant.id, NOTIFICATION_CREATED, user.id)) as never;
      },
      // Re-checked on every event: it must be this tenant's and this user's.
      resolve: async (payload: NotificationCreatedEvent, _args: unknown, ctx: GraphQLContext) => {
        const { tenant, user } = await subscriberScope(ctx);
        if (payload.incubatorId !== tenant.id || payload.userId !== user.id) throw new Error('Event outside the subscriber scope');
        return payload.notificationCreated;
      },
    },
  },
};
