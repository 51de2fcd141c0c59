// The bulk actions assign and email on applications (issue 21 §5): a bad request is refused as a whole (nothing
// changed); assign follows the review rules item by item — an application already assigned counts as done, one with
// a conflict of interest fails with its reason — and each new assignment gives its evaluator a task; email sends the
// staff's text to every member in the organisation's layout and records `messageSent` on each application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { DANIEL, HANNAH, TOMAS } from '../../../test/personas.ts';
import { subscribe } from '../../../test/ws.ts';
import {
  AISHA,
  CREATE_APPLICATION,
  MAYA,
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
import {
  ASSIGN,
  CONFLICT,
  FLAG,
  SET_REVIEW,
  build,
  db,
  ids,
  taskOf,
} from '../../../test/application-reviews-factory.ts';
import { batchOperationItems } from '../../core/batch/batch.schema.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { users } from '../users/users.tables.ts';
import { applicationEvaluations } from './application-reviews.schema.ts';
import { applicationActivities, applicationMembers } from './applications.schema.ts';

type Update = { operationId: string; updateType: string; succeeded: number; failed: number };
const START = `mutation($a: ApplicationBatchAction!, $ids: [ID!]!, $s: ApplicationStatus, $r: ID, $e: [ID!],
  $m: ApplicationMessageInput) {
  startApplicationBatchOperation(action: $a, applicationIds: $ids, status: $s, roundId: $r, evaluatorIds: $e,
    message: $m) }`;

const ACTIVITIES = `query($id: ID!) { application(id: $id) { activities { kind subject actor { _id } } } }`;
type Activities = { application: { activities: { kind: string; subject: string | null }[] } };

let setup: Awaited<ReturnType<typeof build>>;
let other = '';
let otherRound = '';
/** 10,001 distinct well-formed ids: one over the limit. */
const tooMany = () =>
  Array.from({ length: 10_001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** Starts an operation and follows its progress to the end; answers its id and the last counts. */
async function run(vars: Record<string, unknown>) {
  const opId = ok(
    await gql<{ startApplicationBatchOperation: string }>(MAYA, START, vars),
  ).startApplicationBatchOperation;
  const sub = subscribe<{ applicationBatchOperationUpdated: Update }>({
    port: ctx.server.port,
    host: 'demo.localhost',
    query: `subscription { applicationBatchOperationUpdated(operationId: "${opId}") { operationId updateType succeeded failed } }`,
    connectionParams: { authorization: `Bearer ${tokens[MAYA]}` },
  });
  let last: Update;
  do last = (await sub.next(15_000)).applicationBatchOperationUpdated;
  while (!last.updateType.startsWith('PROCESSING_'));
  await sub.close();
  return { opId, last };
}

const evaluations = () => db().select().from(applicationEvaluations);
const messages = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'application-message'));

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, DANIEL, TOMAS]) tokens[email] = await ctx.server.login(email);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  setup = await build();
  // An application of another intake.
  const { funnel, forms } = await publishedFunnel(1);
  otherRound = funnel.rounds[0]!._id;
  const who = await newApplicant();
  other = ok(
    await gql<{ createApplication: Application }>(who, CREATE_APPLICATION, { slug: funnel.slug, name: 'Elsewhere' }),
  ).createApplication._id;
  ok(await submitRound(who, other, funnel.rounds[0]!._id, forms[0]!.questionId));
});
afterAll(() => ctx.server?.close());

describe('bulk assign', () => {
  it('refuses bad requests as a whole, changing nothing', async () => {
    const r = setup.round._id;
    const apps = Object.values(setup.apps);
    ok(
      await gql(MAYA, SET_REVIEW, {
        r,
        input: { evaluatorIds: [ids[TOMAS], ids[HANNAH]], evaluatorsPerApplication: 2 },
      }),
    );
    const refused = async (vars: Record<string, unknown>) =>
      errorOf(await gql(MAYA, START, { a: 'assign', ids: apps, ...vars })).reason;
    expect(await refused({ e: [ids[TOMAS]] })).toBe('roundNotFound');
    expect(await refused({ r, e: [] })).toBe('noEvaluators');
    expect(await refused({ r: setup.funnel._id, e: [ids[TOMAS]] })).toBe('roundNotFound');
    expect(await refused({ r, e: [ids[AISHA]] })).toBe('notEvaluator');
    expect(await refused({ r, e: [ids[DANIEL]] })).toBe('notInPool');
    expect(await refused({ r, e: [ids[TOMAS]], ids: [...apps, other] })).toBe('otherIntake');
    // A round of another intake, even one whose pool holds the evaluator.
    ok(
      await gql(MAYA, SET_REVIEW, {
        r: otherRound,
        input: { evaluatorIds: [ids[TOMAS]], evaluatorsPerApplication: 1 },
      }),
    );
    expect(await refused({ r: otherRound, e: [ids[TOMAS]] })).toBe('otherIntake');
    expect(await refused({ r, e: [ids[TOMAS]], ids: tooMany() })).toBe('tooManyIds');
    expect(await refused({ r, e: [ids[TOMAS]], s: 'under_review' })).toBe('useDecision');
    expect(await refused({ r, e: [ids[TOMAS]], m: { subject: 'Hi', body: 'There' } })).toBe('batchArguments');
    expect(await evaluations()).toEqual([]);
  });

  it('assigns item by item: already assigned is done, a conflict of interest fails, each new one gets a task', async () => {
    const r = setup.round._id;
    const { Alpha, Beta, Gamma } = setup.apps as Record<'Alpha' | 'Beta' | 'Gamma', string>;
    ok(
      await gql(MAYA, SET_REVIEW, {
        r,
        input: { evaluatorIds: [ids[TOMAS], ids[HANNAH], ids[DANIEL]], evaluatorsPerApplication: 2 },
      }),
    );
    ok(await gql(MAYA, ASSIGN, { r, a: [Beta], e: [ids[TOMAS]] }));
    ok(await gql(DANIEL, CONFLICT, { a: Alpha }));
    const { opId, last } = await run({ a: 'assign', ids: [Alpha, Beta, Gamma], r, e: [ids[TOMAS], ids[DANIEL]] });
    expect(last).toMatchObject({ updateType: 'PROCESSING_PARTIALLY_SUCCEEDED', succeeded: 2, failed: 1 });
    const items = await db().select().from(batchOperationItems).where(eq(batchOperationItems.operationId, opId));
    expect(items.find((i) => i.itemId === Alpha)).toMatchObject({ ok: false, error: 'conflictOfInterest' });
    const rows = await evaluations();
    const of = (a: string) =>
      rows
        .filter((e) => e.applicationId === a)
        .map((e) => e.evaluatorId)
        .sort();
    expect(of(Alpha)).toEqual([]);
    expect(of(Beta)).toEqual([ids[TOMAS], ids[DANIEL]].sort());
    expect(of(Gamma)).toEqual([ids[TOMAS], ids[DANIEL]].sort());
    const fresh = rows.find((e) => e.applicationId === Gamma && e.evaluatorId === ids[DANIEL])!;
    expect((await taskOf(fresh.id, (t) => t.length > 0)).map((t) => t.userId)).toEqual([ids[DANIEL]]);
  });
});

describe('bulk email', () => {
  it('refuses a missing, empty or too long message, changing nothing', async () => {
    const apps = Object.values(setup.apps);
    const refused = async (vars: Record<string, unknown>) =>
      errorOf(await gql(MAYA, START, { a: 'email', ids: apps, ...vars })).reason;
    expect(await refused({})).toBe('subjectLength');
    expect(await refused({ m: { subject: '  ', body: 'Hello' } })).toBe('subjectLength');
    expect(await refused({ m: { subject: 'x'.repeat(201), body: 'Hello' } })).toBe('subjectLength');
    expect(await refused({ m: { subject: 'Hello', body: ' \n ' } })).toBe('bodyLength');
    expect(await refused({ m: { subject: 'Hello', body: 'x'.repeat(5001) } })).toBe('bodyLength');
    expect(await refused({ m: { subject: 'Hello', body: 'Hi' }, ids: tooMany() })).toBe('tooManyIds');
    expect(await refused({ m: { subject: 'Hello', body: 'Hi' }, r: setup.round._id })).toBe('batchArguments');
    expect(
      errorOf(await gql(MAYA, START, { a: 'move', ids: apps, s: 'pending_decision', m: { subject: 'a', body: 'b' } }))
        .reason,
    ).toBe('batchArguments');
    expect(await messages()).toEqual([]);
  });

  it('emails every member as written, in their language, and records messageSent on each application', async () => {
    const { Alpha, Beta } = setup.apps as Record<'Alpha' | 'Beta', string>;
    // Beta's applicant reads French: the button and footer follow; the staff's text is sent as written.
    const [betaMember] = await db()
      .select({ userId: applicationMembers.userId, email: users.email })
      .from(applicationMembers)
      .innerJoin(users, eq(users.id, applicationMembers.userId))
      .where(eq(applicationMembers.applicationId, Beta));
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, betaMember!.userId));
    const body = 'Demo day moves to Friday 14:00.\nBring <your> deck & a smile.';
    const { last } = await run({ a: 'email', ids: [Alpha, Beta], m: { subject: ' Demo day  update ', body } });
    expect(last).toMatchObject({ updateType: 'PROCESSING_SUCCEEDED', succeeded: 2, failed: 0 });
    const sent = await messages();
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      const french = mail.toAddress === betaMember!.email;
      expect(mail.subject).toBe('Demo day update');
      expect(mail.textBody).toContain('Demo day moves to Friday 14:00.');
      expect(mail.textBody).toContain('Bring <your> deck & a smile.');
      expect(mail.htmlBody).toContain('Bring &lt;your&gt; deck &amp; a smile.');
      expect(mail.textBody).toContain(french ? 'Voir votre candidature' : 'See your application');
      expect(mail.textBody).toContain(
        french
          ? 'Vous recevez cet e-mail parce que vous avez candidaté à'
          : 'You receive this email because you applied to',
      );
    }
    // The admins' outbox screen lists them.
    const outbox = ok(
      await gql<{ mailOutbox: { results: { kind: string; subject: string; to: string }[] } }>(
        MAYA,
        '{ mailOutbox(first: 100) { results { kind subject to } } }',
      ),
    ).mailOutbox.results.filter((m) => m.kind === 'application-message');
    expect(outbox.map((m) => m.to).sort()).toEqual(sent.map((m) => m.toAddress).sort());
    const acts = await db()
      .select()
      .from(applicationActivities)
      .where(
        and(eq(applicationActivities.kind, 'messageSent'), inArray(applicationActivities.applicationId, [Alpha, Beta])),
      );
    expect(acts.map((a) => a.applicationId).sort()).toEqual([Alpha, Beta].sort());
    expect(acts.every((a) => a.actorId === ids[MAYA] && a.subject === 'Demo day update')).toBe(true);
    // The activity with its subject on /application/{id}/activities: staff and the applicant see it.
    const subjects = (r: Activities) =>
      r.application.activities.filter((a) => a.kind === 'messageSent').map((a) => a.subject);
    expect(subjects(ok(await gql<Activities>(MAYA, ACTIVITIES, { id: Beta })))).toEqual(['Demo day update']);
    expect(subjects(ok(await gql<Activities>(betaMember!.email, ACTIVITIES, { id: Beta })))).toEqual([
      'Demo day update',
    ]);
    // An evaluator under anonymity does not (staff may have named the applicant in it).
    ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: true }));
    try {
      expect(subjects(ok(await gql<Activities>(TOMAS, ACTIVITIES, { id: Beta })))).toEqual([null]);
      expect(subjects(ok(await gql<Activities>(MAYA, ACTIVITIES, { id: Beta })))).toEqual(['Demo day update']);
    } finally {
      ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: false }));
    }
  });

  it('fails an application without members on its own, with its reason', async () => {
    const { Gamma } = setup.apps as Record<'Gamma', string>;
    const orphan = ok(
      await gql<{ createApplication: Application }>(await newApplicant(), CREATE_APPLICATION, {
        slug: setup.funnel.slug,
        name: 'Orphan',
      }),
    ).createApplication._id;
    await db().delete(applicationMembers).where(eq(applicationMembers.applicationId, orphan));
    const before = (await messages()).length;
    const { opId, last } = await run({ a: 'email', ids: [Gamma, orphan], m: { subject: 'Hello', body: 'Hi' } });
    expect(last).toMatchObject({ updateType: 'PROCESSING_PARTIALLY_SUCCEEDED', succeeded: 1, failed: 1 });
    const items = await db().select().from(batchOperationItems).where(eq(batchOperationItems.operationId, opId));
    expect(items.find((i) => i.itemId === orphan)).toMatchObject({ ok: false, error: 'noRecipients' });
    expect((await messages()).length).toBe(before + 1);
  });

  it('writes to no deactivated account: an application whose only member is deactivated fails', async () => {
    const applicant = await newApplicant();
    const app = ok(
      await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
        slug: setup.funnel.slug,
        name: 'Dormant',
      }),
    ).createApplication._id;
    await db().update(users).set({ status: 'INACTIVE' }).where(eq(users.email, applicant));
    const before = await messages();
    const { opId, last } = await run({ a: 'email', ids: [app], m: { subject: 'Hello', body: 'Hi' } });
    expect(last).toMatchObject({ updateType: 'PROCESSING_FAILED', succeeded: 0, failed: 1 });
    const items = await db().select().from(batchOperationItems).where(eq(batchOperationItems.operationId, opId));
    expect(items).toMatchObject([{ itemId: app, ok: false, error: 'noRecipients' }]);
    expect(await messages()).toHaveLength(before.length);
    expect((await messages()).some((m) => m.toAddress === applicant)).toBe(false);
  });
});
