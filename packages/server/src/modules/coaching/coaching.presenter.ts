// A session as the API shows it: its people and startup by name, and what the caller may do with it. Staff notes
// leave only for those who may see them (the team, or the startup when they are made public).
import type { CoachingChangelogEntry, CoachingPerson, CoachingSession } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { livePeople, startupsAmong, type PersonRow } from '../assignments/assignments.public.ts';
import { rightsOn, type CoachingViewer } from './coaching.access.ts';
import { peopleOf } from './coaching.repository.ts';
import type { CoachingChangelogRow, CoachingSessionRow } from './coaching.schema.ts';

export const sessionUrl = (id: string) => `/coaching/session/${id}`;

const person = (p: PersonRow): CoachingPerson => ({
  _id: p.id,
  fullName: `${p.firstName} ${p.lastName}`.trim(),
  avatar: p.avatar,
  roleType: p.roleType as CoachingPerson['roleType'],
});

export async function peopleByIds(tdb: TenantDb, ids: readonly string[]): Promise<Map<string, CoachingPerson>> {
  return new Map((await livePeople(tdb, [...new Set(ids)])).map((p) => [p.id, person(p)]));
}

export async function presentSessions(
  tdb: TenantDb,
  viewer: CoachingViewer,
  rows: readonly CoachingSessionRow[],
): Promise<CoachingSession[]> {
  if (rows.length === 0) return [];
  const people = await peopleOf(
    tdb,
    rows.map((r) => r.id),
  );
  const everyone = [...people.values()].flatMap((p) => [...p.coachIds, ...p.attendeeIds]);
  const [byId, startups] = await Promise.all([
    peopleByIds(tdb, everyone),
    startupsAmong(tdb, [...new Set(rows.map((r) => r.startupId))]),
  ]);
  const names = new Map(startups.map((s) => [s.id, s.name]));
  const pick = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return rows.map((r) => {
    const p = people.get(r.id) ?? { coachIds: [], attendeeIds: [] };
    const rights = rightsOn(viewer, r, p);
    return {
      _id: r.id,
      name: r.name,
      meetingType: r.meetingType as CoachingSession['meetingType'],
      date: r.startTime.toISOString(),
      sessionStartDateTime: r.startTime.toISOString(),
      sessionEndDateTime: r.endTime.toISOString(),
      expectedDuration: r.expectedDuration,
      estimatedDuration: r.estimatedDuration,
      topics: r.topics,
      conferenceLink: r.conferenceLink || null,
      editor: r.notes,
      staffEditor: rights.seesStaffNotes ? r.staffNotes : null,
      staffEditorPublic: r.staffNotesPublic,
      status: r.status as CoachingSession['status'],
      startup: { _id: r.startupId, name: names.get(r.startupId) ?? '' },
      coachs: pick(p.coachIds),
      attendees: pick(p.attendeeIds),
      eventId: r.eventId,
      createdAt: r.createdAt.toISOString(),
      url: sessionUrl(r.id),
      canEdit: rights.canEdit,
      canEditNotes: rights.canEditNotes,
      canEditStaffNotes: rights.canEditStaffNotes,
    };
  });
}

export function presentChangelog(
  rows: readonly CoachingChangelogRow[],
  initiators: ReadonlyMap<string, CoachingPerson>,
  seesStaffNotes: boolean,
): CoachingChangelogEntry[] {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return rows.map((r) => {
    const hidden = r.type === 'STAFF_NOTES' && !seesStaffNotes;
    return {
      _id: r.id,
      initiator: (r.initiatorId && initiators.get(r.initiatorId)) || null,
      type: r.type,
      changeTime: r.changeTime.toISOString(),
      groupId: r.groupId,
      oldValue: hidden ? null : json(r.oldValue),
      newValue: hidden ? null : json(r.newValue),
    };
  });
}
