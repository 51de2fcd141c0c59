// Interview meetings (docs/applications.md, "Meetings") in the living demo: the spring intake's applications ready for
// a meeting each have one in the coming days — one confirmed by its applicant, one where the applicant asked for
// another time, one still awaiting an answer — and an application pending a decision had its meeting before it
// moved on. Each is scheduled when its application reached the meeting stage.
import { calendarDateInTimeZone, zonedWallTimeToUtc } from '@ascent/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationMeetings } from '../../modules/applications/application-meetings.schema.ts';
import {
  applicationActivities,
  applicationMembers,
  applications,
  funnels,
} from '../../modules/applications/applications.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Plan {
  inDays: number;
  hour: number;
  minutes: number;
  response: 'pending' | 'confirmed' | 'newTimeRequested';
  message?: string;
  place: { location: string; videoLink: string | null };
  note: string;
}

const UPCOMING: Plan[] = [
  {
    inDays: 2,
    hour: 10,
    minutes: 45,
    response: 'confirmed',
    place: { location: 'Harbour House, meeting room 2', videoLink: null },
    note: 'You will meet the programme director and one of our mentors. Bring a short demo if you have one.',
  },
  {
    inDays: 4,
    hour: 14,
    minutes: 30,
    response: 'newTimeRequested',
    message: 'Our CTO is travelling that day. Could we meet on Friday morning instead?',
    place: { location: '', videoLink: 'https://meet.example.com/spring-intake-interview' },
    note: 'A video call: 15 minutes on your traction, 15 minutes of questions.',
  },
  {
    inDays: 6,
    hour: 11,
    minutes: 45,
    response: 'pending',
    place: { location: 'Harbour House, meeting room 2', videoLink: 'https://meet.example.com/spring-intake-hybrid' },
    note: 'Join in person or by video, as suits your team.',
  },
];

export async function seedApplicationMeetings(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { tdb, now } = ctx;
  const [funnel] = await tdb
    .select({ id: funnels.id })
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.slug, 'spring-intake')));
  if (!funnel) return;
  const rows = await tdb
    .select()
    .from(applications)
    .where(
      tdb.where(
        applications,
        and(
          eq(applications.funnelId, funnel.id),
          inArray(applications.status, ['ready_for_meeting', 'pending_decision']),
        ),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const ready = rows.filter((a) => a.status === 'ready_for_meeting').slice(0, UPCOMING.length);
  const held = rows.find((a) => a.status === 'pending_decision');
  if (ready.length === 0) return;
  const members = await tdb
    .select()
    .from(applicationMembers)
    .where(
      tdb.where(
        applicationMembers,
        inArray(
          applicationMembers.applicationId,
          [...ready, ...(held ? [held] : [])].map((a) => a.id),
        ),
      ),
    );
  const moves = await tdb
    .select()
    .from(applicationActivities)
    .where(
      tdb.where(
        applicationActivities,
        and(
          inArray(
            applicationActivities.applicationId,
            [...ready, ...(held ? [held] : [])].map((a) => a.id),
          ),
          eq(applicationActivities.kind, 'statusChanged'),
        ),
      ),
    );
  const movedTo = (applicationId: string, status: string) =>
    moves.find((m) => m.applicationId === applicationId && m.toStatus === status)?.createdAt ?? null;
  const admin = ctx.person('Admin');
  const known = new Set(ctx.users.map((u) => u.id));
  const zone = ctx.tenant.timezone || 'UTC';
  const at = (inDays: number, hour: number) =>
    zonedWallTimeToUtc(
      { ...calendarDateInTimeZone(new Date(now.getTime() + inDays * DAY), zone), hour, minute: 0 },
      zone,
    );

  const plans: [(typeof rows)[number], Plan][] = ready.map((app, i) => [app, UPCOMING[i]!]);
  // Held, confirmed, the day before the application moved on to a decision.
  const decidedStage = held ? movedTo(held.id, 'pending_decision') : null;
  if (held && decidedStage) {
    const inDays = Math.round((decidedStage.getTime() - now.getTime()) / DAY) - 1;
    plans.push([held, { ...UPCOMING[0]!, inDays, hour: 15 }]);
  }
  for (const [app, plan] of plans) {
    const memberIds = members.filter((m) => m.applicationId === app.id).map((m) => m.userId);
    const start = at(plan.inDays, plan.hour);
    // Scheduled an hour after the application reached the meeting stage, and answered the next day (in the past).
    const reached = movedTo(app.id, 'ready_for_meeting') ?? new Date(start.getTime() - 7 * DAY);
    const scheduledAt = new Date(Math.min(reached.getTime() + HOUR, start.getTime() - DAY, now.getTime() - 2 * HOUR));
    const answeredAt = new Date(
      Math.min(scheduledAt.getTime() + 20 * HOUR, now.getTime() - HOUR, start.getTime() - HOUR),
    );
    const answered = plan.response !== 'pending' && memberIds.length > 0;
    await tdb.insert(applicationMeetings, {
      applicationId: app.id,
      startTime: start,
      endTime: new Date(start.getTime() + plan.minutes * 60_000),
      timeZone: zone,
      location: plan.place.location,
      videoLink: plan.place.videoLink,
      note: plan.note,
      response: answered ? plan.response : 'pending',
      responseMessage: answered ? (plan.message ?? null) : null,
      respondedById: answered ? memberIds[0]! : null,
      respondedAt: answered ? answeredAt : null,
      scheduledById: admin.id,
      updatedById: admin.id,
      // The demo's invitations count as mailed: nothing leaves when the demo starts.
      mailedSequence: 0,
      createdAt: scheduledAt,
      updatedAt: answered ? answeredAt : scheduledAt,
    });
    const url = `/application/${app.id}/meeting`;
    await tdb.insert(applicationActivities, [
      { applicationId: app.id, kind: 'meetingScheduled', actorId: admin.id, createdAt: scheduledAt },
      ...(answered
        ? [
            {
              applicationId: app.id,
              kind: plan.response === 'confirmed' ? 'meetingConfirmed' : 'meetingTimeRequested',
              actorId: memberIds[0]!,
              createdAt: answeredAt,
            },
          ]
        : []),
    ]);
    // The demo's notifications name people the context knows (the applicants of this step's intake are newer).
    const knownMembers = memberIds.filter((id) => known.has(id));
    if (knownMembers.length)
      notes.push({
        type: 'meetingScheduled',
        recipients: knownMembers,
        senderId: admin.id,
        url,
        params: { title: app.name },
        at: scheduledAt,
      });
    if (answered && known.has(memberIds[0]!))
      notes.push({
        type: plan.response === 'confirmed' ? 'meetingConfirmed' : 'meetingTimeRequested',
        recipients: [admin.id],
        senderId: memberIds[0]!,
        url,
        params: { title: app.name, ...(plan.message ? { note: plan.message } : {}) },
        at: answeredAt,
      });
  }
}
