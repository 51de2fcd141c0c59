// Availability, one-on-one bookings and the hour-allocation ledger (issue 19, slice 2). A person's weekly schedule
// is kept in their own zone as local minutes; a booking claims its host's five-minute blocks in `booking_claims`,
// whose primary key makes two overlapping bookings of one host impossible (the database decides a race, not a
// check-then-write); the ledger only ever gains entries, and balances are sums of them.
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { incubators } from '../../core/db/incubators.schema.ts';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { users } from '../users/users.schema.ts';
import { incubatorEvents } from './events.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type Col = (typeof users)['incubatorId'] | (typeof users)['id'];
const userFk = (t: { incubatorId: PgColumn; userId: PgColumn }) =>
  foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] as [Col, Col] });

export const availabilitySettings = pgTable(
  'availability_settings',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    /** The IANA zone the schedule is read in. */
    timezone: text('timezone').notNull(),
    /** One of HOURS_MODES. */
    hoursMode: text('hours_mode').notNull().default('BUSINESS_HOURS'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.userId] }), userFk(t).onDelete('cascade')],
);

export const availabilityRules = pgTable(
  'availability_rules',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    /** 0 = Monday … 6 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Local minutes from midnight; end exclusive (1440 = midnight at the end of the day). */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.userId, t.weekday, t.startMinute] }), userFk(t).onDelete('cascade')],
);

/** A date whose ranges replace the weekly schedule; a row without minutes marks the whole date off. */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    incubatorId: incubatorId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    /** 'YYYY-MM-DD' in the person's zone. */
    date: text('date').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('availability_overrides_user_idx').on(t.incubatorId, t.userId, t.date),
    userFk(t).onDelete('cascade'),
  ],
);

export const eventBookings = pgTable(
  'event_bookings',
  {
    incubatorId: incubatorId(),
    id: id(),
    eventId: uuid('event_id').notNull(),
    hostId: uuid('host_id').notNull(),
    bookerId: uuid('booker_id').notNull(),
    /** The booker's startup, charged in the hour ledger (null when they have none). */
    startupId: uuid('startup_id'),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    minutes: integer('minutes').notNull(),
    /** Minutes held in the startup's ledger (0: not charged — no startup, the flag off or the event ignores it). */
    chargedMinutes: integer('charged_minutes').notNull().default(0),
    /** One of BOOKING_STATUSES. */
    status: text('status').notNull().default('BOOKED'),
    createdAt: createdAt(),
    cancelledAt: instant('cancelled_at'),
    /** When the booking's confirmation, then its cancellation, was claimed for mailing (each is sent once). */
    confirmationMailedAt: instant('confirmation_mailed_at'),
    cancellationMailedAt: instant('cancellation_mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('event_bookings_event_idx').on(t.incubatorId, t.eventId, t.startTime),
    index('event_bookings_host_idx').on(t.incubatorId, t.hostId, t.startTime),
    index('event_bookings_booker_idx').on(t.incubatorId, t.bookerId, t.startTime),
    uniqueIndex('event_bookings_one_active_per_booker')
      .on(t.incubatorId, t.eventId, t.bookerId)
      .where(sql`status = 'BOOKED'`),
    foreignKey({
      columns: [t.incubatorId, t.eventId],
      foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.hostId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.bookerId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Each five-minute block a live booking holds of its host's time: the key refuses a second holder. */
export const bookingClaims = pgTable(
  'booking_claims',
  {
    incubatorId: incubatorId(),
    hostId: uuid('host_id').notNull(),
    blockStart: instant('block_start').notNull(),
    bookingId: uuid('booking_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'booking_claims_host_block', columns: [t.incubatorId, t.hostId, t.blockStart] }),
    index('booking_claims_booking_idx').on(t.incubatorId, t.bookingId),
    foreignKey({
      columns: [t.incubatorId, t.bookingId],
      foreignColumns: [eventBookings.incubatorId, eventBookings.id],
    }).onDelete('cascade'),
  ],
);

/** One row per startup that has ever had minutes: locked by each booking so a startup's bookings queue. */
export const hourAccounts = pgTable(
  'hour_accounts',
  {
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

export const hourLedgerEntries = pgTable(
  'hour_ledger_entries',
  {
    incubatorId: incubatorId(),
    id: id(),
    /** No foreign key: the startups module owns that table; an entry names the startup it charged. */
    startupId: uuid('startup_id').notNull(),
    /** One of HOUR_LEDGER_KINDS. */
    kind: text('kind').notNull(),
    /** Positive, but for an ALLOCATED entry taking minutes back; the kind says which balance it moves. */
    minutes: integer('minutes').notNull(),
    bookingId: uuid('booking_id'),
    note: text('note').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('hour_ledger_startup_idx').on(t.incubatorId, t.startupId, t.createdAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

export type BookingRow = typeof eventBookings.$inferSelect;
export type LedgerRow = typeof hourLedgerEntries.$inferSelect;
