// The notifications module: notifications: the panel, read state, email preferences, live updates.
import type { ServerModule } from '../../core/module.ts';
import { notificationsPolicies, notificationsResolvers } from './notifications.resolvers.ts';
import * as tables from './notifications.schema.ts';
import { notificationsSubscribers } from './notifications.subscribers.ts';
import { notificationEmailsTask } from './notifications.tasks.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  resolvers: notificationsResolvers,
  policies: notificationsPolicies,
  tables,
  tasks: [notificationEmailsTask],
  events: notificationsSubscribers,
};
