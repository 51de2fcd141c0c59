// The session form's input, checked by the shared rules (coachingSessionFieldErrors of @ascent/shared) plus what
// only the server knows: coaches are live people of the programme team (a coach, mentor or expert among them must be
// assigned to the startup: the assignments module's rule), attendees live people of the organisation. One refusal
// names every failing field.
import {
  COACHING_ERROR_MESSAGES,
  COACHING_ERROR_PARAMS,
  COACHING_LIMITS,
  coachingSessionFieldErrors,
  isAdviserRole,
  isFounderSideRole,
  sessionMinutes,
  type CoachingErrorName,
  type CoachingSessionFormValues,
} from '@ascent/shared';
import type { CoachingSessionInput } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { livePeople, staffAssignedToStartups } from '../assignments/assignments.public.ts';
import type { SessionPeople, SessionValues } from './coaching.repository.ts';

const CODES: Partial<Record<CoachingErrorName, 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT'>> = {
  notFound: 'NOT_FOUND',
  notAssigned: 'FORBIDDEN',
  notesForbidden: 'FORBIDDEN',
  staffNotesForbidden: 'FORBIDDEN',
  notEditable: 'FORBIDDEN',
  cancelled: 'CONFLICT',
};

export const coachingError = (name: CoachingErrorName, extra: Record<string, unknown> = {}): AppError =>
  reasonError(CODES[name] ?? 'VALIDATION_FAILED', COACHING_ERROR_MESSAGES, name, COACHING_ERROR_PARAMS[name], extra);

const iso = (d: Date) => d.toISOString();
const labels = (list: readonly string[]) => [...new Set(list.map((l) => l.trim()))];

/** The session's current values (a new session: the defaults the service gives). */
export interface SessionState {
  name: string;
  meetingType: string;
  startTime: Date;
  endTime: Date;
  expectedDuration: number | null;
  topics: string[];
  conferenceLink: string;
  notes: string;
  staffNotes: string;
  staffNotesPublic: boolean;
  people: SessionPeople;
}

export interface CheckedSession {
  values: Omit<SessionValues, 'startupId' | 'createdById' | 'status' | 'eventId' | 'cancelledAt'>;
  people: SessionPeople;
}

/** The state merged with the input (absent fields keep theirs), checked. */
export async function sessionValuesFrom(
  tdb: TenantDb,
  startupId: string,
  current: SessionState,
  input: CoachingSessionInput,
): Promise<CheckedSession> {
  const form: CoachingSessionFormValues = {
    name: input.name ?? current.name,
    meetingType: input.meetingType ?? current.meetingType,
    startTime: input.startTime ?? iso(current.startTime),
    endTime: input.endTime ?? iso(current.endTime),
    expectedDuration: input.expectedDuration === undefined ? current.expectedDuration : input.expectedDuration,
    topics: input.topics ? labels(input.topics) : current.topics,
    conferenceLink: (input.conferenceLink ?? current.conferenceLink).trim(),
    notes: input.editor ?? current.notes,
    staffNotes: input.staffEditor ?? current.staffNotes,
  };
  const errors: Partial<Record<string, CoachingErrorName>> = { ...coachingSessionFieldErrors(form) };
  const people: SessionPeople = {
    coachIds: input.coachIds ? [...new Set(input.coachIds)] : current.people.coachIds,
    attendeeIds: input.attendeeIds ? [...new Set(input.attendeeIds)] : current.people.attendeeIds,
  };
  if (input.coachIds && !(await coachesFit(tdb, startupId, people.coachIds))) errors.coachIds = 'badCoaches';
  if (input.attendeeIds) {
    const ids = people.attendeeIds;
    const ok =
      ids.length <= COACHING_LIMITS.attendees &&
      ids.every(isUuid) &&
      (await livePeople(tdb, ids)).length === ids.length;
    if (!ok) errors.attendeeIds = 'badAttendees';
  }
  const failing = Object.entries(errors) as [string, CoachingErrorName][];
  if (failing.length) throw coachingError(failing[0]![1], { fields: Object.fromEntries(failing) });
  const startTime = new Date(form.startTime);
  const endTime = new Date(form.endTime);
  return {
    people,
    values: {
      name: form.name.trim(),
      meetingType: form.meetingType,
      startTime,
      endTime,
      expectedDuration: form.expectedDuration,
      estimatedDuration: sessionMinutes(startTime, endTime),
      topics: [...form.topics],
      conferenceLink: form.conferenceLink,
      notes: form.notes,
      staffNotes: form.staffNotes,
      staffNotesPublic: input.staffEditorPublic ?? current.staffNotesPublic,
    },
  };
}

/** Coaches: live team people; the ones who are not staff (coaches of their own, mentors, experts) assigned to it. */
export async function coachesFit(tdb: TenantDb, startupId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length > COACHING_LIMITS.coaches || !ids.every(isUuid)) return false;
  const people = await livePeople(tdb, ids);
  if (people.length !== ids.length || people.some((p) => isFounderSideRole(p.roleType))) return false;
  const needAssignment = people.filter((p) => p.roleType === 'Coach' || isAdviserRole(p.roleType));
  if (needAssignment.length === 0) return true;
  const assigned = new Set(await staffAssignedToStartups(tdb, [startupId]));
  return needAssignment.every((p) => assigned.has(p.id));
}
