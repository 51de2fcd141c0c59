// Reviewing applications (issue 21 §4): each round's pool of evaluators, the evaluations (an evaluator assigned to one
// application in one round, and their scored answers once submitted), and declared conflicts of interest.
import type { AnswerValue } from '@ascent/shared';
import {
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { formVersions } from '../forms/forms.schema.ts';
import { users } from '../users/users.schema.ts';
import { applications, funnelRounds } from './applications.schema.ts';

/** Who evaluates a round: the people the automatic assignment draws from. */
export const funnelRoundEvaluators = pgTable(
  'funnel_round_evaluators',
  {
    incubatorId: incubatorId(),
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.roundId, t.userId], name: 'funnel_round_evaluators_pk' }),
    foreignKey({
      name: 'funnel_round_evaluators_round_fk',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'funnel_round_evaluators_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('funnel_round_evaluators_user_idx').on(t.incubatorId, t.userId),
  ],
);

/** One evaluator's review of one application in one round: assigned, then submitted once. */
export const applicationEvaluations = pgTable(
  'application_evaluations',
  {
    incubatorId: incubatorId(),
    id: id(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    assignedById: uuid('assigned_by_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The evaluation form's version answered; null until submitted. */
    versionId: uuid('version_id'),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>(),
    /** 0–5 (evaluationScore of @ascent/shared); null when unsubmitted or when no answer scores. */
    score: doublePrecision('score'),
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id], name: 'application_evaluations_pk' }),
    foreignKey({
      name: 'application_evaluations_application_fk',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_evaluations_round_fk',
      columns: [t.incubatorId, t.roundId],
      foreignColumns: [funnelRounds.incubatorId, funnelRounds.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_evaluations_evaluator_fk',
      columns: [t.incubatorId, t.evaluatorId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_evaluations_version_fk',
      columns: [t.incubatorId, t.versionId],
      foreignColumns: [formVersions.incubatorId, formVersions.id],
    }),
    uniqueIndex('application_evaluations_once').on(t.incubatorId, t.applicationId, t.roundId, t.evaluatorId),
    index('application_evaluations_round_idx').on(t.incubatorId, t.roundId, t.evaluatorId),
    index('application_evaluations_evaluator_idx').on(t.incubatorId, t.evaluatorId, t.submittedAt),
  ],
);

/** A person who may not evaluate an application (declared by them or by staff). */
export const applicationConflicts = pgTable(
  'application_conflicts',
  {
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    userId: uuid('user_id').notNull(),
    declaredById: uuid('declared_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.applicationId, t.userId], name: 'application_conflicts_pk' }),
    foreignKey({
      name: 'application_conflicts_application_fk',
      columns: [t.incubatorId, t.applicationId],
      foreignColumns: [applications.incubatorId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_conflicts_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

export type ApplicationEvaluationRow = typeof applicationEvaluations.$inferSelect;
