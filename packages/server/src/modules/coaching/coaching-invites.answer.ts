// Answering an invite, in one transaction holding its row: accepting a proposed time schedules the coaching session
// (the sender and the team invitees coach it, the startup's invitees attend) unless someone invited already has a
// meeting then or the hours ran out; declining a pending invite cancels it, and declining a scheduled one (before
// it starts) cancels its session too. An expired or already answered invite refuses and nothing changes.
import type { Scope } from '../../core/scope.ts';
import { remainingMinutesOf } from '../events/events.public.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { singleEntry } from './coaching.changelog.ts';
import {
  findSession,
  insertChangelog,
  insertSession,
  peopleOf,
  setPeople,
  updateSessionRow,
} from './coaching.repository.ts';
import { eventOf } from './coaching.service.ts';
import { inviteError } from './coaching-invites.errors.ts';
import { inviteEvent, isExpired, type InviteCaller } from './coaching-invites.presenter.ts';
import { anyClash, findInvite, inviteesOf, updateInvite } from './coaching-invites.repository.ts';
import type { CoachingInviteRow } from './coaching-invites.schema.ts';

/** Whether the hour ledger is on: read before a transaction (the flag is read outside it). */
export const hoursOn = (scope: Scope) => isFeatureOn(scope.services, scope.tenant, 'hoursAllocation');

/** Refuses with INSUFFICIENT_HOUR_ALLOCATION when the ledger is on and the startup has fewer minutes left. */
export async function requireHours(tdb: Scope['tdb'], on: boolean, startupId: string, minutes: number): Promise<void> {
  if (!on) return;
  const remaining = await remainingMinutesOf(tdb, startupId);
  if (remaining < minutes)
    throw inviteError('insufficientHours', { remaining, minutes }, { blocker: 'INSUFFICIENT_HOUR_ALLOCATION' });
}

type CallerOf = (scope: Scope, row: CoachingInviteRow, token: string | null | undefined) => Promise<InviteCaller>;

export async function answerInvite(
  scope: Scope,
  id: string,
  args: { token?: string | null; startTime?: string | null; decline?: boolean | null },
  callerOf: CallerOf,
): Promise<CoachingInviteRow> {
  const decline = args.decline === true;
  if (decline === (args.startTime != null)) throw inviteError('badTime');
  const ledger = await hoursOn(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const row = await findInvite(tdb, id, true);
    if (!row) throw inviteError('notFound');
    const { inviteeId } = await callerOf(tx, row, args.token);
    if (!inviteeId) throw inviteError('notInvitee');
    const answered = decline
      ? await declineInvite(tx, row, inviteeId)
      : await acceptTime(tx, row, inviteeId, args.startTime, ledger);
    await tx.services.events.publish(tdb, 'coaching.inviteAnswered', await inviteEvent(tx, answered, inviteeId));
    return answered;
  });
}

async function acceptTime(
  tx: Scope,
  row: CoachingInviteRow,
  inviteeId: string,
  startTime: string | null | undefined,
  ledger: boolean,
): Promise<CoachingInviteRow> {
  if (row.status !== 'pending') throw inviteError('answered');
  if (isExpired(row)) throw inviteError('expired');
  const asked = Date.parse(startTime ?? '');
  const start = row.times.find((t) => t.getTime() === asked);
  if (!start) throw inviteError('badTime', undefined, { fields: { startTime: 'badTime' } });
  if (start.getTime() <= Date.now())
    throw inviteError('timePassed', undefined, { fields: { startTime: 'timePassed' } });
  const end = new Date(start.getTime() + row.duration * 60_000);
  const invitees = (await inviteesOf(tx.tdb, [row.id])).get(row.id) ?? [];
  const people = {
    coachIds: [row.createdById, ...invitees.filter((i) => i.side === 'INCUBATOR').map((i) => i.id)],
    attendeeIds: invitees.filter((i) => i.side === 'STARTUP').map((i) => i.id),
  };
  if (await anyClash(tx.tdb, [...people.coachIds, ...people.attendeeIds], start, end))
    throw inviteError('timeTaken', undefined, { fields: { startTime: 'timeTaken' } });
  await requireHours(tx.tdb, ledger, row.startupId, row.duration);
  const session = await insertSession(tx.tdb, {
    name: row.name,
    meetingType: 'SCHEDULED_COACHING_SESSION',
    startupId: row.startupId,
    startTime: start,
    endTime: end,
    expectedDuration: row.duration,
    estimatedDuration: row.duration,
    topics: row.topics,
    conferenceLink: row.conferenceLink,
    status: 'meeting_scheduled',
    createdById: row.createdById,
  });
  await setPeople(tx.tdb, session.id, people);
  await insertChangelog(tx.tdb, [
    singleEntry(session.id, inviteeId, 'CREATED', null, {
      name: session.name,
      start: start.toISOString(),
      end: end.toISOString(),
    }),
  ]);
  await tx.services.events.publish(tx.tdb, 'coaching.sessionScheduled', await eventOf(tx, session, people, inviteeId));
  return updateInvite(tx.tdb, row.id, {
    status: 'meeting_scheduled',
    sessionId: session.id,
    acceptedTime: start,
    answeredById: inviteeId,
    answeredAt: new Date(),
  });
}

async function declineInvite(tx: Scope, row: CoachingInviteRow, inviteeId: string): Promise<CoachingInviteRow> {
  if (row.status === 'meeting_canceled') throw inviteError('answered');
  if (row.status === 'pending' && isExpired(row)) throw inviteError('expired');
  if (row.status === 'meeting_scheduled' && row.sessionId) {
    const session = await findSession(tx.tdb, row.sessionId, true);
    if (session && session.status !== 'meeting_canceled') {
      if (session.startTime.getTime() <= Date.now()) throw inviteError('started');
      const cancelled = await updateSessionRow(tx.tdb, session.id, {
        status: 'meeting_canceled',
        cancelledAt: new Date(),
      });
      await insertChangelog(tx.tdb, [
        singleEntry(session.id, inviteeId, 'CANCELLED', session.status, cancelled.status),
      ]);
      const people = (await peopleOf(tx.tdb, [session.id])).get(session.id) ?? { coachIds: [], attendeeIds: [] };
      await tx.services.events.publish(
        tx.tdb,
        'coaching.sessionCancelled',
        await eventOf(tx, cancelled, people, inviteeId),
      );
    }
  }
  return updateInvite(tx.tdb, row.id, {
    status: 'meeting_canceled',
    answeredById: inviteeId,
    answeredAt: new Date(),
  });
}
