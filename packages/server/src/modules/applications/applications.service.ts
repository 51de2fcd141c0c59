// Applications: the staff pipeline, one application's page, and its applicants starting it and moving it on.
import {
  APPLICATION_LIMITS,
  FOUNDER_SIDE_ROLES,
  isApplicationStatus,
  roundWindowState,
  statusChangeRefusal,
  statusesOfFilter,
  type ApplicationStatus,
} from '@ascent/shared';
import type {
  Application,
  ApplicationListItem,
  ApplicationPage,
  QueryApplicationsArgs,
} from '../../generated/graphql.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { formSummary } from '../forms/forms.public.ts';
import { applicationsMatching, parseAnswerFilters } from './application-filters.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { fullNamesById } from '../users/users.public.ts';
import { accessTo, managerAccess } from './applications.access.ts';
import { applicationUrl } from './applications.domain-events.ts';
import { applicationError, applicationName } from './applications.input.ts';
import { iso, presentListItem, presentPerson, presentRound, windowOf } from './applications.presenter.ts';
import {
  addMember,
  applicationIdsOfUser,
  applicationOfUserInFunnel,
  countByStatus,
  findApplications,
  findFunnel,
  insertActivities,
  insertApplication,
  listActivities,
  listFunnelRows,
  listMembers,
  listRoundAnswers,
  listRounds,
  pageOfApplications,
  updateApplicationRow,
  type ApplicationListCursor,
} from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';
import { anonymousFor, anonymousFunnels, applicationReference } from './application-reviews.access.ts';
import { funnelZone, openFunnelBySlug } from './funnels.service.ts';

/** List items of these rows, with their funnels' names and round counts and their members. */
export async function listItems(tdb: TenantDb, rows: readonly ApplicationRow[]): Promise<ApplicationListItem[]> {
  const funnelIds = [...new Set(rows.map((r) => r.funnelId))];
  const [funnels, rounds, members] = await Promise.all([
    listFunnelRows(tdb, funnelIds),
    listRounds(tdb, funnelIds),
    listMembers(
      tdb,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) =>
    presentListItem(
      row,
      {
        name: funnels.find((f) => f.id === row.funnelId)?.name ?? '',
        roundCount: rounds.filter((r) => r.funnelId === row.funnelId).length,
      },
      members.filter((m) => m.applicationId === row.id),
    ),
  );
}

export async function listApplications(scope: SignedIn, args: QueryApplicationsArgs): Promise<ApplicationPage> {
  const reach = reachIds(await new Authorizer(scope.tdb, scope.user).reach('APPLICATIONS:VIEW')) ?? null;
  let funnelIds = reach;
  if (args.funnelId) {
    if (!isUuid(args.funnelId)) throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
    funnelIds = !reach || reach.includes(args.funnelId) ? [args.funnelId] : [];
  }
  let cursor: ApplicationListCursor | null = null;
  if (args.after) {
    const decoded = decodeCursor(args.after, ['timestamp', 'uuid'] as const);
    if (!decoded) throw applicationError('badCursor', undefined, { field: 'after' });
    cursor = { updatedAt: decoded[0], id: decoded[1] };
  }
  const search = (args.search ?? '').trim().slice(0, 200) || null;
  const statuses = statusesOfFilter({ status: args.status ?? null, group: args.group ?? null });
  const ids = await applicationsMatching(scope.tdb, parseAnswerFilters(args.answers ?? []), funnelIds);
  // Under anonymity a name search must not tell whose application is whose.
  const namelessFunnelIds = search ? await anonymousFunnels(scope, funnelIds) : [];
  const limit = APPLICATION_LIMITS.pageSize;
  const filter = { funnelIds, search, namelessFunnelIds, ids };
  const [{ rows, total }, counts] = await Promise.all([
    pageOfApplications(scope.tdb, { ...filter, statuses, cursor, limit }),
    countByStatus(scope.tdb, filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: await maskAnonymous(scope, await listItems(scope.tdb, page)),
    totalCount: total,
    statusCounts: [...counts]
      .filter(([status]) => isApplicationStatus(status))
      .map(([status, count]) => ({ status: status as ApplicationStatus, count })),
    next: rows.length > limit && last ? encodeCursor([last.updatedAtKey, last.id]) : null,
  };
}

/** Evaluators who may not manage a funnel see its applications by reference, without their applicants' names. */
async function maskAnonymous(scope: SignedIn, items: ApplicationListItem[]): Promise<ApplicationListItem[]> {
  const hidden = new Map<string, boolean>();
  for (const funnelId of new Set(items.map((i) => i.funnelId)))
    hidden.set(funnelId, await anonymousFor(scope, funnelId));
  return items.map((i) => (hidden.get(i.funnelId) ? { ...i, name: applicationReference(i._id), members: [] } : i));
}

export async function myApplications(scope: SignedIn): Promise<ApplicationListItem[]> {
  const rows = await findApplications(scope.tdb, await applicationIdsOfUser(scope.tdb, scope.user.id));
  rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return listItems(scope.tdb, rows);
}

export async function getApplication(scope: SignedIn, id: string): Promise<Application> {
  const access = await accessTo(scope, id);
  const row = access.row;
  const funnel = (await findFunnel(scope.tdb, row.funnelId))!;
  const [rounds, members, answers, activities, zone] = await Promise.all([
    listRounds(scope.tdb, [funnel.id]),
    listMembers(scope.tdb, [row.id]),
    listRoundAnswers(scope.tdb, row.id),
    listActivities(scope.tdb, row.id),
    funnelZone(scope, funnel),
  ]);
  const titles = new Map<string, string>();
  for (const round of rounds) {
    const form = await formSummary(scope.tdb, round.formId);
    if (form) titles.set(round.formId, form.title);
  }
  const actorIds = [...new Set(activities.flatMap((a) => (a.actorId ? [a.actorId] : [])))];
  const actors = await fullNamesById(scope.tdb, actorIds);
  const anonymous = !access.isMember && (await anonymousFor(scope, funnel.id));
  return {
    _id: row.id,
    name: anonymous ? applicationReference(row.id) : row.name,
    status: row.status as ApplicationStatus,
    funnel: { _id: funnel.id, name: funnel.name, slug: funnel.slug },
    members: anonymous ? [] : members.map(presentPerson),
    rounds: rounds.map((round) => ({
      round: presentRound(round, zone.timeZone, titles),
      reached: round.position <= row.roundsSubmitted,
      submittedAt: iso(answers.find((a) => a.roundId === round.id)?.submittedAt),
    })),
    roundsSubmitted: row.roundsSubmitted,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    startupId: access.canView ? row.startupId : null,
    rejectionEmailDueAt: access.canView ? iso(row.rejectionEmailDueAt) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canManage: access.canManage,
    isMember: access.isMember,
    // Applicants see what happened to their application, not who on the staff moved it.
    activities: activities.map((a) => ({
      _id: a.id,
      kind: a.kind,
      actor:
        a.actorId && ((access.canView && !anonymous) || a.actorId === scope.user.id)
          ? { _id: a.actorId, fullName: actors.get(a.actorId) ?? '' }
          : null,
      fromStatus: a.fromStatus && isApplicationStatus(a.fromStatus) ? a.fromStatus : null,
      toStatus: a.toStatus && isApplicationStatus(a.toStatus) ? a.toStatus : null,
      roundName: rounds.find((r) => r.id === a.roundId)?.name ?? null,
      subject: anonymous ? null : a.subject,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The caller starts an application to a published funnel whose first round is open, and is its first member. */
export async function createApplication(scope: SignedIn, funnelSlug: string, rawName: string): Promise<Application> {
  // Spec 01 §2.1: those who apply are applicants, founders (a second venture) and community members.
  if (!(FOUNDER_SIDE_ROLES as readonly string[]).includes(scope.user.roleType))
    throw applicationError('applicantsOnly');
  const name = applicationName(rawName);
  const funnel = await openFunnelBySlug(scope.tdb, funnelSlug);
  const [first] = await listRounds(scope.tdb, [funnel.id]);
  if (!first) throw applicationError('notPublished');
  const { timeZone } = await funnelZone(scope, funnel);
  const state = roundWindowState(windowOf(first), new Date(), timeZone);
  if (state === 'notOpen') throw applicationError('roundNotOpen');
  if (state === 'closed') throw applicationError('deadlinePassed');
  const id = await scope.tdb.transaction(async (tx) => {
    if (await applicationOfUserInFunnel(tx, scope.user.id, funnel.id)) throw applicationError('alreadyApplied');
    const row = await insertApplication(tx, { funnelId: funnel.id, name, createdById: scope.user.id });
    await addMember(tx, row.id, scope.user.id);
    await insertActivities(tx, [{ applicationId: row.id, kind: 'created', actorId: scope.user.id, toStatus: 'draft' }]);
    return row.id;
  });
  return getApplication(scope, id);
}

/** Staff move a submitted application between review stages (the transition table; decisions apart). */
export async function setApplicationStatus(
  scope: SignedIn,
  id: string,
  status: ApplicationStatus,
): Promise<Application> {
  await scope.tdb.transaction(async (tx) => {
    const { row } = await managerAccess({ ...scope, tdb: tx }, id, true);
    const from = row.status as ApplicationStatus;
    const refusal = statusChangeRefusal(from, status);
    if (refusal) throw applicationError(refusal, { from, to: status });
    await moveOne({ ...scope, tdb: tx }, row, status, scope.user.id);
  });
  return getApplication(scope, id);
}

/** Moves one application the caller has checked (statusChangeRefusal, the permission), in their transaction. */
export async function moveOne(tx: Scope, row: ApplicationRow, status: ApplicationStatus, actorId: string) {
  const from = row.status as ApplicationStatus;
  // Reconsidering a delayed rejection cancels its email if it has not left.
  await updateApplicationRow(tx.tdb, row.id, {
    status,
    ...(row.rejectionEmailSentAt ? {} : { rejectionEmailDueAt: null }),
    decidedAt: null,
  });
  await insertActivities(tx.tdb, [
    { applicationId: row.id, kind: 'statusChanged', actorId, fromStatus: from, toStatus: status },
  ]);
  const members = await listMembers(tx.tdb, [row.id]);
  await tx.services.events.publish(tx.tdb, 'application.statusChanged', {
    applicationId: row.id,
    name: row.name,
    memberIds: members.map((m) => m.userId),
    url: applicationUrl(row.id),
    status,
    changedById: actorId,
  });
}
