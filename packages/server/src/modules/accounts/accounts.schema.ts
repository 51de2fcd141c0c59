import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AccountTokenPurpose } from '@ascent/shared';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * Single-use links sent by email (confirm an address, reset a password). Only the SHA-256 of the random token is
 * stored: a leaked table cannot be turned into working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    incubatorId: incubatorId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('account_tokens_hash_key').on(t.incubatorId, t.tokenHash),
    index('account_tokens_user_idx').on(t.incubatorId, t.userId, t.purpose),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('confirm_email', 'reset_password')`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
