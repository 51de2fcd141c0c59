import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { roles, users } from '../users/users.schema.ts';

/**
 * An invitation to join the organisation with a role (and optionally a startup and a programme). Only the
 * SHA-256 of the link's token is kept: a leaked table does not let anyone accept an invitation.
 */
export const invitations = pgTable(
  'invitations',
  {
    incubatorId: incubatorId(),
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    roleId: uuid('role_id').notNull(),
    startupId: uuid('startup_id'),
    programId: uuid('program_id'),
    /** Who sent it; null: the instance operator, inviting an organisation's first administrator. */
    invitedBy: uuid('invited_by'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('invitations_token_hash_key').on(t.incubatorId, t.tokenHash),
    // At most one open (neither accepted nor revoked) invitation per address: inviting again replaces it.
    uniqueIndex('invitations_open_email_key')
      .on(t.incubatorId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_created_idx').on(t.incubatorId, t.createdAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roleId], foreignColumns: [roles.incubatorId, roles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.invitedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
