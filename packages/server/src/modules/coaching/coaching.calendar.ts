// The coaching module's part of the calendar (modules/calendar): the sessions a person coaches or attends, a
// cancelled one as cancelled. Sessions carry no zone of their own; they are written in the person's. A session a
// one-on-one booking planned is left out: the booking is on the calendar already (events.calendar.ts).
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { CalendarItem, CalendarQuery } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { peopleOf } from './coaching.repository.ts';
import { coachingSessionPeople, coachingSessions } from './coaching.schema.ts';

export async function coachingCalendarItems(tdb: TenantDb, q: CalendarQuery): Promise<CalendarItem[]> {
  const rows = await tdb
    .select({ session: coachingSessions, role: coachingSessionPeople.role })
    .from(coachingSessionPeople)
    .innerJoin(
      coachingSessions,
      and(
        eq(coachingSessions.incubatorId, coachingSessionPeople.incubatorId),
        eq(coachingSessions.id, coachingSessionPeople.sessionId),
      ),
    )
    .where(
      tdb.where(
        coachingSessionPeople,
        eq(coachingSessionPeople.userId, q.userId),
        lt(coachingSessions.startTime, q.to),
        gt(coachingSessions.endTime, q.from),
        isNull(coachingSessions.eventId),
      ),
    )
    .orderBy(asc(coachingSessions.startTime))
    .limit(q.limit);
  const people = await peopleOf(
    tdb,
    rows.map((r) => r.session.id),
  );
  return rows.map(({ session: s, role }) => {
    const of = people.get(s.id) ?? { coachIds: [], attendeeIds: [] };
    return {
      kind: 'COACHING',
      sourceId: s.id,
      role: role === 'COACH' ? 'HOST' : 'ATTENDEE',
      title: s.name,
      description: s.topics.join(', '),
      location: '',
      conferenceUrl: s.conferenceLink,
      startTime: s.startTime,
      endTime: s.endTime,
      timezone: q.timezone,
      cancelled: s.status === 'meeting_canceled',
      path: `/coaching/session/${s.id}`,
      withIds: [...of.coachIds, ...of.attendeeIds].filter((id) => id !== q.userId),
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    } satisfies CalendarItem;
  });
}
