// The pipeline's export (issue 21 item 5) end to end: staff request it under the list's filters, the exports module's
// `applications-export` task writes it (progress pushed live), the requester downloads it — one row per application
// with its members, status and intake in the requester's language, and one column per question of each round with the
// submitted answers as text. Refused: callers who do not manage the intakes (evaluators, applicants), bad filters, a
// plan without BULK_APPLICATION_EXPORT and more than 10,000 applications — nothing stored. The job checks the
// requester's rights again when it runs.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { HANNAH, PRIYA, TOMAS } from '../../../test/personas.ts';
import { settle, subscribe } from '../../../test/ws.ts';
import { parseCsv } from '../../../test/csv.ts';
import {
  CLAIRE,
  CREATE_APPLICATION,
  CREATE_FUNNEL,
  MAYA,
  NOAH,
  NORTH,
  PUBLISH_FUNNEL,
  ROUND_FORM,
  SAVE_DRAFT,
  SUBMIT_ROUND,
  UPSERT_ROUND,
  ctx,
  errorOf,
  gql,
  newApplicant,
  ok,
  roundForm,
  tokens,
  type Application,
  type Funnel,
} from '../../../test/applications-factory.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';
import { exportJobs } from '../exports/exports.schema.ts';
import { readXlsx } from '../exports/exports.files.ts';
import { writeExport } from '../exports/exports.job.ts';
import { applications } from './applications.schema.ts';

const JOB = 'id kind format status progress name fileName error downloadUrl';
const REQUEST = `mutation($funnelId: ID, $status: ApplicationStatus, $group: ApplicationStatusGroup, $search: String,
  $answers: [ApplicationAnswerFilterInput!], $format: ExportFormat!) { requestApplicationsExport(funnelId: $funnelId,
  status: $status, group: $group, search: $search, answers: $answers, format: $format) { ${JOB} } }`;
const LIST = `query { exports { ${JOB} } }`;

interface Job {
  id: string;
  kind: string;
  status: string;
  progress: number;
  name: string | null;
  fileName: string | null;
  error: string | null;
  downloadUrl: string | null;
}

const db = () => ctx.server.running.services.database.db;
const exportCount = async () => (await db().select({ n: count() }).from(exportJobs))[0]!.n;
const en = (value: string) => ({ language: 'en', value });
const fr = (value: string) => ({ language: 'fr', value });

async function setPlan(planName: string) {
  await db().update(incubators).set({ planName }).where(eq(incubators.slug, 'demo'));
  ctx.server.running.services.tenants.invalidate('demo');
}

async function requestExport(who: string, variables: Record<string, unknown>, host?: string) {
  return gql<{ requestApplicationsExport: Job }>(who, REQUEST, variables, host);
}

/** Waits until the export has finished, as its requester sees it. */
async function finished(who: string, id: string): Promise<Job> {
  const end = Date.now() + 20_000;
  for (;;) {
    const job = ok(await gql<{ exports: Job[] }>(who, LIST)).exports.find((j) => j.id === id);
    if (job && ['COMPLETED', 'FAILED', 'ERROR'].includes(job.status)) return job;
    if (Date.now() > end) throw new Error(`export ${id} not finished: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function download(who: string, path: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: '127.0.0.1',
        port: ctx.server.port,
        path,
        headers: { host: 'demo.localhost', authorization: `Bearer ${tokens[who]}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      },
    );
    r.on('error', reject);
    r.end();
  });
}

let funnel: Funnel;
let team: string;
let stage: string;
let build: string;
const apps: Record<string, { id: string; email: string }> = {};

/** A published application-round form: a text question and a choice, both labelled in English and French. */
async function firstRoundForm(): Promise<string> {
  const form = ok(
    await gql<{ createForm: { _id: string } }>(
      MAYA,
      `mutation($input: CreateFormInput!) { createForm(input: $input) { _id } }`,
      { input: { title: 'Export round one', purpose: 'application_round' } },
    ),
  ).createForm;
  const upsert = async (question: Record<string, unknown>) =>
    ok(
      await gql<{ upsertFormQuestion: { editing: { questions: { _id: string }[] } } }>(
        MAYA,
        `mutation($formId: ID!, $question: FormQuestionInput!) { upsertFormQuestion(formId: $formId, question: $question) { editing { questions { _id } } } }`,
        { formId: form._id, question },
      ),
    ).upsertFormQuestion.editing.questions;
  team = (
    await upsert({
      questionType: 'text',
      label: [en('Who is on the team?'), fr('Qui est dans l’équipe ?')],
      validations: { required: true },
    })
  )[0]!._id;
  stage = (
    await upsert({
      questionType: 'select_radio',
      label: [en('Stage'), fr('Stade')],
      options: JSON.stringify([
        { value: 'idea', labels: [en('Idea'), fr('Idée')] },
        { value: 'revenue', labels: [en('Revenue'), fr('Chiffre d’affaires')] },
      ]),
    })
  )[1]!._id;
  ok(await gql(MAYA, `mutation($id: ID!) { publishForm(id: $id) { _id } }`, { id: form._id }));
  return form._id;
}

async function answer(who: string, applicationId: string, round: number, answers: object, submit: boolean) {
  const roundId = funnel.rounds[round]!._id;
  const form = ok(
    await gql<{ applicationRoundForm: { versionId: string } }>(who, ROUND_FORM, { a: applicationId, r: roundId }),
  ).applicationRoundForm;
  ok(
    await gql(who, submit ? SUBMIT_ROUND : SAVE_DRAFT, {
      a: applicationId,
      r: roundId,
      v: form.versionId,
      answers: JSON.stringify(answers),
    }),
  );
}

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const who of [MAYA, PRIYA, TOMAS, HANNAH, NOAH]) tokens[who] = await ctx.server.login(who);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  await setPlan('Enterprise');
  // Priya reads her files in French.
  await db().update(users).set({ language: 'fr' }).where(eq(users.email, PRIYA));

  const created = ok(
    await gql<{ createFunnel: Funnel }>(MAYA, CREATE_FUNNEL, { input: { name: 'Export intake' } }),
  ).createFunnel;
  const closesOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const second = await roundForm('Export round two');
  build = second.questionId;
  for (const [name, formId] of [
    ['Round 1', await firstRoundForm()],
    ['Round 2', second.formId],
  ] as const)
    funnel = ok(
      await gql<{ upsertFunnelStage: Funnel }>(MAYA, UPSERT_ROUND, {
        funnelId: created._id,
        round: { name, formId, closesOn },
      }),
    ).upsertFunnelStage;
  ok(await gql(MAYA, PUBLISH_FUNNEL, { id: created._id }));

  for (const name of ['Saltmarsh Energy', '=Quillon', 'Verdigris, Ltd']) {
    const email = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(email, CREATE_APPLICATION, { slug: funnel.slug, name }),
    ).createApplication;
    apps[name] = { id: app._id, email };
  }
  // Saltmarsh: both rounds submitted (under review); Quillon: the first one (still a draft); Verdigris: a draft only.
  const saltmarsh = apps['Saltmarsh Energy']!;
  await answer(saltmarsh.email, saltmarsh.id, 0, { [team]: 'Ada and Lin', [stage]: { selected: ['revenue'] } }, true);
  await answer(saltmarsh.email, saltmarsh.id, 1, { [build]: 'Tidal batteries' }, true);
  const quillon = apps['=Quillon']!;
  await answer(quillon.email, quillon.id, 0, { [team]: '+1 founder', [stage]: { selected: ['idea'] } }, true);
  const verdigris = apps['Verdigris, Ltd']!;
  await answer(verdigris.email, verdigris.id, 0, { [team]: 'Unsent draft' }, false);
});
afterAll(() => ctx.server?.close());

const HEADER = [
  'Reference',
  'Application',
  'Status',
  'Intake',
  'Applicants',
  'Applicant emails',
  'Rounds submitted',
  'Rounds in total',
  'Submitted at (UTC)',
  'Updated at (UTC)',
  'Round 1: Who is on the team?',
  'Round 1: Stage',
  'Round 2: What do you build?',
];
const reference = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

describe('exporting the applications pipeline', () => {
  it('writes every application of an intake as CSV, pushing its progress, for the requester to download', async () => {
    const live = subscribe<{ exportUpdated: { id: string; status: string; progress: number } }>({
      port: ctx.server.port,
      host: 'demo.localhost',
      query: 'subscription { exportUpdated { id status progress } }',
      connectionParams: { authorization: `Bearer ${tokens[MAYA]}` },
    });
    await settle();
    let job: Job;
    try {
      job = ok(await requestExport(MAYA, { funnelId: funnel._id, format: 'csv' })).requestApplicationsExport;
      expect(job).toMatchObject({ kind: 'applications', status: 'QUEUED', progress: 0, name: 'Export intake' });
      const seen: string[] = [];
      for (;;) {
        const event = (await live.next(20_000)).exportUpdated;
        expect(event.id).toBe(job.id);
        seen.push(`${event.status}:${event.progress}`);
        if (event.status !== 'QUEUED' && event.status !== 'IN_PROGRESS') break;
      }
      expect(seen).toEqual(['QUEUED:0', 'IN_PROGRESS:10', 'IN_PROGRESS:80', 'IN_PROGRESS:90', 'COMPLETED:100']);
    } finally {
      await live.close();
    }
    const done = await finished(MAYA, job.id);
    expect(done.fileName).toMatch(/^applications-Export-intake-\d{4}-\d{2}-\d{2}\.csv$/);
    // Only its requester downloads it.
    expect((await download(PRIYA, done.downloadUrl!)).status).toBe(404);
    const file = await download(MAYA, done.downloadUrl!);
    expect(file.status).toBe(200);
    const [header, ...rows] = parseCsv(file.bytes.toString('utf8'));
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(3);
    const row = (name: string) => rows.find((r) => r[0] === reference(apps[name]!.id))!;
    const saltmarsh = row('Saltmarsh Energy');
    expect(saltmarsh.slice(0, 8)).toEqual([
      reference(apps['Saltmarsh Energy']!.id),
      'Saltmarsh Energy',
      'Under review',
      'Export intake',
      expect.stringMatching(/^Ada Applicant\d+$/),
      apps['Saltmarsh Energy']!.email,
      '2',
      '2',
    ]);
    expect(saltmarsh[8]).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(saltmarsh.slice(10)).toEqual(['Ada and Lin', 'Revenue', 'Tidal batteries']);
    // A cell a spreadsheet would evaluate is guarded; a draft's answers are not exported.
    expect(row('=Quillon').slice(1, 3)).toEqual(["'=Quillon", 'Draft']);
    expect(row('=Quillon').slice(6, 8)).toEqual(['1', '2']);
    expect(row('=Quillon').slice(10)).toEqual(["'+1 founder", 'Idea', '']);
    expect(row('Verdigris, Ltd').slice(8)).toEqual(['', expect.any(String), '', '', '']);
  });

  it('follows the filters and writes XLSX in the requester’s language', async () => {
    const job = ok(
      await requestExport(PRIYA, { funnelId: funnel._id, group: 'allPending', status: 'under_review', format: 'xlsx' }),
    ).requestApplicationsExport;
    const done = await finished(PRIYA, job.id);
    expect(done.status).toBe('COMPLETED');
    const [header, ...rows] = await readXlsx((await download(PRIYA, done.downloadUrl!)).bytes);
    expect(header!.slice(0, 3)).toEqual(['Référence', 'Candidature', 'Statut']);
    expect(header!.slice(10)).toEqual([
      'Round 1: Qui est dans l’équipe ?',
      'Round 1: Stade',
      'Round 2: What do you build?',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 3)).toEqual(['Saltmarsh Energy', "En cours d'examen"]);
    expect(rows[0]![6]).toBe(2);
    expect(rows[0]!.slice(10)).toEqual(['Ada and Lin', 'Chiffre d’affaires', 'Tidal batteries']);
  });

  it('refuses callers who do not manage the intakes, bad filters and a plan without the export; nothing stored', async () => {
    const before = await exportCount();
    const refusal = async (who: string, variables: Record<string, unknown>, host?: string) =>
      errorOf(await requestExport(who, { format: 'csv', ...variables }, host));
    // An evaluator (APPLICATIONS:VIEW, no EDIT), a coach and an applicant.
    for (const who of [TOMAS, HANNAH, NOAH]) expect((await refusal(who, {})).code).toBe('FORBIDDEN');
    expect(await refusal(MAYA, { funnelId: 'not-an-id' })).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'funnelNotFound',
      field: 'funnelId',
    });
    expect((await refusal(MAYA, { funnelId: randomUUID() })).reason).toBe('funnelNotFound');
    expect(await refusal(MAYA, { search: 'x'.repeat(201) })).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'searchTooLong',
      params: { max: 200 },
    });
    // Answer filters follow the pipeline's rules: a known operator, on a round of an intake the caller manages.
    const answer = (operator: string, roundId = funnel.rounds[0]!._id) => ({
      answers: [{ roundId, questionId: randomUUID(), operator, values: ['x'] }],
    });
    expect((await refusal(MAYA, answer('LIKE'))).reason).toBe('badOperator');
    expect((await refusal(MAYA, answer('IS', randomUUID()))).reason).toBe('badQuestion');
    // An unknown status is refused by the schema (variables are checked against the enum).
    expect((await refusal(MAYA, { status: 'shortlisted' })).code).toMatch(/^(BAD_REQUEST|GRAPHQL_VALIDATION_FAILED)$/);
    // Another organisation's intake is unknown there.
    expect((await refusal(CLAIRE, { funnelId: funnel._id }, NORTH)).reason).toBe('funnelNotFound');
    await setPlan('Growth');
    try {
      expect(await refusal(MAYA, { funnelId: funnel._id })).toMatchObject({
        code: 'FEATURE_DISABLED',
        paywall: 'BULK_APPLICATION_EXPORT',
      });
    } finally {
      await setPlan('Enterprise');
    }
    expect(await exportCount()).toBe(before);
  });

  it('refuses more than 10,000 applications, asking for a narrower filter', async () => {
    const big = ok(
      await gql<{ createFunnel: Funnel }>(MAYA, CREATE_FUNNEL, { input: { name: 'Crowded intake' } }),
    ).createFunnel;
    const [maya] = await db().select().from(users).where(eq(users.email, MAYA));
    const rows = Array.from({ length: 10_001 }, (_, i) => ({
      incubatorId: maya!.incubatorId,
      funnelId: big._id,
      name: `Crowd ${i}`,
      createdById: maya!.id,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await db()
        .insert(applications)
        .values(rows.slice(i, i + 2000));
    try {
      const before = await exportCount();
      expect(errorOf(await requestExport(MAYA, { funnelId: big._id, format: 'xlsx' }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'tooManyToExport',
        params: { count: 10_001, max: 10_000 },
      });
      // The same intake narrowed by the search is fine.
      const narrowed = ok(
        await requestExport(MAYA, { funnelId: big._id, search: 'Crowd 9999', format: 'csv' }),
      ).requestApplicationsExport;
      expect((await finished(MAYA, narrowed.id)).status).toBe('COMPLETED');
      expect(await exportCount()).toBe(before + 1);
    } finally {
      await db().delete(applications).where(eq(applications.funnelId, big._id));
    }
  });

  it('checks the requester again when the file is written: one who may no longer export gets FAILED', async () => {
    const [tomas] = await db().select().from(users).where(eq(users.email, TOMAS));
    const [row] = await db()
      .insert(exportJobs)
      .values({
        incubatorId: tomas!.incubatorId,
        requestedById: tomas!.id,
        kind: 'applications',
        format: 'csv',
        params: { filters: { funnelId: funnel._id } },
      })
      .returning();
    await writeExport(ctx.server.running.services, { incubatorId: row!.incubatorId, exportId: row!.id });
    const [after] = await db().select().from(exportJobs).where(eq(exportJobs.id, row!.id));
    expect(after).toMatchObject({
      status: 'FAILED',
      error: 'refused: This programme intake does not exist.',
      fileName: null,
    });
  });
});
