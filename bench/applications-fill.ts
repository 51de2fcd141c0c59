// The fill of `npm run bench:applications` (bench/applications.bench.ts): one published intake on one organisation
// with `applications` applications in every status (one applicant each), their answers to the intake's one round
// (a text, a radio choice and a number, as the forms engine stores them) and `evaluations` evaluations spread over
// `evaluators` evaluators, by SQL generate_series, then ANALYZE (PGlite has no autovacuum). The two forms (the
// round's and its scoring form), the funnel and its round are written through the modules' tables as the living
// demo writes them. Ids and e-mail addresses carry a salt of this run, so a second run on the same database adds a
// second intake instead of colliding with the first.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FormQuestion } from '@ascent/shared';
import type { Db } from '../packages/server/src/core/db/client.ts';
import { TenantDb } from '../packages/server/src/core/db/tenant-db.ts';
import { insertForm } from '../packages/server/src/seed/demo-forms.ts';
import { funnelRounds, funnels } from '../packages/server/src/modules/applications/applications.schema.ts';
import { funnelRoundEvaluators } from '../packages/server/src/modules/applications/application-reviews.schema.ts';
import { roles } from '../packages/server/src/modules/users/users.schema.ts';

export interface FunnelFill {
  incubatorId: string;
  /** The organisation's admin: creator of the forms and the intake, assigner of the evaluations. */
  adminId: string;
  applications: number;
  evaluations: number;
  evaluators: number;
}

export interface FilledFunnel {
  funnelId: string;
  roundId: string;
  /** The round form's questions. */
  questions: { pitch: string; stage: string; revenue: string };
  /** How many applications have submitted the round (all but the drafts). */
  submitted: number;
}

const DAY_MINUTES = 24 * 60;
const en = (value: string) => [{ language: 'en', value }];

/** Statuses by `g % 20`: 10 % drafts, 30 % under review, 15 % pending a decision, the rest spread. */
export const STATUS_CYCLE = [
  ...['draft', 'draft'],
  ...Array<string>(6).fill('under_review'),
  ...Array<string>(3).fill('ready_for_invitation'),
  ...Array<string>(2).fill('ready_for_meeting'),
  ...Array<string>(3).fill('pending_decision'),
  'accepted',
  ...['rejected', 'rejected'],
  'delay_rejected',
] as const;

/** The names' first word (a name search for one matches one application in 23) and second word. */
export const NAME_WORDS = [
  'Harbor',
  'Lumen',
  'Cobalt',
  'Pollen',
  'Granite',
  'Kestrel',
  'Meadow',
  'Ember',
  'Juniper',
  'Driftline',
  'Quayside',
  'Orbital',
  'Tessellate',
  'Waypoint',
  'Copperline',
  'Riverstone',
  'Saltwater',
  'Upland',
  'Verdant',
  'Anchor',
  'Beacon',
  'Foxglove',
  'Larkspur',
];
const NAME_SECOND = ['Labs', 'Health', 'Systems', 'Analytics', 'Robotics', 'Foods', 'Energy', 'Learning', 'Cloud'];
/** The pitches (answers' text): a word of one (e.g. "kitchens") matches one application in seven. */
export const PITCHES = [
  'Software that cuts food waste in restaurant kitchens.',
  'A marketplace for refurbished laboratory equipment.',
  'Payroll for seasonal farm workers.',
  'Home energy audits from a phone camera.',
  'Tutoring matched to each pupil by their mistakes.',
  'Cold-chain sensors for small pharmacies.',
  'Carbon accounting for freight forwarders.',
];
const FIRST = ['Liam', 'Olivia', 'Mateo', 'Amara', 'Chen', 'Fatima', 'Jonas', 'Priyanka', 'Diego', 'Yara', 'Kenji'];
const LAST = ['Okoro', 'Lindqvist', 'Haddad', 'Moreno', 'Park', 'Novak', 'Santos', 'Ibrahim', 'Keller', 'Tan'];

/** A text[] literal of these words, for `(array)[i]` in SQL. */
const words = (list: readonly string[]): SQL => sql`${`{${list.map((w) => `"${w}"`).join(',')}}`}::text[]`;

export async function fillFunnel(db: Db, f: FunnelFill): Promise<FilledFunnel> {
  const perApplication = Math.ceil(f.evaluations / Math.max(1, Math.round(f.applications * 0.9)));
  if (perApplication > f.evaluators)
    throw new Error(`${f.evaluations} evaluations need at least ${perApplication} evaluators (BENCH_EVALUATORS)`);
  const tdb = new TenantDb(db, f.incubatorId);
  const salt = randomBytes(4).toString('hex');
  const inc = sql`${f.incubatorId}::uuid`;
  const admin = sql`${f.adminId}::uuid`;
  /** A stable id of this run for a kind of row and its number. */
  const idOf = (kind: string, g: SQL) => sql`md5(${`${salt}-${kind}-`}::text || ${g})::uuid`;

  const q = { pitch: randomUUID(), stage: randomUUID(), revenue: randomUUID() };
  const questions: FormQuestion[] = [
    { id: q.pitch, questionType: 'text', label: en('What does your startup do?'), validations: { required: true } },
    {
      id: q.stage,
      questionType: 'select_radio',
      label: en('Stage'),
      validations: { required: true },
      options: ['idea', 'prototype', 'revenue'].map((value) => ({ value, labels: en(value) })),
    },
    { id: q.revenue, questionType: 'number', label: en('Monthly revenue (EUR)'), validations: { min: 0 } },
  ];
  const form = await insertForm(tdb, {
    title: `Bench intake application ${salt}`,
    purpose: 'application_round',
    createdById: f.adminId,
    questions,
    published: true,
  });
  const scale = ['Team', 'Market', 'Traction'].map((label) => ({ id: randomUUID(), label }));
  const scoring = await insertForm(tdb, {
    title: `Bench intake scoring ${salt}`,
    purpose: 'evaluation',
    createdById: f.adminId,
    questions: scale.map((s) => ({
      id: s.id,
      questionType: 'number_scale',
      label: en(s.label),
      validations: { required: true, min: 1, max: 5 },
    })),
    published: true,
  });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [funnel] = await tdb
    .insert(funnels, {
      name: `Bench intake ${salt}`,
      slug: `bench-intake-${salt}`,
      description: 'The intake of the applications benchmark.',
      publishingState: 'success',
      publishedAt: new Date(Date.now() - 60 * 86_400_000),
      createdById: f.adminId,
    })
    .returning({ id: funnels.id });
  const [round] = await tdb
    .insert(funnelRounds, {
      funnelId: funnel!.id,
      position: 0,
      name: 'Application',
      formId: form.formId,
      evaluationFormId: scoring.formId,
      evaluatorsPerApplication: perApplication,
      opensOn: day(-60),
      closesOn: day(30),
    })
    .returning({ id: funnelRounds.id });
  const funnelId = sql`${funnel!.id}::uuid`;
  const roundId = sql`${round!.id}::uuid`;
  const roleOf = async (type: string) =>
    (
      await tdb
        .select({ id: roles.id })
        .from(roles)
        .where(tdb.where(roles, and(eq(roles.type, type), eq(roles.isCustom, false))))
    )[0]!.id;
  const [applicantRole, evaluatorRole] = [await roleOf('Applicant'), await roleOf('Evaluator')];

  // People: one applicant per application, and the evaluators (all active, with a confirmed address).
  const people = (kind: string, count: number, role: string) =>
    db.execute(sql`
      insert into users (incubator_id, id, email, first_name, last_name, status, validated, admin_validated, role_id)
      select ${inc}, ${idOf(kind, sql`g`)}, ${`bench-${salt}-${kind}-`}::text || g || '@bench.example',
             (${words(FIRST)})[1 + g % ${FIRST.length}], (${words(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
             'active', true, true, ${role}::uuid
      from generate_series(1, ${count}) as g`);
  await people('applicant', f.applications, applicantRole);
  await people('evaluator', f.evaluators, evaluatorRole);

  // Applications: the newest change every 37 s back from now, so pages have one order whatever the clock's precision.
  const status = sql`(${words(STATUS_CYCLE)})[1 + g % ${STATUS_CYCLE.length}]`;
  await db.execute(sql`
    insert into applications (incubator_id, id, funnel_id, name, status, rounds_submitted, submitted_at, decided_at,
                              rejection_email_due_at, rejection_email_sent_at, created_by_id, created_at, updated_at)
    select ${inc}, ${idOf('application', sql`g`)}, ${funnelId},
           (${words(NAME_WORDS)})[1 + g % ${NAME_WORDS.length}] || ' '
             || (${words(NAME_SECOND)})[1 + (g / ${NAME_WORDS.length}) % ${NAME_SECOND.length}] || ' ' || g,
           s.status, case when s.status = 'draft' then 0 else 1 end,
           case when s.status <> 'draft' then now() - make_interval(mins => g * 5 + ${DAY_MINUTES}) end,
           case when s.status in ('accepted', 'rejected', 'delay_rejected') then now() - make_interval(secs => g * 37) end,
           case when s.status in ('rejected', 'delay_rejected') then now() - make_interval(secs => g * 37) end,
           case when s.status in ('rejected', 'delay_rejected') then now() - make_interval(secs => g * 37) end,
           ${idOf('applicant', sql`g`)},
           now() - make_interval(mins => g * 5 + 2 * ${DAY_MINUTES}), now() - make_interval(secs => g * 37)
    from generate_series(1, ${f.applications}) as g, lateral (select ${status} as status) s`);
  await db.execute(sql`
    insert into application_members (incubator_id, application_id, user_id, created_at)
    select ${inc}, ${idOf('application', sql`g`)}, ${idOf('applicant', sql`g`)}, now() - make_interval(mins => g * 5)
    from generate_series(1, ${f.applications}) as g`);
  // The round's answers: submitted but for the drafts, whose shared draft holds the pitch only.
  await db.execute(sql`
    insert into application_round_answers (incubator_id, application_id, round_id, version_id, answers, submitted_at,
                                           submitted_by_id, updated_at)
    select ${inc}, a.id, ${roundId}, ${form.versionId}::uuid,
           case when a.status = 'draft' then jsonb_build_object(${q.pitch}::text, p.pitch)
           else jsonb_build_object(${q.pitch}::text, p.pitch,
             ${q.stage}::text, jsonb_build_object('selected',
               jsonb_build_array((array['idea', 'prototype', 'revenue'])[1 + (g / 7) % 3])),
             ${q.revenue}::text, (g * 7919) % 100000) end,
           a.submitted_at, case when a.status <> 'draft' then a.created_by_id end, a.updated_at
    from generate_series(1, ${f.applications}) as g
    join applications a on a.incubator_id = ${inc} and a.id = ${idOf('application', sql`g`)},
    lateral (select (${words(PITCHES)})[1 + g % ${PITCHES.length}] || ' Pilot ' || g || '.' as pitch) p`);

  // Evaluations of the submitted applications: each gets perApplication evaluators in turn (distinct, as the unique
  // key wants) until `evaluations` are made; four in five are submitted with a score on 0–5.
  const evaluator = (n: SQL) => idOf('evaluator', sql`(1 + (${n}) % ${f.evaluators})`);
  await db.execute(sql`
    with subs as (
      select id, (row_number() over (order by id) - 1)::int as n, count(*) over () as total
      from applications where incubator_id = ${inc} and funnel_id = ${funnelId} and rounds_submitted > 0),
    picked as (
      select s.id, s.n, k, (s.n * 3 + k * 5) % 5 + 1 as a, (s.n + k * 2) % 5 + 1 as b, (s.n * 7 + k) % 5 + 1 as c,
             (s.n + k) % 5 <> 0 as done
      from subs s cross join generate_series(0, ${perApplication - 1}) as k
      where k * s.total + s.n < ${f.evaluations})
    insert into application_evaluations (incubator_id, application_id, round_id, evaluator_id, assigned_by_id,
                                         assigned_at, version_id, answers, score, comment, submitted_at)
    select ${inc}, p.id, ${roundId}, ${evaluator(sql`p.n + p.k`)}, ${admin},
           now() - make_interval(mins => p.n + 60 * p.k + ${DAY_MINUTES}),
           case when p.done then ${scoring.versionId}::uuid end,
           case when p.done then jsonb_build_object(${scale[0]!.id}::text, p.a, ${scale[1]!.id}::text, p.b,
             ${scale[2]!.id}::text, p.c) end,
           case when p.done then ((p.a + p.b + p.c) / 3.0 - 1) * 5 / 4 end,
           case when p.done and p.n % 3 = 0 then 'Credible team; the market needs a sharper story.' end,
           case when p.done then now() - make_interval(mins => p.n + 60 * p.k) end
    from picked p`);
  await db.execute(sql`
    insert into ${funnelRoundEvaluators} (incubator_id, round_id, user_id)
    select ${inc}, ${roundId}, ${evaluator(sql`g`)} from generate_series(0, ${f.evaluators - 1}) as g`);
  for (const table of [
    'users',
    'applications',
    'application_members',
    'application_round_answers',
    'application_evaluations',
    'funnel_round_evaluators',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
  const counted = await db.execute(sql`select count(*)::int as n from applications
    where incubator_id = ${inc} and funnel_id = ${funnelId} and rounds_submitted > 0`);
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
  return { funnelId: funnel!.id, roundId: round!.id, questions: q, submitted: n };
}
