// The one-on-one sessions the living demo's bookings planned (coaching.bookings.ts does it live): one ONE_ON_ONE
// session per booking of a startup — the host coaching, the booker attending — with its COACHING_SESSION post on
// the timeline; a missed one keeps no notes, an attended one a line of them.
import { coachingChangelogs, coachingSessionPeople, coachingSessions } from '../../modules/coaching/coaching.schema.ts';
import type { eventBookings } from '../../modules/events/booking.schema.ts';
import { timelinePosts } from '../../modules/timeline/timeline.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';

const NOTES = [
  'Walked through the pricing page draft; next step is a call with two design partners.',
  'Reviewed the hiring plan; first engineer role to be posted this week.',
  'Went over the investor list and cut it to the 20 best-fitting funds.',
  'Looked at churn by cohort; the onboarding email sequence needs a second step.',
];

export async function seedBookingSessions(
  ctx: LivingContext,
  bookings: readonly (Row<typeof eventBookings> & { id: string })[],
  titleOf: (eventId: string) => string,
  conferenceLink: string,
): Promise<void> {
  const sessions: Row<typeof coachingSessions>[] = [];
  const people: Row<typeof coachingSessionPeople>[] = [];
  const changelog: Row<typeof coachingChangelogs>[] = [];
  const posts: Row<typeof timelinePosts>[] = [];
  bookings.forEach((b, i) => {
    if (!b.startupId) return;
    const id = crypto.randomUUID();
    const name = titleOf(b.eventId);
    const createdAt = b.createdAt ?? b.startTime;
    const notes = b.status === 'ATTENDED' ? NOTES[i % NOTES.length]! : '';
    sessions.push({
      id,
      name,
      meetingType: 'ONE_ON_ONE',
      startupId: b.startupId,
      startTime: b.startTime,
      endTime: b.endTime,
      expectedDuration: b.minutes,
      estimatedDuration: b.minutes,
      topics: [],
      conferenceLink,
      notes,
      status: 'meeting_scheduled',
      eventId: b.id,
      createdById: b.bookerId,
      createdAt,
      updatedAt: createdAt,
    });
    people.push({ sessionId: id, userId: b.hostId, role: 'COACH', position: 0 });
    people.push({ sessionId: id, userId: b.bookerId, role: 'ATTENDEE', position: 0 });
    const entry = { sessionId: id, groupId: crypto.randomUUID() };
    changelog.push({
      ...entry,
      initiatorId: b.bookerId,
      type: 'CREATED',
      changeTime: createdAt,
      oldValue: null,
      newValue: { name, start: b.startTime.toISOString(), end: b.endTime.toISOString() },
    });
    if (notes)
      changelog.push({
        sessionId: id,
        groupId: crypto.randomUUID(),
        initiatorId: b.hostId,
        type: 'NOTES',
        changeTime: b.endTime,
        oldValue: '',
        newValue: notes,
      });
    posts.push({
      startupId: b.startupId,
      kind: 'COACHING_SESSION',
      authorId: b.hostId,
      message: '',
      isPublic: true,
      payload: {
        sessionId: id,
        name,
        meetingType: 'ONE_ON_ONE',
        start: b.startTime.toISOString(),
        end: b.endTime.toISOString(),
        conferenceLink,
        status: 'meeting_scheduled',
        coachNames: [ctx.userById(b.hostId).fullName],
      },
      eventKey: `coaching-session/${id}`,
      createdAt,
    });
  });
  await insertChunks(ctx, coachingSessions, sessions);
  await insertChunks(ctx, coachingSessionPeople, people);
  await insertChunks(ctx, coachingChangelogs, changelog);
  await insertChunks(ctx, timelinePosts, posts);
}
