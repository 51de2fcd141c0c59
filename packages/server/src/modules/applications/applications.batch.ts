// Bulk decisions and moves on applications (issue 21 §5, spec 01 §4) through the platform's batch operations
// (core/batch): the mutation checks the whole request — 1 to 10,000 applications, each of this organisation and of an
// intake the caller manages, a review stage for a move — and refuses it as a whole (nothing changed); it then answers
// the operation's id at once, and the queued task works the items one by one, each applied and recorded in one
// transaction and resumed after a restart. Each item is checked again when worked, with the starter's rights as they
// are then and the transition table (an application decided meanwhile is refused on its own, with its reason).
// Progress is pushed on `<incubatorId>/applicationBatchOperationUpdated/<starterId>`. The actions assign and email
// are in applications.batch-actions.ts (their parameters are checked here first, then stored with the operation).
import {
  APPLICATION_BATCH_ACTIONS,
  APPLICATION_LIMITS,
  decisionRefusal,
  grantedScope,
  isApplicationStatus,
  isDecidedStatus,
  statusChangeRefusal,
  type ApplicationBatchAction,
  type ApplicationBatchItemFailure,
  type ApplicationStatus,
} from '@ascent/shared';
import { batchKind, BatchItemRefused, type BatchProgress } from '../../core/batch/batches.ts';
import { anonymityOn } from './application-reviews.access.ts';
import {
  assignOne,
  checkArgumentsFit,
  recordMessage,
  sendMessage,
  validateAssign,
  validateEmail,
  type ApplicationBatchArgs,
  type AssignContext,
} from './applications.batch-actions.ts';
import type { AuthUser } from '../../core/identity.ts';
import type { JobScope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { findAuthUserById, peopleWithPermission } from '../users/users.public.ts';
import { staffCan } from './applications.access.ts';
import { decideOne } from './applications.decisions.ts';
import { applicationError } from './applications.input.ts';
import { sendDueRejections } from './applications.jobs.ts';
import { findApplication, findApplications, findFunnel, listMembers } from './applications.repository.ts';
import { moveOne } from './applications.service.ts';

export const APPLICATION_BATCH_UPDATED = 'applicationBatchOperationUpdated';
export const APPLICATION_BATCH_KIND = 'applications';

export interface ApplicationBatchEvent {
  incubatorId: string;
  userId: string;
  applicationBatchOperationUpdated: BatchProgress;
}

/** Checks the whole request (a refusal changes nothing) and starts the work; answers the operation's id. */
export async function startApplicationBatch(
  scope: SignedIn,
  action: ApplicationBatchAction,
  rawIds: readonly string[],
  args: ApplicationBatchArgs & { status?: ApplicationStatus | null },
): Promise<string> {
  const ids = [...new Set(rawIds)];
  const status = args.status;
  if (ids.length === 0 || ids.length > APPLICATION_LIMITS.maxBatch)
    throw applicationError('tooManyIds', { max: APPLICATION_LIMITS.maxBatch }, { field: 'applicationIds' });
  if (action === 'move') {
    if (!status) throw applicationError('illegalTransition', { from: '', to: '' }, { field: 'status' });
    if (isDecidedStatus(status)) throw applicationError('useDecision', undefined, { field: 'status' });
  } else if (status) throw applicationError('useDecision', undefined, { field: 'status' });
  checkArgumentsFit(action, args);
  const message = action === 'email' ? validateEmail(args) : null;
  const bad = ids.find((id) => !isUuid(id));
  if (bad !== undefined) throw applicationError('applicationNotFound', undefined, { applicationId: bad });
  const rows = await findApplications(scope.tdb, ids);
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing) throw applicationError('applicationNotFound', undefined, { applicationId: missing });
  for (const funnelId of new Set(rows.map((r) => r.funnelId)))
    if (!(await staffCan(scope, 'APPLICATIONS:EDIT', funnelId))) {
      const row = rows.find((r) => r.funnelId === funnelId)!;
      throw applicationError('applicationNotFound', undefined, { applicationId: row.id });
    }
  const assign = action === 'assign' ? await validateAssign(scope, args, rows) : null;
  return scope.services.batches.start(scope, APPLICATION_BATCH_KIND, {
    startedBy: scope.user.id,
    action,
    targetId: action === 'move' ? status! : (assign ?? message),
    itemIds: ids,
  });
}

interface RunContext {
  starter: AuthUser;
  scope: JobScope;
  /** For assign only: read once per run, outside the items' transactions. */
  assign: AssignContext | null;
}

const refuse = (reason: ApplicationBatchItemFailure): never => {
  throw new BatchItemRefused(reason);
};

/** The applications' kind of batch operation (the manifest's `batches`). */
export const applicationsBatchKind = batchKind<RunContext>({
  kind: APPLICATION_BATCH_KIND,
  event: APPLICATION_BATCH_UPDATED,
  // The starter as they are now: one deactivated or stripped of APPLICATIONS:EDIT since starting changes nothing.
  prepare: async (scope, op) => {
    const starter = await findAuthUserById(scope.tdb, op.startedBy);
    if (!starter || starter.status.toLowerCase() !== 'active') return null;
    if (grantedScope(starter.rolePermissions, 'APPLICATIONS:EDIT') === 'NONE') return null;
    const assign =
      op.action === 'assign'
        ? {
            anonymous: await anonymityOn(scope),
            evaluators: new Set((await peopleWithPermission(scope.tdb, 'APPLICATIONS:EVALUATE')).map((p) => p.id)),
          }
        : null;
    return { starter, scope, assign };
  },
  // Every read inside the item's transaction (PGlite has one connection).
  apply: async (tx, { starter, scope, assign }, id, op) => {
    const action = op.action as ApplicationBatchAction;
    if (!APPLICATION_BATCH_ACTIONS.includes(action) || !isUuid(id)) return refuse('gone');
    const row = (await findApplication(tx, id, true)) ?? refuse('gone');
    if (!(await new Authorizer(tx, starter).can('APPLICATIONS:EDIT', { kind: 'funnel', id: row.funnelId })))
      refuse('notAllowed');
    const from = row.status as ApplicationStatus;
    const txScope = { ...scope, tdb: tx };
    if (action === 'assign') {
      await assignOne(txScope, assign!, row, op.targetId, starter.id);
      return true;
    }
    if (action === 'email') {
      await recordMessage(tx, row, op.targetId, starter.id);
      return true;
    }
    if (action === 'move') {
      const to = op.targetId ?? '';
      if (!isApplicationStatus(to)) return refuse('illegalTransition');
      const refusal = statusChangeRefusal(from, to);
      if (refusal) refuse(refusal);
      await moveOne(txScope, row, to, starter.id);
      return true;
    }
    const refusal = decisionRefusal(from, action);
    if (refusal) refuse(refusal);
    const funnel = (await findFunnel(tx, row.funnelId))!;
    const memberIds = (await listMembers(tx, [row.id])).map((m) => m.userId);
    await decideOne(txScope, { row, funnel, memberIds, action, actorId: starter.id, now: new Date() });
    return true;
  },
  // After the commit: an immediate rejection's email leaves now (the job would send it within a minute anyway); a
  // message leaves once its activity is recorded (so a retried item never sends it twice).
  applied: async (scope, _ctx, id, op) => {
    if (op.action === 'reject') await sendDueRejections(scope, new Date());
    if (op.action === 'email') await sendMessage(scope, id, op.targetId);
  },
});
