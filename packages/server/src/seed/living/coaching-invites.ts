// Coaching invites (issue 20 item 2) in the living demo: per startup with a coach or mentor, one invite waiting for
// an answer (three times next week), and on some an older one declined or accepted — the accepted one with the
// session it booked — each with its COACHING_INVITE post on the timeline. Nobody holds their links (only hashes are
// stored): invitees answer signed in, from /coaching or the post.
import { createHash, randomBytes } from 'node:crypto';
import { coachingInvitees, coachingInvites } from '../../modules/coaching/coaching-invites.schema.ts';
import { coachingChangelogs, coachingSessionPeople, coachingSessions } from '../../modules/coaching/coaching.schema.ts';
import { timelinePosts } from '../../modules/timeline/timeline.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COACHING_ROLES = ['Coach', 'Mentor', 'Expert', 'AdminCoach'];
const NAMES = [
  'Investor update review',
  'Customer interview debrief',
  'Pricing experiment check-in',
  'Demo day pitch run',
];

const hash = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');

/** A day `days` from now at `hour`:00 UTC. */
function at(now: Date, days: number, hour: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

export async function seedCoachingInvites(ctx: LivingContext): Promise<void> {
  const invites: Row<typeof coachingInvites>[] = [];
  const invitees: Row<typeof coachingInvitees>[] = [];
  const sessions: Row<typeof coachingSessions>[] = [];
  const people: Row<typeof coachingSessionPeople>[] = [];
  const changelog: Row<typeof coachingChangelogs>[] = [];
  const posts: Row<typeof timelinePosts>[] = [];
  const link = 'https://meet.example.com/ascent-coaching';
  ctx.startups.forEach((startup, i) => {
    const coachId = startup.staffIds.find((id) => COACHING_ROLES.includes(ctx.userById(id).roleType));
    if (!coachId || startup.founderIds.length === 0) return;
    const plans: { kind: 'pending' | 'declined' | 'accepted'; sentDaysAgo: number }[] = [
      { kind: 'pending', sentDaysAgo: 1 + (i % 3) },
    ];
    if (i % 3 === 0) plans.push({ kind: 'accepted', sentDaysAgo: 24 });
    if (i % 3 === 1) plans.push({ kind: 'declined', sentDaysAgo: 31 });
    for (const [n, plan] of plans.entries()) {
      const id = crypto.randomUUID();
      const sent = new Date(ctx.now.getTime() - plan.sentDaysAgo * DAY);
      const base = plan.kind === 'pending' ? 6 : 4 - plan.sentDaysAgo;
      const times = [at(ctx.now, base, 9 + (i % 4)), at(ctx.now, base + 1, 14), at(ctx.now, base + 2, 11)];
      const name = NAMES[(i + n) % NAMES.length]!;
      const accepted = plan.kind === 'accepted' ? times[1]! : null;
      const sessionId = accepted ? crypto.randomUUID() : null;
      const answeredBy = plan.kind === 'pending' ? null : startup.founderIds[0]!;
      const status = { pending: 'pending', declined: 'meeting_canceled', accepted: 'meeting_scheduled' }[plan.kind];
      const expiresAt = new Date(Math.min(times[2]!.getTime(), sent.getTime() + 14 * DAY));
      invites.push({
        id,
        startupId: startup.id,
        name,
        duration: 60,
        times,
        topics: [],
        conferenceLink: link,
        message: 'A few options below; pick whichever suits the team best.',
        status,
        expiresAt,
        sessionId,
        acceptedTime: accepted,
        answeredById: answeredBy,
        answeredAt: answeredBy ? new Date(sent.getTime() + 20 * HOUR) : null,
        createdById: coachId,
        createdAt: sent,
        updatedAt: sent,
      });
      startup.founderIds.forEach((userId, position) =>
        invitees.push({ inviteId: id, userId, side: 'STARTUP', tokenHash: hash(), position }),
      );
      if (accepted && sessionId) {
        const end = new Date(accepted.getTime() + HOUR);
        sessions.push({
          id: sessionId,
          name,
          meetingType: 'SCHEDULED_COACHING_SESSION',
          startupId: startup.id,
          startTime: accepted,
          endTime: end,
          expectedDuration: 60,
          estimatedDuration: 60,
          topics: [],
          conferenceLink: link,
          notes: 'Agreed the next two experiments and who owns each.',
          status: 'meeting_scheduled',
          createdById: coachId,
          createdAt: sent,
          updatedAt: end,
        });
        people.push({ sessionId, userId: coachId, role: 'COACH', position: 0 });
        startup.founderIds.forEach((userId, position) =>
          people.push({ sessionId, userId, role: 'ATTENDEE', position }),
        );
        changelog.push({
          sessionId,
          groupId: crypto.randomUUID(),
          initiatorId: answeredBy,
          type: 'CREATED',
          changeTime: new Date(sent.getTime() + 20 * HOUR),
          oldValue: null,
          newValue: { name, start: accepted.toISOString(), end: end.toISOString() },
        });
        posts.push({
          startupId: startup.id,
          kind: 'COACHING_SESSION',
          authorId: answeredBy,
          message: '',
          isPublic: true,
          payload: {
            sessionId,
            name,
            meetingType: 'SCHEDULED_COACHING_SESSION',
            start: accepted.toISOString(),
            end: end.toISOString(),
            conferenceLink: link,
            status: 'meeting_scheduled',
            coachNames: [ctx.userById(coachId).fullName],
          },
          eventKey: `coaching-session/${sessionId}`,
          createdAt: new Date(sent.getTime() + 20 * HOUR),
        });
      }
      posts.push({
        startupId: startup.id,
        kind: 'COACHING_INVITE',
        authorId: answeredBy ?? coachId,
        message: '',
        isPublic: true,
        payload: {
          inviteId: id,
          name,
          times: times.map((t) => t.toISOString()),
          duration: 60,
          status,
          expires: expiresAt.toISOString(),
          invitedBy: ctx.userById(coachId).fullName,
          inviteeNames: startup.founderIds.map((f) => ctx.userById(f).fullName),
          sessionId,
          acceptedTime: accepted?.toISOString() ?? null,
          location: link,
        },
        eventKey: `coaching-invite/${id}`,
        createdAt: sent,
      });
    }
  });
  await insertChunks(ctx, coachingInvites, invites);
  await insertChunks(ctx, coachingInvitees, invitees);
  await insertChunks(ctx, coachingSessions, sessions);
  await insertChunks(ctx, coachingSessionPeople, people);
  await insertChunks(ctx, coachingChangelogs, changelog);
  await insertChunks(ctx, timelinePosts, posts);
}
