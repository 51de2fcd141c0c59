// Applications (issue 21): funnels (one programme intake) with their ordered rounds, each round a form of the forms
// engine; applications with their members (founders), their answers per round, and the log of what happened to them.
import type { AnswerValue } from '@ascent/shared';
import {
  date,
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
import { forms, formVersions } from '../forms/forms.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

export const funnels = pgTable(
  'funnels',
  {
    incubatorId: incubatorId(),
    id: id(),
    /** The programme the intake fills; its time zone is the deadlines'. Null: the organisation's. */
    programId: uuid('program_id'),
    name: text('name').notNull(),
    /** The public page's address: /apply/program/{slug}. */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Null until the first publication; then publishing, success or failure (spec 02 §3). */
    publishingState: text('publishing_state'),
    publishingError: text('publishing_error'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** How long a delayed rejection waits before its email leaves. */
    rejectionDelayDays: integer('rejection_delay_days').notNull().default(3),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }),
    uniqueIndex('funnels_slug_key').on(t.incubatorId, t.slug),
  ],
);

export const funnelRounds = pgTable(
  'funnel_rounds',
  {
    incubatorId: incubatorId(),
    id: id(),
    funnelId: uuid('funnel_id').notNull(),
    /** 0-based order of the round in its funnel. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    formId: uuid('form_id').notNull(),
    /** The scoring form of the round's evaluators (application-reviews.*); optional. */
    evaluationFormId: uuid('evaluation_form_id'),
    /** Calendar days in the programme's time zone (docs/applications.md). */
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    /** How many evaluators each application of the round should have (the automatic assignment fills up to it). */
    evaluatorsPerApplication: integer('evaluators_per_application').notNull().default(2),
    /** The last day evaluations are taken, in the programme's time zone; null: until the application is decided. */
    reviewClosesOn: date('review_closes_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }),
    foreignKey({ columns: [t.incubatorId, t.evaluationFormId], foreignColumns: [forms.incubatorId, forms.id] }),
    index('funnel_rounds_funnel_idx').on(t.incubatorId, t.funnelId, t.position),
  ],
);

export const applications = pgTable(
  'applications',
  {
    incubatorId: incubatorId(),
    id: id(),
    funnelId: uuid('funnel_id').notNull(),
    /** The startup's (project's) name as the applicants give it. */
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    /** How many rounds are submitted: the next round to fill is at this position. */
    roundsSubmitted: integer('rounds_submitted').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The portfolio startup an accept created. */
    startupId: uuid('startup_id'),
    /** A delayed rejection's email: when it is due, and when it left. */
    rejectionEmailDueAt: timestamp('rejection_email_due_at', { withTimezone: true, mode: 'date' }),
    rejectionEmailSentAt: timestamp('rejection_email_sent_at', { withTimezone: true, mode: 'date' }),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }),
    index('applications_list_idx').on(t.incubatorId, t.funnelId, t.status, t.updatedAt),
    index('applications_updated_idx').on(t.incubatorId, t.updatedAt),
  ],
);

export const applicationMembers = pgTable(
  'application_members',
  {
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.applicationId, t.userId] }),
    foreignKey({
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    index('application_members_user_idx').on(t.incubatorId, t.userId),
  ],
);

/** The application's answers to one round's form: a draft shared by its members until submitted. */
export const applicationRoundAnswers = pgTable(
  'application_round_answers',
  {
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    versionId: uuid('version_id').notNull(),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    submittedById: uuid('submitted_by_id'),
    updatedAt: updatedAt(),
    /** Every text and number of the answers (choices, write-ins, table cells, file names): what search reads. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`jsonb_path_query_array(answers, 'strict $.** ? (@.type() == "string" || @.type() == "number")')::text`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.applicationId, t.roundId] }),
    foreignKey({
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.incubatorId, t.versionId],
      foreignColumns: [formVersions.incubatorId, formVersions.id],
    }),
  ],
);

/** What happened to an application, oldest first on /application/{id}/activities. */
export const applicationActivities = pgTable(
  'application_activities',
  {
    incubatorId: incubatorId(),
    id: id(),
    applicationId: uuid('application_id').notNull(),
    /**
     * created, roundSubmitted, statusChanged, decided, rejectionEmailSent, messageSent (a bulk email from staff); the
     * meeting's meetingScheduled, meetingChanged, meetingCancelled, meetingConfirmed, meetingTimeRequested.
     */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    roundId: uuid('round_id'),
    /** messageSent: the message's subject, as sent (its body is in the emails only). */
    subject: text('subject'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    index('application_activities_idx').on(t.incubatorId, t.applicationId, t.createdAt),
  ],
);

export type FunnelRow = typeof funnels.$inferSelect;
export type FunnelRoundRow = typeof funnelRounds.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationActivityRow = typeof applicationActivities.$inferSelect;
