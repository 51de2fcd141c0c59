// An application's interview meeting on the real server (docs/applications.md, "Meetings"): staff who manage the
// application schedule, change and cancel it; its members see it, confirm it or ask for another time; each step is an
// activity, a notification in the recipient's language and, for the members, an email with its calendar invitation
// (sent once per version); strangers, other organisations and those without the right learn nothing; bad input is a
// typed refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness.ts';
import { parseIcs } from '../../../test/ics.ts';
import { PRIYA } from '../../../test/personas.ts';
import {
  AISHA,
  CLAIRE,
  CREATE_APPLICATION,
  DECIDE,
  GET,
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
import { incubators } from '../../core/db/incubators.schema.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { users } from '../users/users.tables.ts';
import { applicationMeetings } from './application-meetings.schema.ts';

const db = () => ctx.server.running.services.database.db;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;

const MEETING = `_id applicationId applicationName funnelName status startTime endTime durationMinutes timeZone
  location videoLink note response responseMessage respondedBy { _id fullName } scheduledBy { _id fullName }
  canManage isMember`;
const READ = `query($a: ID!) { applicationMeeting(applicationId: $a) { ${MEETING} } }`;
const SCHEDULE = `mutation($a: ID!, $input: ApplicationMeetingInput!) {
  scheduleApplicationMeeting(applicationId: $a, input: $input) { ${MEETING} } }`;
const UPDATE = `mutation($a: ID!, $input: ApplicationMeetingInput!) {
  updateApplicationMeeting(applicationId: $a, input: $input) { ${MEETING} } }`;
const CANCEL = `mutation($a: ID!) { cancelApplicationMeeting(applicationId: $a) { ${MEETING} } }`;
const ANSWER = `mutation($a: ID!, $answer: ApplicationMeetingAnswer!, $message: String) {
  answerApplicationMeeting(applicationId: $a, answer: $answer, message: $message) { ${MEETING} } }`;

interface Meeting {
  _id: string;
  status: string;
  startTime: string;
  durationMinutes: number;
  response: string;
  responseMessage: string | null;
  respondedBy: { _id: string } | null;
  canManage: boolean;
  isMember: boolean;
  location: string;
}

/** A plan starting `days` days from now at a whole hour, 45 minutes long. */
function plan(days = 3, extra: Record<string, unknown> = {}) {
  const start = new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
    timeZone: 'Europe/Paris',
    location: 'Harbour House, room 4',
    videoLink: 'https://meet.example.com/kelp',
    note: 'Bring your latest numbers.',
    ...extra,
  };
}

const schedule = async (who: string, a: string, input = plan()) =>
  ok(await gql<{ scheduleApplicationMeeting: Meeting }>(who, SCHEDULE, { a, input })).scheduleApplicationMeeting;
const read = async (who: string, a: string) =>
  ok(await gql<{ applicationMeeting: Meeting | null }>(who, READ, { a })).applicationMeeting;
const answer = async (who: string, a: string, value: string, message?: string) =>
  ok(await gql<{ answerApplicationMeeting: Meeting }>(who, ANSWER, { a, answer: value, message }))
    .answerApplicationMeeting;

/** The meeting notifications about an application: recipient email, type, message. */
async function notified(applicationId: string) {
  const rows = await db()
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
    .where(eq(notifications.url, `/application/${applicationId}/meeting`));
  return rows.sort((a, b) => `${a.type}${a.email}`.localeCompare(`${b.type}${b.email}`));
}

const mailsTo = (address: string) =>
  db()
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      calendar: mailOutbox.calendar,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.kind, 'application-meeting-%')))
    .orderBy(mailOutbox.createdAt);

/** A submitted application of a new applicant (who reads French) in a new published intake. */
async function submittedApplication(name: string) {
  const { funnel, forms } = await publishedFunnel(1);
  const applicant = await newApplicant();
  const app = ok(
    await gql<{ createApplication: Application }>(applicant, CREATE_APPLICATION, { slug: funnel.slug, name }),
  ).createApplication;
  ok(await submitRound(applicant, app._id, funnel.rounds[0]!._id, forms[0]!.questionId));
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, applicant));
  ids[applicant] = row!.id;
  await db().update(users).set({ language: 'fr', timezone: 'America/Montreal' }).where(eq(users.id, row!.id));
  return { applicant, app: app._id };
}

beforeAll(async () => {
  ctx.server = await startTestServer();
  for (const email of [MAYA, AISHA, PRIYA]) tokens[email] = await ctx.server.login(email);
  tokens[CLAIRE] = await ctx.server.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
});
afterAll(() => ctx.server?.close());

describe('application meetings', () => {
  it('lets staff schedule the interview; the applicant sees it, confirms or asks for another time', async () => {
    const { applicant, app } = await submittedApplication('Kelpworks');
    expect(await read(applicant, app)).toBeNull();
    const input = plan();
    const scheduled = await schedule(MAYA, app, input);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      startTime: input.startTime,
      durationMinutes: 45,
      response: 'pending',
      canManage: true,
      isMember: false,
    });
    // Scheduling moved the application to its meeting stage, and both steps are in its activities.
    const seen = ok(await gql<{ application: Application }>(applicant, GET, { id: app })).application;
    expect(seen.status).toBe('ready_for_meeting');
    expect(seen.activities.map((a) => a.kind)).toEqual([
      'created',
      'roundSubmitted',
      'statusChanged',
      'statusChanged',
      'meetingScheduled',
    ]);

    const mine = (await read(applicant, app))!;
    expect(mine).toMatchObject({ isMember: true, canManage: false, location: 'Harbour House, room 4' });
    // The applicant hears in French, by a notification and an email carrying the calendar invitation.
    await expect.poll(async () => (await notified(app)).length, { timeout: 15_000 }).toBe(1);
    expect(await notified(app)).toEqual([
      {
        email: applicant,
        type: 'meetingScheduled',
        message: expect.stringMatching(/a planifié une réunion avec vous : Kelpworks$/),
      },
    ]);
    await expect.poll(async () => (await mailsTo(applicant)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(applicant);
    expect(mail!.kind).toBe('application-meeting-scheduled');
    expect(mail!.subject).toBe('Entretien planifié : Kelpworks');
    // Paris time, and Montreal time for the applicant who lives there.
    expect(mail!.text).toContain('(Europe/Paris)');
    expect(mail!.text).toContain('(America/Montreal)');
    expect(mail!.text).toContain('https://meet.example.com/kelp');
    const invite = parseIcs(mail!.calendar!).entries[0]!;
    expect(invite.start.toISOString()).toBe(input.startTime);
    expect(invite.uid).toMatch(new RegExp(`^application-meeting-${scheduled._id}@`));

    const confirmed = await answer(applicant, app, 'confirmed');
    expect(confirmed).toMatchObject({ response: 'confirmed', respondedBy: { _id: ids[applicant] } });
    const asked = await answer(applicant, app, 'newTimeRequested', '  Any morning next week would suit us.  ');
    expect(asked).toMatchObject({
      response: 'newTimeRequested',
      responseMessage: 'Any morning next week would suit us.',
    });
    // Maya, who scheduled it, hears of both answers.
    await expect.poll(async () => (await notified(app)).length, { timeout: 15_000 }).toBe(3);
    expect((await notified(app)).filter((n) => n.email === MAYA).map((n) => n.type)).toEqual([
      'meetingConfirmed',
      'meetingTimeRequested',
    ]);
    const kinds = ok(await gql<{ application: Application }>(MAYA, GET, { id: app })).application.activities.map(
      (a) => a.kind,
    );
    expect(kinds.slice(-2)).toEqual(['meetingConfirmed', 'meetingTimeRequested']);
  });

  it('lets staff change and cancel it: a new time asks for a new answer, the invitation follows, once', async () => {
    const { applicant, app } = await submittedApplication('Tidal Loop');
    const first = await schedule(MAYA, app);
    // (Each step's email is awaited: a version replaced before its email left is mailed by the newer one's event.)
    await expect.poll(async () => (await mailsTo(applicant)).length, { timeout: 15_000 }).toBe(1);
    await answer(applicant, app, 'confirmed');
    // A new place keeps the answer; a new time asks again.
    const moved = ok(
      await gql<{ updateApplicationMeeting: Meeting }>(MAYA, UPDATE, {
        a: app,
        input: plan(3, { location: 'Pier 9' }),
      }),
    ).updateApplicationMeeting;
    expect(moved).toMatchObject({ location: 'Pier 9', response: 'confirmed' });
    await expect.poll(async () => (await mailsTo(applicant)).length, { timeout: 15_000 }).toBe(2);
    const later = plan(4);
    const retimed = ok(
      await gql<{ updateApplicationMeeting: Meeting }>(MAYA, UPDATE, { a: app, input: later }),
    ).updateApplicationMeeting;
    expect(retimed).toMatchObject({ startTime: later.startTime, response: 'pending', respondedBy: null });
    await expect.poll(async () => (await mailsTo(applicant)).length, { timeout: 15_000 }).toBe(3);

    const cancelled = ok(
      await gql<{ cancelApplicationMeeting: Meeting }>(MAYA, CANCEL, { a: app }),
    ).cancelApplicationMeeting;
    expect(cancelled.status).toBe('cancelled');
    await expect.poll(async () => (await mailsTo(applicant)).length, { timeout: 15_000 }).toBe(4);
    const mails = await mailsTo(applicant);
    expect(mails.map((m) => m.kind)).toEqual([
      'application-meeting-scheduled',
      'application-meeting-changed',
      'application-meeting-changed',
      'application-meeting-cancelled',
    ]);
    const [invite, , , cancel] = mails.map((m) => parseIcs(m.calendar!).entries[0]!);
    expect(cancel).toMatchObject({ uid: invite!.uid, status: 'CANCELLED', sequence: 3 });
    expect(errorOf(await gql(applicant, ANSWER, { a: app, answer: 'confirmed' })).reason).toBe('meetingCancelled');
    expect(errorOf(await gql(MAYA, UPDATE, { a: app, input: plan() })).reason).toBe('meetingCancelled');
    expect(errorOf(await gql(MAYA, CANCEL, { a: app })).reason).toBe('meetingCancelled');

    // A redelivered event finds its version mailed and sends nothing more.
    const [demo] = await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo'));
    await new TenantDb(db(), demo!.id).transaction((tx) =>
      ctx.server.running.services.events.publish(tx, 'application.meetingCancelled', {
        applicationId: app,
        name: 'Tidal Loop',
        memberIds: [ids[applicant]!],
        url: `/application/${app}/meeting`,
        meetingId: first._id,
        actorId: ids[MAYA]!,
        sequence: 3,
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(applicant)).toHaveLength(4);

    // Scheduled again: the same meeting, a new version, unanswered.
    const again = await schedule(MAYA, app, plan(5));
    expect(again).toMatchObject({ _id: first._id, status: 'scheduled', response: 'pending' });
  });

  it('shows strangers, other organisations and members of other applications nothing', async () => {
    const { applicant, app } = await submittedApplication('Saltmarsh');
    await schedule(MAYA, app);
    const stranger = await newApplicant();
    expect(errorOf(await gql(stranger, READ, { a: app })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(stranger, ANSWER, { a: app, answer: 'confirmed' })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(AISHA, READ, { a: app })).reason).toBe('applicationNotFound');
    // Scheduling needs APPLICATIONS:EDIT: an applicant (even the member) is refused before anything is read.
    expect(errorOf(await gql(applicant, SCHEDULE, { a: app, input: plan() })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(applicant, CANCEL, { a: app })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(CLAIRE, READ, { a: app }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, SCHEDULE, { a: app, input: plan() }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, CANCEL, { a: app }, NORTH)).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, ANSWER, { a: app, answer: 'confirmed' }, NORTH)).code).toBe('NOT_FOUND');
    // Staff answer nothing for the applicants.
    expect(errorOf(await gql(MAYA, ANSWER, { a: app, answer: 'confirmed' })).reason).toBe('notMember');
    expect(errorOf(await gql(null, READ, { a: app })).code).toBe('AUTHENTICATION_REQUIRED');
    expect((await read(applicant, app))!.status).toBe('scheduled');
  });

  it('refuses bad input, the wrong application and the wrong moment with typed reasons', async () => {
    const { applicant, app } = await submittedApplication('Reefline');
    const refused = async (input: Record<string, unknown>) => errorOf(await gql(MAYA, SCHEDULE, { a: app, input }));
    const base = plan();
    expect(
      await refused({ ...base, endTime: new Date(Date.parse(base.startTime) - HOUR).toISOString() }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'endBeforeStart',
      fields: { endTime: 'endBeforeStart' },
    });
    expect((await refused(plan(-2))).reason).toBe('pastDate');
    expect((await refused({ ...base, startTime: 'next tuesday' })).reason).toBe('badDate');
    expect((await refused(plan(400))).reason).toBe('tooFarAhead');
    expect(
      (await refused({ ...base, endTime: new Date(Date.parse(base.startTime) + 9 * HOUR).toISOString() })).reason,
    ).toBe('badDuration');
    expect((await refused({ ...base, timeZone: 'Mars/Olympus' })).reason).toBe('badTimeZone');
    expect((await refused({ ...base, location: ' ', videoLink: '' })).reason).toBe('placeRequired');
    expect((await refused({ ...base, videoLink: 'javascript:alert(1)' })).reason).toBe('badLink');
    expect((await refused({ ...base, note: 'x'.repeat(2001) })).reason).toBe('noteTooLong');
    expect(await read(MAYA, app)).toBeNull();

    expect(errorOf(await gql(MAYA, SCHEDULE, { a: 'not-a-uuid', input: base })).reason).toBe('applicationNotFound');
    expect(errorOf(await gql(MAYA, SCHEDULE, { a: crypto.randomUUID(), input: base })).reason).toBe(
      'applicationNotFound',
    );
    expect(errorOf(await gql(MAYA, UPDATE, { a: app, input: base })).reason).toBe('meetingNotFound');
    expect(errorOf(await gql(applicant, ANSWER, { a: app, answer: 'confirmed' })).reason).toBe('meetingNotFound');

    await schedule(MAYA, app);
    expect(errorOf(await gql(MAYA, SCHEDULE, { a: app, input: base })).reason).toBe('alreadyScheduled');
    expect(errorOf(await gql(applicant, ANSWER, { a: app, answer: 'newTimeRequested', message: ' ' })).reason).toBe(
      'messageRequired',
    );
    // A meeting that has started is no longer answered.
    await db()
      .update(applicationMeetings)
      .set({ startTime: new Date(Date.now() - HOUR) })
      .where(eq(applicationMeetings.applicationId, app));
    expect(errorOf(await gql(applicant, ANSWER, { a: app, answer: 'confirmed' })).reason).toBe('meetingStarted');

    // A draft is not interviewed; a decided application is not either, though its meeting may be cancelled.
    const { funnel } = await publishedFunnel(1);
    const drafter = await newApplicant();
    const draft = ok(
      await gql<{ createApplication: Application }>(drafter, CREATE_APPLICATION, { slug: funnel.slug, name: 'Draft' }),
    ).createApplication;
    expect(errorOf(await gql(MAYA, SCHEDULE, { a: draft._id, input: base })).reason).toBe('notSubmitted');
    ok(await gql(MAYA, DECIDE, { ids: [app], action: 'accept' }));
    expect(errorOf(await gql(MAYA, UPDATE, { a: app, input: base })).reason).toBe('decided');
    expect(
      ok(await gql<{ cancelApplicationMeeting: Meeting }>(MAYA, CANCEL, { a: app })).cancelApplicationMeeting.status,
    ).toBe('cancelled');
    expect(errorOf(await gql(MAYA, SCHEDULE, { a: app, input: base })).reason).toBe('decided');
  });
});
