import { boolean, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../incubators/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    incubatorId: incubatorId(),
    id: id(),
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    senderId: uuid('sender_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.senderId], foreignColumns: [users.incubatorId, users.id] }),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    incubatorId: incubatorId(),
    id: id(),
    notificationId: uuid('notification_id').notNull(),
    userId: uuid('user_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('notification_recipients_user_idx').on(t.incubatorId, t.userId, t.createdAt),
    foreignKey({ columns: [t.incubatorId, t.notificationId], foreignColumns: [notifications.incubatorId, notifications.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
