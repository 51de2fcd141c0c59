import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../db/columns.ts';
import { incubators } from '../db/incubators.schema.ts';

/**
 * Every email the product sends, per tenant. Without SMTP_URL this is where mail goes (status `stored`), so a
 * self-hoster can read what would have been sent; with SMTP it records `sent` or `failed` deliveries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    incubatorId: incubatorId(),
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    /** The calendar invitation the mail carried (METHOD:REQUEST or CANCEL), if any. */
    calendar: text('calendar'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('mail_outbox_created_idx').on(t.incubatorId, t.createdAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);
