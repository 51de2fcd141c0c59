// The demo programmes' forms (issue 18): a published mid-programme survey with a conditional follow-up and a
// calculated total, a published mentor feedback form, and a draft being prepared — with the founders' answers,
// checked by the same shared rules as a real submission, so the builder's Responses tab shows a living programme.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkSubmission, type FormAnswers, type FormQuestion } from '@ascent/shared';
import type { TenantDb } from '../core/db/tenant-db.ts';
import { formQuestions, formResponses, forms, formShareLinks, formVersions } from '../modules/forms/forms.schema.ts';

const en = (value: string, fr?: string) => [{ language: 'en', value }, ...(fr ? [{ language: 'fr', value: fr }] : [])];
const option = (value: string, label: string, numericalValue?: number, isWriteIn?: boolean) => ({
  value,
  labels: en(label),
  ...(numericalValue !== undefined ? { numericalValue } : {}),
  ...(isWriteIn ? { isWriteIn } : {}),
});

function surveyQuestions(): FormQuestion[] {
  const [section, stage, mrr, customers, arr, satisfaction, change] = Array.from({ length: 7 }, () => randomUUID());
  return [
    { id: section!, questionType: 'section', label: en('Where you stand', 'Où vous en êtes') },
    {
      id: stage!,
      questionType: 'select_radio',
      label: en('What stage is your startup at?', 'À quel stade en est votre startup ?'),
      validations: { required: true },
      options: [option('idea', 'Idea'), option('mvp', 'MVP with pilot users'), option('revenue', 'Paying customers')],
    },
    {
      id: mrr!,
      questionType: 'currency',
      label: en('Monthly recurring revenue', 'Revenu mensuel récurrent'),
      validations: { required: true, min: 0 },
      dependency: {
        operator: 'AND',
        statements: [{ action: 'show', questionId: stage!, operator: 'IS', values: ['revenue'] }],
      },
    },
    {
      id: customers!,
      questionType: 'number',
      label: en('Paying customers', 'Clients payants'),
      validations: { min: 0 },
      dependency: {
        operator: 'AND',
        statements: [{ action: 'show', questionId: stage!, operator: 'IS', values: ['revenue'] }],
      },
    },
    {
      id: arr!,
      questionType: 'calculated',
      label: en('Annual run rate', 'Revenu annualisé'),
      formula: `{${mrr}} * 12`,
    },
    {
      id: satisfaction!,
      questionType: 'number_scale',
      label: en('How useful has the programme been so far?', 'Le programme vous est-il utile jusqu’ici ?'),
      validations: { required: true, min: 1, max: 5 },
    },
    {
      id: change!,
      questionType: 'text_long',
      label: en('What should we change for the second half?', 'Que devrions-nous changer pour la seconde moitié ?'),
      validations: { maxLength: 2000 },
    },
  ];
}

function mentorQuestions(): FormQuestion[] {
  const [helpful, topics, comments] = Array.from({ length: 3 }, () => randomUUID());
  return [
    {
      id: helpful!,
      questionType: 'select_radio',
      label: en(
        'How helpful was your last mentoring session?',
        'Votre dernière séance de mentorat vous a-t-elle aidé ?',
      ),
      validations: { required: true },
      options: [
        option('not', 'Not helpful', 0),
        option('somewhat', 'Somewhat helpful', 1),
        option('very', 'Very helpful', 2),
      ],
    },
    {
      id: topics!,
      questionType: 'select_checkbox',
      label: en('Which topics did you cover?', 'Quels sujets avez-vous abordés ?'),
      options: [
        option('fundraising', 'Fundraising'),
        option('hiring', 'Hiring'),
        option('pricing', 'Pricing'),
        option('other', 'Something else', undefined, true),
      ],
    },
    {
      id: comments!,
      questionType: 'text_long',
      label: en('Anything your mentor should know?', 'Quelque chose que votre mentor devrait savoir ?'),
    },
  ];
}

export async function insertForm(
  tdb: TenantDb,
  v: { title: string; purpose: string; createdById: string; questions: FormQuestion[]; published: boolean },
) {
  const [form] = await tdb
    .insert(forms, { title: v.title, purpose: v.purpose, createdById: v.createdById })
    .returning({ id: forms.id });
  const [version] = await tdb
    .insert(formVersions, {
      formId: form!.id,
      number: 1,
      status: v.published ? 'published' : 'draft',
      publishedAt: v.published ? new Date() : null,
    })
    .returning({ id: formVersions.id });
  await tdb.insert(
    formQuestions,
    v.questions.map((q, position) => ({
      versionId: version!.id,
      questionId: q.id,
      position,
      questionType: q.questionType,
      label: [...q.label],
      validations: q.validations ?? {},
      options: [...(q.options ?? [])],
      dependency: q.dependency ?? null,
      formula: q.formula ?? null,
    })),
  );
  await tdb.update(
    forms,
    v.published
      ? { status: 'published', publishedVersionId: version!.id }
      : { status: 'draft', draftVersionId: version!.id },
    eq(forms.id, form!.id),
  );
  return { formId: form!.id, versionId: version!.id };
}

async function respond(
  tdb: TenantDb,
  form: { formId: string; versionId: string },
  questions: FormQuestion[],
  respondentId: string,
  answers: FormAnswers,
  daysAgo: number,
) {
  const check = checkSubmission(questions, answers, 'submit');
  if (check.problems.length) throw new Error(`Demo answers refused: ${JSON.stringify(check.problems)}`);
  await tdb.insert(formResponses, {
    formId: form.formId,
    versionId: form.versionId,
    respondentId,
    status: 'submitted',
    answers: check.answers,
    submittedAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
}

/** The demo forms of one programme; `founders` answer them (at least one is needed for responses). */
export async function seedDemoForms(tdb: TenantDb, adminId: string, founders: readonly string[]): Promise<void> {
  const survey = surveyQuestions();
  const surveyForm = await insertForm(tdb, {
    title: 'Mid-programme survey',
    purpose: 'survey',
    createdById: adminId,
    questions: survey,
    published: true,
  });
  await tdb.insert(formShareLinks, { formId: surveyForm.formId, requiresSignIn: true, createdById: adminId });
  const [, stage, mrr, customers, , satisfaction, change] = survey.map((q) => q.id);
  const surveyAnswers: FormAnswers[] = [
    {
      [stage!]: { selected: ['revenue'] },
      [mrr!]: 18_500,
      [customers!]: 42,
      [satisfaction!]: 5,
      [change!]: 'More time with investors, please.',
    },
    { [stage!]: { selected: ['mvp'] }, [satisfaction!]: 4, [change!]: 'The pricing workshop came too late for us.' },
    { [stage!]: { selected: ['idea'] }, [satisfaction!]: 3 },
  ];
  for (const [i, founder] of founders.slice(0, surveyAnswers.length).entries())
    await respond(tdb, surveyForm, survey, founder, surveyAnswers[i]!, i + 1);

  const mentor = mentorQuestions();
  const mentorForm = await insertForm(tdb, {
    title: 'Mentor session feedback',
    purpose: 'feedback_request',
    createdById: adminId,
    questions: mentor,
    published: true,
  });
  const [helpful, topics, comments] = mentor.map((q) => q.id);
  const mentorAnswers: FormAnswers[] = [
    {
      [helpful!]: { selected: ['very'] },
      [topics!]: { selected: ['fundraising', 'other'], writeIn: 'Board composition' },
      [comments!]: 'We are closing our pre-seed next month.',
    },
    { [helpful!]: { selected: ['somewhat'] }, [topics!]: { selected: ['hiring'] } },
  ];
  for (const [i, founder] of founders.slice(0, mentorAnswers.length).entries())
    await respond(tdb, mentorForm, mentor, founder, mentorAnswers[i]!, i + 2);

  await insertForm(tdb, {
    title: 'Demo day registration',
    purpose: 'survey',
    createdById: adminId,
    questions: [
      {
        id: randomUUID(),
        questionType: 'text',
        label: en('Who will pitch?', 'Qui présentera ?'),
        validations: { required: true },
      },
      { id: randomUUID(), questionType: 'text_link', label: en('Link to your deck', 'Lien vers votre présentation') },
    ],
    published: false,
  });
}
