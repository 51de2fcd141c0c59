// Coaching sessions (issue 20, spec 02 §3 "Coaching session"): one row per session with its notes, its people
// (coaches and attendees) and its changelog. `event_id` names the booking of the events module a session came from;
// it carries no foreign key on purpose: the booking slice of events is built apart, and a session outlives its slot.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    incubatorId: incubatorId(),
    id: id(),
    name: text('name').notNull(),
    /** One of COACHING_MEETING_TYPES. */
    meetingType: text('meeting_type').notNull(),
    startupId: uuid('startup_id').notNull(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    /** The planned length in minutes (one of SESSION_DURATIONS_MINUTES), when one was planned. */
    expectedDuration: integer('expected_duration'),
    /** The held length in minutes (end − start). */
    estimatedDuration: integer('estimated_duration').notNull(),
    topics: text('topics').array().notNull().default([]),
    conferenceLink: text('conference_link').notNull().default(''),
    /** The coach's notes (`editor`), plain text. */
    notes: text('notes').notNull().default(''),
    /** The programme team's notes (`staffEditor`); the startup sees them only when `staffNotesPublic`. */
    staffNotes: text('staff_notes').notNull().default(''),
    staffNotesPublic: boolean('staff_notes_public').notNull().default(false),
    /** One of COACHING_SESSION_STATUSES. */
    status: text('status').notNull().default('meeting_scheduled'),
    /** The one-on-one booking of the events module this session came from (coaching.bookings.ts). */
    eventId: uuid('event_id'),
    /** No foreign key: a session outlives its author's account. */
    createdById: uuid('created_by_id'),
    cancelledAt: instant('cancelled_at'),
    /** When the evaluation tasks of the ended session were raised (coaching-evaluations.jobs.ts); null: not yet. */
    evaluationsDueAt: instant('evaluations_due_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    index('coaching_sessions_start_idx').on(t.incubatorId, t.startTime, t.id),
    index('coaching_sessions_startup_idx').on(t.incubatorId, t.startupId, t.startTime),
    // The evaluation job's scan: ended sessions whose tasks were not raised yet.
    index('coaching_sessions_evaluations_due_idx')
      .on(t.endTime)
      .where(sql`${t.evaluationsDueAt} IS NULL`),
    // One session per booking: a redelivered booking event plans nothing twice.
    uniqueIndex('coaching_sessions_booking_idx')
      .on(t.incubatorId, t.eventId)
      .where(sql`${t.eventId} IS NOT NULL`),
  ],
);

/** The people of a session: its coaches and its attendees. */
export const coachingSessionPeople = pgTable(
  'coaching_session_people',
  {
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** COACH or ATTENDEE. */
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.sessionId, t.userId] }),
    index('coaching_session_people_user_idx').on(t.incubatorId, t.userId),
    foreignKey({
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Every change of a session: one entry per changed field, one groupId per save (spec 02 §3 changelogs). */
export const coachingChangelogs = pgTable(
  'coaching_changelogs',
  {
    incubatorId: incubatorId(),
    id: id(),
    sessionId: uuid('session_id').notNull(),
    /** Who made the change; no foreign key, the history outlives the account. */
    initiatorId: uuid('initiator_id'),
    /** One of COACHING_CHANGELOG_TYPES. */
    type: text('type').notNull(),
    changeTime: instant('change_time').notNull().defaultNow(),
    groupId: uuid('group_id').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('coaching_changelogs_session_idx').on(t.incubatorId, t.sessionId, t.changeTime),
    foreignKey({
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
  ],
);

/** A coach's or mentor's preferences (/account/settings/coaching). */
export const coachingPreferences = pgTable(
  'coaching_preferences',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    topics: text('topics').array().notNull().default([]),
    industryIds: uuid('industry_ids').array().notNull().default([]),
    hoursPerMonth: integer('hours_per_month'),
    meetingDurations: integer('meeting_durations').array().notNull().default([]),
    /** One of VIDEO_PROVIDERS, with the coach's meeting link. */
    videoProvider: text('video_provider'),
    videoLink: text('video_link').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type CoachingSessionRow = typeof coachingSessions.$inferSelect;
export type CoachingChangelogRow = typeof coachingChangelogs.$inferSelect;
export type CoachingPreferencesRow = typeof coachingPreferences.$inferSelect;
