// Coaching sessions (issue 20): six months of sessions between each startup and the coaches and mentors assigned
// to it — roughly every three weeks, with the coach's notes, staff notes on some (made public on a few), a
// reschedule and a cancellation in their history, the next session already planned — each with its coaching post
// on the timeline, and the notifications the planned ones raised. Coaches' preferences for the coaching roles.
import {
  coachingChangelogs,
  coachingPreferences,
  coachingSessionPeople,
  coachingSessions,
} from '../../modules/coaching/coaching.schema.ts';
import { timelinePosts } from '../../modules/timeline/timeline.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';
import type { DemoNotification } from './notes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COACHING_ROLES = ['Coach', 'Mentor', 'Expert', 'AdminCoach'];

const SESSIONS: [string, string[], string][] = [
  [
    'Pricing review',
    ['Pricing'],
    'Current price anchors too low for mid-market. Agreed to test a premium tier with three design partners. Action: founders draft the pricing page by next session.',
  ],
  [
    'Fundraising readiness',
    ['Fundraising'],
    'Deck story is clear but traction slide buries the retention numbers. Action: move cohort chart up front; build a target list of 30 seed funds.',
  ],
  [
    'Hiring plan',
    ['Team'],
    'First sales hire before the second engineer. Discussed scorecard and a 90-day plan. Action: share the job description for review.',
  ],
  [
    'Go-to-market check-in',
    ['Sales'],
    'Outbound reply rate at 4%; the vertical message works better. Action: narrow the ICP to two segments and track weekly pipeline.',
  ],
  [
    'Metrics deep dive',
    ['Finance', 'Metrics'],
    'Walked through CAC payback (11 months) and churn by cohort. Action: submit this month’s metrics on time and add net revenue retention.',
  ],
  [
    'Product roadmap',
    ['Product'],
    'Too many bets in parallel. Agreed on one quarter goal and to park the mobile app. Action: send the trimmed roadmap.',
  ],
  [
    'Board preparation',
    ['Governance'],
    'Reviewed the board pack outline: keep it to ten pages, lead with decisions needed. Action: circulate pack one week ahead.',
  ],
];

const STAFF_NOTES = [
  'Strong progress; consider them for the demo day shortlist.',
  'Burn is higher than plan — keep an eye on runway at the next review.',
  'Founders asked for an intro to a fintech mentor.',
];

export async function seedCoaching(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { rng, now } = ctx;
  const sessions: Row<typeof coachingSessions>[] = [];
  const people: Row<typeof coachingSessionPeople>[] = [];
  const changelog: Row<typeof coachingChangelogs>[] = [];
  const posts: Row<typeof timelinePosts>[] = [];
  const staff = ctx.person('Staff').id;
  const coachIds = new Set<string>();

  for (const startup of ctx.startups) {
    const coaches = startup.staffIds.filter((id) => COACHING_ROLES.includes(ctx.userById(id).roleType));
    if (coaches.length === 0 || startup.founderIds.length === 0) continue;
    // Sessions every ~3 weeks from six months ago to three weeks ahead.
    for (let k = 0, day = -180 + rng.int(0, 10); day < 21; k++, day += rng.int(18, 24)) {
      const coachId = coaches[k % coaches.length]!;
      coachIds.add(coachId);
      const [name, topics, text] = SESSIONS[(k + startup.name.length) % SESSIONS.length]!;
      const start = new Date(now.getTime() + day * DAY);
      start.setUTCHours(rng.pick([9, 10, 14, 16]), rng.pick([0, 30]), 0, 0);
      const minutes = rng.pick([45, 60, 60, 90]);
      const end = new Date(start.getTime() + minutes * 60_000);
      const past = end < now;
      const cancelled = past && k % 9 === 4;
      const scheduled = k % 3 !== 1 || !past;
      const id = crypto.randomUUID();
      const createdAt = scheduled ? new Date(start.getTime() - rng.int(3, 8) * DAY) : end;
      const conferenceLink = `https://zoom.us/j/${rng.int(100_000_000, 999_999_999)}`;
      const withStaffNotes = past && k % 4 === 0;
      sessions.push({
        id,
        name,
        meetingType: scheduled ? 'SCHEDULED_COACHING_SESSION' : 'UNSCHEDULED_COACHING_SESSION',
        startupId: startup.id,
        startTime: start,
        endTime: end,
        expectedDuration: minutes,
        estimatedDuration: minutes,
        topics,
        conferenceLink,
        notes: past && !cancelled ? text : '',
        staffNotes: withStaffNotes ? rng.pick(STAFF_NOTES) : '',
        staffNotesPublic: withStaffNotes && k % 8 === 0,
        status: cancelled ? 'meeting_canceled' : 'meeting_scheduled',
        createdById: coachId,
        cancelledAt: cancelled ? new Date(start.getTime() - DAY) : null,
        createdAt,
        updatedAt: createdAt,
      });
      people.push({ sessionId: id, userId: coachId, role: 'COACH', position: 0 });
      startup.founderIds.forEach((userId, position) =>
        people.push({ sessionId: id, userId, role: 'ATTENDEE', position }),
      );
      const entry = (type: string, at: Date, oldValue: unknown, newValue: unknown, initiatorId = coachId) =>
        changelog.push({
          sessionId: id,
          initiatorId,
          type,
          changeTime: at,
          groupId: crypto.randomUUID(),
          oldValue,
          newValue,
        });
      entry('CREATED', createdAt, null, { name, start: start.toISOString(), end: end.toISOString() });
      if (k % 5 === 2) {
        // Moved by a day at the founders' request.
        const before = new Date(start.getTime() - DAY);
        entry(
          'RESCHEDULED',
          new Date(createdAt.getTime() + HOUR),
          { start: before.toISOString(), end: new Date(before.getTime() + minutes * 60_000).toISOString() },
          { start: start.toISOString(), end: end.toISOString() },
        );
      }
      if (past && !cancelled) entry('NOTES', new Date(end.getTime() + 2 * HOUR), '', text);
      if (withStaffNotes) entry('STAFF_NOTES', new Date(end.getTime() + DAY), '', '…', staff);
      if (cancelled) entry('CANCELLED', new Date(start.getTime() - DAY), 'meeting_scheduled', 'meeting_canceled');
      posts.push({
        startupId: startup.id,
        kind: 'COACHING_SESSION',
        authorId: coachId,
        message: '',
        isPublic: true,
        payload: {
          sessionId: id,
          name,
          meetingType: scheduled ? 'SCHEDULED_COACHING_SESSION' : 'UNSCHEDULED_COACHING_SESSION',
          start: start.toISOString(),
          end: end.toISOString(),
          conferenceLink,
          status: cancelled ? 'meeting_canceled' : 'meeting_scheduled',
          coachNames: [ctx.userById(coachId).fullName],
        },
        eventKey: `coaching-session/${id}`,
        createdAt,
      });
      if (scheduled && createdAt > new Date(now.getTime() - 30 * DAY))
        notes.push({
          type: 'meetingScheduled',
          recipients: startup.founderIds,
          senderId: coachId,
          url: `/coaching/session/${id}`,
          params: { title: name },
          at: createdAt,
        });
    }
  }
  await insertChunks(ctx, coachingSessions, sessions);
  await insertChunks(ctx, coachingSessionPeople, people);
  await insertChunks(ctx, coachingChangelogs, changelog);
  await insertChunks(ctx, timelinePosts, posts);
  await insertChunks(
    ctx,
    coachingPreferences,
    [...coachIds].map((userId, i) => ({
      userId,
      topics: ['Fundraising', 'Go-to-market', 'Hiring'].slice(0, 2 + (i % 2)),
      hoursPerMonth: 6 + 2 * (i % 3),
      meetingDurations: [30, 60],
      videoProvider: i % 2 === 0 ? 'ZOOM' : 'TEAMS',
      videoLink: i % 2 === 0 ? `https://zoom.us/my/coach${i + 1}` : 'https://teams.microsoft.com/l/meetup-join/demo',
    })),
  );
}
