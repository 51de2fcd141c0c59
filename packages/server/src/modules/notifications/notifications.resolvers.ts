import type { Resolvers } from '../../generated/graphql.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscriberScope } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, SUBSCRIBER, type Policies } from '../../core/graphql/policy.ts';
import { NOTIFICATION_CREATED, type NotificationCreatedEvent } from './notifications.service.ts';
import {
  listNotifications,
  markAllRead,
  notificationPreferences,
  setNotificationPreference,
  setRead,
  unseenNotifications,
  updateLastSeen,
} from './notifications.panel.ts';

// Everything acts on the caller's own notifications and choices, so signing in is enough.
export const notificationsPolicies: Policies = {
  'Query.notifications': SIGNED_IN,
  'Query.unseenNotifications': SIGNED_IN,
  'Query.notificationPreferences': SIGNED_IN,
  'Mutation.setNotificationRead': SIGNED_IN,
  'Mutation.markAllNotificationsRead': SIGNED_IN,
  'Mutation.updateLastSeenNotifications': SIGNED_IN,
  'Mutation.setNotificationPreference': SIGNED_IN,
  'Subscription.notificationCreated': SUBSCRIBER,
};

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_root, args, ctx) => listNotifications(await ctx.requireUser(), args),
    unseenNotifications: async (_root, _args, ctx) => unseenNotifications(await ctx.requireUser()),
    notificationPreferences: async (_root, _args, ctx) => notificationPreferences(await ctx.requireUser()),
  },
  Mutation: {
    setNotificationRead: async (_root, args, ctx) => setRead(await ctx.requireUser(), args.ids),
    markAllNotificationsRead: async (_root, _args, ctx) => markAllRead(await ctx.requireUser()),
    updateLastSeenNotifications: async (_root, args, ctx) => updateLastSeen(await ctx.requireUser(), args.timestamp),
    setNotificationPreference: async (_root, args, ctx) => setNotificationPreference(await ctx.requireUser(), args.group, args.email),
  },
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
