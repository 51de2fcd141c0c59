// Bulk operations on users (the users screen; spec 01 §4) through the platform's batch operations (core/batch):
// the mutation checks the whole request — at most USER_BATCH_MAX_ITEMS users, every one of this organisation, a
// role or programme that exists and may be used, nobody locking themselves out — and refuses it as a whole with a
// reason (nothing changed); it then answers an operation id at once, and the items are worked one by one by the
// queued task, each applied and recorded in one transaction and resumed after a restart. Progress is pushed on
// `<incubatorId>/userBatchOperationUpdated/<starterId>`. An item is checked again when it is worked, with the
// starter's rights as they are then (a user who became the last Admin meanwhile is refused on their own), and a
// refused item carries its reason (USER_BATCH_ITEM_FAILURES) into the report (`userBatchOperation`).
import {
  canGrantRoleType,
  canManageUserOfType,
  grantedScope,
  grantsBeyond,
  isInviterRole,
  isTeamRole,
  ROLE_LABELS,
  STORED_USER_STATUS,
  USER_BATCH_ACTIONS,
  USER_BATCH_ERROR_MESSAGES as M,
  USER_BATCH_MAX_ITEMS,
  userBatchTargetKind,
  type RoleType,
  type UserBatchAction,
  type UserBatchItemFailure,
} from '@ascent/shared';
import { batchKind, BatchItemRefused, type BatchProgress } from '../../core/batch/batches.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import { announceAccessChanged } from '../../core/graphql/socket-events.ts';
import type { AuthUser } from '../../core/identity.ts';
import type { JobScope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { sendConfirmationEmail } from '../accounts/accounts.service.ts';
import { assignToProgram } from '../assignments/assignments.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { addProgramMember, findProgramRow } from '../programs/programs.public.ts';
import { findRole } from '../roles/roles.public.ts';
import { addUserTag, findUserTag } from '../taxonomy/taxonomy.public.ts';
import { requireGrantsWithin } from '../roles/roles.service.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { findAuthUserById, updateUserRole, updateUserStatus } from '../users/users.public.ts';
import { findManagedUser, listedUserIds, lockActiveAdmins, type ManagedUserRow } from './admin-users.repository.ts';

export const USER_BATCH_UPDATED = 'userBatchOperationUpdated';
export const USER_BATCH_KIND = 'users';

export interface UserBatchEvent {
  incubatorId: string;
  userId: string;
  userBatchOperationUpdated: BatchProgress;
}

interface Request {
  action: UserBatchAction;
  userIds: readonly string[];
  targetId: string | null | undefined;
}

const roleLabel = (role: { label: string | null; type: string }) =>
  role.label?.trim() || ROLE_LABELS[role.type as RoleType] || role.type;

/** Checks the whole request (a refusal changes nothing) and starts the work; answers the operation's id. */
export async function startUserBatch(scope: SignedIn, req: Request): Promise<string> {
  const { tdb, user: actor } = scope;
  if (req.userIds.length > USER_BATCH_MAX_ITEMS)
    throw reasonError('VALIDATION_FAILED', M, 'tooMany', { max: USER_BATCH_MAX_ITEMS });
  const ids = [...new Set(req.userIds)];
  if (ids.length === 0) throw reasonError('VALIDATION_FAILED', M, 'empty');
  // Another organisation's ids (or deleted users) are not found here: the request names users it may not.
  if (!ids.every(isUuid) || (await listedUserIds(tdb, ids)).size !== ids.length)
    throw reasonError('VALIDATION_FAILED', M, 'unknownUsers');
  const targetId = req.targetId ?? null;
  const includesSelf = ids.includes(actor.id);
  switch (userBatchTargetKind(req.action)) {
    case 'role': {
      const role = targetId && isUuid(targetId) ? await findRole(tdb, targetId) : null;
      if (!role || role.type === 'System') throw reasonError('NOT_FOUND', M, 'noSuchRole');
      if (!canGrantRoleType(actor.roleType, role.type))
        throw reasonError('FORBIDDEN', M, 'roleNotGrantable', { role: roleLabel(role) });
      requireGrantsWithin(actor, role.permissions, `give the role ${roleLabel(role)}`);
      if (includesSelf && role.id !== actor.roleId) throw reasonError('FORBIDDEN', M, 'selfRole');
      break;
    }
    case 'program': {
      const program = targetId && isUuid(targetId) ? await findProgramRow(tdb, targetId) : null;
      if (!program) throw reasonError('NOT_FOUND', M, 'noSuchProgram');
      if (program.status === 'archived') throw reasonError('CONFLICT', M, 'programArchived', { name: program.name });
      if (!(await new Authorizer(tdb, actor).can('PROGRAMS:EDIT', { kind: 'program', id: program.id })))
        throw reasonError('FORBIDDEN', M, 'programNotAllowed');
      break;
    }
    case 'tag':
      if (!targetId || !isUuid(targetId) || !(await findUserTag(tdb, targetId)))
        throw reasonError('NOT_FOUND', M, 'noSuchTag');
      break;
    case null:
      if (targetId !== null) throw reasonError('VALIDATION_FAILED', M, 'noTarget');
      if (req.action === 'DEACTIVATE' && includesSelf) throw reasonError('FORBIDDEN', M, 'selfDeactivate');
      if (req.action === 'RESEND_INVITATION' && !mayInvite(actor)) throw reasonError('FORBIDDEN', M, 'cannotInvite');
      break;
  }
  return scope.services.batches.start(scope, USER_BATCH_KIND, {
    startedBy: actor.id,
    action: req.action,
    targetId,
    itemIds: ids,
  });
}

const mayInvite = (u: Pick<AuthUser, 'roleType' | 'rolePermissions'>) =>
  isInviterRole(u.roleType) && grantedScope(u.rolePermissions, 'USERS:INVITE') !== 'NONE';

interface RunContext {
  starter: AuthUser;
  scope: JobScope;
}

const refuse = (reason: UserBatchItemFailure): never => {
  throw new BatchItemRefused(reason);
};

/** The users' kind of batch operation (the manifest's `batches`). */
export const usersBatchKind = batchKind<RunContext>({
  kind: USER_BATCH_KIND,
  event: USER_BATCH_UPDATED,
  // The starter as they are now: one deactivated, deleted or stripped of USERS:EDIT since starting changes nobody.
  prepare: async (scope, op) => {
    const starter = await findAuthUserById(scope.tdb, op.startedBy);
    if (!starter || starter.status.toLowerCase() !== 'active') return null;
    if (grantedScope(starter.rolePermissions, 'USERS:EDIT') === 'NONE') return null;
    return { starter, scope };
  },
  // Every read inside the item's transaction (PGlite has one connection: a read beside it would wait for it).
  apply: async (tx, { starter, scope }, id, op) => {
    const action = op.action as UserBatchAction;
    if (!USER_BATCH_ACTIONS.includes(action) || !isUuid(id)) return refuse('gone');
    const subject = (await findManagedUser(tx, id, true)) ?? refuse('gone');
    if (subject.id === starter.id && (action === 'CHANGE_ROLE' || action === 'DEACTIVATE')) refuse('self');
    if (!canManageUserOfType(starter.roleType, subject.roleType)) refuse('notManageable');
    switch (action) {
      case 'CHANGE_ROLE':
        return changeRole(tx, starter, subject, op.targetId!);
      case 'DEACTIVATE':
        await requireAnotherAdmin(tx, subject);
        if (subject.status !== STORED_USER_STATUS.INACTIVE)
          await updateUserStatus(tx, subject.id, STORED_USER_STATUS.INACTIVE);
        return true;
      case 'ADD_TO_PROGRAM': {
        const program = await findProgramRow(tx, op.targetId!);
        if (!program || program.status === 'archived') refuse('programArchived');
        if (isTeamRole(subject.roleType)) await assignToProgram(tx, op.targetId!, subject.id);
        else await addProgramMember(tx, op.targetId!, subject.id);
        return true;
      }
      case 'ADD_TAG':
        if (!(await findUserTag(tx, op.targetId!))) refuse('tagGone');
        await addUserTag(tx, subject.id, op.targetId!);
        return true;
      case 'RESEND_INVITATION': {
        if (!mayInvite(starter)) refuse('starterGone');
        const person = await findAuthUserById(tx, subject.id);
        const confirmed = subject.validated && subject.status.toLowerCase() !== 'pending';
        if (!person || confirmed || !['pending', 'active'].includes(subject.status.toLowerCase()))
          refuse('alreadyConfirmed');
        // The link's token and the outbox row are written with the item: a resumed run does not send it again.
        await sendConfirmationEmail({ ...scope, tdb: tx }, person!);
        return true;
      }
      default: {
        const unhandled: never = action;
        throw new Error(`Unknown action ${String(unhandled)}`);
      }
    }
  },
  // After the commit: their live sockets close and reopen under the new role; a deactivated user is signed out.
  applied: async (scope, _ctx, id, op) => {
    if (op.action === 'CHANGE_ROLE')
      await announceAccessChanged({ incubatorId: scope.tenant.id, userId: id, reason: 'role_changed' });
    if (op.action === 'DEACTIVATE') await endUserSessions(scope, id, { reason: 'deactivated' });
  },
});

async function changeRole(tx: TenantDb, starter: AuthUser, subject: ManagedUserRow, roleId: string) {
  const role = await findRole(tx, roleId);
  if (
    !role ||
    !canGrantRoleType(starter.roleType, role.type) ||
    grantsBeyond(starter.rolePermissions, role.permissions).length > 0
  )
    refuse('roleNotGrantable');
  const current = await findRole(tx, subject.roleId);
  if (current && grantsBeyond(starter.rolePermissions, current.permissions).length > 0) refuse('notManageable');
  if (subject.roleId === role!.id) return true;
  if (role!.type !== 'Admin') await requireAnotherAdmin(tx, subject);
  await updateUserRole(tx, subject.id, role!.id);
  return true;
}

/** Refuses the item that would leave the organisation without an active Admin. */
async function requireAnotherAdmin(tx: TenantDb, subject: ManagedUserRow): Promise<void> {
  if (subject.roleType !== 'Admin' || subject.status.toLowerCase() !== 'active') return;
  if ((await lockActiveAdmins(tx)).every((adminId) => adminId === subject.id)) refuse('lastAdmin');
}
