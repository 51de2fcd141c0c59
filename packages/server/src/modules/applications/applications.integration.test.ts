// Applications end to end on the real server (issue 21): staff build and publish a funnel, applicants start an
// application and submit its rounds in order; staff move it through the transition table and decide. Bad input
// (another tenant, a non-member, a round not reached, after the deadline, an illegal move) is refused with a typed
// reason and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import {
  AISHA,
  APPLY_PAGE,
  CLAIRE,
  CREATE_APPLICATION,
  DECIDE,
  GET,
  LIST,
  MAYA,
  NOAH,
  NORTH,
  ROUND_FORM,
  SAVE_DRAFT,
  SET_STATUS,
  SUBMIT_ROUND,
  UPSERT_ROUND,
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
import { notifications } from '../notifications/notifications.schema.ts';
import { roles, users } from '../users/users.tables.ts';
import { startupMembers, startups } from '../startups/startups.tables.ts';
import { applications } from './applications.schema.ts';
import { sendAllDueRejections } from './applications.jobs.ts';

const db = () => ctx.server.running.services.database.db;
const statusOf = async (id: string) =>
  (await db().select({ s: applications.status }).from(applications).where(eq(applications.id, id)))[0]!.s;

/** The notifications raised about an application (they lead to its page), by type. */
const notified = async (id: string) =>
  (
    await db()
      .select({ type: notifications.notificationType })
      .from(notifications)
      .where(eq(notifications.url, `/application/${id}`))
  ).map((n) => n.type);

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, NOAH]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
});
afterAll(() => ctx.server?.close());

describe('applications', () => {
  it('requires authentication', async () => {
    const res = await gql(null, LIST);
    expect(errorOf(res).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('takes an application through two rounds in order, then staff review it', async () => {
    const { funnel, forms } = await publishedFunnel(2);
    const page = ok(
      await gql<{ applyFunnel: { open: boolean; rounds: unknown[] } }>(null, APPLY_PAGE, { slug: funnel.slug }),
    );
    expect(page.applyFunnel).toMatchObject({ open: true, rounds: [{ name: 'Round 1' }, { name: 'Round 2' }] });

    const applicant = await newApplicant();
    const created = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Fernway',
      }),
    ).createApplication;
    expect(created).toMatchObject({ status: 'draft', isMember: true, canManage: false, roundsSubmitted: 0 });
    const [r1, r2] = funnel.rounds;

    // Round 2 before round 1: refused.
    const early = await submitRound(applicant, created._id, r2!._id, forms[1]!.questionId);
    expect(errorOf(early).reason).toBe('roundNotReached');

    // A draft is kept for the members as they go.
    const form = ok(
      await gql<{ applicationRoundForm: { versionId: string } }>(applicant, ROUND_FORM, { a: created._id, r: r1!._id }),
    ).applicationRoundForm;
    const draft = { [forms[0]!.questionId]: 'Half-written' };
    ok(
      await gql(applicant, SAVE_DRAFT, {
        a: created._id,
        r: r1!._id,
        v: form.versionId,
        answers: JSON.stringify(draft),
      }),
    );
    const reread = ok(
      await gql<{ applicationRoundForm: { answers: string } }>(applicant, ROUND_FORM, { a: created._id, r: r1!._id }),
    ).applicationRoundForm;
    expect(JSON.parse(reread.answers)).toEqual(draft);

    ok(await submitRound(applicant, created._id, r1!._id, forms[0]!.questionId));
    expect(await statusOf(created._id)).toBe('draft');
    const again = await submitRound(applicant, created._id, r1!._id, forms[0]!.questionId);
    expect(errorOf(again).reason).toBe('roundAlreadySubmitted');
    const done = ok(await submitRound(applicant, created._id, r2!._id, forms[1]!.questionId)).submitApplicationRound;
    expect(done).toMatchObject({ status: 'under_review', roundsSubmitted: 2 });
    expect(done.activities.map((a) => a.kind)).toEqual([
      'created',
      'roundSubmitted',
      'roundSubmitted',
      'statusChanged',
    ]);

    // Staff see it in the pipeline under "All pending", and move it on.
    const pending = ok(
      await gql<{ applications: { results: { _id: string }[] } }>(MAYA, LIST, {
        group: 'allPending',
        funnelId: funnel._id,
      }),
    ).applications;
    expect(pending.results.map((r) => r._id)).toEqual([created._id]);
    const moved = ok(
      await gql<{ setApplicationStatus: Application }>(MAYA, SET_STATUS, {
        id: created._id,
        status: 'ready_for_meeting',
      }),
    ).setApplicationStatus;
    expect(moved.status).toBe('ready_for_meeting');
    expect(await notified(created._id)).toEqual(['changeApplicationStatus']);
    const inProgress = ok(
      await gql<{ applications: { results: { _id: string }[] } }>(MAYA, LIST, {
        group: 'evaluationInProgress',
        funnelId: funnel._id,
      }),
    ).applications;
    expect(inProgress.results.map((r) => r._id)).toEqual([created._id]);
  });

  it('refuses an illegal move, a decision by status change, a non-member and another tenant; nothing changes', async () => {
    const { funnel, forms } = await publishedFunnel(1);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Kelpworks',
      }),
    ).createApplication;
    // Staff cannot move a draft.
    expect(errorOf(await gql(MAYA, SET_STATUS, { id: app._id, status: 'under_review' })).reason).toBe('notSubmitted');
    // A non-member (a founder of another startup) cannot fill it, nor see it.
    const roundId = funnel.rounds[0]!._id;
    expect(errorOf(await gql(AISHA, ROUND_FORM, { a: app._id, r: roundId })).reason).toBe('applicationNotFound');
    const forged = { a: app._id, r: roundId, v: forms[0]!.formId, answers: '{}' };
    expect(errorOf(await gql(AISHA, SUBMIT_ROUND, forged)).reason).toBe('applicationNotFound');
    // Staff may read it but not fill it for the applicant.
    expect(errorOf(await gql(MAYA, SUBMIT_ROUND, forged)).reason).toBe('notMember');
    ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
    expect(errorOf(await gql(MAYA, SET_STATUS, { id: app._id, status: 'accepted' })).reason).toBe('useDecision');
    expect(errorOf(await gql(MAYA, SET_STATUS, { id: app._id, status: 'under_review' })).reason).toBe('sameStatus');
    // The other organisation's admin sees nothing of it.
    expect(errorOf(await gql(CLAIRE, GET, { id: app._id }, NORTH)).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(CLAIRE, DECIDE, { ids: [app._id], action: 'accept' }, NORTH)).reason).toBe(
      'applicationNotFound',
    );
    // The applicant cannot decide.
    expect(errorOf(await gql(applicant, DECIDE, { ids: [app._id], action: 'accept' })).code).toBe('FORBIDDEN');
    expect(await statusOf(app._id)).toBe('under_review');
    // Accepted is final.
    ok(await gql(MAYA, DECIDE, { ids: [app._id], action: 'reject' }));
    expect(errorOf(await gql(MAYA, DECIDE, { ids: [app._id], action: 'accept' })).reason).toBe('alreadyDecided');
    expect(await statusOf(app._id)).toBe('rejected');
  });

  it('refuses a submission after the deadline, and a new application to a closed round', async () => {
    const { funnel, forms } = await publishedFunnel(1);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Late Co',
      }),
    ).createApplication;
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const round = funnel.rounds[0]!;
    ok(
      await gql(MAYA, UPSERT_ROUND, {
        funnelId: funnel._id,
        round: { id: round._id, name: round.name, formId: forms[0]!.formId, closesOn: yesterday },
      }),
    );
    const late = await submitRound(applicant, app._id, round._id, forms[0]!.questionId);
    expect(errorOf(late).reason).toBe('deadlinePassed');
    expect(await statusOf(app._id)).toBe('draft');
    const other = await newApplicant();
    expect(errorOf(await gql(other, CREATE_APPLICATION, { slug: funnel.slug, name: 'Later Co' })).reason).toBe(
      'deadlinePassed',
    );
  });

  it('lists the open intakes publicly, and lets applicants, founders and community members apply, no one else', async () => {
    const { funnel } = await publishedFunnel(1);
    const LIST_OPEN = `{ applyFunnels { slug open deadline } }`;
    const open = ok(await gql<{ applyFunnels: { slug: string; open: boolean }[] }>(null, LIST_OPEN)).applyFunnels;
    expect(open.find((f) => f.slug === funnel.slug)).toMatchObject({ open: true });
    const theirs = ok(await gql<{ applyFunnels: { slug: string }[] }>(null, LIST_OPEN, {}, NORTH)).applyFunnels;
    expect(theirs.map((f) => f.slug)).not.toContain(funnel.slug);
    const before = await db().select({ id: applications.id }).from(applications);
    const staff = await gql(MAYA, CREATE_APPLICATION, { slug: funnel.slug, name: 'Staff Side Project' });
    expect(errorOf(staff)).toMatchObject({ code: 'FORBIDDEN', reason: 'applicantsOnly' });
    expect(await db().select({ id: applications.id }).from(applications)).toHaveLength(before.length);
    const founder = ok(
      await gql<{ createApplication: Application }>(AISHA, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Second Wave',
      }),
    ).createApplication;
    expect(founder).toMatchObject({ status: 'draft', isMember: true });
  });

  it('accepts: the application becomes a startup with its founders, applicants now cofounders', async () => {
    const { funnel, forms } = await publishedFunnel(1);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Saltmarsh',
      }),
    ).createApplication;
    ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
    const decided = ok(
      await gql<{ decideApplications: { status: string }[] }>(MAYA, DECIDE, { ids: [app._id], action: 'accept' }),
    );
    expect(decided.decideApplications).toEqual([{ _id: app._id, status: 'accepted' }]);
    const seen = ok(await gql<{ application: Application }>(MAYA, GET, { id: app._id })).application;
    expect(seen.startupId).toBeTruthy();
    const [startup] = await db().select({ name: startups.name }).from(startups).where(eq(startups.id, seen.startupId!));
    expect(startup!.name).toBe('Saltmarsh');
    const [member] = await db()
      .select({ type: roles.type })
      .from(startupMembers)
      .innerJoin(users, and(eq(users.id, startupMembers.userId), eq(users.incubatorId, startupMembers.incubatorId)))
      .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.incubatorId, users.incubatorId)))
      .where(eq(startupMembers.startupId, seen.startupId!));
    expect(member!.type).toBe('Cofounder');
    expect(await notified(app._id)).toEqual(['approvalApplication']);

    // The startup file's applications tab: its founder and the staff read the answers; another founder nothing.
    const TAB = `query($s: ID!) { startupApplications(startupId: $s) { name status rounds { roundName answers } } }`;
    type Tab = { startupApplications: { name: string; status: string; rounds: { answers: string }[] }[] };
    for (const who of [applicant, MAYA]) {
      const [shown] = ok(await gql<Tab>(who, TAB, { s: seen.startupId })).startupApplications;
      expect(shown).toMatchObject({ name: 'Saltmarsh', status: 'accepted' });
      expect(Object.values(JSON.parse(shown!.rounds[0]!.answers))).toEqual(['Tide energy']);
    }
    expect(ok(await gql<Tab>(AISHA, TAB, { s: seen.startupId })).startupApplications).toEqual([]);
    expect(ok(await gql<Tab>(MAYA, TAB, { s: 'not-an-id' })).startupApplications).toEqual([]);
    const ANSWERS = `query($a: ID!) { applicationAnswers(applicationId: $a) { roundName answers } }`;
    type Answers = { applicationAnswers: { answers: string }[] };
    const [round] = ok(await gql<Answers>(applicant, ANSWERS, { a: app._id })).applicationAnswers;
    expect(Object.values(JSON.parse(round!.answers))).toEqual(['Tide energy']);
    expect(errorOf(await gql(AISHA, ANSWERS, { a: app._id })).code).toBe('NOT_FOUND');
  });

  it('delay-rejects: the email leaves only once the delay has passed, once', async () => {
    const { funnel, forms } = await publishedFunnel(1);
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: funnel.slug,
        name: 'Driftwood',
      }),
    ).createApplication;
    ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
    ok(await gql(MAYA, DECIDE, { ids: [app._id], action: 'delay_reject' }));
    const mails = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, applicant))).filter(
        (m) => m.kind === 'application-rejection',
      );
    await sendAllDueRejections(ctx.server.running.services, new Date());
    expect(await mails()).toHaveLength(0);
    expect(await notified(app._id)).toEqual([]);
    const later = new Date(Date.now() + 4 * 86_400_000);
    await sendAllDueRejections(ctx.server.running.services, later);
    await sendAllDueRejections(ctx.server.running.services, later);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(await notified(app._id)).toEqual(['denialApplication']);
    expect(sent[0]!.subject).toContain('Your application to');
    const seen = ok(await gql<{ application: Application }>(applicant, GET, { id: app._id })).application;
    expect(seen.activities.map((a) => a.kind)).toContain('rejectionEmailSent');
  });
});
