// Comments on an application on the real server (docs/applications.md, "Comments"): members see and write the
// non-internal ones, staff who see the application see all and may write internal notes; strangers and other
// organisations learn nothing; evaluators under anonymity see applicants as the application's reference; only the
// author deletes; each comment notifies the right people in their language; bad input is a typed refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { PRIYA, TOMAS } from '../../../test/personas.ts';
import {
  AISHA,
  CLAIRE,
  CREATE_APPLICATION,
  MAYA,
  NORTH,
  SET_STATUS,
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
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { users } from '../users/users.tables.ts';

const db = () => ctx.server.running.services.database.db;
const ids: Record<string, string> = {};

const COMMENT = '_id applicationId author { _id fullName } body internal mine createdAt editedAt';
const LIST = `query($a: ID!) { applicationComments(applicationId: $a) { ${COMMENT} } }`;
const ADD = `mutation($a: ID!, $body: String!, $internal: Boolean) {
  addApplicationComment(applicationId: $a, body: $body, internal: $internal) { ${COMMENT} } }`;
const DELETE = `mutation($id: ID!) { deleteApplicationComment(id: $id) }`;
const SET_REVIEW = `mutation($r: ID!, $input: RoundReviewInput!) { setRoundReview(roundId: $r, input: $input) { review { roundId } } }`;
const FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';

interface Comment {
  _id: string;
  author: { _id: string; fullName: string };
  body: string;
  internal: boolean;
  mine: boolean;
}

const list = async (who: string, a: string) =>
  ok(await gql<{ applicationComments: Comment[] }>(who, LIST, { a })).applicationComments;
const add = async (who: string, a: string, body: string, internal = false) =>
  ok(await gql<{ addApplicationComment: Comment }>(who, ADD, { a, body, internal })).addApplicationComment;

/** The comment notifications about an application: recipient email, type, message (polled: raised after commit). */
async function notified(applicationId: string, atLeast: number) {
  let rows: { email: string; type: string; message: string }[] = [];
  for (let i = 0; i < 80; i++) {
    rows = await db()
      .select({ email: users.email, type: notifications.notificationType, message: notificationRecipients.message })
      .from(notificationRecipients)
      .innerJoin(
        notifications,
        and(
          eq(notifications.incubatorId, notificationRecipients.incubatorId),
          eq(notifications.id, notificationRecipients.notificationId),
        ),
      )
      .innerJoin(
        users,
        and(eq(users.incubatorId, notificationRecipients.incubatorId), eq(users.id, notificationRecipients.userId)),
      )
      .where(eq(notifications.url, `/application/${applicationId}`));
    rows = rows.filter((r) => r.type.startsWith('newComment'));
    if (rows.length >= atLeast) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return rows.sort((a, b) => `${a.type}${a.email}`.localeCompare(`${b.type}${b.email}`));
}

let setup: { applicant: string; app: string; roundId: string };

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, TOMAS, PRIYA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  const { funnel, forms } = await publishedFunnel(1);
  const applicant = await newApplicant();
  const app = ok(
    await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, {
      slug: funnel.slug,
      name: 'Kelpworks',
    }),
  ).createApplication;
  ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  // The applicant reads French.
  await db().update(users).set({ language: 'fr' }).where(eq(users.id, ids[applicant]!));
  setup = { applicant, app: app._id, roundId: funnel.rounds[0]!._id };
});
afterAll(() => ctx.server?.close());

describe('application comments', () => {
  it('lets staff ask and the applicant answer; internal notes stay among staff; each hears in their language', async () => {
    const { applicant, app } = setup;
    // Maya moves the application: she took part before anyone commented.
    ok(await gql(MAYA, SET_STATUS, { id: app, status: 'ready_for_meeting' }));
    const question = await add(PRIYA, app, '  What is your unit cost today?  ');
    expect(question).toMatchObject({ body: 'What is your unit cost today?', internal: false, mine: true });
    expect(question.author).toEqual({ _id: ids[PRIYA], fullName: expect.stringContaining('Priya') });
    const answer = await add(applicant, app, 'About 4 euros a kilo.');
    const note = await add(MAYA, app, 'Check their numbers against the pilot.', true);

    const seenByApplicant = await list(applicant, app);
    expect(seenByApplicant.map((c) => c.body)).toEqual(['What is your unit cost today?', 'About 4 euros a kilo.']);
    expect(seenByApplicant.map((c) => c.mine)).toEqual([false, true]);
    const seenByStaff = await list(PRIYA, app);
    expect(seenByStaff.map((c) => c._id)).toEqual([question._id, answer._id, note._id]);
    expect(seenByStaff[2]).toMatchObject({ internal: true, mine: false });

    const rows = await notified(app, 4);
    // Priya's question: the applicant (in French), and Maya who moved the application.
    // The applicant's answer: Priya and Maya (staff). Maya's internal note: Priya only.
    expect(rows).toEqual([
      {
        email: applicant,
        type: 'newCommentApplication',
        message: expect.stringMatching(/a commenté la candidature Kelpworks$/),
      },
      { email: MAYA, type: 'newCommentApplicationStaff', message: expect.stringContaining('Kelpworks') },
      { email: MAYA, type: 'newCommentApplicationStaff', message: expect.stringContaining('Kelpworks') },
      { email: PRIYA, type: 'newCommentApplicationStaff', message: expect.stringContaining('Kelpworks') },
      { email: PRIYA, type: 'newCommentApplicationStaff', message: expect.stringContaining('Kelpworks') },
    ]);
    expect(rows.filter((r) => r.email === applicant)).toHaveLength(1);
  });

  it('refuses internal notes from members, and bad input, with typed reasons', async () => {
    const { applicant, app } = setup;
    const internal = await gql(applicant, ADD, { a: app, body: 'Secret', internal: true });
    expect(errorOf(internal)).toMatchObject({ code: 'FORBIDDEN', reason: 'internalForStaff' });
    expect(errorOf(await gql(applicant, ADD, { a: app, body: '   ' })).reason).toBe('emptyComment');
    expect(errorOf(await gql(applicant, ADD, { a: app, body: 'x'.repeat(4001) })).reason).toBe('commentTooLong');
    expect(errorOf(await gql(applicant, ADD, { a: 'not-a-uuid', body: 'Hello' })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(applicant, DELETE, { id: 'nope' })).reason).toBe('commentNotFound');
    expect((await list(applicant, app)).map((c) => c.body)).not.toContain('Secret');
    expect(errorOf(await gql(null, LIST, { a: app })).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('shows strangers and other organisations nothing', async () => {
    const { app } = setup;
    const stranger = await newApplicant();
    expect(errorOf(await gql(stranger, LIST, { a: app })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(stranger, ADD, { a: app, body: 'Hi' })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(AISHA, LIST, { a: app })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(CLAIRE, LIST, { a: app }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, ADD, { a: app, body: 'Hi' }, NORTH)).code).toBe('NOT_FOUND');
    const first = (await list(MAYA, app))[0]!;
    expect(errorOf(await gql(CLAIRE, DELETE, { id: first._id }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(stranger, DELETE, { id: first._id })).code).toBe('NOT_FOUND');
  });

  it('lets only the author delete a comment; an applicant never learns of an internal one', async () => {
    const { applicant, app } = setup;
    const before = await list(MAYA, app);
    const priyas = before.find((c) => c.author._id === ids[PRIYA])!;
    const note = before.find((c) => c.internal)!;
    expect(errorOf(await gql(MAYA, DELETE, { id: priyas._id })).reason).toBe('notAuthor');
    expect(errorOf(await gql(applicant, DELETE, { id: priyas._id })).reason).toBe('notAuthor');
    expect(errorOf(await gql(applicant, DELETE, { id: note._id })).reason).toBe('commentNotFound');
    expect(ok(await gql<{ deleteApplicationComment: string }>(PRIYA, DELETE, { id: priyas._id }))).toEqual({
      deleteApplicationComment: priyas._id,
    });
    expect((await list(MAYA, app)).map((c) => c._id)).not.toContain(priyas._id);
  });

  it('shows applicants as the reference to an evaluator under anonymity', async () => {
    const { applicant, app, roundId } = setup;
    ok(await gql(MAYA, SET_REVIEW, { r: roundId, input: { evaluatorIds: [ids[TOMAS]], evaluatorsPerApplication: 1 } }));
    ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: true }));
    try {
      const reference = `#${app.slice(0, 8).toUpperCase()}`;
      const seen = await list(TOMAS, app);
      const applicants = seen.filter((c) => c.body === 'About 4 euros a kilo.');
      expect(applicants).toHaveLength(1);
      expect(applicants[0]!.author).toEqual({ _id: reference, fullName: reference });
      expect(JSON.stringify(seen)).not.toContain('Applicant');
      const mayas = seen.find((c) => c.internal)!;
      expect(mayas.author.fullName).toContain('Maya');
      // Tomás took part: the applicant's next comment reaches him without the applicant's or the startup's name.
      await add(TOMAS, app, 'Which market do you start with?');
      await add(applicant, app, 'Northern Europe first.');
      let tomas: { message: string }[] = [];
      for (let i = 0; i < 80 && tomas.length === 0; i++) {
        tomas = (await notified(app, 0)).filter((r) => r.email === TOMAS);
        if (tomas.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(tomas).toHaveLength(1);
      expect(tomas[0]!.message).toContain(reference);
      expect(tomas[0]!.message).not.toContain('Kelpworks');
      expect(tomas[0]!.message).not.toContain('Applicant');
      // Staff who manage the intake, and the applicant, still see names.
      expect((await list(MAYA, app)).find((c) => c.body === 'About 4 euros a kilo.')!.author._id).toBe(ids[applicant]);
    } finally {
      ok(await gql(MAYA, FLAG, { n: 'anonymityApplications', a: false }));
    }
  });
});
