// Rows to the forms API's answers.
import type { FormQuestion as SharedQuestion } from '@ascent/shared';
import type {
  Form,
  FormListItem,
  FormQuestion,
  FormShareLink,
  FormVersion,
  FormVersionSummary,
} from '../../generated/graphql.ts';
import type { FormListRow } from './forms.repository.ts';
import type { FormQuestionRow, FormRow, FormShareLinkRow, FormVersionRow } from './forms.schema.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const texts = (list: readonly { language: string; value: string | null }[]) =>
  list.filter((t) => t.value !== null).map((t) => ({ language: t.language, value: t.value ?? '' }));

/** A stored question as the shared rules read it. */
export function toSharedQuestion(row: FormQuestionRow): SharedQuestion {
  return {
    id: row.questionId,
    questionType: row.questionType as SharedQuestion['questionType'],
    behavesAs: (row.behavesAs as SharedQuestion['behavesAs']) ?? null,
    label: row.label,
    description: row.description,
    validations: row.validations,
    options: row.options,
    optionsDepth: row.optionsDepth,
    dependency: row.dependency,
    table: row.tableSettings,
    formula: row.formula,
  };
}

export function presentQuestion(row: FormQuestionRow): FormQuestion {
  const v = row.validations;
  return {
    _id: row.questionId,
    questionType: row.questionType,
    behavesAs: row.behavesAs,
    label: texts(row.label),
    description: texts(row.description),
    validations: {
      required: v.required ?? false,
      min: v.min ?? null,
      max: v.max ?? null,
      minLength: v.minLength ?? null,
      maxLength: v.maxLength ?? null,
      pattern: v.pattern ?? null,
      maxFileSize: v.maxFileSize ?? null,
      fileTypes: [...(v.fileTypes ?? [])],
    },
    options: JSON.stringify(row.options ?? []),
    optionsDepth: row.optionsDepth,
    dependency: row.dependency ? JSON.stringify(row.dependency) : null,
    table: row.tableSettings ? JSON.stringify(row.tableSettings) : null,
    formula: row.formula,
  };
}

export function presentVersion(row: FormVersionRow, questions: readonly FormQuestionRow[]): FormVersion {
  return {
    _id: row.id,
    number: row.number,
    status: row.status as FormVersion['status'],
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    questions: questions.map(presentQuestion),
  };
}

export function presentVersionSummary(row: FormVersionRow & { questionCount: number }): FormVersionSummary {
  return {
    _id: row.id,
    number: row.number,
    status: row.status as FormVersionSummary['status'],
    publishedAt: iso(row.publishedAt),
    questionCount: row.questionCount,
  };
}

export function presentForm(
  form: FormRow,
  editing: FormVersion,
  published: FormVersionSummary | null,
  submissionCount: number,
): Form {
  return {
    _id: form.id,
    title: form.title,
    purpose: form.purpose as Form['purpose'],
    status: form.status as Form['status'],
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    editing,
    hasUnpublishedChanges: editing.status === 'draft',
    publishedVersion: published,
    submissionCount,
  };
}

export function presentListItem(row: FormListRow): FormListItem {
  return {
    _id: row.id,
    title: row.title,
    purpose: row.purpose as FormListItem['purpose'],
    status: row.status as FormListItem['status'],
    updatedAt: row.updatedAt.toISOString(),
    questionCount: row.questionCount,
    submissionCount: row.submissionCount,
  };
}

export function presentShareLink(row: FormShareLinkRow): FormShareLink {
  return {
    _id: row.id,
    token: row.token,
    requiresSignIn: row.requiresSignIn,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
