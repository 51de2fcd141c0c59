// Bulk moves and decisions on applications (issue 21 §5) through the batch mechanism: the request is refused as a
// whole for a caller without APPLICATIONS:EDIT, another organisation's ids, a decision disguised as a move or too
// many ids (nothing changed); a run pushes its live progress to its starter, and an item the transition table
// refuses when worked (decided meanwhile) fails on its own while the others are applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startTestServer } from '../../../test/harness.ts';
import { HANNAH } from '../../../test/personas.ts';
import { subscribe } from '../../../test/ws.ts';
import {
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
  type Application,
} from '../../../test/applications-factory.ts';
import { applications } from './applications.schema.ts';

type Update = { operationId: string; updateType: string; succeeded: number; failed: number };
const START = `mutation($a: ApplicationBatchAction!, $ids: [ID!]!, $s: ApplicationStatus) {
  startApplicationBatchOperation(action: $a, applicationIds: $ids, status: $s) }`;

const db = () => ctx.server.running.services.database.db;
const rows = async (ids: string[]) => db().select().from(applications).where(inArray(applications.id, ids));
const ids: string[] = [];

/** Starts an operation and follows its progress to the end; answers the update types and the last counts. */
async function run(action: string, applicationIds: string[], status?: string) {
  const opId = ok(
    await gql<{ startApplicationBatchOperation: string }>(MAYA, START, { a: action, ids: applicationIds, s: status }),
  ).startApplicationBatchOperation;
  const sub = subscribe<{ applicationBatchOperationUpdated: Update }>({
    port: ctx.server.port,
    host: 'demo.localhost',
    query: `subscription { applicationBatchOperationUpdated(operationId: "${opId}") { operationId updateType succeeded failed } }`,
    connectionParams: { authorization: `Bearer ${tokens[MAYA]}` },
  });
  const types: string[] = [];
  let last: Update;
  for (;;) {
    last = (await sub.next(15_000)).applicationBatchOperationUpdated;
    expect(last.operationId).toBe(opId);
    types.push(last.updateType);
    if (last.updateType.startsWith('PROCESSING_')) break;
  }
  await sub.close();
  return { types, last };
}

beforeAll(async () => {
  ctx.server = await startTestServer();
  tokens[MAYA] = await ctx.server.login(MAYA);
  tokens[HANNAH] = await ctx.server.login(HANNAH);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  const { funnel, forms } = await publishedFunnel(1);
  for (const name of ['Saltmarsh', 'Quillon', 'Verdigris']) {
    const who = await newApplicant();
    const created = ok(
      await gql<{ createApplication: Application }>(who, CREATE_APPLICATION, { slug: funnel.slug, name }),
    ).createApplication;
    ok(await submitRound(who, created._id, funnel.rounds[0]!._id, forms[0]!.questionId));
    ids.push(created._id);
  }
});
afterAll(() => ctx.server?.close());

describe('bulk operations on applications', () => {
  it('refuses a request as a whole, changing nothing', async () => {
    expect(errorOf(await gql(HANNAH, START, { a: 'accept', ids })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(CLAIRE, START, { a: 'accept', ids }, NORTH)).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(MAYA, START, { a: 'move', ids, s: 'accepted' })).reason).toBe('useDecision');
    expect(errorOf(await gql(MAYA, START, { a: 'accept', ids: [...ids, randomUUID()] })).reason).toBe(
      'applicationNotFound',
    );
    const many = Array.from({ length: 10_001 }, () => randomUUID());
    expect(errorOf(await gql(MAYA, START, { a: 'reject', ids: many })).reason).toBe('tooManyIds');
    expect((await rows(ids)).every((r) => r.status === 'under_review')).toBe(true);
  });

  it('moves every application with live progress', async () => {
    const { types, last } = await run('move', ids, 'pending_decision');
    expect(types[0]).toBe('VALIDATION_SUCCEEDED');
    expect(types.filter((t) => t === 'ITEM_SUCCEEDED')).toHaveLength(3);
    expect(last).toMatchObject({ updateType: 'PROCESSING_SUCCEEDED', succeeded: 3, failed: 0 });
    expect((await rows(ids)).map((r) => r.status)).toEqual([
      'pending_decision',
      'pending_decision',
      'pending_decision',
    ]);
  });

  it('decides in bulk; an application decided meanwhile fails on its own', async () => {
    const [a, b, c] = ids as [string, string, string];
    ok(await gql(MAYA, DECIDE, { ids: [c], action: 'reject' }));
    const accepted = await run('accept', [a]);
    expect(accepted.last).toMatchObject({ updateType: 'PROCESSING_SUCCEEDED', succeeded: 1 });
    const rejected = await run('delay_reject', [b, c]);
    expect(rejected.last).toMatchObject({ updateType: 'PROCESSING_PARTIALLY_SUCCEEDED', succeeded: 1, failed: 1 });
    const after = await rows(ids);
    const byId = (id: string) => after.find((r) => r.id === id)!;
    expect(byId(a)).toMatchObject({ status: 'accepted' });
    expect(byId(a).startupId).not.toBeNull();
    expect(byId(b).status).toBe('delay_rejected');
    expect(byId(b).rejectionEmailDueAt!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(byId(c).status).toBe('rejected');
  });
});
