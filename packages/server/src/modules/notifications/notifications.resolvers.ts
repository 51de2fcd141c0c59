import type { Resolvers } from '../../generated/graphql.ts';
import { selects } from '../../core/graphql/selection.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
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
};

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_root, args, ctx, info) =>
      listNotifications(await ctx.requireUser(), args, {
        totalPages: selects(info, 'meta'),
        unreadCount: selects(info, 'unreadCount'),
      }),
    unseenNotifications: async (_root, _args, ctx) => unseenNotifications(await ctx.requireUser()),
    notificationPreferences: async (_root, _args, ctx) => notificationPreferences(await ctx.requireUser()),
  },
  Mutation: {
    setNotificationRead: async (_root, args, ctx) => setRead(await ctx.requireUser(), args.ids),
    markAllNotificationsRead: async (_root, _args, ctx) => markAllRead(await ctx.requireUser()),
    updateLastSeenNotifications: async (_root, args, ctx) => updateLastSeen(await ctx.requireUser(), args.timestamp),
    setNotificationPreference: async (_root, args, ctx) =>
      setNotificationPreference(await ctx.requireUser(), args.group, args.email),
  },
  Subscription: {
    // The caller's own notifications.
    notificationCreated: subscription({
      access: SIGNED_IN,
      event: NOTIFICATION_CREATED,
      select: (payload: NotificationCreatedEvent) => payload.notificationCreated,
    }),
  },
};
