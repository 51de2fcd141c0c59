// Coaching sessions (issue 20): the lists, one session, logging and changing one, cancelling, and the history.
// Every change runs in a transaction holding the session's row (SELECT … FOR UPDATE), writes its changelog entries
// and publishes its domain event there, so the timeline post and the notifications follow only a committed change.
import { COACHING_LIMITS, COACHING_SESSION_STATUSES, isFounderSideRole } from '@ascent/shared';
import type {
  CoachingChangelogEntry,
  CoachingSession,
  CoachingSessionInput,
  CoachingSessionPage,
} from '../../generated/graphql.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { isUuid } from '../../core/validation.ts';
import { reaches } from '../permissions/permissions.service.ts';
import { startupExists } from '../startups/startups.public.ts';
import { rightsOn, viewerOf, type CoachingViewer } from './coaching.access.ts';
import { ANNOUNCED_CHANGES, changelogEntries, singleEntry } from './coaching.changelog.ts';
import { coachingError, sessionValuesFrom, type SessionState } from './coaching.input.ts';
import { peopleByIds, presentChangelog, presentSessions, sessionUrl } from './coaching.presenter.ts';
import {
  changelogOf,
  findSession,
  insertChangelog,
  insertSession,
  memberIdsOf,
  pageOfSessions,
  peopleOf,
  setPeople,
  updateSessionRow,
  type SessionPeople,
} from './coaching.repository.ts';
import type { CoachingSessionRow } from './coaching.schema.ts';
import type { CoachingSessionEvent } from './coaching.domain-events.ts';

async function presentOne(scope: SignedIn, viewer: CoachingViewer, row: CoachingSessionRow) {
  const [session] = await presentSessions(scope.tdb, viewer, [row]);
  return session!;
}

export interface SessionListArgs {
  startupId?: string | null;
  timeframe?: 'UPCOMING' | 'PAST' | 'ALL' | null;
  meetingType?: string | null;
  status?: string | null;
  mine?: boolean | null;
  cursor?: string | null;
}

export async function listSessions(scope: SignedIn, args: SessionListArgs): Promise<CoachingSessionPage> {
  const viewer = await viewerOf(scope);
  if (args.startupId != null && !isUuid(args.startupId)) return { results: [], next: null };
  if (args.status != null && !(COACHING_SESSION_STATUSES as readonly string[]).includes(args.status))
    throw coachingError('badCursor', { fields: { status: 'badCursor' } });
  let cursor = null;
  if (args.cursor) {
    const decoded = decodeCursor(args.cursor, ['instant', 'uuid'] as const);
    if (!decoded) throw coachingError('badCursor', { fields: { cursor: 'badCursor' } });
    cursor = { startTime: new Date(decoded[0]), id: decoded[1] };
  }
  const limit = COACHING_LIMITS.pageSize;
  const rows = await pageOfSessions(scope.tdb, {
    reach: viewer.viewReach,
    userId: viewer.id,
    startupId: args.startupId ?? null,
    timeframe: args.timeframe ?? 'ALL',
    meetingType: args.meetingType ?? null,
    status: args.status ?? null,
    mine: args.mine ?? false,
    cursor,
    limit,
    now: new Date(),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: await presentSessions(scope.tdb, viewer, page),
    next: rows.length > limit && last ? encodeCursor([last.startTime.toISOString(), last.id]) : null,
  };
}

/** The session when the caller may see it; a hidden one answers as missing (its existence is not told). */
export async function visibleSession(scope: SignedIn, viewer: CoachingViewer, id: string, lock = false) {
  const row = isUuid(id) ? await findSession(scope.tdb, id, lock) : null;
  if (!row) throw coachingError('notFound');
  const people = (await peopleOf(scope.tdb, [row.id])).get(row.id) ?? { coachIds: [], attendeeIds: [] };
  const rights = rightsOn(viewer, row, people);
  if (!rights.visible) throw coachingError('notFound');
  return { row, people, rights };
}

export async function getSession(scope: SignedIn, id: string): Promise<CoachingSession> {
  const viewer = await viewerOf(scope);
  const { row } = await visibleSession(scope, viewer, id);
  return presentOne(scope, viewer, row);
}

export async function sessionChangelog(scope: SignedIn, sessionId: string): Promise<CoachingChangelogEntry[]> {
  const viewer = await viewerOf(scope);
  const { row, rights } = await visibleSession(scope, viewer, sessionId);
  const rows = await changelogOf(scope.tdb, row.id);
  const initiators = await peopleByIds(
    scope.tdb,
    rows.flatMap((r) => (r.initiatorId ? [r.initiatorId] : [])),
  );
  return presentChangelog(rows, initiators, rights.seesStaffNotes);
}

function stateOf(row: CoachingSessionRow, people: SessionPeople): SessionState {
  return {
    name: row.name,
    meetingType: row.meetingType,
    startTime: row.startTime,
    endTime: row.endTime,
    expectedDuration: row.expectedDuration,
    topics: row.topics,
    conferenceLink: row.conferenceLink,
    notes: row.notes,
    staffNotes: row.staffNotes,
    staffNotesPublic: row.staffNotesPublic,
    people,
  };
}

/** Notes by someone who may not write them are refused, whatever the rest of the input. */
function requireNoteRights(
  input: CoachingSessionInput,
  rights: { canEditNotes: boolean; canEditStaffNotes: boolean },
): void {
  if (input.editor != null && !rights.canEditNotes) throw coachingError('notesForbidden');
  if ((input.staffEditor != null || input.staffEditorPublic != null) && !rights.canEditStaffNotes)
    throw coachingError('staffNotesForbidden');
}

/** The domain event of a session's change (`actorId`: who made it — the booker, for a session a booking made). */
export async function eventOf(
  scope: { tdb: Scope['tdb']; user?: { id: string } },
  row: CoachingSessionRow,
  people: SessionPeople,
  actorId: string = scope.user?.id ?? '',
): Promise<CoachingSessionEvent> {
  const founders = await memberIdsOf(scope.tdb, row.startupId);
  const names = await peopleByIds(scope.tdb, people.coachIds);
  return {
    sessionId: row.id,
    startupId: row.startupId,
    name: row.name,
    meetingType: row.meetingType,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    conferenceLink: row.conferenceLink || null,
    status: row.status,
    coachNames: people.coachIds.flatMap((id) => names.get(id)?.fullName ?? []),
    recipientIds: [...new Set([...people.coachIds, ...people.attendeeIds, ...founders])],
    actorId,
    url: sessionUrl(row.id),
  };
}

/** Logs (or plans) a session. Without coaches, the caller coaches it (when on the team); without attendees, the founders attend. */
export async function createSession(scope: SignedIn, input: CoachingSessionInput): Promise<CoachingSession> {
  const viewer = await viewerOf(scope);
  const startupId = input.startupId ?? '';
  if (!isUuid(startupId) || !reaches(viewer.scheduleReach, startupId)) {
    if (viewer.scheduleReach === 'all') throw coachingError('notFound', { fields: { startupId: 'notFound' } });
    throw coachingError('notAssigned', { fields: { startupId: 'notAssigned' } });
  }
  if (!(await startupExists(scope.tdb, startupId)))
    throw coachingError('notFound', { fields: { startupId: 'notFound' } });
  const selfCoach = !isFounderSideRole(viewer.roleType);
  requireNoteRights(input, { canEditNotes: selfCoach, canEditStaffNotes: viewer.staffTeam });
  const end = new Date();
  end.setUTCSeconds(0, 0);
  const blank: SessionState = {
    name: '',
    meetingType: 'UNSCHEDULED_COACHING_SESSION',
    startTime: new Date(end.getTime() - 3_600_000),
    endTime: end,
    expectedDuration: null,
    topics: [],
    conferenceLink: '',
    notes: '',
    staffNotes: '',
    staffNotesPublic: false,
    people: {
      coachIds: selfCoach ? [scope.user.id] : [],
      attendeeIds: (await memberIdsOf(scope.tdb, startupId)).filter((id) => id !== scope.user.id),
    },
  };
  const checked = await sessionValuesFrom(scope.tdb, startupId, blank, {
    ...input,
    // Asked for explicitly, coaches are checked (assigned to the startup); the caller as coach is checked by SCHEDULE.
    coachIds: input.coachIds ?? undefined,
    attendeeIds: input.attendeeIds ?? undefined,
  });
  if (input.coachIds && !viewer.staffTeam && selfCoach && !checked.people.coachIds.includes(scope.user.id))
    checked.people.coachIds.unshift(scope.user.id);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const row = await insertSession(tdb, {
      ...checked.values,
      startupId,
      status: 'meeting_scheduled',
      createdById: scope.user.id,
    });
    await setPeople(tdb, row.id, checked.people);
    await insertChangelog(tdb, [
      singleEntry(row.id, scope.user.id, 'CREATED', null, {
        name: row.name,
        start: row.startTime.toISOString(),
        end: row.endTime.toISOString(),
      }),
    ]);
    await scope.services.events.publish(tdb, 'coaching.sessionScheduled', await eventOf(tx, row, checked.people));
    return presentOne(tx, viewer, row);
  });
}

export async function updateSession(
  scope: SignedIn,
  id: string,
  input: CoachingSessionInput,
): Promise<CoachingSession> {
  const viewer = await viewerOf(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { row, people, rights } = await visibleSession(tx, viewer, id, true);
    if (row.status === 'meeting_canceled') throw coachingError('cancelled');
    if (!rights.canEdit) throw coachingError('notEditable');
    if (input.startupId != null && input.startupId !== row.startupId)
      throw coachingError('notEditable', { fields: { startupId: 'notEditable' } });
    requireNoteRights(input, rights);
    const before = stateOf(row, people);
    const checked = await sessionValuesFrom(tdb, row.startupId, before, input);
    const entries = changelogEntries(row.id, scope.user.id, before, checked);
    if (entries.length === 0) return presentOne(tx, viewer, row);
    const updated = await updateSessionRow(tdb, row.id, checked.values);
    if (input.coachIds || input.attendeeIds) await setPeople(tdb, row.id, checked.people);
    await insertChangelog(tdb, entries);
    const announced = entries.map((e) => e.type).filter((t) => (ANNOUNCED_CHANGES as readonly string[]).includes(t));
    if (announced.length)
      await scope.services.events.publish(tdb, 'coaching.sessionChanged', {
        ...(await eventOf(tx, updated, checked.people)),
        changes: announced,
      });
    return presentOne(tx, viewer, updated);
  });
}

export async function cancelSession(scope: SignedIn, id: string): Promise<CoachingSession> {
  const viewer = await viewerOf(scope);
  return scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const { row, people, rights } = await visibleSession(tx, viewer, id, true);
    if (row.status === 'meeting_canceled') throw coachingError('cancelled');
    if (!rights.canEdit) throw coachingError('notEditable');
    const updated = await updateSessionRow(tdb, row.id, { status: 'meeting_canceled', cancelledAt: new Date() });
    await insertChangelog(tdb, [singleEntry(row.id, scope.user.id, 'CANCELLED', row.status, updated.status)]);
    await scope.services.events.publish(tdb, 'coaching.sessionCancelled', await eventOf(tx, updated, people));
    return presentOne(tx, viewer, updated);
  });
}
