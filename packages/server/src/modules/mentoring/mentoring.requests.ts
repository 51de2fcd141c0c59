// Founders' requests to mentors: a founder asks a proposed mentor (when the programme lets startups ask), the mentor
// accepts — which matches them with the startup — or declines, and the founders may withdraw a request still
// waiting. Each step tells the other side (domain events → notifications).
import { MENTOR_REQUEST_MESSAGE_MAX, isMentoringRole } from '@ascent/shared';
import type { MentorRequest, MentorRequestStatus } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { forbidden } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { assignToStartup, startupsAmong } from '../assignments/assignments.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { foundersOf, managesAll, mentoringError, mentoringViewer, type MentoringViewer } from './mentoring.access.ts';
import { mentorFacts } from './mentoring.facts.ts';
import { presentRequests, statusIn } from './mentoring.presenter.ts';
import {
  closeRequest,
  findRequest,
  insertRequest,
  listRequests,
  pendingMentorsOf,
  readSettings,
} from './mentoring.repository.ts';
import type { MentorRequestRow } from './mentoring.schema.ts';
import { checkedSkills, theMentor } from './mentoring.service.ts';

const URL = '/startups/mentors';

const presentOne = async (scope: SignedIn, viewer: MentoringViewer, row: MentorRequestRow) =>
  (await presentRequests(scope.tdb, viewer.id, viewer.ownStartupIds, [row]))[0]!;

/** Who sees a request: the mentor asked, the startup's founders, the staff who manage the startup. */
const sees = (viewer: MentoringViewer, row: MentorRequestRow) =>
  row.mentorId === viewer.id ||
  viewer.ownStartupIds.has(row.startupId) ||
  viewer.manages === 'all' ||
  viewer.manages.has(row.startupId);

export async function mentorRequests(scope: SignedIn, status?: MentorRequestStatus | null): Promise<MentorRequest[]> {
  const viewer = await mentoringViewer(scope);
  const startupIds = [...viewer.ownStartupIds, ...(viewer.manages === 'all' ? [] : viewer.manages)];
  const rows = await listRequests(scope.tdb, {
    status: status ? statusIn(status) : undefined,
    mentorId: isMentoringRole(scope.user.roleType) ? scope.user.id : undefined,
    startupIds,
    all: managesAll(viewer),
  });
  return presentRequests(scope.tdb, viewer.id, viewer.ownStartupIds, rows);
}

async function startupName(tdb: TenantDb, startupId: string) {
  return (await startupsAmong(tdb, [startupId]))[0]?.name ?? '';
}

export async function requestMentor(
  scope: SignedIn,
  args: { startupId: string; mentorId: string; skillIds: readonly string[]; message: string },
): Promise<MentorRequest> {
  const { tdb } = scope;
  const viewer = await mentoringViewer(scope);
  if (!viewer.ownStartupIds.has(args.startupId)) throw mentoringError('notYourStartup');
  const settings = await readSettings(tdb);
  if (!settings.startupsMayRequest) throw mentoringError('requestsClosed');
  const message = args.message.trim();
  if (message.length > MENTOR_REQUEST_MESSAGE_MAX)
    throw mentoringError('messageTooLong', { max: MENTOR_REQUEST_MESSAGE_MAX });
  const skills = await checkedSkills(tdb, args.skillIds);
  const mentor = theMentor(await mentorFacts(tdb, settings), args.mentorId);
  if (mentor.startupIds.includes(args.startupId)) throw mentoringError('alreadyMatched');
  if (mentor.load >= mentor.capacity) throw mentoringError('mentorFull');
  if ((await pendingMentorsOf(tdb, args.startupId)).has(mentor.id)) throw mentoringError('alreadyRequested');
  // Two identical requests racing past the check above: the partial unique index keeps one, the other is told.
  const row = await tdb
    .transaction(async (tx) => {
      const inserted = await insertRequest(tx, {
        startupId: args.startupId,
        mentorId: mentor.id,
        requestedById: scope.user.id,
        skillIds: skills.map((s) => s.id),
        message,
      });
      await scope.services.events.publish(tx, 'mentoring.requested', {
        requestId: inserted.id,
        startupId: args.startupId,
        startupName: await startupName(tx, args.startupId),
        mentorId: mentor.id,
        mentorName: mentor.name,
        recipientIds: [mentor.id],
        actorId: scope.user.id,
        url: URL,
      });
      return inserted;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'mentor_requests_pending_idx')) throw mentoringError('alreadyRequested');
      throw err;
    });
  return presentOne(scope, viewer, row);
}

async function visibleRequest(scope: SignedIn, viewer: MentoringViewer, id: string) {
  const row = isUuid(id) ? await findRequest(scope.tdb, id) : null;
  if (!row || !sees(viewer, row)) throw mentoringError('notFound');
  return row;
}

export async function respondMentorRequest(scope: SignedIn, id: string, accept: boolean): Promise<MentorRequest> {
  const viewer = await mentoringViewer(scope);
  const row = await visibleRequest(scope, viewer, id);
  if (row.mentorId !== viewer.id) throw forbidden('Only the mentor asked can answer this request.');
  if (row.status !== 'pending') throw mentoringError('answered');
  if (accept) {
    const mentor = theMentor(await mentorFacts(scope.tdb, await readSettings(scope.tdb)), viewer.id);
    if (mentor.load >= mentor.capacity) throw mentoringError('mentorFull');
  }
  const closed = await scope.tdb.transaction(async (tx) => {
    const done = await closeRequest(tx, row.id, accept ? 'accepted' : 'declined');
    if (!done) return null;
    if (accept) await assignToStartup(tx, row.startupId, viewer.id);
    await scope.services.events.publish(tx, 'mentoring.answered', {
      requestId: row.id,
      startupId: row.startupId,
      startupName: await startupName(tx, row.startupId),
      mentorId: viewer.id,
      mentorName: fullNameOf(scope.user),
      recipientIds: await foundersOf(tx, row.startupId),
      actorId: viewer.id,
      url: URL,
      accepted: accept,
    });
    return done;
  });
  if (!closed) throw mentoringError('answered');
  return presentOne(scope, viewer, closed);
}

export async function withdrawMentorRequest(scope: SignedIn, id: string): Promise<MentorRequest> {
  const viewer = await mentoringViewer(scope);
  const row = await visibleRequest(scope, viewer, id);
  if (!viewer.ownStartupIds.has(row.startupId)) throw mentoringError('notYourStartup');
  const closed = await closeRequest(scope.tdb, row.id, 'withdrawn');
  if (!closed) throw mentoringError('answered');
  return presentOne(scope, viewer, closed);
}
