import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    incubatorId: incubatorId(),
    id: id(),
    notificationType: text('notification_type').notNull(),
    /** The message in English, for logs and support; each recipient's own copy is in their language. */
    message: text('message').notNull(),
    /** What the message templates were filled with (`notification.<type>` in src/locales), plus `note` / `parentNote`. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    url: text('url'),
    senderId: uuid('sender_id'),
    createdAt: createdAt(),
    /** For a notification raised by a domain event's handler: the event (and type) it answers, raised once. */
    eventKey: text('event_key'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('notifications_event_key').on(t.incubatorId, t.eventKey),
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
    /** The message rendered in the recipient's language when the notification was raised. */
    message: text('message').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    // Keyset paging newest first on (created_at, id), and the unread counts from a partial index of unread rows.
    index('notification_recipients_user_idx').on(t.incubatorId, t.userId, t.createdAt, t.id),
    index('notification_recipients_unread_idx')
      .on(t.incubatorId, t.userId, t.createdAt)
      .where(sql`${t.isRead} = false`),
    foreignKey({
      columns: [t.incubatorId, t.notificationId],
      foreignColumns: [notifications.incubatorId, notifications.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Whether a user wants an email for the notifications of one display group (none stored: no email). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    group: text('group').notNull(),
    email: boolean('email').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId, t.group] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** When the user last opened the notification panel: the New / Earlier baseline and the unseen count's start. */
export const notificationLastSeen = pgTable(
  'notification_last_seen',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);
