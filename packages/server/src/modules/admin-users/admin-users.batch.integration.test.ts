// Bulk operations on users (issue 17 item 4): each action through the batch mechanism with its live progress and
// its report, and the requests refused as a whole (nothing changed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { USER_BATCH_MAX_ITEMS } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAccount, tenantDbOf } from '../../../test/factories/accounts.ts';
import { subscribe } from '../../../test/ws.ts';
import { CLAIRE, GRACE, HANNAH, LUCAS, MAYA, PRIYA, SAMUEL } from '../../../test/personas.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { roles, users } from '../users/users.schema.ts';
import { programMembers, programs } from '../programs/programs.schema.ts';
import { programAssignments } from '../assignments/assignments.schema.ts';
import { tags, userTags } from '../taxonomy/taxonomy.schema.ts';

type Update = { operationId: string; updateType: string; itemId: string | null; succeeded: number; failed: number };
type Report = {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  succeededUserIds: string[];
  failures: { userId: string; reason: string; fullName: string | null }[];
};

const START = `mutation($a: UserBatchAction!, $ids: [ID!]!, $t: ID) { startUserBatchOperation(action: $a, userIds: $ids, targetId: $t) }`;
const REPORT = `query($id: ID!) { userBatchOperation(id: $id) { status total succeeded failed succeededUserIds failures { userId reason fullName } } }`;

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let roleIds: Record<string, string>;

const gql = async <T>(who: string, query: string, variables: Record<string, unknown> = {}, host = 'demo.localhost') =>
  (await s.gql<T>(query, { token: tokens[who], variables, host })).body;
const codeOf = (b: { errors?: { extensions?: { code?: string; reason?: string } }[] }) =>
  b.errors?.[0]?.extensions?.reason ?? b.errors?.[0]?.extensions?.code;
const start = (who: string, action: string, userIds: string[], targetId?: string | null) =>
  gql<{ startUserBatchOperation: string }>(who, START, { a: action, ids: userIds, t: targetId ?? null });
const report = async (who: string, id: string) => await gql<{ userBatchOperation: Report }>(who, REPORT, { id });

/** Starts an operation and follows it to its end: the update types seen and the final report. */
async function run(who: string, action: string, userIds: string[], targetId?: string | null) {
  const res = await start(who, action, userIds, targetId);
  expect(res.errors).toBeUndefined();
  const opId = res.data!.startUserBatchOperation;
  const sub = subscribe<{ userBatchOperationUpdated: Update }>({
    port: s.port,
    host: 'demo.localhost',
    query: `subscription { userBatchOperationUpdated(operationId: "${opId}") { operationId updateType itemId succeeded failed } }`,
    connectionParams: { authorization: `Bearer ${tokens[who]}` },
  });
  const types: string[] = [];
  for (;;) {
    const u = (await sub.next(10_000)).userBatchOperationUpdated;
    expect(u.operationId).toBe(opId);
    types.push(u.updateType);
    if (u.updateType.startsWith('PROCESSING_')) break;
  }
  await sub.close();
  return { types, report: (await report(who, opId)).data!.userBatchOperation, opId };
}

const db = () => s.running.services.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of [MAYA, PRIYA, HANNAH, LUCAS]) tokens[who] = await s.login(who);
  tokens[CLAIRE] = await s.login(CLAIRE, 'northstar.localhost');
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  const tdb = await tenantDbOf(s, 'demo');
  roleIds = Object.fromEntries(
    (
      await tdb
        .select()
        .from(roles)
        .where(tdb.where(roles, eq(roles.isCustom, false)))
    ).map((r) => [r.type, r.id]),
  );
});
afterAll(() => s?.close());

describe('bulk operations on users', () => {
  it('requires authentication and USERS:EDIT', async () => {
    const anon = await s.gql(START, { variables: { a: 'DEACTIVATE', ids: [ids[GRACE]] } });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await start(HANNAH, 'DEACTIVATE', [ids[GRACE]!]))).toBe('FORBIDDEN');
    expect(codeOf(await report(HANNAH, randomUUID()))).toBe('FORBIDDEN');
    expect((await userRow(ids[GRACE]!)).status).toBe('active');
  });

  it('changes the role of several users with live progress, and reports each one', async () => {
    const a = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    const b = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    const { types, report: r } = await run(MAYA, 'CHANGE_ROLE', [a.id, b.id], roleIds.Expert);
    expect(types).toEqual(['VALIDATION_SUCCEEDED', 'ITEM_SUCCEEDED', 'ITEM_SUCCEEDED', 'PROCESSING_SUCCEEDED']);
    expect(r).toMatchObject({ status: 'SUCCEEDED', total: 2, succeeded: 2, failed: 0, failures: [] });
    expect(r.succeededUserIds).toEqual([a.id, b.id]);
    expect((await userRow(a.id)).roleId).toBe(roleIds.Expert);
    expect((await userRow(b.id)).roleId).toBe(roleIds.Expert);
  });

  it('fails on their own the users the starter may not change (an Admin, for a Staff member), the others go on', async () => {
    const mentor = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    const { types, report: r } = await run(PRIYA, 'CHANGE_ROLE', [mentor.id, ids[MAYA]!], roleIds.Expert);
    expect(types.at(-1)).toBe('PROCESSING_PARTIALLY_SUCCEEDED');
    expect(r.succeededUserIds).toEqual([mentor.id]);
    expect(r.failures).toEqual([{ userId: ids[MAYA], reason: 'notManageable', fullName: 'Maya Chen' }]);
    expect((await userRow(ids[MAYA]!)).roleId).toBe(roleIds.Admin);
  });

  it('adds users to a programme: team members are assigned to it, others join it', async () => {
    const [program] = await db().select().from(programs).where(eq(programs.slug, 'spring-2026'));
    const member = await createAccount(s, { role: 'CommunityMember', status: 'active', validated: true });
    const { report: r } = await run(PRIYA, 'ADD_TO_PROGRAM', [member.id, ids[HANNAH]!], program!.id);
    expect(r).toMatchObject({ status: 'SUCCEEDED', succeeded: 2 });
    const joined = await db()
      .select()
      .from(programMembers)
      .where(and(eq(programMembers.programId, program!.id), eq(programMembers.userId, member.id)));
    expect(joined).toHaveLength(1);
    const assigned = await db()
      .select()
      .from(programAssignments)
      .where(and(eq(programAssignments.programId, program!.id), eq(programAssignments.userId, ids[HANNAH]!)));
    expect(assigned).toHaveLength(1);
  });

  it('tags users with a skill, keeping it where they have it; a startup tag or another tenant tag is refused', async () => {
    const tdb = await tenantDbOf(s, 'demo');
    const skill = (
      await tdb
        .select()
        .from(tags)
        .where(tdb.where(tags, eq(tags.kind, 'mentortag')))
    ).find((t) => t.name === 'Pricing')!;
    const mentor = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    // Hannah has Pricing already (the seed): she keeps it once.
    const { report: r } = await run(MAYA, 'ADD_TAG', [mentor.id, ids[HANNAH]!], skill.id);
    expect(r).toMatchObject({ status: 'SUCCEEDED', succeeded: 2 });
    for (const userId of [mentor.id, ids[HANNAH]!]) {
      const rows = await db()
        .select()
        .from(userTags)
        .where(and(eq(userTags.userId, userId), eq(userTags.tagId, skill.id)));
      expect(rows).toHaveLength(1);
    }
    const startupTag = (
      await tdb
        .select()
        .from(tags)
        .where(tdb.where(tags, eq(tags.kind, 'startup')))
    )[0]!;
    expect(codeOf(await start(MAYA, 'ADD_TAG', [mentor.id], startupTag.id))).toBe('noSuchTag');
    expect(codeOf(await start(MAYA, 'ADD_TAG', [mentor.id]))).toBe('noSuchTag');
    const northstar = await tenantDbOf(s, 'northstar');
    const foreign = (
      await northstar
        .select()
        .from(tags)
        .where(northstar.where(tags, eq(tags.kind, 'mentortag')))
    )[0]!;
    expect(codeOf(await start(MAYA, 'ADD_TAG', [mentor.id], foreign.id))).toBe('noSuchTag');
  });

  it('deactivates users and resends invitations to unconfirmed ones only', async () => {
    const a = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    const { report: r } = await run(MAYA, 'DEACTIVATE', [a.id], null);
    expect(r.succeededUserIds).toEqual([a.id]);
    expect((await userRow(a.id)).status).toBe('unactive');

    const pending = await createAccount(s, { role: 'Cofounder', status: 'pending', validated: false });
    const before = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, pending.email));
    const sent = await run(PRIYA, 'RESEND_INVITATION', [pending.id, ids[SAMUEL]!], null);
    expect(sent.report.succeededUserIds).toEqual([pending.id]);
    expect(sent.report.failures).toEqual([
      { userId: ids[SAMUEL], reason: 'alreadyConfirmed', fullName: expect.any(String) },
    ]);
    const after = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, pending.email));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.kind).toBe('confirmation');
  });

  it('refuses bad requests as a whole, with a reason, changing nothing', async () => {
    const grace = ids[GRACE]!;
    const [spring] = await db().select().from(programs).where(eq(programs.slug, 'spring-2026'));
    const tooMany = Array.from({ length: USER_BATCH_MAX_ITEMS + 1 }, () => randomUUID());
    expect(codeOf(await start(MAYA, 'DEACTIVATE', tooMany))).toBe('tooMany');
    expect(codeOf(await start(MAYA, 'DEACTIVATE', []))).toBe('empty');
    // Another organisation's user, or a made-up id: the whole request is refused.
    expect(codeOf(await start(MAYA, 'DEACTIVATE', [grace, ids[CLAIRE]!]))).toBe('unknownUsers');
    expect(codeOf(await start(MAYA, 'DEACTIVATE', [grace, 'not-an-id']))).toBe('unknownUsers');
    expect(codeOf(await start(MAYA, 'CHANGE_ROLE', [grace], randomUUID()))).toBe('noSuchRole');
    expect(codeOf(await start(MAYA, 'CHANGE_ROLE', [grace]))).toBe('noSuchRole');
    // A role of another organisation is not a role here.
    const demoId = (await tenantDbOf(s, 'demo')).incubatorId;
    const foreignRole = (await db().select().from(roles).where(eq(roles.type, 'Mentor'))).find(
      (r) => r.incubatorId !== demoId,
    )!;
    expect(codeOf(await start(MAYA, 'CHANGE_ROLE', [grace], foreignRole.id))).toBe('noSuchRole');
    expect(codeOf(await start(MAYA, 'ADD_TO_PROGRAM', [grace], randomUUID()))).toBe('noSuchProgram');
    expect(codeOf(await start(MAYA, 'DEACTIVATE', [grace], spring!.id))).toBe('noTarget');
    // Locking oneself out: deactivating oneself, taking away one's own Admin role.
    expect(codeOf(await start(MAYA, 'DEACTIVATE', [grace, ids[MAYA]!]))).toBe('selfDeactivate');
    expect(codeOf(await start(MAYA, 'CHANGE_ROLE', [grace, ids[MAYA]!], roleIds.Staff))).toBe('selfRole');
    // A Staff member may not hand out the Admin role.
    expect(codeOf(await start(PRIYA, 'CHANGE_ROLE', [grace], roleIds.Admin))).toBe('roleNotGrantable');
    // Another organisation's admin names our users: unknown there.
    const foreign = await gql(CLAIRE, START, { a: 'DEACTIVATE', ids: [grace] }, 'northstar.localhost');
    expect(codeOf(foreign)).toBe('unknownUsers');

    // An archived programme.
    await db().update(programs).set({ status: 'archived', archivedAt: new Date() }).where(eq(programs.id, spring!.id));
    try {
      expect(codeOf(await start(MAYA, 'ADD_TO_PROGRAM', [grace], spring!.id))).toBe('programArchived');
    } finally {
      await db().update(programs).set({ status: 'active', archivedAt: null }).where(eq(programs.id, spring!.id));
    }
    expect(await userRow(grace)).toMatchObject({ status: 'active', roleId: roleIds.CommunityMember });
    // Another organisation's operation is not found; nor is a made-up one.
    const mine = (await start(MAYA, 'RESEND_INVITATION', [grace])).data!.startUserBatchOperation;
    await s.running.services.jobs.idle();
    expect(codeOf(await gql(CLAIRE, REPORT, { id: mine }, 'northstar.localhost'))).toBe('notFound');
    expect(codeOf(await report(MAYA, randomUUID()))).toBe('notFound');
  });

  it('pushes the progress to the starter only', async () => {
    const a = await createAccount(s, { role: 'Mentor', status: 'active', validated: true });
    const res = await start(PRIYA, 'CHANGE_ROLE', [a.id], roleIds.Expert);
    const opId = res.data!.startUserBatchOperation;
    const other = subscribe<{ userBatchOperationUpdated: Update }>({
      port: s.port,
      host: 'demo.localhost',
      query: `subscription { userBatchOperationUpdated(operationId: "${opId}") { updateType } }`,
      connectionParams: { authorization: `Bearer ${tokens[MAYA]}` },
    });
    expect(await other.quiet(1500)).toBe(true);
    await other.close();
    await s.running.services.jobs.idle();
    expect((await userRow(a.id)).roleId).toBe(roleIds.Expert);
  });
});
