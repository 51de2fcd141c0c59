import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { users } from '../users/users.schema.ts';

/** A signed-in browser or device. Access tokens name their session; an ended session's token stops working. */
export const userSessions = pgTable(
  'user_sessions',
  {
    incubatorId: incubatorId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('active'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('user_sessions_user_idx').on(t.incubatorId, t.userId, t.status),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type UserSessionRow = typeof userSessions.$inferSelect;
