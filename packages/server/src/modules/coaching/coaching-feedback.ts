// A coach's feedback (issue 20 item 3, the profile's feedback tab): the sessions they coached that took place, the
// one-on-ones among them whose booker did not come (the events module's booking status), and what the startups'
// side said — the average of its scale answers on a 0–5 score and its latest long written answers. Shown to the
// coach and to the programme team only.
import type { CoachFeedback } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { bookingFacts } from '../events/events.public.ts';
import { viewerOf } from './coaching.access.ts';
import { attendeeComments, attendeeScores, heldSessionsOf } from './coaching-evaluations.repository.ts';

export async function coachFeedback(scope: SignedIn, userId: string): Promise<CoachFeedback | null> {
  if (!isUuid(userId)) return null;
  if (userId !== scope.user.id && !(await viewerOf(scope)).staffTeam) return null;
  const held = await heldSessionsOf(scope.tdb, userId, new Date());
  const ids = held.map((s) => s.id);
  const bookings = await bookingFacts(
    scope.tdb,
    held.flatMap((s) => (s.eventId ? [s.eventId] : [])),
  );
  const [scores, comments] = await Promise.all([attendeeScores(scope.tdb, ids), attendeeComments(scope.tdb, ids, 5)]);
  const names = new Map(held.map((s) => [s.id, s.name]));
  return {
    userId,
    sessionsHeld: held.length,
    noShows: bookings.filter((b) => b.status === 'NO_SHOW').length,
    averageScore: scores.average === null ? null : Math.round(scores.average * 10) / 10,
    ratings: scores.ratings,
    evaluations: scores.evaluations,
    comments: comments.map((c) => ({
      sessionId: c.sessionId,
      sessionName: names.get(c.sessionId) ?? '',
      text: c.text,
      submittedAt: c.submittedAt.toISOString(),
    })),
  };
}
