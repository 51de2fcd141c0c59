// The instance's own tables: its operators (who run the instance: the operator console, issue 17 item 0), their
// sessions, and the instance settings. Not tenant-owned, like the organisations table: an operator belongs to no
// organisation — they create, suspend and delete them — so these rows carry no incubator_id, and no tenant's
// TenantDb reaches them (only modules/incubators/operators.repository.ts works on them). docs/decisions.md.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id, as tenant accounts (modules/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('operators_email_key').on(t.email)],
);

/** A signed-in operator's browser: the console's tokens name their session; signing out ends it. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** The instance's settings, one row a key (e.g. `organisationSignUp`: whether new organisations may sign up). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type OperatorRow = typeof operators.$inferSelect;
