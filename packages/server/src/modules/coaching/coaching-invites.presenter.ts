// An invite as the API shows it (its people by name, whether the caller may answer it) and as its domain event
// carries it to the timeline's coaching-invite post.
import type { CoachingInvite, CoachingInvitee } from '../../generated/graphql.ts';
import type { Scope } from '../../core/scope.ts';
import { startupsAmong } from '../assignments/assignments.public.ts';
import { fullNamesById } from '../users/users.public.ts';
import type { CoachingInviteEvent } from './coaching.domain-events.ts';
import { peopleByIds } from './coaching.presenter.ts';
import { inviteesOf, type InviteePerson } from './coaching-invites.repository.ts';
import type { CoachingInviteRow } from './coaching-invites.schema.ts';

export interface InviteCaller {
  /** The signed-in user, if any. */
  userId: string | null;
  /** The invitee the caller is by link (else the signed-in user, when invited). */
  inviteeId: string | null;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

const invitee = (p: InviteePerson): CoachingInvitee => ({
  _id: p.id,
  fullName: fullName(p),
  avatar: p.avatar,
  roleType: p.roleType as CoachingInvitee['roleType'],
  gender: p.gender,
  side: p.side as CoachingInvitee['side'],
});

export const isExpired = (row: CoachingInviteRow, now = Date.now()) =>
  row.status === 'pending' && row.expiresAt.getTime() <= now;

export async function presentInvites(
  scope: Scope,
  rows: readonly CoachingInviteRow[],
  caller: InviteCaller,
): Promise<CoachingInvite[]> {
  if (rows.length === 0) return [];
  const now = Date.now();
  const [invitees, people, startups] = await Promise.all([
    inviteesOf(
      scope.tdb,
      rows.map((r) => r.id),
    ),
    peopleByIds(
      scope.tdb,
      rows.flatMap((r) => [r.createdById, ...(r.answeredById ? [r.answeredById] : [])]),
    ),
    startupsAmong(scope.tdb, [...new Set(rows.map((r) => r.startupId))]),
  ]);
  const names = new Map(startups.map((s) => [s.id, s.name]));
  return rows.map((r) => {
    const all = (invitees.get(r.id) ?? []).map(invitee);
    const you = all.find((i) => i._id === (caller.inviteeId ?? caller.userId)) ?? null;
    const expired = isExpired(r, now);
    return {
      _id: r.id,
      name: r.name,
      duration: r.duration,
      times: r.times.map((t) => t.toISOString()),
      topics: r.topics,
      conferenceLink: r.conferenceLink || null,
      message: r.message,
      status: r.status as CoachingInvite['status'],
      expires: r.expiresAt.toISOString(),
      expired,
      startup: { _id: r.startupId, name: names.get(r.startupId) ?? '' },
      invitedBy: people.get(r.createdById) ?? null,
      incubatorInvitees: all.filter((i) => i.side === 'INCUBATOR'),
      startupInvitees: all.filter((i) => i.side === 'STARTUP'),
      coachingSession: r.sessionId,
      acceptedTime: r.acceptedTime?.toISOString() ?? null,
      answeredBy: (r.answeredById && people.get(r.answeredById)) || null,
      createdAt: r.createdAt.toISOString(),
      you,
      canRespond: you !== null && r.status === 'pending' && !expired,
      canCancelMeeting: you !== null && r.status === 'meeting_scheduled' && (r.acceptedTime?.getTime() ?? 0) > now,
    };
  });
}

/** The domain event of an invite's state (the timeline post's snapshot), with the names it shows. */
export async function inviteEvent(
  scope: Scope,
  row: CoachingInviteRow,
  actorId: string,
): Promise<CoachingInviteEvent & { startupName: string }> {
  const people = (await inviteesOf(scope.tdb, [row.id])).get(row.id) ?? [];
  const [names, startups] = await Promise.all([
    fullNamesById(scope.tdb, [row.createdById]),
    startupsAmong(scope.tdb, [row.startupId]),
  ]);
  return {
    inviteId: row.id,
    startupId: row.startupId,
    startupName: startups[0]?.name ?? '',
    actorId,
    name: row.name,
    times: row.times.map((t) => t.toISOString()),
    duration: row.duration,
    status: row.status,
    expires: row.expiresAt.toISOString(),
    invitedBy: names.get(row.createdById) ?? '',
    inviteeNames: people.map(fullName),
    sessionId: row.sessionId,
    acceptedTime: row.acceptedTime?.toISOString() ?? null,
    location: row.conferenceLink || null,
  };
}
