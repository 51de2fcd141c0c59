// Reordering an intake's rounds on the real server (docs/applications.md, "Reordering rounds"): builders put the
// rounds in any order until applications reach them; then the rounds reached (and those before) keep their places,
// the later ones still move, and a decided application holds only the rounds it submitted; the list must name each round once; others cannot reorder, nor another organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness.ts';
import {
  AISHA,
  CLAIRE,
  CREATE_APPLICATION,
  DECIDE,
  MAYA,
  NORTH,
  ctx,
  errorOf,
  gql,
  newApplicant,
  ok,
  publishedFunnel,
  submitRound,
  tokens,
  UPSERT_ROUND,
  type Application,
} from '../../../test/applications-factory.ts';

const REORDER = `mutation($f: ID!, $ids: [ID!]!) {
  reorderFunnelRounds(funnelId: $f, roundIds: $ids) { _id lockedRounds rounds { _id name position } } }`;
const FUNNEL = `query($id: ID!) { funnel(id: $id) { lockedRounds rounds { _id name position } } }`;

interface Ordered {
  lockedRounds: number;
  rounds: { _id: string; name: string; position: number }[];
}

const reorder = async (f: string, ids: string[]) =>
  ok(await gql<{ reorderFunnelRounds: Ordered }>(MAYA, REORDER, { f, ids })).reorderFunnelRounds;

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
});
afterAll(() => ctx.server?.close());

describe('reordering rounds', () => {
  it('puts the rounds in any order until applications reach them, then only the later ones', async () => {
    const { funnel, forms } = await publishedFunnel(4);
    const [r1, r2, r3, r4] = funnel.rounds.map((r) => r._id) as [string, string, string, string];
    const free = await reorder(funnel._id, [r2, r1, r4, r3]);
    expect(free.lockedRounds).toBe(0);
    expect(free.rounds.map((r) => [r.name, r.position])).toEqual([
      ['Round 2', 0],
      ['Round 1', 1],
      ['Round 4', 2],
      ['Round 3', 3],
    ]);
    // Back in order, then an applicant starts: the first round is theirs to fill and keeps its place.
    await reorder(funnel._id, [r1, r2, r3, r4]);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, { slug: funnel.slug, name: 'Kelp' }),
    ).createApplication;
    expect(ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel.lockedRounds).toBe(1);
    expect(errorOf(await gql(MAYA, REORDER, { f: funnel._id, ids: [r2, r1, r3, r4] }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'roundsLocked',
      params: { round: 'Round 1' },
    });
    expect((await reorder(funnel._id, [r1, r3, r2, r4])).rounds.map((r) => r.name)).toEqual([
      'Round 1',
      'Round 3',
      'Round 2',
      'Round 4',
    ]);
    // Submitting the first round reaches the second (now Round 3): both stay, the last two may still swap.
    ok(await submitRound(applicant, app._id, r1, forms[0]!.questionId));
    const reached = ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel;
    expect(reached.lockedRounds).toBe(2);
    expect(errorOf(await gql(MAYA, REORDER, { f: funnel._id, ids: [r1, r2, r3, r4] }))).toMatchObject({
      reason: 'roundsLocked',
      params: { round: 'Round 3' },
    });
    const swapped = await reorder(funnel._id, [r1, r3, r4, r2]);
    expect(swapped.rounds.map((r) => r.name)).toEqual(['Round 1', 'Round 3', 'Round 4', 'Round 2']);
    // The applicant's progress still reads the same round: the next one to fill is Round 3.
    const seen = ok(
      await gql<{ application: { rounds: { reached: boolean; round: { name: string } }[] } }>(
        applicant,
        `query($id: ID!) { application(id: $id) { rounds { reached round { name } } } }`,
        { id: app._id },
      ),
    ).application;
    expect(seen.rounds.filter((r) => r.reached).map((r) => r.round.name)).toEqual(['Round 1', 'Round 3']);
  });

  it('holds, for a decided application, only the rounds it submitted', async () => {
    const { funnel, forms } = await publishedFunnel(1);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, { slug: funnel.slug, name: 'Reed' }),
    ).createApplication;
    ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
    // Rounds added after it submitted: the undecided application would fill the next one, so two rounds stay.
    for (const name of ['Pitch deck', 'Interview'])
      ok(await gql(MAYA, UPSERT_ROUND, { funnelId: funnel._id, round: { name, formId: forms[0]!.formId } }));
    const [r1, r2, r3] = ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel.rounds.map(
      (r) => r._id,
    ) as [string, string, string];
    expect(ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel.lockedRounds).toBe(2);
    ok(await gql(MAYA, DECIDE, { ids: [app._id], action: 'reject' }));
    const reordered = await reorder(funnel._id, [r1, r3, r2]);
    expect(reordered.lockedRounds).toBe(1);
    expect(reordered.rounds.map((r) => r.name)).toEqual(['Round 1', 'Interview', 'Pitch deck']);
    expect(errorOf(await gql(MAYA, REORDER, { f: funnel._id, ids: [r2, r1, r3] })).reason).toBe('roundsLocked');
  });

  it('refuses a list that does not name each round exactly once', async () => {
    const { funnel } = await publishedFunnel(3);
    const [r1, r2, r3] = funnel.rounds.map((r) => r._id) as [string, string, string];
    const other = (await publishedFunnel(1)).funnel.rounds[0]!._id;
    for (const ids of [[r1, r2], [r1, r2, r3, r3], [r1, r2, r2], [r1, r2, other], [r1, r2, 'not-a-uuid'], []])
      expect(errorOf(await gql(MAYA, REORDER, { f: funnel._id, ids })), JSON.stringify(ids)).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'reorderMismatch',
      });
    const unchanged = ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel;
    expect(unchanged.rounds.map((r) => r._id)).toEqual([r1, r2, r3]);
  });

  it('lets only builders of this organisation reorder', async () => {
    const { funnel } = await publishedFunnel(2);
    const ids = funnel.rounds.map((r) => r._id).reverse();
    const applicant = await newApplicant();
    expect(errorOf(await gql(applicant, REORDER, { f: funnel._id, ids })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(AISHA, REORDER, { f: funnel._id, ids })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(CLAIRE, REORDER, { f: funnel._id, ids }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(null, REORDER, { f: funnel._id, ids })).code).toBe('AUTHENTICATION_REQUIRED');
    expect(errorOf(await gql(MAYA, REORDER, { f: crypto.randomUUID(), ids })).reason).toBe('funnelNotFound');
    const unchanged = ok(await gql<{ funnel: Ordered }>(MAYA, FUNNEL, { id: funnel._id })).funnel;
    expect(unchanged.rounds.map((r) => r._id)).toEqual(ids.reverse());
  });
});
