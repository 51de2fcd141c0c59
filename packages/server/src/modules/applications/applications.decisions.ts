// Decisions (accept / reject / delay_reject) on one or many applications, all or nothing: an accept makes the
// application a portfolio startup (through the startups module's public functions), in the funnel's programme, with
// its members as founders, moved from Applicant to Cofounder (the users module's). A rejection's email leaves at once;
// a delayed one after the funnel's delay, both through the job of applications.jobs.ts.
import {
  APPLICATION_DECISION_STATUS,
  APPLICATION_LIMITS,
  decisionRefusal,
  type ApplicationDecisionAction,
  type ApplicationStatus,
} from '@ascent/shared';
import type { ApplicationListItem } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { addStartupMember, addStartupProgram, insertStartup } from '../startups/startups.public.ts';
import { findRoleByType, updateUserRole } from '../users/users.public.ts';
import { staffCan } from './applications.access.ts';
import { applicationUrl } from './applications.domain-events.ts';
import { applicationError } from './applications.input.ts';
import { sendDueRejections } from './applications.jobs.ts';
import {
  findApplications,
  insertActivities,
  listFunnelRows,
  listMembers,
  memberRoleTypes,
  updateApplicationRow,
} from './applications.repository.ts';
import type { ApplicationRow, FunnelRow } from './applications.schema.ts';
import { listItems } from './applications.service.ts';

const DAY_MS = 86_400_000;

/** The application becomes a startup; its members its founders, applicants among them now cofounders. */
async function accept(tx: TenantDb, row: ApplicationRow, funnel: FunnelRow, memberIds: readonly string[]) {
  const startupId = await insertStartup(tx, { name: row.name });
  if (funnel.programId) await addStartupProgram(tx, startupId, funnel.programId);
  const cofounder = await findRoleByType(tx, 'Cofounder');
  const roleTypes = await memberRoleTypes(tx, memberIds);
  for (const userId of memberIds) {
    await addStartupMember(tx, startupId, userId);
    if (cofounder && roleTypes.get(userId) === 'Applicant') await updateUserRole(tx, userId, cofounder.id);
  }
  return startupId;
}

/**
 * Takes one decision the caller has checked (decisionRefusal, the permission): the status, the startup of an accept,
 * the rejection email's due time, the activity and the domain event — all in the caller's transaction (`tx.tdb`).
 */
export async function decideOne(
  tx: Scope,
  d: {
    row: ApplicationRow;
    funnel: FunnelRow;
    memberIds: readonly string[];
    action: ApplicationDecisionAction;
    actorId: string;
    now: Date;
  },
): Promise<void> {
  const { row, funnel, action, now } = d;
  const status: ApplicationStatus = APPLICATION_DECISION_STATUS[action];
  const startupId = action === 'accept' ? await accept(tx.tdb, row, funnel, d.memberIds) : null;
  await updateApplicationRow(tx.tdb, row.id, {
    status,
    decidedAt: now,
    startupId: startupId ?? row.startupId,
    rejectionEmailDueAt:
      action === 'reject'
        ? now
        : action === 'delay_reject'
          ? new Date(now.getTime() + funnel.rejectionDelayDays * DAY_MS)
          : null,
    rejectionEmailSentAt: null,
  });
  await insertActivities(tx.tdb, [
    { applicationId: row.id, kind: 'decided', actorId: d.actorId, fromStatus: row.status, toStatus: status },
  ]);
  await tx.services.events.publish(tx.tdb, 'application.decided', {
    applicationId: row.id,
    name: row.name,
    memberIds: [...d.memberIds],
    url: applicationUrl(row.id),
    action,
    decidedById: d.actorId,
  });
}

export async function decideApplications(
  scope: SignedIn,
  rawIds: readonly string[],
  action: ApplicationDecisionAction,
): Promise<ApplicationListItem[]> {
  const ids = [...new Set(rawIds)];
  if (ids.length === 0 || ids.length > APPLICATION_LIMITS.maxBatch)
    throw applicationError('tooManyIds', { max: APPLICATION_LIMITS.maxBatch }, { field: 'ids' });
  const badId = ids.findIndex((id) => !isUuid(id));
  if (badId >= 0) throw applicationError('applicationNotFound', undefined, { applicationId: ids[badId] });
  const now = new Date();
  const status: ApplicationStatus = APPLICATION_DECISION_STATUS[action];
  await scope.tdb.transaction(async (tx) => {
    const rows = await findApplications(tx, ids, true);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw applicationError('applicationNotFound', undefined, { applicationId: missing });
    const funnels = await listFunnelRows(tx, [...new Set(rows.map((r) => r.funnelId))]);
    for (const funnel of funnels)
      if (!(await staffCan({ ...scope, tdb: tx }, 'APPLICATIONS:EDIT', funnel.id))) {
        const row = rows.find((r) => r.funnelId === funnel.id)!;
        throw applicationError('applicationNotFound', undefined, { applicationId: row.id });
      }
    for (const row of rows) {
      const refusal = decisionRefusal(row.status as ApplicationStatus, action);
      if (refusal) throw applicationError(refusal, { from: row.status, to: status }, { applicationId: row.id });
    }
    const members = await listMembers(
      tx,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const funnel = funnels.find((f) => f.id === row.funnelId)!;
      const memberIds = members.filter((m) => m.applicationId === row.id).map((m) => m.userId);
      await decideOne({ ...scope, tdb: tx }, { row, funnel, memberIds, action, actorId: scope.user.id, now });
    }
  });
  // An immediate rejection's email leaves now; the job would send it within a minute anyway.
  if (action === 'reject') await sendDueRejections(scope, now);
  return listItems(scope.tdb, await findApplications(scope.tdb, ids));
}
