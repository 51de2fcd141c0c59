import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid, foreignKey } from 'drizzle-orm/pg-core';
import { createdAt, incubatorId } from '../db/columns.ts';
import { incubators } from '../db/incubators.schema.ts';

/**
 * The idempotency keys of mutations (core/http/idempotency.ts): per organisation, user and key, the request's
 * fingerprint and, once answered, the answer to give a repeat. `committed` is set inside the mutation's own
 * transaction, so a key whose answer was lost after the commit is known to have been applied.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    committed: boolean('committed').notNull().default(false),
    status: integer('status'),
    contentType: text('content_type'),
    response: text('response'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
