// Mentor matching (issue 20 item 4): the admin chooses how mentors are proposed; a founder sees the mentors ranked
// for their startup with the reasons, asks one, who accepts — which makes them the startup's mentor, so their
// ASSIGNED grants now reach it — or declines; the staff match and unmatch and set a mentor's capacity. Bad input is
// refused with its reason and changes nothing. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  AISHA,
  DANIEL,
  ELENA,
  HANNAH,
  INGRID,
  MARCO,
  MAYA,
  NOAH,
  PRIYA,
  SAMUEL,
  SOFIA,
} from '../../../test/personas.ts';
import { startupAssignments } from '../assignments/assignments.schema.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { tags } from '../taxonomy/taxonomy.schema.ts';
import { users } from '../users/users.schema.ts';
import { mentorRequests } from './mentoring.schema.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const startupIds: Record<string, string> = {};
let fundraising = '';
const db = () => s.running.services.database.db;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, { token: tokens[who], variables });
type Err = { extensions?: { code?: string; reason?: string } };
const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};

const SETTINGS = `mutation($input: MentorMatchingSettingsInput!) { updateMentorMatchingSettings(input: $input) {
  criteria capacityPerMentor startupsMayRequest } }`;
const SUGGEST = `query($startupId: ID!, $skillIds: [ID!]) { mentorSuggestions(startupId: $startupId, skillIds: $skillIds) {
  mentor { _id fullName } score reasons { criterion labels } load capacity requested } }`;
const REQUEST = `mutation($startupId: ID!, $mentorId: ID!, $skillIds: [ID!]!, $message: String!) {
  requestMentor(startupId: $startupId, mentorId: $mentorId, skillIds: $skillIds, message: $message) {
    _id status skills canRespond canWithdraw startup { name } mentor { fullName } requestedBy { fullName } } }`;
const RESPOND = `mutation($id: ID!, $accept: Boolean!) { respondMentorRequest(id: $id, accept: $accept) {
  _id status canRespond respondedAt } }`;
const REQUESTS = `query($status: MentorRequestStatus) { mentorRequests(status: $status) { _id status startup { name }
  mentor { fullName } canRespond canWithdraw } }`;
const MENTORS = `query { mentors { mentor { _id fullName roleType } capacity ownCapacity startups { name } pendingRequests } }`;
const ASSIGN = `mutation($startupId: ID!, $mentorId: ID!) { assignMentor(startupId: $startupId, mentorId: $mentorId) {
  startups { name } } }`;
const UNASSIGN = `mutation($startupId: ID!, $mentorId: ID!) { unassignMentor(startupId: $startupId, mentorId: $mentorId) {
  startups { name } } }`;
const CAPACITY = `mutation($mentorId: ID!, $capacity: Int) { setMentorCapacity(mentorId: $mentorId, capacity: $capacity) {
  capacity ownCapacity } }`;
const STARTUP = `query($id: ID!) { startup(id: $id) { _id name } }`;

interface Suggestion {
  mentor: { _id: string; fullName: string };
  score: number;
  reasons: { criterion: string; labels: string[] }[];
  load: number;
  capacity: number;
  requested: boolean;
}

const suggest = async (who: string, startupId: string, skillIds: string[] = []) => {
  const res = await gql<{ mentorSuggestions: Suggestion[] }>(who, SUGGEST, { startupId, skillIds });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.mentorSuggestions;
};

const requestsRows = () => db().select().from(mentorRequests);
const assignmentOf = async (startupId: string, userId: string) =>
  (
    await db()
      .select()
      .from(startupAssignments)
      .where(and(eq(startupAssignments.startupId, startupId), eq(startupAssignments.userId, userId)))
  ).length > 0;

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, AISHA, MARCO, SAMUEL, HANNAH, ELENA, SOFIA, NOAH])
    tokens[email] = await s.login(email);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups)) startupIds[r.name] = r.id;
  const [skill] = await db()
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.kind, 'mentortag'), eq(tags.name, 'Fundraising')));
  fundraising = skill!.id;
});
afterAll(() => s?.close());

describe('mentor matching settings', () => {
  it('lets the admin choose the criteria, and refuses bad values and people without SETTINGS:MANAGE', async () => {
    const bad = await gql(MAYA, SETTINGS, {
      input: { criteria: ['INDUSTRIES'], capacityPerMentor: 0, startupsMayRequest: true },
    });
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'badSettings' });
    const founder = await gql(AISHA, SETTINGS, {
      input: { criteria: ['INDUSTRIES'], capacityPerMentor: 3, startupsMayRequest: true },
    });
    expect(errorOf(founder).code).toBe('FORBIDDEN');
    const ok = await gql<{ updateMentorMatchingSettings: unknown }>(MAYA, SETTINGS, {
      input: { criteria: ['INDUSTRIES', 'SKILLS'], capacityPerMentor: 3, startupsMayRequest: true },
    });
    expect(ok.body.data?.updateMentorMatchingSettings).toEqual({
      criteria: ['INDUSTRIES', 'SKILLS'],
      capacityPerMentor: 3,
      startupsMayRequest: true,
    });
    const read = await gql<{ mentorMatchingSettings: { criteria: string[] } }>(
      AISHA,
      'query { mentorMatchingSettings { criteria } }',
    );
    expect(read.body.data?.mentorMatchingSettings.criteria).toEqual(['INDUSTRIES', 'SKILLS']);
  });
});

describe('suggestions and requests', () => {
  it('ranks the mentors for a founder’s startup with the skills they ask for, and says why', async () => {
    const kinfolk = startupIds['Kinfolk Health']!;
    const ranked = await suggest(SOFIA, kinfolk, [fundraising]);
    // Samuel and Daniel carry the Fundraising skill; Elena already works with Kinfolk and is not proposed.
    expect(ranked.map((r) => r.mentor.fullName)).not.toContain('Elena García');
    const top = ranked
      .slice(0, 2)
      .map((r) => r.mentor.fullName)
      .sort();
    expect(top).toEqual(['Daniel Okafor', 'Samuel Adeyemi']);
    expect(ranked[0]!.reasons).toContainEqual({ criterion: 'SKILLS', labels: ['Fundraising'] });
    expect(ranked[0]!.score).toBeGreaterThan(ranked.at(-1)!.score);
  });

  it('refuses suggestions of someone else’s startup, an unknown one, and bad skills', async () => {
    const tidepool = startupIds['Tidepool Analytics']!;
    expect(errorOf(await gql(SOFIA, SUGGEST, { startupId: tidepool })).reason).toBe('notYourStartup');
    expect(errorOf(await gql(SOFIA, SUGGEST, { startupId: 'nope' })).reason).toBe('notYourStartup');
    expect(errorOf(await gql(MAYA, SUGGEST, { startupId: '00000000-0000-4000-8000-000000000000' })).reason).toBe(
      'notYourStartup',
    );
    const bad = await gql(AISHA, SUGGEST, { startupId: tidepool, skillIds: [ids[MAYA]] });
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'badSkills' });
  });

  it('sends a request the mentor accepts: the mentor now works with the startup and reaches it', async () => {
    const kinfolk = startupIds['Kinfolk Health']!;
    // Before: Samuel (assigned to the Climate track) does not reach Kinfolk.
    expect(errorOf(await gql(SAMUEL, STARTUP, { id: kinfolk })).code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const sent = await gql<{ requestMentor: { _id: string; status: string; skills: string[]; canWithdraw: boolean } }>(
      SOFIA,
      REQUEST,
      { startupId: kinfolk, mentorId: ids[SAMUEL], skillIds: [fundraising], message: 'We are raising a seed round.' },
    );
    expect(sent.body.errors, JSON.stringify(sent.body.errors)).toBeUndefined();
    const request = sent.body.data!.requestMentor;
    expect(request).toMatchObject({ status: 'PENDING', skills: ['Fundraising'], canWithdraw: true });

    // Asking twice, or asking for a startup that is not yours, is refused; nothing more is stored.
    const before = (await requestsRows()).length;
    const again = await gql(SOFIA, REQUEST, { startupId: kinfolk, mentorId: ids[SAMUEL], skillIds: [], message: '' });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', reason: 'alreadyRequested' });
    const foreign = await gql(AISHA, REQUEST, { startupId: kinfolk, mentorId: ids[ELENA], skillIds: [], message: '' });
    expect(errorOf(foreign).reason).toBe('notYourStartup');
    const notMentor = await gql(SOFIA, REQUEST, {
      startupId: kinfolk,
      mentorId: ids[PRIYA],
      skillIds: [],
      message: '',
    });
    expect(errorOf(notMentor).reason).toBe('notMentor');
    const long = await gql(SOFIA, REQUEST, {
      startupId: kinfolk,
      mentorId: ids[HANNAH],
      skillIds: [],
      message: 'x'.repeat(1001),
    });
    expect(errorOf(long).reason).toBe('messageTooLong');
    expect((await requestsRows()).length).toBe(before);

    // The suggestion says it was asked; the mentor sees it and is told of it.
    expect((await suggest(SOFIA, kinfolk)).find((r) => r.mentor._id === ids[SAMUEL])?.requested).toBe(true);
    const inbox = await gql<{ mentorRequests: { _id: string; canRespond: boolean }[] }>(SAMUEL, REQUESTS, {
      status: 'PENDING',
    });
    expect(inbox.body.data!.mentorRequests).toContainEqual(
      expect.objectContaining({ _id: request._id, canRespond: true }),
    );
    const told = await db()
      .select({ type: notifications.notificationType })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, ids[SAMUEL]!));
    expect(told.map((n) => n.type)).toContain('mentorRequested');

    // Only the mentor asked answers it.
    expect(errorOf(await gql(HANNAH, RESPOND, { id: request._id, accept: true })).code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(errorOf(await gql(SOFIA, RESPOND, { id: request._id, accept: true })).code).toBe('FORBIDDEN');
    const accepted = await gql<{ respondMentorRequest: { status: string; canRespond: boolean } }>(SAMUEL, RESPOND, {
      id: request._id,
      accept: true,
    });
    expect(accepted.body.data?.respondMentorRequest).toMatchObject({ status: 'ACCEPTED', canRespond: false });
    expect(await assignmentOf(kinfolk, ids[SAMUEL]!)).toBe(true);
    expect((await gql<{ startup: { name: string } }>(SAMUEL, STARTUP, { id: kinfolk })).body.data?.startup.name).toBe(
      'Kinfolk Health',
    );
    // Answered once: a second answer is refused.
    expect(errorOf(await gql(SAMUEL, RESPOND, { id: request._id, accept: false })).reason).toBe('answered');
    const founders = await db()
      .select({ type: notifications.notificationType })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, ids[SOFIA]!));
    expect(founders.map((n) => n.type)).toContain('mentorRequestAccepted');
    // Matched now: no longer proposed.
    expect((await suggest(SOFIA, kinfolk)).map((r) => r.mentor._id)).not.toContain(ids[SAMUEL]);
  });

  it('lets the founders withdraw a request and the mentor decline one', async () => {
    const tidepool = startupIds['Tidepool Analytics']!;
    const ask = async (mentor: string) =>
      (
        await gql<{ requestMentor: { _id: string } }>(AISHA, REQUEST, {
          startupId: tidepool,
          mentorId: ids[mentor],
          skillIds: [],
          message: '',
        })
      ).body.data!.requestMentor._id;
    const toElena = await ask(ELENA);
    const withdrawn = await gql<{ withdrawMentorRequest: { status: string } }>(
      MARCO,
      'mutation($id: ID!) { withdrawMentorRequest(id: $id) { status } }',
      { id: toElena },
    );
    expect(withdrawn.body.data?.withdrawMentorRequest.status).toBe('WITHDRAWN');
    const again = await ask(ELENA);
    const declined = await gql<{ respondMentorRequest: { status: string } }>(ELENA, RESPOND, {
      id: again,
      accept: false,
    });
    expect(declined.body.data?.respondMentorRequest.status).toBe('DECLINED');
    expect(await assignmentOf(tidepool, ids[ELENA]!)).toBe(false);
  });

  it('refuses requests when the programme matches mentors itself', async () => {
    await gql(MAYA, SETTINGS, { input: { criteria: ['INDUSTRIES'], capacityPerMentor: 3, startupsMayRequest: false } });
    try {
      const brightpath = startupIds['Brightpath Learning'] ?? Object.values(startupIds)[0]!;
      const tidepool = startupIds['Tidepool Analytics']!;
      expect(errorOf(await gql(AISHA, SUGGEST, { startupId: tidepool })).reason).toBe('requestsClosed');
      const res = await gql(AISHA, REQUEST, { startupId: tidepool, mentorId: ids[ELENA], skillIds: [], message: '' });
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'requestsClosed' });
      // The staff still see the suggestions of the startups they manage.
      expect((await suggest(PRIYA, brightpath)).length).toBeGreaterThan(0);
    } finally {
      await gql(MAYA, SETTINGS, {
        input: { criteria: ['INDUSTRIES', 'SKILLS'], capacityPerMentor: 3, startupsMayRequest: true },
      });
    }
  });
});

describe('racing requests', () => {
  it('keeps one of two identical requests sent at once, and tells the other it is already asked', async () => {
    const greenleaf = startupIds['Greenleaf Robotics']!;
    const daniel = (await db().select({ id: users.id }).from(users).where(eq(users.email, DANIEL)))[0]!.id;
    tokens[INGRID] = await s.login(INGRID);
    const send = () => gql(INGRID, REQUEST, { startupId: greenleaf, mentorId: daniel, skillIds: [], message: '' });
    const answers = await Promise.all([send(), send()]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    expect(errorOf(answers.find((a) => a.body.errors)!)).toMatchObject({
      code: 'CONFLICT',
      reason: 'alreadyRequested',
    });
    const rows = (await requestsRows()).filter((r) => r.startupId === greenleaf && r.mentorId === daniel);
    expect(rows).toHaveLength(1);
  });
});

describe('mentors management', () => {
  it('shows every mentor with capacity and matches, and lets the staff match, unmatch and set capacity', async () => {
    const list = await gql<{
      mentors: { mentor: { _id: string; roleType: string }; capacity: number; startups: { name: string }[] }[];
    }>(PRIYA, MENTORS);
    expect(list.body.errors).toBeUndefined();
    const elena = list.body.data!.mentors.find((m) => m.mentor._id === ids[ELENA])!;
    expect(elena).toMatchObject({ capacity: 3, startups: [{ name: 'Kinfolk Health' }] });
    expect(list.body.data!.mentors.map((m) => m.mentor.roleType)).not.toContain('Staff');

    const tidepool = startupIds['Tidepool Analytics']!;
    const assigned = await gql<{ assignMentor: { startups: { name: string }[] } }>(PRIYA, ASSIGN, {
      startupId: tidepool,
      mentorId: ids[ELENA],
    });
    expect(assigned.body.data?.assignMentor.startups.map((x) => x.name).sort()).toEqual([
      'Kinfolk Health',
      'Tidepool Analytics',
    ]);
    expect(errorOf(await gql(PRIYA, ASSIGN, { startupId: tidepool, mentorId: ids[ELENA] })).reason).toBe(
      'alreadyMatched',
    );
    // A capacity of 2 is reached: a third match is refused until the capacity is raised.
    expect(
      (await gql<{ setMentorCapacity: unknown }>(MAYA, CAPACITY, { mentorId: ids[ELENA], capacity: 2 })).body.data,
    ).toEqual({ setMentorCapacity: { capacity: 2, ownCapacity: 2 } });
    const greenleaf = startupIds['Greenleaf Robotics']!;
    expect(errorOf(await gql(PRIYA, ASSIGN, { startupId: greenleaf, mentorId: ids[ELENA] })).reason).toBe('mentorFull');
    expect(errorOf(await gql(MAYA, CAPACITY, { mentorId: ids[ELENA], capacity: 99 })).reason).toBe('badSettings');
    expect(errorOf(await gql(MAYA, CAPACITY, { mentorId: ids[PRIYA], capacity: 2 })).reason).toBe('notMentor');
    await gql(MAYA, CAPACITY, { mentorId: ids[ELENA], capacity: null });

    const unassigned = await gql<{ unassignMentor: { startups: { name: string }[] } }>(PRIYA, UNASSIGN, {
      startupId: tidepool,
      mentorId: ids[ELENA],
    });
    expect(unassigned.body.data?.unassignMentor.startups).toEqual([{ name: 'Kinfolk Health' }]);
    expect(errorOf(await gql(PRIYA, UNASSIGN, { startupId: tidepool, mentorId: ids[ELENA] })).reason).toBe(
      'notMatched',
    );
  });

  it('is closed to founders and applicants', async () => {
    expect(errorOf(await gql(AISHA, MENTORS)).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(NOAH, MENTORS)).code).toBe('FORBIDDEN');
    const tidepool = startupIds['Tidepool Analytics']!;
    expect(errorOf(await gql(AISHA, ASSIGN, { startupId: tidepool, mentorId: ids[ELENA] })).code).toBe('FORBIDDEN');
  });
});
