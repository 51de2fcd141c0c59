// The interview meeting of an application (docs/applications.md, "Meetings"): staff who manage the application
// (APPLICATIONS:EDIT on its intake) schedule, change and cancel it; its members see it and answer it; staff who see
// the application (APPLICATIONS:VIEW) read it. Each step is an activity of the application and a domain event, from
// which the notifications module tells the people concerned and this module mails the members their invitation.
import {
  APPLICATION_MEETING_ERROR_MESSAGES,
  APPLICATION_MEETING_ERROR_PARAMS,
  applicationMeetingFieldErrors,
  isDecidedStatus,
  meetingAnswerRefusal,
  meetingMinutes,
  statusChangeRefusal,
  type ApplicationMeetingErrorReason,
  type ApplicationMeetingValues,
  type ApplicationStatus,
  type ErrorCode,
} from '@ascent/shared';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import type {
  ApplicationMeeting,
  ApplicationMeetingAnswer,
  ApplicationMeetingInput,
  ApplicationMeetingResponse,
  ApplicationMeetingStatus,
} from '../../generated/graphql.ts';
import { fullNamesById } from '../users/users.public.ts';
import { accessTo, managerAccess, memberAccess, type ApplicationAccess } from './applications.access.ts';
import { meetingUrl, type ApplicationMeetingEvent } from './applications.domain-events.ts';
import { findFunnel, insertActivities, listMembers } from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';
import { anonymousFor, applicationReference } from './application-reviews.access.ts';
import {
  answerMeeting,
  findMeetingOf,
  insertMeeting,
  updateMeeting,
  type MeetingPlan,
} from './application-meetings.repository.ts';
import type { ApplicationMeetingRow } from './application-meetings.schema.ts';
import { moveOne } from './applications.service.ts';

const CODES: Partial<Record<ApplicationMeetingErrorReason, ErrorCode>> = {
  meetingNotFound: 'NOT_FOUND',
  alreadyScheduled: 'CONFLICT',
  notSubmitted: 'CONFLICT',
  decided: 'CONFLICT',
  meetingCancelled: 'CONFLICT',
  meetingStarted: 'CONFLICT',
};

export const meetingError = (reason: ApplicationMeetingErrorReason, extra: Record<string, unknown> = {}): AppError =>
  reasonError(
    CODES[reason] ?? 'VALIDATION_FAILED',
    APPLICATION_MEETING_ERROR_MESSAGES,
    reason,
    APPLICATION_MEETING_ERROR_PARAMS[reason],
    extra,
  );

/** The form's rules (shared with the browser); one refusal names every failing field. */
export function meetingPlan(input: ApplicationMeetingInput, now = new Date()): MeetingPlan {
  const values: ApplicationMeetingValues = {
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: input.timeZone,
    location: input.location ?? '',
    videoLink: input.videoLink ?? '',
    note: input.note ?? '',
  };
  const failing = Object.entries(applicationMeetingFieldErrors(values, now)) as [
    string,
    ApplicationMeetingErrorReason,
  ][];
  if (failing.length) throw meetingError(failing[0]![1], { fields: Object.fromEntries(failing) });
  return {
    startTime: new Date(values.startTime),
    endTime: new Date(values.endTime),
    timeZone: values.timeZone,
    location: values.location.trim(),
    videoLink: values.videoLink.trim() || null,
    note: values.note.trim(),
  };
}

/** A meeting is planned for a submitted application not yet decided. */
function checkSchedulable(row: ApplicationRow): void {
  const status = row.status as ApplicationStatus;
  if (status === 'draft') throw meetingError('notSubmitted');
  if (isDecidedStatus(status)) throw meetingError('decided');
}

async function present(
  scope: SignedIn,
  access: ApplicationAccess,
  m: ApplicationMeetingRow,
): Promise<ApplicationMeeting> {
  const funnel = await findFunnel(scope.tdb, access.row.funnelId);
  // Evaluators under anonymity see the application's reference and no applicant's name (as its page shows them).
  const hidden = !access.isMember && (await anonymousFor(scope, access.row.funnelId));
  const names = await fullNamesById(
    scope.tdb,
    [m.scheduledById, m.respondedById].filter((id): id is string => !!id),
  );
  const person = (id: string | null) => (id && names.has(id) ? { _id: id, fullName: names.get(id)! } : null);
  return {
    _id: m.id,
    applicationId: m.applicationId,
    applicationName: hidden ? applicationReference(access.row.id) : access.row.name,
    funnelName: funnel?.name ?? '',
    status: m.status as ApplicationMeetingStatus,
    startTime: m.startTime.toISOString(),
    endTime: m.endTime.toISOString(),
    durationMinutes: meetingMinutes(m.startTime, m.endTime),
    timeZone: m.timeZone,
    location: m.location,
    videoLink: m.videoLink,
    note: m.note,
    scheduledBy: person(m.scheduledById),
    response: m.response as ApplicationMeetingResponse,
    responseMessage: m.responseMessage,
    respondedBy: hidden ? null : person(m.respondedById),
    respondedAt: m.respondedAt?.toISOString() ?? null,
    canManage: access.canManage,
    isMember: access.isMember,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export async function applicationMeeting(scope: SignedIn, applicationId: string): Promise<ApplicationMeeting | null> {
  const access = await accessTo(scope, applicationId);
  const meeting = await findMeetingOf(scope.tdb, access.row.id);
  return meeting ? present(scope, access, meeting) : null;
}

const UNANSWERED = { response: 'pending', responseMessage: null, respondedById: null, respondedAt: null } as const;

type MeetingEventName = 'application.meetingScheduled' | 'application.meetingChanged' | 'application.meetingCancelled';

async function announce(
  tx: Scope,
  name: MeetingEventName,
  row: ApplicationRow,
  m: ApplicationMeetingRow,
  actorId: string,
) {
  const members = await listMembers(tx.tdb, [row.id]);
  const payload: ApplicationMeetingEvent = {
    applicationId: row.id,
    name: row.name,
    memberIds: members.map((p) => p.userId),
    url: meetingUrl(row.id),
    meetingId: m.id,
    actorId,
    sequence: m.sequence,
  };
  await tx.services.events.publish(tx.tdb, name, payload);
}

/**
 * Staff schedule the application's meeting: a new one, or again after a cancellation (the same row, a new version).
 * An application whose status may move to ready_for_meeting (the transition table) moves there.
 */
export async function scheduleApplicationMeeting(
  scope: SignedIn,
  applicationId: string,
  input: ApplicationMeetingInput,
): Promise<ApplicationMeeting> {
  const plan = meetingPlan(input);
  const { access, meeting } = await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const access = await managerAccess(txScope, applicationId, true);
    checkSchedulable(access.row);
    const existing = await findMeetingOf(tx, access.row.id, true);
    if (existing?.status === 'scheduled') throw meetingError('alreadyScheduled');
    const from = access.row.status as ApplicationStatus;
    if (from !== 'ready_for_meeting' && statusChangeRefusal(from, 'ready_for_meeting') === null)
      await moveOne(txScope, access.row, 'ready_for_meeting', scope.user.id);
    const meeting = existing
      ? await updateMeeting(tx, existing.id, {
          ...plan,
          ...UNANSWERED,
          status: 'scheduled',
          scheduledById: scope.user.id,
          updatedById: scope.user.id,
        })
      : await insertMeeting(tx, { ...plan, applicationId: access.row.id, scheduledById: scope.user.id });
    await insertActivities(tx, [{ applicationId: access.row.id, kind: 'meetingScheduled', actorId: scope.user.id }]);
    await announce(txScope, 'application.meetingScheduled', access.row, meeting, scope.user.id);
    return { access, meeting };
  });
  return present(scope, access, meeting);
}

const samePlan = (m: ApplicationMeetingRow, p: MeetingPlan) =>
  m.startTime.getTime() === p.startTime.getTime() &&
  m.endTime.getTime() === p.endTime.getTime() &&
  m.timeZone === p.timeZone &&
  m.location === p.location &&
  m.videoLink === p.videoLink &&
  m.note === p.note;

/** The scheduled meeting of an application staff manage (locked), or the refusal why there is none to change. */
async function scheduledMeeting(tx: Scope, access: ApplicationAccess): Promise<ApplicationMeetingRow> {
  const meeting = await findMeetingOf(tx.tdb, access.row.id, true);
  if (!meeting) throw meetingError('meetingNotFound');
  if (meeting.status !== 'scheduled') throw meetingError('meetingCancelled');
  return meeting;
}

/** Staff change the meeting; a new time (start or end) asks the members to confirm again. */
export async function updateApplicationMeeting(
  scope: SignedIn,
  applicationId: string,
  input: ApplicationMeetingInput,
): Promise<ApplicationMeeting> {
  const plan = meetingPlan(input);
  const { access, meeting } = await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const access = await managerAccess(txScope, applicationId, true);
    checkSchedulable(access.row);
    const current = await scheduledMeeting(txScope, access);
    if (samePlan(current, plan)) return { access, meeting: current };
    const moved =
      current.startTime.getTime() !== plan.startTime.getTime() || current.endTime.getTime() !== plan.endTime.getTime();
    const meeting = await updateMeeting(tx, current.id, {
      ...plan,
      ...(moved ? UNANSWERED : {}),
      updatedById: scope.user.id,
    });
    await insertActivities(tx, [{ applicationId: access.row.id, kind: 'meetingChanged', actorId: scope.user.id }]);
    await announce(txScope, 'application.meetingChanged', access.row, meeting, scope.user.id);
    return { access, meeting };
  });
  return present(scope, access, meeting);
}

/** Staff cancel the meeting (whatever the application's status: a decided application's meeting may go too). */
export async function cancelApplicationMeeting(scope: SignedIn, applicationId: string): Promise<ApplicationMeeting> {
  const { access, meeting } = await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const access = await managerAccess(txScope, applicationId, true);
    const current = await scheduledMeeting(txScope, access);
    const meeting = await updateMeeting(tx, current.id, { status: 'cancelled', updatedById: scope.user.id });
    await insertActivities(tx, [{ applicationId: access.row.id, kind: 'meetingCancelled', actorId: scope.user.id }]);
    await announce(txScope, 'application.meetingCancelled', access.row, meeting, scope.user.id);
    return { access, meeting };
  });
  return present(scope, access, meeting);
}

/**
 * A member confirms attendance or asks for another time, before the meeting starts. Confirming a confirmed meeting
 * changes nothing; any other answer replaces the last one and tells the staff who scheduled and last changed it.
 */
export async function answerApplicationMeeting(
  scope: SignedIn,
  applicationId: string,
  answer: ApplicationMeetingAnswer,
  rawMessage?: string | null,
): Promise<ApplicationMeeting> {
  const refusal = meetingAnswerRefusal(answer, rawMessage ?? '');
  if (refusal) throw meetingError(refusal, { field: 'message' });
  const message = (rawMessage ?? '').trim();
  const { access, meeting } = await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    const access = await memberAccess(txScope, applicationId, true);
    const current = await findMeetingOf(tx, access.row.id, true);
    if (!current) throw meetingError('meetingNotFound');
    if (current.status !== 'scheduled') throw meetingError('meetingCancelled');
    if (current.startTime.getTime() <= Date.now()) throw meetingError('meetingStarted');
    if (answer === 'confirmed' && current.response === 'confirmed' && !message) return { access, meeting: current };
    const meeting = await answerMeeting(tx, current.id, {
      response: answer,
      responseMessage: message || null,
      respondedById: scope.user.id,
      respondedAt: new Date(),
    });
    const kind = answer === 'confirmed' ? 'meetingConfirmed' : 'meetingTimeRequested';
    await insertActivities(tx, [{ applicationId: access.row.id, kind, actorId: scope.user.id }]);
    const members = new Set((await listMembers(tx, [access.row.id])).map((p) => p.userId));
    const staffIds = [...new Set([current.scheduledById, current.updatedById])].filter(
      (id): id is string => !!id && !members.has(id),
    );
    await scope.services.events.publish(tx, 'application.meetingAnswered', {
      applicationId: access.row.id,
      meetingId: current.id,
      name: access.row.name,
      answer,
      message,
      responderId: scope.user.id,
      staffIds,
      url: meetingUrl(access.row.id),
    });
    return { access, meeting };
  });
  return present(scope, access, meeting);
}
