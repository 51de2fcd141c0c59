// A person's linked external calendar (issue 19 item 5): the secret ICS address they gave (sealed at rest, bound to
// the organisation: core/auth/sealed.ts), how its last reading went, and the busy ranges read from it, which the
// one-on-one slots leave out unless the event ignores its hosts' linked calendars.
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const linkedCalendars = pgTable(
  'linked_calendars',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    /** The address, sealed; only its host is ever shown back. */
    url: text('url').notNull(),
    host: text('host').notNull(),
    /** One of LINKED_CALENDAR_STATUSES. */
    status: text('status').notNull().default('ok'),
    /** Why the last reading failed (shown to the person). */
    lastError: text('last_error'),
    syncedAt: instant('synced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    index('linked_calendars_synced_idx').on(t.incubatorId, t.syncedAt),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const externalBusy = pgTable(
  'external_busy',
  {
    incubatorId: incubatorId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('external_busy_user_idx').on(t.incubatorId, t.userId, t.startTime),
    foreignKey({
      columns: [t.incubatorId, t.userId],
      foreignColumns: [linkedCalendars.incubatorId, linkedCalendars.userId],
    }).onDelete('cascade'),
  ],
);

export type LinkedCalendarRow = typeof linkedCalendars.$inferSelect;
