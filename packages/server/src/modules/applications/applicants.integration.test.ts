// The applicants screen on the real server (docs/applications.md, "Applicants"): one row per person who applied to an
// intake the caller manages, searched by name or email, filtered by intake and status, paged 25 at a time by a cursor
// that refuses junk; founders, applicants and evaluators are refused; another organisation sees none of it; a manager
// resends the confirmation email to an unconfirmed applicant, and only to one of their intakes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { createAccount } from '../../../test/factories/accounts.ts';
import { NOAH, TOMAS } from '../../../test/personas.ts';
import {
  AISHA,
  CLAIRE,
  CREATE_APPLICATION,
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
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { roles, users } from '../users/users.tables.ts';
import { applicationMembers } from './applications.schema.ts';

const db = () => ctx.server.running.services.database.db;

const APPLICANT = `_id fullName email accountStatus signedUpAt lastActivityAt canViewProfile
  applications { _id name status funnelId funnelName }`;
const LIST = `query($search: String, $funnelId: ID, $status: ApplicationStatus, $after: String) {
  applicants(search: $search, funnelId: $funnelId, status: $status, after: $after) {
    totalCount next results { ${APPLICANT} } funnels { _id name } } }`;
const RESEND = `mutation($u: ID!) { resendApplicantConfirmation(userId: $u) { ${APPLICANT} } }`;

interface Applicant {
  _id: string;
  fullName: string;
  email: string;
  accountStatus: string;
  lastActivityAt: string | null;
  canViewProfile: boolean;
  applications: { _id: string; name: string; status: string; funnelId: string; funnelName: string }[];
}
interface Page {
  totalCount: number;
  next: string | null;
  results: Applicant[];
  funnels: { _id: string; name: string }[];
}

const list = (who: string, variables: Record<string, unknown> = {}, host?: string) =>
  gql<{ applicants: Page }>(who, LIST, variables, host);
const page = async (who: string, variables: Record<string, unknown> = {}) => ok(await list(who, variables)).applicants;
const idOf = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

// Three applicants through the API: A1 submitted to intake 1, A2 a draft in intake 2, A3 a draft in intake 1.
const s = {} as { f1: string; f2: string; a1: string; a2: string; a3: string; app1: string; app3: string };
let crowd: string[] = [];

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, NOAH, TOMAS]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  const one = await publishedFunnel(1);
  const two = await publishedFunnel(1);
  s.f1 = one.funnel._id;
  s.f2 = two.funnel._id;
  s.a1 = await newApplicant();
  s.a2 = await newApplicant();
  s.a3 = await newApplicant();
  const apply = async (who: string, slug: string, name: string) =>
    ok(await gql<{ createApplication: Application }>(who, CREATE_APPLICATION, { slug, name })).createApplication;
  const app1 = await apply(s.a1, one.funnel.slug, 'Kelpworks');
  ok(await submitRound(s.a1, app1._id, one.funnel.rounds[0]!._id, one.forms[0]!.questionId));
  await apply(s.a2, two.funnel.slug, 'Saltmarsh');
  const app3 = await apply(s.a3, one.funnel.slug, 'Driftwood');
  s.app1 = app1._id;
  s.app3 = app3._id;
  // 26 more members of Driftwood (accounts made directly: sign-ups are throttled per address), made a minute apart
  // from a fixed moment back, two of them in the same instant (the cursor's id breaks the tie).
  const base = Date.now() - 10 * 86_400_000;
  crowd = [];
  for (let i = 0; i < 26; i++) {
    const account = await createAccount(ctx.server, { role: 'Applicant', lastName: `Crowd${i}`, validated: true });
    const at = new Date(base + Math.min(i, 24) * 60_000);
    await db().update(users).set({ status: 'active', createdAt: at }).where(eq(users.id, account.id));
    await db()
      .insert(applicationMembers)
      .values({ incubatorId: account.tenantId, applicationId: app3._id, userId: account.id });
    crowd.push(account.id);
  }
});
afterAll(() => ctx.server?.close());

describe('applicants', () => {
  it('lists a person once with their account, applications and activity; searches by name or email', async () => {
    const all = await page(MAYA);
    expect(all.totalCount).toBeGreaterThanOrEqual(29);
    expect(all.funnels.map((f) => f._id)).toEqual(expect.arrayContaining([s.f1, s.f2]));
    const found = await page(MAYA, { search: `  ${s.a1.toUpperCase()} ` });
    expect(found.totalCount).toBe(1);
    const [a1] = found.results;
    expect(a1).toMatchObject({
      _id: await idOf(s.a1),
      email: s.a1,
      fullName: expect.stringMatching(/^Ada Applicant/),
      accountStatus: 'pending',
      canViewProfile: true,
    });
    expect(a1!.applications).toEqual([
      { _id: s.app1, name: 'Kelpworks', status: 'under_review', funnelId: s.f1, funnelName: expect.any(String) },
    ]);
    // Signed in at sign-up and started an application: both are activity.
    expect(a1!.lastActivityAt).not.toBeNull();
    const byName = await page(MAYA, { search: `Ada ${a1!.fullName.split(' ')[1]}` });
    expect(byName.results.map((r) => r.email)).toEqual([s.a1]);
    // LIKE's wildcards are searched as text.
    expect((await page(MAYA, { search: '%' })).totalCount).toBe(0);
    expect((await page(MAYA, { search: 'Crowd1' })).results.map((r) => r.fullName).sort()).toEqual(
      expect.arrayContaining(['Robin Crowd1', 'Robin Crowd10']),
    );
  });

  it('filters by intake and by status', async () => {
    const two = await page(MAYA, { funnelId: s.f2 });
    expect(two.results.map((r) => r.email)).toEqual([s.a2]);
    const submitted = await page(MAYA, { funnelId: s.f1, status: 'under_review' });
    expect(submitted.results.map((r) => r.email)).toEqual([s.a1]);
    const drafts = await page(MAYA, { funnelId: s.f1, status: 'draft' });
    expect(drafts.totalCount).toBe(27);
    expect(drafts.results.map((r) => r.email)).not.toContain(s.a1);
    expect((await page(MAYA, { status: 'accepted', search: s.a1 })).totalCount).toBe(0);
  });

  it('pages 25 at a time, newest account first, neither repeating nor skipping anyone', async () => {
    const first = await page(MAYA, { funnelId: s.f1, status: 'draft' });
    expect(first.results).toHaveLength(25);
    expect(first.next).toBeTruthy();
    const second = await page(MAYA, { funnelId: s.f1, status: 'draft', after: first.next });
    expect(second.next).toBeNull();
    const ids = [...first.results, ...second.results].map((r) => r._id);
    expect(ids).toHaveLength(27);
    expect(new Set(ids).size).toBe(27);
    // A3 signed up now, the crowd days ago (its last two in the same instant).
    expect(first.results[0]!.email).toBe(s.a3);
    expect(ids.slice(1).reverse().slice(0, 24)).toEqual(crowd.slice(0, 24));
    expect(new Set(ids.slice(1, 3))).toEqual(new Set(crowd.slice(24)));
  });

  it("answers the web screen's own documents within the query limits", async () => {
    const documents = readFileSync(
      new URL('../../../../web/src/modules/applications/graphql/Applicants.graphql', import.meta.url),
      'utf8',
    );
    // The fragment and the query (the mutation after them is a second operation).
    const query = documents.slice(0, documents.indexOf('\nmutation '));
    const res = await ctx.server.gql<{ applicants: Page }>(query, {
      token: tokens[MAYA],
      variables: { funnelId: s.f1 },
    });
    expect(ok(res).applicants.results).toHaveLength(25);
  });

  it('refuses a bad cursor or intake id with a clear reason', async () => {
    for (const after of ['junk', Buffer.from('["x","y"]').toString('base64url'), 'eyJ']) {
      const res = await list(MAYA, { after });
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'badCursor' });
    }
    expect(errorOf(await list(MAYA, { funnelId: 'not-an-id' }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'funnelNotFound',
    });
  });

  it('is refused to founders, applicants and evaluators', async () => {
    for (const who of [AISHA, NOAH, TOMAS, s.a1]) {
      expect(errorOf(await list(who)).code, who).toBe('FORBIDDEN');
      expect(errorOf(await gql(who, RESEND, { u: await idOf(s.a2) })).code, who).toBe('FORBIDDEN');
    }
    expect(errorOf(await gql(null, LIST)).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('shows another organisation none of these applicants', async () => {
    const north = ok(await list(CLAIRE, {}, NORTH)).applicants;
    expect(north.results.map((r) => r.email)).not.toContain(s.a1);
    expect(north.funnels.map((f) => f._id)).not.toContain(s.f1);
    expect(ok(await list(CLAIRE, { funnelId: s.f1 }, NORTH)).applicants).toMatchObject({ totalCount: 0, results: [] });
    const resend = await gql(CLAIRE, RESEND, { u: await idOf(s.a2) }, NORTH);
    expect(errorOf(resend)).toMatchObject({ code: 'NOT_FOUND', reason: 'applicantNotFound' });
  });

  it('resends the confirmation email to an unconfirmed applicant only', async () => {
    const a2 = await idOf(s.a2);
    const mails = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, s.a2))).filter(
        (m) => m.kind === 'confirmation',
      ).length;
    const before = await mails();
    const res = ok(await gql<{ resendApplicantConfirmation: Applicant }>(MAYA, RESEND, { u: a2 }));
    expect(res.resendApplicantConfirmation).toMatchObject({ _id: a2, accountStatus: 'pending' });
    expect(await mails()).toBe(before + 1);
    expect(errorOf(await gql(MAYA, RESEND, { u: crowd[0] }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'alreadyConfirmed',
    });
    await db().update(users).set({ status: 'unactive' }).where(eq(users.id, crowd[1]!));
    expect((await page(MAYA, { search: 'Crowd1' })).results.find((r) => r._id === crowd[1])?.accountStatus).toBe(
      'deactivated',
    );
    expect(errorOf(await gql(MAYA, RESEND, { u: crowd[1] }))).toMatchObject({ reason: 'accountDeactivated' });
    // Someone who never applied, and junk, are not applicants.
    for (const u of [await idOf(AISHA), 'nope'])
      expect(errorOf(await gql(MAYA, RESEND, { u }))).toMatchObject({ code: 'NOT_FOUND', reason: 'applicantNotFound' });
  });

  it('narrows a manager of some intakes to those intakes', async () => {
    // A role that views and decides intake 2 only.
    const manager = await createAccount(ctx.server, { role: 'Staff', status: 'active', validated: true });
    const [role] = await db()
      .insert(roles)
      .values({
        incubatorId: manager.tenantId,
        type: 'Staff',
        label: 'Intake two manager',
        isCustom: true,
        permissions: [
          { key: 'APPLICATIONS:VIEW', permissionCriteria: 'SELECTED', selected: [s.f2] },
          { key: 'APPLICATIONS:EDIT', permissionCriteria: 'SELECTED', selected: [s.f2] },
        ],
        userAccess: { roles: [], visibilitySettings: 'all' },
        startupAccess: { visibilitySettings: 'none' },
      })
      .returning({ id: roles.id });
    await db()
      .update(users)
      .set({ roleId: role!.id })
      .where(and(eq(users.id, manager.id), eq(users.incubatorId, manager.tenantId)));
    tokens[manager.email] = await ctx.server.login(manager.email);
    const seen = await page(manager.email);
    expect(seen.results.map((r) => r.email)).toEqual([s.a2]);
    expect(seen.funnels.map((f) => f._id)).toEqual([s.f2]);
    expect((await page(manager.email, { funnelId: s.f1 })).totalCount).toBe(0);
    const resend = await gql(manager.email, RESEND, { u: await idOf(s.a1) });
    expect(errorOf(resend)).toMatchObject({ code: 'NOT_FOUND', reason: 'applicantNotFound' });
  });
});
