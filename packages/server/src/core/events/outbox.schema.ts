import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../db/columns.ts';
import { incubators } from '../db/incubators.schema.ts';

/**
 * The domain-event outbox (core/events/bus.ts): a row per published event, written in the publishing mutation's
 * transaction, so an event exists if and only if its data was committed. `dispatched_at` is set once every handler
 * has run (or been queued); a row still without it after a while is taken again by the recovery pass.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
    /** When a recovery pass last took the row (so two instances do not take it at once). */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('domain_events_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
