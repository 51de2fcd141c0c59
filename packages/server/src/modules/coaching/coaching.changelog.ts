// The changelog of a save: one entry per changed field, all under one group (spec 02 §3 changelogs).
import { randomUUID } from 'node:crypto';
import type { CoachingChangelogType } from '@ascent/shared';
import type { ChangelogValues } from './coaching.repository.ts';
import type { CheckedSession, SessionState } from './coaching.input.ts';

/** Changes that concern the people of the meeting (notes and staff notes are the team's own business). */
export const ANNOUNCED_CHANGES: readonly CoachingChangelogType[] = [
  'RESCHEDULED',
  'RENAMED',
  'DURATION',
  'TOPICS',
  'CONFERENCE_LINK',
  'COACHES',
  'ATTENDEES',
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changelogEntries(
  sessionId: string,
  initiatorId: string,
  before: SessionState,
  after: CheckedSession,
): ChangelogValues[] {
  const groupId = randomUUID();
  const changeTime = new Date();
  const v = after.values;
  const pairs: [CoachingChangelogType, unknown, unknown][] = [
    [
      'RESCHEDULED',
      { start: before.startTime.toISOString(), end: before.endTime.toISOString() },
      { start: v.startTime.toISOString(), end: v.endTime.toISOString() },
    ],
    ['RENAMED', before.name, v.name],
    ['DURATION', before.expectedDuration, v.expectedDuration ?? null],
    ['TOPICS', before.topics, v.topics],
    ['CONFERENCE_LINK', before.conferenceLink, v.conferenceLink],
    ['COACHES', before.people.coachIds, after.people.coachIds],
    ['ATTENDEES', before.people.attendeeIds, after.people.attendeeIds],
    ['NOTES', before.notes, v.notes],
    ['STAFF_NOTES', before.staffNotes, v.staffNotes],
    ['STAFF_NOTES_VISIBILITY', before.staffNotesPublic, v.staffNotesPublic],
  ];
  return pairs
    .filter(([, a, b]) => !same(a, b))
    .map(([type, oldValue, newValue]) => ({ sessionId, initiatorId, type, changeTime, groupId, oldValue, newValue }));
}

export function singleEntry(
  sessionId: string,
  initiatorId: string,
  type: CoachingChangelogType,
  oldValue: unknown,
  newValue: unknown,
): ChangelogValues {
  return { sessionId, initiatorId, type, changeTime: new Date(), groupId: randomUUID(), oldValue, newValue };
}
