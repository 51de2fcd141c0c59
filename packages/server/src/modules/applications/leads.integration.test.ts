// Leads on the real server with a real SMTP peer (issue 21 item 6): a visitor registers interest in an intake whose
// round has not opened (again: the same lead, updated), staff list and add leads and email one a link; the lead opens
// it, and once the round opens, signed in, starts an application named after their startup. Unpublished intakes,
// bad input, people without the permission, another organisation, a wrong token and a second person taking the link
// are refused with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { AISHA, CLAIRE, MAYA, NORTHSTAR } from '../../../test/personas.ts';
import {
  CREATE_FUNNEL,
  ctx,
  errorOf,
  gql,
  newApplicant,
  ok,
  PUBLISH_FUNNEL,
  roundForm,
  tokens,
  UPSERT_ROUND,
  type Application,
  type Funnel,
} from '../../../test/applications-factory.ts';
import { applications } from './applications.schema.ts';
import { applicationLeads } from './leads.schema.ts';

const LEAD = `_id name email startupName source status invitedAt transferredAt applicationId`;
const REGISTER = `mutation($slug: String!, $name: String!, $email: String!, $startup: String!) {
  registerLead(funnelSlug: $slug, name: $name, email: $email, startupName: $startup) }`;
const CREATE = `mutation($funnelId: ID!, $name: String!, $email: String!, $startup: String!) {
  createLead(funnelId: $funnelId, name: $name, email: $email, startupName: $startup) { ${LEAD} } }`;
const LIST = `query($funnelId: ID!) { leads(funnelId: $funnelId) { ${LEAD} } }`;
const INVITE = `mutation($id: ID!) { inviteLead(id: $id) { ${LEAD} } }`;
const PAGE = `query($id: ID!, $token: String!) { leadTransfer(id: $id, token: $token) {
  _id funnelName funnelSlug name email startupName open transferred } }`;
const TRANSFER = `mutation($id: ID!, $token: String!) { transferLead(id: $id, token: $token) {
  _id name status isMember funnel { _id } members { fullName } rounds { round { _id } } } }`;

interface Lead {
  _id: string;
  name: string;
  email: string;
  startupName: string;
  source: string;
  status: string;
  applicationId: string | null;
}

let mail: MailCatcher;
const db = () => ctx.server.running.services.database.db;
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const leadCount = async () => (await db().select({ n: count() }).from(applicationLeads))[0]!.n;

/** A funnel with one round opening in three weeks; published unless told otherwise. */
async function upcomingFunnel(name: string, publish = true) {
  const funnel = ok(await gql<{ createFunnel: Funnel }>(MAYA, CREATE_FUNNEL, { input: { name } })).createFunnel;
  const { formId } = await roundForm(`${name} form`);
  const round = { name: 'Application', formId, opensOn: day(21), closesOn: day(60) };
  const built = ok(await gql<{ upsertFunnelStage: Funnel }>(MAYA, UPSERT_ROUND, { funnelId: funnel._id, round }));
  if (publish) ok(await gql(MAYA, PUBLISH_FUNNEL, { id: funnel._id }));
  return { funnel, round: { ...round, id: built.upsertFunnelStage.rounds[0]!._id } };
}

const register = (slug: string, name: string, email: string, startup = '') =>
  gql<{ registerLead: boolean }>(null, REGISTER, { slug, name, email, startup });
const leadsOf = async (funnelId: string, who = MAYA) => ok(await gql<{ leads: Lead[] }>(who, LIST, { funnelId })).leads;

let autumn: Awaited<ReturnType<typeof upcomingFunnel>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx.server = await startTestServer({ SMTP_URL: mail.url });
  for (const email of [MAYA, AISHA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTHSTAR.host);
  autumn = await upcomingFunnel('Autumn intake');
});
afterAll(async () => {
  await ctx.server?.close();
  await mail?.close();
});

describe('registering interest on the public page', () => {
  it('stores one lead per address, lower-cased, and updates it when the same address registers again', async () => {
    expect(ok(await register(autumn.funnel.slug, 'Lena Fischer', 'Lena@Example.org', 'Kelp Labs')).registerLead).toBe(
      true,
    );
    expect(
      ok(await register(autumn.funnel.slug, 'Lena M. Fischer', 'lena@example.org ', 'Kelpwise')).registerLead,
    ).toBe(true);
    const leads = await leadsOf(autumn.funnel._id);
    expect(leads).toEqual([
      expect.objectContaining({
        name: 'Lena M. Fischer',
        email: 'lena@example.org',
        startupName: 'Kelpwise',
        source: 'public',
        status: 'new',
        applicationId: null,
      }),
    ]);
  });

  it('refuses an unpublished or unknown intake and bad input, storing nothing', async () => {
    const draft = await upcomingFunnel('Draft intake', false);
    const before = await leadCount();
    expect(errorOf(await register(draft.funnel.slug, 'Omar', 'omar@example.org'))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'funnelNotFound',
    });
    expect(errorOf(await register('no-such-intake', 'Omar', 'omar@example.org')).code).toBe('NOT_FOUND');
    expect(errorOf(await register(autumn.funnel.slug, '  ', 'omar@example.org'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'nameLength',
    });
    expect(errorOf(await register(autumn.funnel.slug, 'Omar', 'omar@example'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'badEmail',
    });
    expect(errorOf(await register(autumn.funnel.slug, 'Omar', 'omar@example.org', 'x'.repeat(121)))).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'startupNameLength',
    });
    expect(await leadCount()).toBe(before);
  });
});

describe('staff', () => {
  it('add a lead by hand, newest first, and cannot add the same address twice', async () => {
    const created = ok(
      await gql<{ createLead: Lead }>(MAYA, CREATE, {
        funnelId: autumn.funnel._id,
        name: 'Ravi Patel',
        email: 'ravi@example.org',
        startup: '',
      }),
    ).createLead;
    expect(created).toMatchObject({ source: 'staff', status: 'new', email: 'ravi@example.org' });
    expect((await leadsOf(autumn.funnel._id)).map((l) => l.name)).toEqual(['Ravi Patel', 'Lena M. Fischer']);
    const again = await gql(MAYA, CREATE, {
      funnelId: autumn.funnel._id,
      name: 'Ravi',
      email: 'RAVI@example.org',
      startup: '',
    });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', reason: 'alreadyLead' });
  });

  it('refuse people without the permission and another organisation, who learn nothing', async () => {
    const [lead] = await leadsOf(autumn.funnel._id);
    expect(errorOf(await gql(AISHA, LIST, { funnelId: autumn.funnel._id })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(AISHA, INVITE, { id: lead!._id })).code).toBe('FORBIDDEN');
    const north = (query: string, variables: Record<string, unknown>) =>
      gql<{ leads?: Lead[] }>(CLAIRE, query, variables, NORTHSTAR.host);
    expect(errorOf(await north(LIST, { funnelId: autumn.funnel._id }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'funnelNotFound',
    });
    expect(errorOf(await north(INVITE, { id: lead!._id }))).toMatchObject({ code: 'NOT_FOUND', reason: 'notFound' });
    const add = await north(CREATE, { funnelId: autumn.funnel._id, name: 'X', email: 'x@example.org', startup: '' });
    expect(errorOf(add).code).toBe('NOT_FOUND');
    expect((await leadsOf(autumn.funnel._id)).every((l) => l.status === 'new')).toBe(true);
  });
});

describe('the emailed link', () => {
  let lead: Lead;
  let token: string;

  it('is emailed with a link to the transfer page, which shows the lead and the intake', async () => {
    lead = (await leadsOf(autumn.funnel._id)).find((l) => l.email === 'lena@example.org')!;
    const invited = ok(await gql<{ inviteLead: Lead }>(MAYA, INVITE, { id: lead._id })).inviteLead;
    expect(invited.status).toBe('invited');
    const received = await mail.take('lena@example.org');
    expect(received.subject).toBe('Applications to Autumn intake are ready for you');
    expect(received.text).toContain('Hello Lena M. Fischer,');
    const link = linkIn(received, `/leads/transfer/${lead._id}`);
    token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const [row] = await db().select().from(applicationLeads).where(eq(applicationLeads.id, lead._id));
    expect(row!.tokenHash).not.toContain(token);
    const page = ok(await gql<{ leadTransfer: unknown }>(null, PAGE, { id: lead._id, token })).leadTransfer;
    expect(page).toEqual({
      _id: lead._id,
      funnelName: 'Autumn intake',
      funnelSlug: autumn.funnel.slug,
      name: 'Lena M. Fischer',
      email: 'lena@example.org',
      startupName: 'Kelpwise',
      open: false,
      transferred: false,
    });
  });

  it('answers a wrong token, another organisation and an unknown id alike: not found', async () => {
    const notFound = { code: 'NOT_FOUND', reason: 'notFound' };
    expect(errorOf(await gql(null, PAGE, { id: lead._id, token: `${token}x` }))).toMatchObject(notFound);
    expect(errorOf(await gql(null, PAGE, { id: lead._id, token }, NORTHSTAR.host))).toMatchObject(notFound);
    expect(errorOf(await gql(null, PAGE, { id: crypto.randomUUID(), token }))).toMatchObject(notFound);
    const applicant = await newApplicant();
    expect(errorOf(await gql(applicant, TRANSFER, { id: lead._id, token: 'wrong' }))).toMatchObject(notFound);
  });

  it('cannot start an application before the round opens', async () => {
    const applicant = await newApplicant();
    expect(errorOf(await gql(applicant, TRANSFER, { id: lead._id, token }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'roundNotOpen',
    });
    expect((await leadsOf(autumn.funnel._id)).find((l) => l._id === lead._id)!.status).toBe('invited');
  });

  it('starts the application, named after the startup, once the round is open; the lead is transferred', async () => {
    ok(
      await gql(MAYA, UPSERT_ROUND, {
        funnelId: autumn.funnel._id,
        round: { ...autumn.round, opensOn: day(-1) },
      }),
    );
    const applicant = await newApplicant();
    const started = ok(await gql<{ transferLead: Application }>(applicant, TRANSFER, { id: lead._id, token }));
    const application = started.transferLead as Application & { funnel: { _id: string } };
    expect(application).toMatchObject({ name: 'Kelpwise', status: 'draft', isMember: true });
    expect(application.funnel._id).toBe(autumn.funnel._id);
    expect(application.members.map((m) => m.fullName)).toEqual([expect.stringMatching(/^Ada Applicant/)]);
    const listed = (await leadsOf(autumn.funnel._id)).find((l) => l._id === lead._id)!;
    expect(listed).toMatchObject({ status: 'transferred', applicationId: application._id });
    // Again by the same person: the same application, no second one.
    const again = ok(await gql<{ transferLead: Application }>(applicant, TRANSFER, { id: lead._id, token }));
    expect(again.transferLead._id).toBe(application._id);
    const stored = await db().select().from(applications).where(eq(applications.funnelId, autumn.funnel._id));
    expect(stored).toHaveLength(1);
    // Someone else holding the link is refused; so is a new invite; a new registration leaves the lead as it is.
    const other = await newApplicant();
    expect(errorOf(await gql(other, TRANSFER, { id: lead._id, token }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'transferredToOther',
    });
    expect(errorOf(await gql(MAYA, INVITE, { id: lead._id }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'transferred',
    });
    ok(await register(autumn.funnel.slug, 'Someone Else', 'lena@example.org', 'Other'));
    const [row] = await db().select().from(applicationLeads).where(eq(applicationLeads.id, lead._id));
    expect(row).toMatchObject({ name: 'Lena M. Fischer', startupName: 'Kelpwise', applicationId: application._id });
    expect(row!.transferredAt).toBeInstanceOf(Date);
  });

  it('names the application after the lead when no startup was given; a new link replaces the old one', async () => {
    const ravi = (await leadsOf(autumn.funnel._id)).find((l) => l.email === 'ravi@example.org')!;
    ok(await gql(MAYA, INVITE, { id: ravi._id }));
    const first = linkIn(await mail.take('ravi@example.org'), '/leads/transfer/').searchParams.get('token')!;
    ok(await gql(MAYA, INVITE, { id: ravi._id }));
    const second = linkIn(await mail.take('ravi@example.org'), '/leads/transfer/').searchParams.get('token')!;
    const applicant = await newApplicant();
    expect(errorOf(await gql(applicant, TRANSFER, { id: ravi._id, token: first })).code).toBe('NOT_FOUND');
    const started = ok(await gql<{ transferLead: Application }>(applicant, TRANSFER, { id: ravi._id, token: second }));
    expect(started.transferLead.name).toBe('Ravi Patel');
  });
});
