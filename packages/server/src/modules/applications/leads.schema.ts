// Leads (issue 21 item 6): people interested in an intake before its round opens, captured by its public page or by
// staff; an emailed link (its token's SHA-256 kept here) turns one into an applicant with an application.
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';
import { applications, funnels } from './applications.schema.ts';

export const applicationLeads = pgTable(
  'application_leads',
  {
    incubatorId: incubatorId(),
    id: id(),
    funnelId: uuid('funnel_id').notNull(),
    /** Lower-cased: one lead per address and intake. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    startupName: text('startup_name').notNull().default(''),
    /** public (the intake's page) or staff (added by hand). */
    source: text('source').notNull(),
    /** Who added it (staff); null for the public page. */
    createdById: uuid('created_by_id'),
    /** SHA-256 of the latest emailed link's 256-bit token; null until invited. */
    tokenHash: text('token_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    transferredAt: timestamp('transferred_at', { withTimezone: true, mode: 'date' }),
    applicationId: uuid('application_id'),
    /** The account that took the link and owns the application. */
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({
      name: 'application_leads_funnel_fk',
      columns: [t.incubatorId, t.funnelId],
      foreignColumns: [funnels.incubatorId, funnels.id],
    }).onDelete('cascade'),
    // An application is deleted only with its funnel, which takes its leads along.
    foreignKey({
      name: 'application_leads_application_fk',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }),
    // A deleted account takes its lead along (its application membership goes the same way).
    foreignKey({
      name: 'application_leads_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('application_leads_email_key').on(t.incubatorId, t.funnelId, t.email),
    index('application_leads_list_idx').on(t.incubatorId, t.funnelId, t.createdAt),
  ],
);

export type ApplicationLeadRow = typeof applicationLeads.$inferSelect;
