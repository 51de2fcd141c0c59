// Evaluations after a session (issue 20 item 3, spec 02 §3 evaluationForms / evaluationAnswers): the evaluation form
// the programme attaches per meeting type, each person's submission for a session, and its answers one row per
// question {questionId, textValue, numberValue, arrayValue, form, createdBy}. A scale answer also keeps its score on
// the common 0–5 scale, which the coach's feedback averages.
import {
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { forms } from '../forms/forms.schema.ts';
import { coachingSessions } from './coaching.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coachingEvaluationForms = pgTable(
  'coaching_evaluation_forms',
  {
    incubatorId: incubatorId(),
    /** One of COACHING_MEETING_TYPES. */
    meetingType: text('meeting_type').notNull(),
    formId: uuid('form_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.meetingType] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** One person's evaluation of one session (their answers are its rows below). */
export const coachingEvaluations = pgTable(
  'coaching_evaluations',
  {
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    /** No foreign key: an evaluation outlives its author's account (the coach's averages keep it). */
    userId: uuid('user_id').notNull(),
    /** One of COACHING_EVALUATION_SIDES. */
    side: text('side').notNull(),
    formId: uuid('form_id').notNull(),
    versionId: uuid('version_id').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.sessionId, t.userId] }),
    foreignKey({
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
  ],
);

export const coachingEvaluationAnswers = pgTable(
  'coaching_evaluation_answers',
  {
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    createdById: uuid('created_by_id').notNull(),
    questionId: uuid('question_id').notNull(),
    formId: uuid('form_id').notNull(),
    /** The question's type when answered (the feedback tab quotes long text answers). */
    questionType: text('question_type').notNull(),
    textValue: text('text_value'),
    numberValue: doublePrecision('number_value'),
    arrayValue: jsonb('array_value'),
    /** A scale answer on the common 0–5 score; null for other questions. */
    score: doublePrecision('score'),
  },
  (t) => [
    // Named: the generated names pass PostgreSQL's 63 characters and would clash once cut.
    primaryKey({
      name: 'coaching_evaluation_answers_pk',
      columns: [t.incubatorId, t.sessionId, t.createdById, t.questionId],
    }),
    index('coaching_evaluation_answers_session_idx').on(t.incubatorId, t.sessionId),
    foreignKey({
      name: 'coaching_evaluation_answers_evaluation_fk',
      columns: [t.incubatorId, t.sessionId, t.createdById],
      foreignColumns: [coachingEvaluations.incubatorId, coachingEvaluations.sessionId, coachingEvaluations.userId],
    }).onDelete('cascade'),
  ],
);

export type CoachingEvaluationRow = typeof coachingEvaluations.$inferSelect;
export type CoachingEvaluationAnswerRow = typeof coachingEvaluationAnswers.$inferSelect;
