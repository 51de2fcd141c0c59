// Reviewing applications on the real server (issue 21 §4): staff set a round's pool, a conflict of interest is
// declared, the automatic assignment balances three evaluators under a cap and leaves the conflict out; each evaluator
// gets an `evaluation` task, answers the round's evaluation form once, and the ranking by calibrated score corrects a
// harsh and a lenient reviewer. Strangers, other organisations, a stale form, a closed review and a decided
// application are refused with nothing changed; anonymity hides the applicants from evaluators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { DANIEL, HANNAH, PRIYA, TOMAS } from '../../../test/personas.ts';
import {
  AISHA,
  CLAIRE,
  DECIDE,
  MAYA,
  NORTH,
  ctx,
  errorOf,
  gql,
  ok,
  tokens,
} from '../../../test/applications-factory.ts';
import {
  ASSIGN,
  AUTO,
  BOARD_Q,
  CONFLICT,
  FLAG,
  MINE,
  RANKING,
  SET_REVIEW,
  SHEET_Q,
  SUBMIT,
  UNASSIGN,
  build,
  db,
  ids,
  taskOf,
  type Board,
} from '../../../test/application-reviews-factory.ts';
import { users } from '../users/users.tables.ts';
import { applicationEvaluations } from './application-reviews.schema.ts';

let setup: Awaited<ReturnType<typeof build>>;

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, TOMAS, HANNAH, DANIEL, PRIYA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  setup = await build();
});
afterAll(() => ctx.server?.close());

describe('reviewing applications', () => {
  it('sets the pool of evaluators, refusing people who may not evaluate and bad numbers', async () => {
    const r = setup.round._id;
    const pool = [ids[TOMAS], ids[HANNAH], ids[DANIEL]];
    const bad = await gql(MAYA, SET_REVIEW, {
      r,
      input: { evaluatorIds: [...pool, ids[AISHA]], evaluatorsPerApplication: 2 },
    });
    expect(errorOf(bad).reason).toBe('notEvaluator');
    const zero = await gql(MAYA, SET_REVIEW, { r, input: { evaluatorIds: pool, evaluatorsPerApplication: 0 } });
    expect(errorOf(zero).reason).toBe('badPerApplication');
    expect(errorOf(await gql(CLAIRE, BOARD_Q, { r }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(TOMAS, BOARD_Q, { r })).code).toBe('FORBIDDEN');

    const board = ok(
      await gql<{ setRoundReview: Board }>(MAYA, SET_REVIEW, {
        r,
        input: { evaluatorIds: pool, evaluatorsPerApplication: 2 },
      }),
    ).setRoundReview;
    expect(board.review.pool.map((p) => p._id).sort()).toEqual([...pool].sort());
    expect(board.rows.map((row) => row.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(board.candidates.map((c) => c._id)).toEqual(expect.arrayContaining(pool));
    expect(board.candidates.map((c) => c._id)).not.toContain(ids[AISHA]);
  });

  it('auto-assigns evenly under the cap, leaving out a declared conflict of interest, and gives each a task', async () => {
    const { round, apps } = setup;
    ok(await gql(DANIEL, CONFLICT, { a: apps.Alpha }));
    // A founder may not declare anything on an application they cannot see.
    expect(errorOf(await gql(AISHA, CONFLICT, { a: apps.Alpha })).code).toBe('NOT_FOUND');
    const result = ok(
      await gql<{ autoAssignEvaluators: { assigned: number; shortfalls: unknown[]; board: Board } }>(MAYA, AUTO, {
        r: round._id,
        cap: 2,
      }),
    ).autoAssignEvaluators;
    expect(result.assigned).toBe(6);
    expect(result.shortfalls).toEqual([]);
    const evaluatorsOf = (name: string) =>
      result.board.rows
        .find((row) => row.name === name)!
        .reviews.map((rv) => rv.evaluator._id)
        .sort();
    // Daniel is left out of Alpha, so Alpha gets the two others, and Daniel reviews Beta and Gamma with one each.
    expect(evaluatorsOf('Alpha')).toEqual([ids[TOMAS], ids[HANNAH]].sort());
    for (const name of ['Beta', 'Gamma']) {
      expect(evaluatorsOf(name)).toHaveLength(2);
      expect(evaluatorsOf(name)).toContain(ids[DANIEL]);
    }
    expect(result.board.loads.map((l) => l.assigned)).toEqual([2, 2, 2]);
    setup.withTomas = evaluatorsOf('Beta').includes(ids[TOMAS]!) ? 'Beta' : 'Gamma';
    setup.withHannah = setup.withTomas === 'Beta' ? 'Gamma' : 'Beta';
    // Nothing more to do: a second run assigns nothing.
    const again = ok(
      await gql<{ autoAssignEvaluators: { assigned: number } }>(MAYA, AUTO, { r: round._id, cap: 2 }),
    ).autoAssignEvaluators;
    expect(again.assigned).toBe(0);

    const mine = ok(
      await gql<{ myEvaluations: { _id: string; applicationName: string; open: boolean }[] }>(TOMAS, MINE),
    ).myEvaluations;
    expect(mine.map((m) => m.applicationName).sort()).toEqual(['Alpha', setup.withTomas].sort());
    expect(mine.every((m) => m.open)).toBe(true);
    const task = await taskOf(mine[0]!._id, (rows) => rows.length > 0);
    expect(task).toEqual([{ userId: ids[TOMAS], done: false }]);
  });

  it('refuses evaluations by someone not assigned, with a stale form or missing answers, and takes each once', async () => {
    const { round, apps, scoring } = setup;
    const sheet = ok(
      await gql<{ applicationEvaluation: { form: { versionId: string }; applicationAnswers: string; open: boolean } }>(
        TOMAS,
        SHEET_Q,
        { a: apps.Alpha, r: round._id },
      ),
    ).applicationEvaluation;
    expect(sheet.open).toBe(true);
    expect(Object.values(JSON.parse(sheet.applicationAnswers))).toEqual(['Tide energy']);
    const v = sheet.form.versionId;
    const answers = (value: number) => JSON.stringify({ [scoring.scale]: value });
    expect(errorOf(await gql(AISHA, SHEET_Q, { a: apps.Alpha, r: round._id })).reason).toBe('notAssigned');
    expect(errorOf(await gql(DANIEL, SUBMIT, { a: apps.Alpha, r: round._id, v, answers: answers(3) })).code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await gql(TOMAS, SUBMIT, { a: apps.Alpha, r: round._id, v: round._id, answers: answers(3) })).reason,
    ).toBe('staleForm');
    expect(errorOf(await gql(TOMAS, SUBMIT, { a: apps.Alpha, r: round._id, v, answers: '{}' })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await gql(TOMAS, SUBMIT, { a: apps.Alpha, r: round._id, v, answers: answers(9) })).code).toBe(
      'VALIDATION_FAILED',
    );
    const stored = await db()
      .select()
      .from(applicationEvaluations)
      .where(eq(applicationEvaluations.applicationId, apps.Alpha!));
    expect(stored.every((e) => e.submittedAt === null)).toBe(true);

    // Tomás is harsh (1–3), Hannah lenient (4–5), Daniel in between; X is the one Tomás shares with Daniel, Y the
    // one Hannah shares with him.
    const [x, y] = [setup.withTomas, setup.withHannah];
    const scores: [string, string, number][] = [
      [TOMAS, 'Alpha', 3],
      [TOMAS, x, 1],
      [HANNAH, 'Alpha', 5],
      [HANNAH, y, 4],
      [DANIEL, x, 4],
      [DANIEL, y, 2],
    ];
    for (const [who, name, value] of scores) {
      const done = ok(
        await gql<{ submitEvaluation: { submittedAt: string; score: number; open: boolean } }>(who, SUBMIT, {
          a: apps[name],
          r: round._id,
          v,
          answers: answers(value),
          c: `${name} looks ${value > 3 ? 'strong' : 'early'}.`,
        }),
      ).submitEvaluation;
      expect(done).toMatchObject({ open: false, score: ((value - 1) / 4) * 5 });
    }
    const twice = await gql(TOMAS, SUBMIT, { a: apps.Alpha, r: round._id, v, answers: answers(1) });
    expect(errorOf(twice).reason).toBe('alreadySubmitted');
    const mine = ok(await gql<{ myEvaluations: { _id: string; score: number }[] }>(TOMAS, MINE)).myEvaluations;
    const task = await taskOf(mine[0]!._id, (rows) => rows[0]?.done === true);
    expect(task).toEqual([{ userId: ids[TOMAS], done: true }]);
  });

  it('ranks by calibrated score differently from raw, correcting the lenient reviewer', async () => {
    const { round } = setup;
    type Ranking = {
      applicationRanking: {
        rows: { name: string; rank: number; rawScore: number; calibratedScore: number }[];
        evaluators: { evaluator: { fullName: string }; count: number; mean: number; spread: number }[];
      };
    };
    const raw = ok(await gql<Ranking>(MAYA, RANKING, { r: round._id, s: 'raw' })).applicationRanking;
    const [x, y] = [setup.withTomas, setup.withHannah];
    // Raw: Y (2.5) is lifted above X (1.875) by Hannah's lenient 4.
    expect(raw.rows.map((r) => r.name)).toEqual(['Alpha', y, x]);
    expect(raw.rows.map((r) => r.rawScore)).toEqual([3.75, 2.5, 1.875]);
    const calibrated = ok(await gql<Ranking>(MAYA, RANKING, { r: round._id, s: 'calibrated' })).applicationRanking;
    // Calibrated: X was Daniel's better one and Tomás's worse (z +1 and −1 → 0); Y both reviewers' worse (−1).
    expect(calibrated.rows.map((r) => [r.name, r.rank, r.calibratedScore])).toEqual([
      ['Alpha', 1, 1],
      [x, 2, 0],
      [y, 3, -1],
    ]);
    const tomas = calibrated.evaluators.find((e) => e.evaluator.fullName.startsWith('Tom'))!;
    expect(tomas).toMatchObject({ count: 2, mean: 1.25, spread: 1.25 });
    expect(errorOf(await gql(TOMAS, RANKING, { r: round._id, s: 'raw' })).code).toBe('FORBIDDEN');
  });

  it('assigns by hand and withdraws what was not submitted; closed reviews and decided applications are refused', async () => {
    const { round, apps, scoring } = setup;
    const x = setup.withTomas;
    const board = ok(
      await gql<{ assignEvaluators: Board }>(MAYA, ASSIGN, { r: round._id, a: [apps[x]], e: [ids[PRIYA]] }),
    ).assignEvaluators;
    const priyas = board.rows.find((r) => r.name === x)!.reviews.find((rv) => rv.evaluator._id === ids[PRIYA])!;
    expect(errorOf(await gql(MAYA, ASSIGN, { r: round._id, a: [apps.Alpha], e: [ids[DANIEL]] })).reason).toBe(
      'conflictOfInterest',
    );
    const submitted = board.rows.find((r) => r.name === x)!.reviews.find((rv) => rv.evaluator._id === ids[TOMAS])!;
    expect(errorOf(await gql(MAYA, UNASSIGN, { id: submitted._id })).reason).toBe('alreadySubmitted');
    expect(await taskOf(priyas._id, (rows) => rows.length > 0)).toHaveLength(1);
    const after = ok(await gql<{ unassignEvaluation: Board }>(MAYA, UNASSIGN, { id: priyas._id })).unassignEvaluation;
    expect(after.rows.find((r) => r.name === x)!.reviews).toHaveLength(2);
    expect(await taskOf(priyas._id, (rows) => rows.length === 0)).toEqual([]);

    // Reviews closed yesterday: a late evaluation is refused.
    ok(await gql(MAYA, ASSIGN, { r: round._id, a: [apps[x]], e: [ids[PRIYA]] }));
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    ok(
      await gql(MAYA, SET_REVIEW, {
        r: round._id,
        input: {
          evaluatorIds: [ids[TOMAS], ids[HANNAH], ids[DANIEL]],
          evaluatorsPerApplication: 2,
          reviewClosesOn: yesterday,
        },
      }),
    );
    const sheet = ok(
      await gql<{ applicationEvaluation: { open: boolean; form: { versionId: string } } }>(PRIYA, SHEET_Q, {
        a: apps[x],
        r: round._id,
      }),
    ).applicationEvaluation;
    expect(sheet.open).toBe(false);
    const late = await gql(PRIYA, SUBMIT, {
      a: apps[x],
      r: round._id,
      v: sheet.form.versionId,
      answers: JSON.stringify({ [scoring.scale]: 4 }),
    });
    expect(errorOf(late).reason).toBe('reviewClosed');

    // A decided application takes no more evaluators.
    const y = setup.withHannah;
    ok(await gql(MAYA, DECIDE, { ids: [apps[y]], action: 'reject' }));
    expect(errorOf(await gql(MAYA, ASSIGN, { r: round._id, a: [apps[y]], e: [ids[PRIYA]] })).reason).toBe(
      'notReviewable',
    );
  });

  it('hides the applicants from evaluators when the organisation evaluates anonymously', async () => {
    const { round, apps } = setup;
    ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: true }));
    try {
      const mine = ok(
        await gql<{ myEvaluations: { applicationName: string; anonymous: boolean }[] }>(TOMAS, MINE),
      ).myEvaluations;
      expect(mine.every((m) => m.anonymous && m.applicationName.startsWith('#'))).toBe(true);
      const sheet = ok(
        await gql<{ applicationEvaluation: { applicationName: string; members: unknown[] } }>(TOMAS, SHEET_Q, {
          a: apps.Alpha,
          r: round._id,
        }),
      ).applicationEvaluation;
      expect(sheet.applicationName).toBe(`#${apps.Alpha!.slice(0, 8).toUpperCase()}`);
      expect(sheet.members).toEqual([]);
      const own = ok(
        await gql<{ application: { name: string; members: unknown[] } }>(
          TOMAS,
          `query($id: ID!) { application(id: $id) { name members { fullName } } }`,
          { id: apps.Alpha },
        ),
      ).application;
      expect(own).toEqual({ name: sheet.applicationName, members: [] });
      // Nor does a search by name tell whose application is whose; staff who manage the intake still find it.
      const SEARCH = `query($s: String) { applications(search: $s, group: null) { totalCount results { name } } }`;
      type Found = { applications: { totalCount: number; results: { name: string }[] } };
      const seen = ok(await gql<Found>(TOMAS, SEARCH, { s: null })).applications;
      expect(seen.totalCount).toBeGreaterThan(0);
      expect(seen.results.every((r) => r.name.startsWith('#'))).toBe(true);
      expect(ok(await gql<Found>(TOMAS, SEARCH, { s: 'Alpha' })).applications.totalCount).toBe(0);
      const found = ok(await gql<Found>(PRIYA, SEARCH, { s: 'Alpha' })).applications;
      expect(found.results.map((r) => r.name)).toContain('Alpha');
      // Staff who manage the intake still see names.
      const staff = ok(
        await gql<{ applicationEvaluation: { applicationName: string } }>(PRIYA, SHEET_Q, {
          a: apps[setup.withTomas],
          r: round._id,
        }),
      ).applicationEvaluation;
      expect(staff.applicationName).toBe(setup.withTomas);
    } finally {
      ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: false }));
    }
  });

  it("shows the intake's analytics to staff, behind applicationsDashboard", async () => {
    const { funnel } = setup;
    const ANALYTICS = `query($f: ID!) { applicationAnalytics(funnelId: $f) { total stages { stage count } rejected
      directCount leadCount weekly { submitted } evaluators { evaluator { _id } assigned submitted } } }`;
    type Out = {
      applicationAnalytics: {
        total: number;
        stages: { stage: string; count: number }[];
        rejected: number;
        directCount: number;
        weekly: { submitted: number }[];
        evaluators: { evaluator: { _id: string }; assigned: number; submitted: number }[];
      };
    };
    ok(await gql(MAYA, FLAG, { n: 'applicationsDashboard', a: true }));
    const out = ok(await gql<Out>(MAYA, ANALYTICS, { f: funnel._id })).applicationAnalytics;
    expect(out.total).toBe(3);
    expect(out.stages.map((s) => s.count)).toEqual([3, 3, 3, 0, 0]);
    expect(out.rejected).toBe(1);
    expect(out.directCount).toBe(3);
    expect(out.weekly.at(-1)!.submitted).toBe(3);
    expect(out.evaluators.find((e) => e.evaluator._id === ids[PRIYA])).toMatchObject({ assigned: 1, submitted: 0 });
    expect(out.evaluators.find((e) => e.evaluator._id === ids[TOMAS])).toMatchObject({ assigned: 2, submitted: 2 });
    expect(errorOf(await gql(CLAIRE, ANALYTICS, { f: funnel._id }, NORTH)).reason).toBe('funnelNotFound');
    ok(await gql(MAYA, FLAG, { n: 'applicationsDashboard', a: false }));
    expect(errorOf(await gql(MAYA, ANALYTICS, { f: funnel._id })).code).toBe('FEATURE_DISABLED');
    ok(await gql(MAYA, FLAG, { n: 'applicationsDashboard', a: true }));
  });

  it('takes a submitted review out of the scores once its evaluator declares a conflict', async () => {
    const { round, apps } = setup;
    const x = setup.withTomas;
    type Ranking = {
      applicationRanking: {
        rows: { name: string; reviewCount: number }[];
        evaluators: { evaluator: { fullName: string }; count: number }[];
      };
    };
    const rank = async () =>
      ok(await gql<Ranking>(MAYA, RANKING, { r: round._id, s: 'calibrated' })).applicationRanking;
    const before = await rank();
    const reviewsOfX = before.rows.find((r) => r.name === x)!.reviewCount;
    const tomasCount = before.evaluators.find((e) => e.evaluator.fullName.startsWith('Tom'))!.count;
    ok(await gql(TOMAS, CONFLICT, { a: apps[x] }));
    const after = await rank();
    expect(after.rows.find((r) => r.name === x)?.reviewCount ?? 0).toBe(reviewsOfX - 1);
    expect(after.evaluators.find((e) => e.evaluator.fullName.startsWith('Tom'))?.count ?? 0).toBe(tomasCount - 1);
  });
});
