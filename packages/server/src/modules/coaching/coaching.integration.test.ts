// Coaching sessions on the real server (issue 20): a mentor logs a session for a startup they are assigned to (and
// not for another), it becomes a coaching post on the startup's timeline and notifies its people; notes by the
// founder, an end before the start, a session too long and another tenant are refused with nothing changed; staff
// notes are hidden from the startup until made public; a reschedule and a cancellation land in the changelog.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AISHA, CLAIRE, HANNAH, MARCO, NORTHSTAR, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { timelinePosts } from '../timeline/timeline.schema.ts';
import {
  CANCEL,
  CHANGELOG,
  CREATE,
  LIST,
  ONE,
  UPDATE,
  counts,
  db,
  errorOf,
  gql,
  hoursAgo,
  ids,
  loggedSession,
  s,
  startupIds,
  tokens,
  useCoachingServer,
  type SessionOut,
} from './coaching.fixture.ts';

useCoachingServer();

type Entry = { type: string; groupId: string; oldValue: string | null; newValue: string | null };

async function notified(userId: string, type: string) {
  return db()
    .select({ url: notifications.url })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, userId), eq(notifications.notificationType, type)));
}

describe('logging a session', () => {
  it('requires authentication', async () => {
    const res = await s.gql(LIST, {});
    expect(errorOf(res).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('lets a mentor log a session for an assigned startup: coach, founders attending, a timeline post, notifications', async () => {
    const session = await loggedSession();
    expect(session).toMatchObject({
      name: 'Pricing review',
      status: 'meeting_scheduled',
      estimatedDuration: 60,
      startup: { _id: startupIds.Tidepool, name: 'Tidepool Analytics' },
      canEditNotes: true,
      canEditStaffNotes: false,
    });
    expect(session.coachs.map((c) => c._id)).toEqual([ids[SAMUEL]]);
    expect(session.attendees.map((a) => a._id).sort()).toEqual([ids[AISHA], ids[MARCO]].sort());
    const [post] = await db()
      .select()
      .from(timelinePosts)
      .where(eq(timelinePosts.eventKey, `coaching-session/${session._id}`));
    expect(post).toMatchObject({ kind: 'COACHING_SESSION', startupId: startupIds.Tidepool, isPublic: true });
    expect(post!.payload).toMatchObject({ name: 'Pricing review', conferenceLink: 'https://zoom.us/j/123456' });
    expect(await notified(ids[AISHA]!, 'meetingScheduled')).toContainEqual({ url: `/coaching/session/${session._id}` });
    expect(await notified(ids[SAMUEL]!, 'meetingScheduled')).toEqual([]);
  });

  it('shows the coaching post in the founders timeline feed', async () => {
    const session = await loggedSession({ name: 'Hiring plan' });
    const res = await gql<{ startupEventTimeline: { results: { __typename: string; sessionId?: string }[] } }>(
      AISHA,
      `query($id: ID!) { startupEventTimeline(startupId: $id) { results { __typename ... on TimelineCoachingSessionPost { sessionId name } } } }`,
      { id: startupIds.Tidepool },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data!.startupEventTimeline.results).toContainEqual(
      expect.objectContaining({ __typename: 'TimelineCoachingSessionPost', sessionId: session._id }),
    );
  });

  it('refuses a mentor logging for a startup they are not assigned to, and another tenant', async () => {
    const before = await counts();
    const res = await gql(SAMUEL, CREATE, {
      input: { name: 'x', startupId: startupIds.Kinfolk, startTime: hoursAgo(2), endTime: hoursAgo(1) },
    });
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'notAssigned' });
    const other = await gql(
      CLAIRE,
      CREATE,
      { input: { name: 'x', startupId: startupIds.Tidepool, startTime: hoursAgo(2), endTime: hoursAgo(1) } },
      NORTHSTAR.host,
    );
    expect(errorOf(other).code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('refuses an end before the start and a session too long, naming the field, storing nothing', async () => {
    const before = await counts();
    const backwards = await gql(SAMUEL, CREATE, {
      input: { name: 'x', startupId: startupIds.Tidepool, startTime: hoursAgo(1), endTime: hoursAgo(2) },
    });
    expect(errorOf(backwards)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'endBeforeStart' });
    const long = await gql(SAMUEL, CREATE, {
      input: { name: 'x', startupId: startupIds.Tidepool, startTime: hoursAgo(6), endTime: hoursAgo(1) },
    });
    expect(errorOf(long)).toMatchObject({ reason: 'tooLong', fields: { endTime: 'tooLong' } });
    expect(await counts()).toEqual(before);
  });
});

describe('notes', () => {
  it('refuses the coach notes from a founder, leaving them unchanged', async () => {
    const session = await loggedSession({ editor: 'Pricing too low; test a premium tier.' });
    const before = await counts();
    const res = await gql(AISHA, UPDATE, { id: session._id, input: { editor: 'All good!' } });
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'notesForbidden' });
    const founderCreate = await gql(AISHA, CREATE, {
      input: { name: 'x', startupId: startupIds.Tidepool, startTime: hoursAgo(2), endTime: hoursAgo(1), editor: 'x' },
    });
    expect(errorOf(founderCreate).reason).toBe('notesForbidden');
    const again = await gql<{ coachingSession: SessionOut }>(AISHA, ONE, { id: session._id });
    expect(again.body.data!.coachingSession).toMatchObject({
      editor: 'Pricing too low; test a premium tier.',
      canEditNotes: false,
    });
    expect(await counts()).toEqual(before);
  });

  it('hides the staff notes from the startup until the team makes them public; mentors cannot write them', async () => {
    const session = await loggedSession();
    const mentor = await gql(SAMUEL, UPDATE, { id: session._id, input: { staffEditor: 'x' } });
    expect(errorOf(mentor).reason).toBe('staffNotesForbidden');
    const staff = await gql<{ updateCoachingSession: SessionOut }>(PRIYA, UPDATE, {
      id: session._id,
      input: { staffEditor: 'Watch the burn rate.' },
    });
    expect(staff.body.data!.updateCoachingSession.staffEditor).toBe('Watch the burn rate.');
    const hidden = await gql<{ coachingSession: SessionOut }>(AISHA, ONE, { id: session._id });
    expect(hidden.body.data!.coachingSession.staffEditor).toBeNull();
    const log = await gql<{ coachingSessionChangelog: Entry[] }>(AISHA, CHANGELOG, { id: session._id });
    expect(log.body.data!.coachingSessionChangelog.find((e) => e.type === 'STAFF_NOTES')?.newValue).toBeNull();
    await gql(PRIYA, UPDATE, { id: session._id, input: { staffEditorPublic: true } });
    const shown = await gql<{ coachingSession: SessionOut }>(AISHA, ONE, { id: session._id });
    expect(shown.body.data!.coachingSession.staffEditor).toBe('Watch the burn rate.');
  });
});

describe('changes and visibility', () => {
  it('keeps a reschedule and a cancellation in the changelog and notifies the founders', async () => {
    const session = await loggedSession({ name: 'Board prep' });
    const start = hoursAgo(5);
    const end = hoursAgo(4);
    const moved = await gql<{ updateCoachingSession: SessionOut }>(SAMUEL, UPDATE, {
      id: session._id,
      input: { startTime: start, endTime: end, topics: ['board', 'pricing'] },
    });
    expect(moved.body.errors).toBeUndefined();
    const cancelled = await gql<{ cancelCoachingSession: SessionOut }>(SAMUEL, CANCEL, { id: session._id });
    expect(cancelled.body.data!.cancelCoachingSession).toMatchObject({ status: 'meeting_canceled', canEdit: false });
    const log = (await gql<{ coachingSessionChangelog: Entry[] }>(HANNAH, CHANGELOG, { id: session._id })).body.data!
      .coachingSessionChangelog;
    expect(log.map((e) => e.type)).toEqual(expect.arrayContaining(['CREATED', 'RESCHEDULED', 'TOPICS', 'CANCELLED']));
    const rescheduled = log.find((e) => e.type === 'RESCHEDULED')!;
    expect(JSON.parse(rescheduled.newValue!)).toEqual({ start, end });
    expect(log.find((e) => e.type === 'TOPICS')!.groupId).toBe(rescheduled.groupId);
    expect(await notified(ids[MARCO]!, 'meetingChanged')).toContainEqual({ url: `/coaching/session/${session._id}` });
    expect(await notified(ids[MARCO]!, 'meetingDeleted')).toContainEqual({ url: `/coaching/session/${session._id}` });
    const again = await gql(SAMUEL, UPDATE, { id: session._id, input: { name: 'x' } });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', reason: 'cancelled' });
    const [post] = await db()
      .select()
      .from(timelinePosts)
      .where(eq(timelinePosts.eventKey, `coaching-session/${session._id}`));
    expect(post!.payload).toMatchObject({ status: 'meeting_canceled', start });
  });

  it('hides a session from founders of another startup and from another tenant', async () => {
    const session = await loggedSession();
    expect(errorOf(await gql(SOFIA, ONE, { id: session._id })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, ONE, { id: session._id }, NORTHSTAR.host)).code).toBe('NOT_FOUND');
    const list = await gql<{ coachingSessions: { results: { _id: string }[] } }>(SOFIA, LIST, {});
    expect(list.body.data!.coachingSessions.results.map((r) => r._id)).not.toContain(session._id);
  });

  it('lists the signed-in user own sessions over REST, with paging', async () => {
    const headers = { authorization: `Bearer ${tokens[AISHA]}` };
    const res = await s.http({ path: '/api/coachingsessions?timeframe=PAST', host: 'demo.localhost', headers });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as { results: { _id: string }[] };
    expect(body.results.length).toBeGreaterThan(0);
    const bad = await s.http({ path: '/api/coachingsessions?timeframe=SOON', host: 'demo.localhost', headers });
    expect(bad.status).toBe(400);
  });
});

describe('coaching preferences', () => {
  const PREFS = `mutation($input: CoachingPreferencesInput!) { updateCoachingPreferences(input: $input) {
    topics hoursPerMonth meetingDurations videoProvider videoLink } }`;
  it('saves and reads the caller own preferences; refuses bad ones', async () => {
    const input = {
      topics: ['fundraising'],
      industryIds: [],
      hoursPerMonth: 6,
      meetingDurations: [60, 30],
      videoProvider: 'ZOOM',
      videoLink: 'https://zoom.us/my/samuel',
    };
    const saved = await gql<{ updateCoachingPreferences: unknown }>(SAMUEL, PREFS, { input });
    expect(saved.body.data!.updateCoachingPreferences).toMatchObject({ meetingDurations: [30, 60], hoursPerMonth: 6 });
    const bad = await gql(SAMUEL, PREFS, { input: { ...input, hoursPerMonth: 999 } });
    expect(errorOf(bad).reason).toBe('badPreferences');
    const read = await gql<{ coachingPreferences: { videoLink: string } }>(
      SAMUEL,
      `{ coachingPreferences { videoLink } }`,
    );
    expect(read.body.data!.coachingPreferences.videoLink).toBe('https://zoom.us/my/samuel');
  });
});
