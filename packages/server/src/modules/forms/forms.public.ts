// The forms module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of the forms
// engine. The applications module keeps an application's round answers itself (several founders share one draft) and
// checks them with the shared rules against the questions of a form's published version, read here.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { FormQuestion as SharedQuestion } from '@ascent/shared';
import type { FormQuestion } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { isUuid } from '../../core/validation.ts';
import { findForm, listQuestions } from './forms.repository.ts';
import { presentQuestion, toSharedQuestion } from './forms.presenter.ts';
import { forms } from './forms.schema.ts';

export { parseAnswers } from './forms.input.ts';

export interface PublishedForm {
  readonly formId: string;
  readonly title: string;
  readonly purpose: string;
  readonly versionId: string;
  /** As the shared rules read them (checkSubmission). */
  readonly rules: SharedQuestion[];
  /** As the API presents them (the respondent components). */
  readonly questions: FormQuestion[];
}

/** A live form's published version and its questions; null when the form is unknown, archived or never published. */
export async function publishedForm(tdb: TenantDb, formId: string): Promise<PublishedForm | null> {
  const form = isUuid(formId) ? await findForm(tdb, formId) : null;
  if (!form || form.status === 'archived' || !form.publishedVersionId) return null;
  const rows = await listQuestions(tdb, form.publishedVersionId);
  return {
    formId: form.id,
    title: form.title,
    purpose: form.purpose,
    versionId: form.publishedVersionId,
    rules: rows.map(toSharedQuestion),
    questions: rows.map(presentQuestion),
  };
}

/** A form's title and purpose, whatever its state; null when it is not this organisation's. */
export async function formSummary(
  tdb: TenantDb,
  formId: string,
): Promise<{ id: string; title: string; purpose: string; status: string; published: boolean } | null> {
  const form = isUuid(formId) ? await findForm(tdb, formId) : null;
  return form
    ? {
        id: form.id,
        title: form.title,
        purpose: form.purpose,
        status: form.status,
        published: !!form.publishedVersionId,
      }
    : null;
}

/** The live, published forms of a purpose (what another module lets staff choose from), by title. */
export async function publishedFormOptions(tdb: TenantDb, purpose: string): Promise<{ id: string; title: string }[]> {
  return tdb
    .select({ id: forms.id, title: forms.title })
    .from(forms)
    .where(
      tdb.where(
        forms,
        and(eq(forms.purpose, purpose), ne(forms.status, 'archived'), isNotNull(forms.publishedVersionId)),
      ),
    )
    .orderBy(asc(forms.title));
}
