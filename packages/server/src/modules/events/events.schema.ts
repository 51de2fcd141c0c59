// Programme events (issue 19, spec 02 §3 IncubatorEvent and Attendee): one row per event with its settings, its
// hosts, and one row per attendee. Designed for the whole issue: the one-on-one fields (timeslot increment, the
// booking window, the notice period) are stored now and used by the booking slice.
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventLinkValue, RecurrenceRule } from '@ascent/shared';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const incubatorEvents = pgTable(
  'incubator_events',
  {
    incubatorId: incubatorId(),
    id: id(),
    /** One of EVENT_TYPES. */
    eventType: text('event_type').notNull(),
    title: text('title').notNull(),
    /** Rich text, sanitised on the way in (events.sanitise.ts). */
    description: text('description').notNull().default(''),
    /** Seats; null for no limit. */
    capacity: integer('capacity'),
    locationText: text('location_text').notNull().default(''),
    locationLink: text('location_link').notNull().default(''),
    conferenceUrl: text('conference_url').notNull().default(''),
    topics: text('topics').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    /** Links to the event's material, in the order shown (checked by the shared rules: eventFieldErrors). */
    links: jsonb('links').$type<EventLinkValue[]>().notNull().default([]),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    /** The IANA zone the event is planned in (what its times are shown in for the team). */
    timezone: text('timezone').notNull(),
    /** One-on-one events: the step between offered timeslots, in minutes. */
    timeslotIncrement: integer('timeslot_increment'),
    /** One of AVAILABILITY_TYPES, with its dates. */
    availabilityType: text('availability_type').notNull().default('UNRESTRICTED'),
    availableFrom: instant('available_from'),
    availableUntil: instant('available_until'),
    /** Registration closes this long before the start (0: at the start). */
    noticePeriodValue: integer('notice_period_value').notNull().default(0),
    noticePeriodUnit: text('notice_period_unit').notNull().default('HOUR'),
    /** One-on-one events: bookings do not draw on the startup's hour allocation. */
    ignoreHourAllocation: boolean('ignore_hour_allocation').notNull().default(false),
    /** One-on-one events: slots do not leave out the busy times of the hosts' linked calendars. */
    ignoreHostsLinkedCalendar: boolean('ignore_hosts_linked_calendar').notNull().default(false),
    /** Who sees it once published: each list empty means everyone. Role types; programme ids; tag ids. */
    visibleRolesIs: text('visible_roles_is').array().notNull().default([]),
    visibleRolesIsNot: text('visible_roles_is_not').array().notNull().default([]),
    visiblePrograms: text('visible_programs').array().notNull().default([]),
    /** People carrying one of these people tags (kind user). */
    visibleUserTags: text('visible_user_tags').array().notNull().default([]),
    /** Founders of a startup carrying one of these startup tags. */
    visibleStartupTags: text('visible_startup_tags').array().notNull().default([]),
    /** One of EVENT_STATUSES. */
    status: text('status').notNull().default('draft'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** No foreign key on purpose: an event outlives its creator's account. */
    createdById: uuid('created_by_id'),
    publishedAt: instant('published_at'),
    cancelledAt: instant('cancelled_at'),
    /** The cover image's public file address (an image attachment with reference "event"), or null. */
    cover: text('cover'),
    /** A group event that repeats: the rule (shared event-recurrence.ts), on every occurrence of the series. */
    recurrence: jsonb('recurrence').$type<RecurrenceRule>(),
    /** The series' first event, on each of its occurrences (itself included) once published; null otherwise. */
    seriesId: uuid('series_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    index('incubator_events_start_idx').on(t.incubatorId, t.startTime, t.id),
    index('incubator_events_status_idx').on(t.incubatorId, t.status, t.isArchived),
    index('incubator_events_series_idx').on(t.incubatorId, t.seriesId, t.startTime),
  ],
);

export const eventHosts = pgTable(
  'event_hosts',
  {
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.eventId, t.userId] }),
    index('event_hosts_user_idx').on(t.incubatorId, t.userId),
    foreignKey({
      columns: [t.incubatorId, t.eventId],
      foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const eventAttendees = pgTable(
  'event_attendees',
  {
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** One of ATTENDEE_STATUSES. */
    status: text('status').notNull().default('REGISTERED'),
    registeredAt: instant('registered_at').notNull().defaultNow(),
    /** Who last set the status by hand (attendance marking), and when. */
    markedById: uuid('marked_by_id'),
    markedAt: instant('marked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.incubatorId, t.userId),
    foreignKey({
      columns: [t.incubatorId, t.eventId],
      foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type EventRow = typeof incubatorEvents.$inferSelect;
export type EventHostRow = typeof eventHosts.$inferSelect;
export type AttendeeRow = typeof eventAttendees.$inferSelect;
