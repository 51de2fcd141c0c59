// The private calendar feed (issue 19 item 5): one secret address per person, stored as the SHA-256 of its token
// (the address is shown once; a new one replaces it, and revoking deletes the row).
import { foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, incubatorId } from '../../core/db/columns.ts';
import { users } from '../users/users.schema.ts';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** When a calendar application last fetched it. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    uniqueIndex('calendar_feeds_token_idx').on(t.incubatorId, t.tokenHash),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
