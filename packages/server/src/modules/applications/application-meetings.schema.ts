// The interview meeting of an application (docs/applications.md, "Meetings"): one per application, scheduled by
// staff who manage it, changed or cancelled (and scheduled again), answered by its members.
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { applications } from './applications.schema.ts';

export const applicationMeetings = pgTable(
  'application_meetings',
  {
    incubatorId: incubatorId(),
    id: id(),
    applicationId: uuid('application_id').notNull(),
    /** scheduled or cancelled (APPLICATION_MEETING_STATUSES of @ascent/shared). */
    status: text('status').notNull().default('scheduled'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** The IANA zone the meeting was planned in: its time is shown there (and in the reader's own zone). */
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull().default(''),
    videoLink: text('video_link'),
    /** For the applicants (what to prepare, who they will meet). */
    note: text('note').notNull().default(''),
    /** pending, confirmed or newTimeRequested (APPLICATION_MEETING_RESPONSES); back to pending when the time moves. */
    response: text('response').notNull().default('pending'),
    responseMessage: text('response_message'),
    /** People, as applications.created_by_id: no key, so a deleted account leaves the meeting as it was. */
    respondedById: uuid('responded_by_id'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    scheduledById: uuid('scheduled_by_id'),
    /** Who last scheduled, changed or cancelled it: the members' answers reach them and the scheduler. */
    updatedById: uuid('updated_by_id'),
    /** Raised by every schedule, change and cancellation: the calendar invitation's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** The sequence whose email left (each change is mailed once, however often its event is delivered). */
    mailedSequence: integer('mailed_sequence').notNull().default(-1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({
      name: 'application_meetings_application_fk',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    uniqueIndex('application_meetings_application_key').on(t.incubatorId, t.applicationId),
    index('application_meetings_start_idx').on(t.incubatorId, t.startTime),
  ],
);

export type ApplicationMeetingRow = typeof applicationMeetings.$inferSelect;
