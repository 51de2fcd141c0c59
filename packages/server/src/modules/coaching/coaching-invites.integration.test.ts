// Coaching invites on the real server with a real SMTP peer (issue 20 item 2): a mentor invites a startup's founder
// with three times; the founder opens the emailed link (signed out), accepts one, and a session is scheduled and the
// timeline post follows; a wrong link, another organisation, an answered or expired invite, a time already taken,
// the two blockers and people outside the startup are refused with nothing stored; declining cancels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { parseIcs } from '../../../test/ics.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { AISHA, CLAIRE, MARCO, MAYA, NORTHSTAR, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import { users } from '../users/users.schema.ts';
import { coachingInvitees, coachingInvites } from './coaching-invites.schema.ts';
import { coachingSessionPeople, coachingSessions } from './coaching.schema.ts';

const INVITE = `_id name duration times status expired expires coachingSession acceptedTime canRespond canCancelMeeting
  startup { name } invitedBy { fullName } you { fullName side } startupInvitees { _id } incubatorInvitees { _id }`;
const CREATE = `mutation($input: CoachingInviteInput!) { createCoachingInvite(input: $input) { ${INVITE} } }`;
const ONE = `query($id: ID!, $token: String) { coachingInvite(id: $id, token: $token) { ${INVITE} } }`;
const RESPOND = `mutation($id: ID!, $token: String, $startTime: String, $decline: Boolean) {
  respondCoachingInvite(id: $id, token: $token, startTime: $startTime, decline: $decline) { ${INVITE} } }`;
const ENTRIES = `query($from: String!, $to: String!) { calendarEntries(from: $from, to: $to) { kind title startTime } }`;
const CREATE_FEED = `mutation { createCalendarFeed { url } }`;
const FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';
const ALLOCATE = `mutation($startupId: ID!, $minutes: Int!) { allocateHours(startupId: $startupId, minutes: $minutes) { minutesRemaining } }`;

interface Invite {
  _id: string;
  status: string;
  expired: boolean;
  times: string[];
  coachingSession: string | null;
  acceptedTime: string | null;
  canRespond: boolean;
  canCancelMeeting: boolean;
  you: { fullName: string; side: string } | null;
}
type Err = { extensions?: { code?: string; reason?: string; blocker?: string; fields?: Record<string, string> } };

let s: TestServer;
let mail: MailCatcher;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const startupIds: Record<string, string> = {};
const db = () => s.running.services.database.db;
const gql = <T>(who: string | null, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: who ? tokens[who] : undefined, variables, host });
const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};
const inDays = (d: number, hour = 10) => {
  const at = new Date(Date.now() + d * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

async function stored() {
  const [a] = await db().select({ n: count() }).from(coachingInvites);
  const [b] = await db().select({ n: count() }).from(coachingSessions);
  return { invites: a!.n, sessions: b!.n };
}

async function invite(input: Record<string, unknown> = {}, who = SAMUEL) {
  return gql<{ createCoachingInvite: Invite }>(who, CREATE, {
    input: {
      startupId: startupIds.Tidepool,
      name: 'Fundraising plan',
      duration: 60,
      times: [inDays(3), inDays(4), inDays(5, 14)],
      conferenceLink: 'https://meet.example.com/samuel',
      message: 'Let us go through the deck.',
      startupInviteeIds: [ids[AISHA]],
      ...input,
    },
  });
}

async function sent(input: Record<string, unknown> = {}) {
  const res = await invite(input);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const created = res.body.data!.createCoachingInvite;
  const received = await mail.take(AISHA);
  const token = new URL(
    /https?:\/\/\S+\/coaching\/invitation\/\S+\?token=\S+/.exec(received.text)![0],
  ).searchParams.get('token')!;
  return { invite: created, token, mail: received };
}

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  for (const email of [MAYA, PRIYA, SAMUEL, AISHA, MARCO, SOFIA]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTHSTAR.host);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  const [demo] = await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo'));
  const rows = await db()
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(eq(startups.incubatorId, demo!.id));
  for (const r of rows) startupIds[r.name.split(' ')[0]!] = r.id;
  await gql(MAYA, FLAG, { n: 'hoursAllocation', a: false });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

describe('sending an invite', () => {
  it('emails each invitee their own link and writes a coaching-invite post', async () => {
    const { invite: created, token, mail: received } = await sent();
    expect(created).toMatchObject({ status: 'pending', expired: false, canRespond: false, you: null });
    expect(created.times).toHaveLength(3);
    expect(received.subject).toBe('Samuel Adeyemi invites you to “Fundraising plan”');
    expect(received.text).toContain('Let us go through the deck.');
    expect(received.text).toContain('/cancel-meeting?token=');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const [row] = await db().select().from(coachingInvitees).where(eq(coachingInvitees.inviteId, created._id));
    expect(row!.tokenHash).not.toContain(token);
    const [post] = await db()
      .select()
      .from(timelinePosts)
      .where(eq(timelinePosts.eventKey, `coaching-invite/${created._id}`));
    expect(post).toMatchObject({ kind: 'COACHING_INVITE', startupId: startupIds.Tidepool });
    expect(post!.payload).toMatchObject({ name: 'Fundraising plan', status: 'pending', invitedBy: 'Samuel Adeyemi' });
  });

  it('refuses a startup the mentor is not matched with (REQUIRES_CONNECTION) and stores nothing', async () => {
    const before = await stored();
    const res = await invite({ startupId: startupIds.Kinfolk, startupInviteeIds: [ids[SOFIA]] });
    expect(errorOf(res)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'requiresConnection',
      blocker: 'REQUIRES_CONNECTION',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses people outside the startup or the organisation, past times and founders sending', async () => {
    const before = await stored();
    expect(errorOf(await invite({ startupInviteeIds: [ids[SOFIA]] })).reason).toBe('badInvitees');
    expect(errorOf(await invite({ startupInviteeIds: [ids[CLAIRE]] })).reason).toBe('badInvitees');
    expect(errorOf(await invite({ incubatorInviteeIds: [ids[AISHA]] })).reason).toBe('badInvitees');
    expect(errorOf(await invite({ times: [new Date(Date.now() - 60_000).toISOString()] })).reason).toBe('badTimes');
    expect(errorOf(await invite({ times: [] })).reason).toBe('badTimes');
    expect(errorOf(await invite({ duration: 37 })).reason).toBe('badDuration');
    expect(errorOf(await invite({}, AISHA)).code).toBe('FORBIDDEN');
    expect(await stored()).toEqual(before);
  });

  it('refuses when the startup has fewer hours left than the meeting (INSUFFICIENT_HOUR_ALLOCATION)', async () => {
    await gql(MAYA, FLAG, { n: 'hoursAllocation', a: true });
    try {
      const remaining = (
        await gql<{ allocateHours: { minutesRemaining: number } }>(PRIYA, ALLOCATE, {
          startupId: startupIds.Tidepool,
          minutes: 30,
        })
      ).body.data!.allocateHours.minutesRemaining;
      expect(remaining).toBeLessThan(60);
      const before = await stored();
      const res = await invite();
      expect(errorOf(res)).toMatchObject({
        code: 'CONFLICT',
        reason: 'insufficientHours',
        blocker: 'INSUFFICIENT_HOUR_ALLOCATION',
      });
      expect(await stored()).toEqual(before);
      await gql(PRIYA, ALLOCATE, { startupId: startupIds.Tidepool, minutes: 600 });
      await sent();
    } finally {
      await gql(MAYA, FLAG, { n: 'hoursAllocation', a: false });
    }
  });
});

describe('the link', () => {
  it('shows the invite to the link holder signed out, and nothing to a wrong link or another person', async () => {
    const { invite: created, token } = await sent();
    const seen = await gql<{ coachingInvite: Invite }>(null, ONE, { id: created._id, token });
    expect(seen.body.data!.coachingInvite).toMatchObject({
      canRespond: true,
      you: { fullName: 'Aisha Bello', side: 'STARTUP' },
    });
    for (const res of [
      await gql(null, ONE, { id: created._id, token: token.slice(0, -2) + 'xx' }),
      await gql(null, ONE, { id: created._id }),
      await gql(SOFIA, ONE, { id: created._id }),
      await gql(CLAIRE, ONE, { id: created._id, token }, NORTHSTAR.host),
    ]) {
      expect(errorOf(res).code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Fundraising');
    }
    // Signed in, the invitee needs no token; the sender sees it too.
    expect(
      (await gql<{ coachingInvite: Invite }>(AISHA, ONE, { id: created._id })).body.data!.coachingInvite.canRespond,
    ).toBe(true);
    expect(
      (await gql<{ coachingInvite: Invite }>(SAMUEL, ONE, { id: created._id })).body.data!.coachingInvite.you,
    ).toBeNull();
  });

  it('accepting a time schedules the session once; a second answer and a bad time are refused', async () => {
    const { invite: created, token } = await sent();
    const before = await stored();
    expect(errorOf(await gql(null, RESPOND, { id: created._id, token, startTime: inDays(9) })).reason).toBe('badTime');
    expect(errorOf(await gql(null, RESPOND, { id: created._id, token })).reason).toBe('badTime');
    expect(await stored()).toEqual(before);
    const res = await gql<{ respondCoachingInvite: Invite }>(null, RESPOND, {
      id: created._id,
      token,
      startTime: created.times[1],
    });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const answered = res.body.data!.respondCoachingInvite;
    expect(answered).toMatchObject({
      status: 'meeting_scheduled',
      acceptedTime: created.times[1],
      canCancelMeeting: true,
    });
    const [session] = await db()
      .select()
      .from(coachingSessions)
      .where(eq(coachingSessions.id, answered.coachingSession!));
    expect(session).toMatchObject({
      name: 'Fundraising plan',
      meetingType: 'SCHEDULED_COACHING_SESSION',
      estimatedDuration: 60,
    });
    const people = await db()
      .select({ userId: coachingSessionPeople.userId, role: coachingSessionPeople.role })
      .from(coachingSessionPeople)
      .where(eq(coachingSessionPeople.sessionId, session!.id));
    expect(people).toEqual(
      expect.arrayContaining([
        { userId: ids[SAMUEL], role: 'COACH' },
        { userId: ids[AISHA], role: 'ATTENDEE' },
      ]),
    );
    const [post] = await db()
      .select()
      .from(timelinePosts)
      .where(eq(timelinePosts.eventKey, `coaching-invite/${created._id}`));
    expect(post!.payload).toMatchObject({ status: 'meeting_scheduled', acceptedTime: created.times[1] });
    // In both people's calendars and private ICS feeds.
    const day = Date.parse(created.times[1]!);
    const window = { from: new Date(day - 3_600_000).toISOString(), to: new Date(day + 7_200_000).toISOString() };
    for (const who of [SAMUEL, AISHA]) {
      const entries = await gql<{ calendarEntries: { kind: string; title: string; startTime: string }[] }>(
        who,
        ENTRIES,
        window,
      );
      expect(entries.body.data!.calendarEntries).toContainEqual({
        kind: 'COACHING',
        title: 'Fundraising plan',
        startTime: created.times[1],
      });
      const feed = await gql<{ createCalendarFeed: { url: string } }>(who, CREATE_FEED);
      const ics = await s.http({
        path: new URL(feed.body.data!.createCalendarFeed.url).pathname,
        host: 'demo.localhost',
      });
      expect(parseIcs(ics.text).entries.some((e) => e.summary === 'Fundraising plan')).toBe(true);
    }
    const again = await gql(null, RESPOND, { id: created._id, token, startTime: created.times[0] });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', reason: 'answered' });
    expect((await stored()).sessions).toBe(before.sessions + 1);
  });

  it('refuses a time at which someone invited already has a meeting', async () => {
    const at = inDays(20, 9);
    const first = await sent({ times: [at] });
    const second = await sent({ times: [at, inDays(21, 9)] });
    await gql(null, RESPOND, { id: first.invite._id, token: first.token, startTime: first.invite.times[0] });
    const before = await stored();
    const res = await gql(null, RESPOND, { id: second.invite._id, token: second.token, startTime: at });
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', reason: 'timeTaken' });
    expect(await stored()).toEqual(before);
  });

  it('declining cancels a pending invite, and a scheduled meeting with its session', async () => {
    const pending = await sent();
    const declined = await gql<{ respondCoachingInvite: Invite }>(null, RESPOND, {
      id: pending.invite._id,
      token: pending.token,
      decline: true,
    });
    expect(declined.body.data!.respondCoachingInvite.status).toBe('meeting_canceled');
    const booked = await sent({ times: [inDays(30, 11)] });
    const accepted = await gql<{ respondCoachingInvite: Invite }>(null, RESPOND, {
      id: booked.invite._id,
      token: booked.token,
      startTime: booked.invite.times[0],
    });
    const sessionId = accepted.body.data!.respondCoachingInvite.coachingSession!;
    await gql(null, RESPOND, { id: booked.invite._id, token: booked.token, decline: true });
    const [session] = await db().select().from(coachingSessions).where(eq(coachingSessions.id, sessionId));
    expect(session!.status).toBe('meeting_canceled');
  });

  it('an expired invite says so and takes no answer', async () => {
    const { invite: created, token } = await sent();
    await db()
      .update(coachingInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachingInvites.id, created._id));
    const seen = await gql<{ coachingInvite: Invite }>(null, ONE, { id: created._id, token });
    expect(seen.body.data!.coachingInvite).toMatchObject({ expired: true, canRespond: false });
    const before = await stored();
    const res = await gql(null, RESPOND, { id: created._id, token, startTime: created.times[0] });
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', reason: 'expired' });
    expect(await stored()).toEqual(before);
  });
});
