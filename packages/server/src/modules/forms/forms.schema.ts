// The forms engine (issue 18): forms with a purpose, their versions (one draft being edited, frozen published ones),
// each version's ordered questions, the share links that open a published form to respondents, and the responses
// (a draft saved as the respondent goes, then submitted against the version it was given on).
// A question keeps its id from version to version (rules and answers name it); its row is (version, question).
// Options, dependency and table settings are value objects of their question, checked whole by the shared rules
// (questionDefinitionProblem), so they are jsonb columns rather than tables of their own.
import type {
  AnswerValue,
  QuestionDependency,
  QuestionOption,
  QuestionValidations,
  TableSettings,
  TranslatedValue,
} from '@ascent/shared';
import { sql } from 'drizzle-orm';
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
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const forms = pgTable(
  'forms',
  {
    incubatorId: incubatorId(),
    id: id(),
    title: text('title').notNull(),
    /** One of FORM_PURPOSES. */
    purpose: text('purpose').notNull(),
    /** draft (never published), published (a version is live), archived. */
    status: text('status').notNull().default('draft'),
    /** The version being edited; null when the latest version is published and nobody has edited since. */
    draftVersionId: uuid('draft_version_id'),
    /** The version respondents get; null until the first publication. */
    publishedVersionId: uuid('published_version_id'),
    /** No foreign key on purpose: a form outlives the removal of its creator. */
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    index('forms_updated_idx').on(t.incubatorId, t.updatedAt, t.id),
  ],
);

export const formVersions = pgTable(
  'form_versions',
  {
    incubatorId: incubatorId(),
    id: id(),
    formId: uuid('form_id').notNull(),
    /** 1, 2, 3… in order of creation. */
    number: integer('number').notNull(),
    /** draft or published (frozen: never edited again). */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('form_versions_number_key').on(t.incubatorId, t.formId, t.number),
  ],
);

export const formQuestions = pgTable(
  'form_questions',
  {
    incubatorId: incubatorId(),
    versionId: uuid('version_id').notNull(),
    /** Stable across versions. */
    questionId: uuid('question_id').notNull(),
    position: integer('position').notNull(),
    questionType: text('question_type').notNull(),
    behavesAs: text('behaves_as'),
    label: jsonb('label').$type<TranslatedValue[]>().notNull().default([]),
    description: jsonb('description').$type<TranslatedValue[]>().notNull().default([]),
    validations: jsonb('validations').$type<QuestionValidations>().notNull().default({}),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    optionsDepth: integer('options_depth'),
    dependency: jsonb('dependency').$type<QuestionDependency | null>(),
    tableSettings: jsonb('table_settings').$type<TableSettings | null>(),
    formula: text('formula'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.versionId, t.questionId] }),
    foreignKey({
      columns: [t.incubatorId, t.versionId],
      foreignColumns: [formVersions.incubatorId, formVersions.id],
    }).onDelete('cascade'),
    index('form_questions_position_idx').on(t.incubatorId, t.versionId, t.position),
  ],
);

export const formShareLinks = pgTable(
  'form_share_links',
  {
    incubatorId: incubatorId(),
    id: id(),
    formId: uuid('form_id').notNull(),
    /** The address's secret part: /share/forms/{token}. */
    token: uuid('token').notNull().defaultRandom(),
    requiresSignIn: boolean('requires_sign_in').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('form_share_links_token_key').on(t.incubatorId, t.token),
  ],
);

export const formResponses = pgTable(
  'form_responses',
  {
    incubatorId: incubatorId(),
    id: id(),
    formId: uuid('form_id').notNull(),
    /** The version the answers were given against (kept when the form moves on). */
    versionId: uuid('version_id').notNull(),
    /** Null for an anonymous respondent of a share link that needs no sign-in. */
    respondentId: uuid('respondent_id'),
    shareLinkId: uuid('share_link_id'),
    /** draft or submitted. */
    status: text('status').notNull().default('draft'),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.incubatorId, t.versionId],
      foreignColumns: [formVersions.incubatorId, formVersions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.respondentId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    index('form_responses_form_idx').on(t.incubatorId, t.formId, t.status, t.submittedAt),
    // One draft per respondent and form: saving again updates it.
    uniqueIndex('form_responses_draft_key')
      .on(t.incubatorId, t.formId, t.respondentId)
      .where(sql`${t.status} = 'draft' and ${t.respondentId} is not null`),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormQuestionRow = typeof formQuestions.$inferSelect;
export type FormShareLinkRow = typeof formShareLinks.$inferSelect;
export type FormResponseRow = typeof formResponses.$inferSelect;
