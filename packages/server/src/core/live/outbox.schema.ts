import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../db/columns.ts';
import { incubators } from '../db/incubators.schema.ts';

/**
 * Live updates that could not be handed to the transport (Redis down or slow) when they were published
 * (core/live/delivery.ts). The publishing process retries them itself; a row its origin left behind (the process
 * stopped) is taken by another instance's recovery pass. A row exists only while its update is undelivered.
 */
export const liveUpdateOutbox = pgTable(
  'live_update_outbox',
  {
    incubatorId: incubatorId(),
    id: id(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    /** The process that queued it (a random id per start). */
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('live_update_outbox_created_idx').on(t.createdAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
