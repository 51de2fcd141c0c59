// Coaching invites (issue 20 item 2): sending one, reading one by its emailed link or signed in, and answering it.
// The blockers of spec 02 refuse an invite before anything is stored: REQUIRES_CONNECTION when the sender is not
// matched with the startup (a coach or mentor with ASSIGNED reaches only the startups they are assigned to),
// INSUFFICIENT_HOUR_ALLOCATION when the startup's hours (hoursAllocation) are fewer than the meeting. Answers run in
// a transaction holding the invite's row, so two invitees accepting at once schedule one session.
import { randomBytes } from 'node:crypto';
import {
  COACHING_INVITE_LIMITS,
  COACHING_INVITE_STATUSES,
  coachingInviteExpiry,
  coachingInviteFieldErrors,
} from '@ascent/shared';
import type { CoachingInvite, CoachingInviteInput } from '../../generated/graphql.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { hashAccountToken } from '../accounts/accounts.service.ts';
import { livePeople } from '../assignments/assignments.public.ts';
import { reaches } from '../permissions/permissions.service.ts';
import { startupExists } from '../startups/startups.public.ts';
import { viewerOf } from './coaching.access.ts';
import { coachesFit } from './coaching.input.ts';
import { memberIdsOf } from './coaching.repository.ts';
import { answerInvite, hoursOn, requireHours } from './coaching-invites.answer.ts';
import { sendInviteEmails, type InviteMail } from './coaching-invites.emails.ts';
import { inviteError } from './coaching-invites.errors.ts';
import { inviteEvent, presentInvites, type InviteCaller } from './coaching-invites.presenter.ts';
import { findInvite, findInvitee, insertInvite, listInvites } from './coaching-invites.repository.ts';
import type { CoachingInviteRow } from './coaching-invites.schema.ts';

const labels = (list: readonly string[]) => [...new Set(list.map((l) => l.trim()).filter(Boolean))];

async function checkedInput(scope: SignedIn, input: CoachingInviteInput) {
  const viewer = await viewerOf(scope);
  if (viewer.founderSide) throw inviteError('teamOnly');
  const startupId = input.startupId;
  if (!isUuid(startupId) || !(await startupExists(scope.tdb, startupId)))
    throw inviteError('notFound', undefined, { fields: { startupId: 'notFound' } });
  if (!reaches(viewer.scheduleReach, startupId))
    throw inviteError('requiresConnection', undefined, { blocker: 'REQUIRES_CONNECTION' });
  const form = {
    name: input.name,
    duration: input.duration,
    times: input.times,
    conferenceLink: input.conferenceLink ?? '',
    message: input.message ?? '',
    startupInviteeIds: [...new Set(input.startupInviteeIds)],
  };
  const errors: Record<string, string> = { ...coachingInviteFieldErrors(form, Date.now()) };
  const topics = labels(input.topics ?? []);
  if (topics.length > 20 || topics.some((t) => t.length > 60)) errors.topics = 'badInvitees';
  const members = new Set(await memberIdsOf(scope.tdb, startupId));
  const startupSide = form.startupInviteeIds;
  const team = [...new Set(input.incubatorInviteeIds ?? [])].filter((id) => id !== scope.user.id);
  const live = await livePeople(scope.tdb, startupSide.filter(isUuid));
  if (
    startupSide.length > COACHING_INVITE_LIMITS.invitees ||
    live.length !== startupSide.length ||
    startupSide.some((id) => !members.has(id))
  )
    errors.startupInviteeIds ??= 'badInvitees';
  if (team.length > COACHING_INVITE_LIMITS.invitees || !(await coachesFit(scope.tdb, startupId, team)))
    errors.incubatorInviteeIds = 'badInvitees';
  const failing = Object.entries(errors);
  if (failing.length)
    throw inviteError(failing[0]![1] as Parameters<typeof inviteError>[0], undefined, {
      fields: Object.fromEntries(failing),
    });
  await requireHours(scope.tdb, await hoursOn(scope), startupId, form.duration);
  const times = [...new Set(form.times.map((t) => Date.parse(t)))].sort((a, b) => a - b).map((t) => new Date(t));
  return { viewer, startupId, form, topics, times, startupSide, team };
}

export async function createInvite(scope: SignedIn, input: CoachingInviteInput): Promise<CoachingInvite> {
  const c = await checkedInput(scope, input);
  const now = new Date();
  const mails: InviteMail[] = [];
  const invitees = [
    ...c.startupSide.map((userId) => ({ userId, side: 'STARTUP' })),
    ...c.team.map((userId) => ({ userId, side: 'INCUBATOR' })),
  ].map((i) => {
    const rawToken = randomBytes(32).toString('base64url');
    mails.push({ userId: i.userId, rawToken });
    return { ...i, tokenHash: hashAccountToken(rawToken) };
  });
  const { row, names } = await scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const row = await insertInvite(
      tdb,
      {
        startupId: c.startupId,
        name: c.form.name.trim(),
        duration: c.form.duration,
        times: c.times,
        topics: c.topics,
        conferenceLink: c.form.conferenceLink.trim(),
        message: c.form.message.trim(),
        status: 'pending',
        expiresAt: coachingInviteExpiry(now, c.times),
        createdById: scope.user.id,
      },
      invitees,
    );
    const event = await inviteEvent(tx, row, scope.user.id);
    await scope.services.events.publish(tdb, 'coaching.inviteSent', event);
    return { row, names: { inviter: event.invitedBy, startup: event.startupName } };
  });
  await sendInviteEmails(scope, row, mails, names);
  return (await presentInvites(scope, [row], { userId: scope.user.id, inviteeId: null }))[0]!;
}

/**
 * Who is reading: the invitee the token names (a wrong token is NOT_FOUND, whoever is signed in), else the signed-in
 * invitee, sender, or someone whose COACHING:VIEW reaches the startup. Anyone else is told the invite does not exist.
 */
export async function callerOf(
  scope: Scope,
  row: CoachingInviteRow,
  token: string | null | undefined,
): Promise<InviteCaller> {
  if (token) {
    const inviteeId =
      token.length <= 200 ? await findInvitee(scope.tdb, row.id, { tokenHash: hashAccountToken(token) }) : null;
    if (!inviteeId) throw inviteError('notFound');
    return { userId: scope.user?.id ?? null, inviteeId };
  }
  const user = scope.user;
  if (!user) throw inviteError('notFound');
  const inviteeId = await findInvitee(scope.tdb, row.id, { userId: user.id });
  if (inviteeId || row.createdById === user.id) return { userId: user.id, inviteeId };
  const viewer = await viewerOf(scope as SignedIn);
  if (!reaches(viewer.viewReach, row.startupId)) throw inviteError('notFound');
  return { userId: user.id, inviteeId: null };
}

export async function getInvite(scope: Scope, id: string, token?: string | null): Promise<CoachingInvite> {
  const row = isUuid(id) ? await findInvite(scope.tdb, id) : null;
  if (!row) throw inviteError('notFound');
  const caller = await callerOf(scope, row, token);
  return (await presentInvites(scope, [row], caller))[0]!;
}

export async function listInvitesFor(
  scope: SignedIn,
  args: { startupId?: string | null; status?: string | null },
): Promise<CoachingInvite[]> {
  const viewer = await viewerOf(scope);
  if (args.status != null && !(COACHING_INVITE_STATUSES as readonly string[]).includes(args.status)) return [];
  const startupId = args.startupId ?? null;
  if (startupId !== null && (!isUuid(startupId) || !reaches(viewer.viewReach, startupId))) return [];
  const rows = await listInvites(scope.tdb, {
    startupId,
    userId: startupId ? null : scope.user.id,
    status: args.status ?? null,
    limit: 50,
  });
  const caller = { userId: scope.user.id, inviteeId: null };
  return presentInvites(scope, rows, caller);
}

export async function respondToInvite(
  scope: Scope,
  id: string,
  args: { token?: string | null; startTime?: string | null; decline?: boolean | null },
): Promise<CoachingInvite> {
  if (!isUuid(id)) throw inviteError('notFound');
  const row = await answerInvite(scope, id, args, callerOf);
  const caller = await callerOf(scope, row, args.token);
  return (await presentInvites(scope, [row], caller))[0]!;
}
