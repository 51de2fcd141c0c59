// The living demo's mentor matching: the programme's settings, the industries each mentor chose in their coaching
// preferences (what the ranking reads), and months of requests between the portfolio's newer startups and the
// mentors — one accepted long ago (now a match), one declined, one withdrawn, and fresh ones waiting for an answer,
// with the notifications they raised. The base startups are left to the tests' own scenarios.
import { eq } from 'drizzle-orm';
import { DEFAULT_MENTOR_MATCHING, isMentoringRole } from '@ascent/shared';
import { startupAssignments } from '../../modules/assignments/assignments.schema.ts';
import { coachingPreferences } from '../../modules/coaching/coaching.schema.ts';
import { mentorCapacities, mentorMatchingSettings, mentorRequests } from '../../modules/mentoring/mentoring.schema.ts';
import { industries } from '../../modules/taxonomy/taxonomy.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const DAY = 24 * 3_600_000;
const URL = '/startups/mentors';
/** The base seed's startups (demo-data.ts): the integration tests play their own requests with them. */
const BASE_STARTUPS = new Set([
  'Tidepool Analytics',
  'Greenleaf Robotics',
  'Kinfolk Health',
  'Brightpath Learning',
  'Aurora Biotech',
  'Polaris Freight',
]);

const MESSAGES = [
  'We are preparing our seed round and would value your eye on the deck and the investor list.',
  'Our pilot with two utilities starts next month; we would love guidance on turning it into a paid contract.',
  'We are hiring our first engineers and want to set up the team the right way.',
  'Pricing is our biggest open question: could we walk you through our three options?',
];

/** (startup index, mentor index, days ago, status, days to answer) */
const HISTORY: [number, number, number, 'accepted' | 'declined' | 'withdrawn' | 'pending', number][] = [
  [0, 0, 95, 'accepted', 2],
  [1, 1, 60, 'declined', 3],
  [2, 2, 34, 'withdrawn', 5],
  [3, 0, 12, 'accepted', 1],
  [4, 2, 3, 'pending', 0],
  [5, 1, 1, 'pending', 0],
];

export async function seedMentoring(ctx: LivingContext, notifications: DemoNotification[]): Promise<void> {
  const { tdb, now, rng } = ctx;
  await tdb.insert(mentorMatchingSettings, {
    criteria: [...DEFAULT_MENTOR_MATCHING.criteria],
    capacityPerMentor: DEFAULT_MENTOR_MATCHING.capacityPerMentor,
    startupsMayRequest: DEFAULT_MENTOR_MATCHING.startupsMayRequest,
  });
  const mentors = ctx.users.filter((u) => isMentoringRole(u.roleType));
  const industryIds = (await tdb.select({ id: industries.id }).from(industries).where(tdb.where(industries))).map(
    (r) => r.id,
  );
  // Each mentor chose two or three industries in their coaching preferences.
  for (const m of mentors) {
    const pool = [...industryIds];
    const chosen = Array.from(
      { length: Math.min(pool.length, rng.int(2, 3)) },
      () => pool.splice(rng.int(0, pool.length - 1), 1)[0]!,
    );
    await tdb.update(coachingPreferences, { industryIds: chosen }, eq(coachingPreferences.userId, m.id));
  }

  const startups = ctx.startups.filter((s) => !BASE_STARTUPS.has(s.name) && s.founderIds.length > 0);
  // The mentors who take part: advisers first (a mentor's page then shows a request waiting).
  const cast = [...mentors].sort((a, b) => Number(isAdviser(b)) - Number(isAdviser(a)));
  if (cast.length < 3 || startups.length < HISTORY.length) return;
  const rows = [];
  for (const [si, mi, daysAgo, status, answerDays] of HISTORY) {
    const startup = startups[si]!;
    const mentor = cast[mi]!;
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const respondedAt = status === 'pending' ? null : new Date(createdAt.getTime() + answerDays * DAY);
    const founder = startup.founderIds[0]!;
    rows.push({
      startupId: startup.id,
      mentorId: mentor.id,
      requestedById: founder,
      message: MESSAGES[si % MESSAGES.length]!,
      status,
      createdAt,
      respondedAt,
    });
    const params = { startup: startup.name };
    notifications.push({
      type: 'mentorRequested',
      recipients: [mentor.id],
      senderId: founder,
      url: URL,
      params,
      at: createdAt,
    });
    if (status === 'accepted' || status === 'declined')
      notifications.push({
        type: status === 'accepted' ? 'mentorRequestAccepted' : 'mentorRequestDeclined',
        recipients: startup.founderIds,
        senderId: mentor.id,
        url: URL,
        params,
        at: respondedAt!,
      });
    if (status === 'accepted')
      await tdb
        .insert(startupAssignments, { startupId: startup.id, userId: mentor.id, createdAt: respondedAt! })
        .onConflictDoNothing();
  }
  await tdb.insert(mentorRequests, rows);
  // The coaches look after more startups than an outside mentor: their own capacity leaves them room for two more.
  const loads = await tdb
    .select({ userId: startupAssignments.userId })
    .from(startupAssignments)
    .where(tdb.where(startupAssignments));
  const capacities = mentors.flatMap((m) => {
    const load = loads.filter((l) => l.userId === m.id).length;
    return load >= DEFAULT_MENTOR_MATCHING.capacityPerMentor ? [{ userId: m.id, capacity: load + 2 }] : [];
  });
  if (capacities.length) await tdb.insert(mentorCapacities, capacities);
}

const isAdviser = (u: { roleType: string }) => u.roleType === 'Mentor' || u.roleType === 'Expert';
