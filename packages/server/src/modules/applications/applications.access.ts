// Who may see and act on an application: its members (fill and follow it), staff with APPLICATIONS:VIEW on its funnel
// (read), with APPLICATIONS:EDIT (move and decide). Anything else is "not found", so ids reveal nothing.
import type { PermissionKey } from '@ascent/shared';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { applicationError } from './applications.input.ts';
import { findApplication, listMembers } from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';

export interface ApplicationAccess {
  row: ApplicationRow;
  isMember: boolean;
  canView: boolean;
  canManage: boolean;
}

export async function staffCan(scope: SignedIn, key: PermissionKey, funnelId: string): Promise<boolean> {
  return new Authorizer(scope.tdb, scope.user).can(key, { kind: 'funnel', id: funnelId });
}

export async function accessTo(scope: SignedIn, id: string, lock = false): Promise<ApplicationAccess> {
  const row = isUuid(id) ? await findApplication(scope.tdb, id, lock) : null;
  if (!row) throw applicationError('applicationNotFound');
  const isMember = (await listMembers(scope.tdb, [row.id])).some((m) => m.userId === scope.user.id);
  const canView = await staffCan(scope, 'APPLICATIONS:VIEW', row.funnelId);
  const canManage = canView && (await staffCan(scope, 'APPLICATIONS:EDIT', row.funnelId));
  if (!isMember && !canView) throw applicationError('applicationNotFound');
  return { row, isMember, canView, canManage };
}

/** A member's application, for filling it; staff who are not members are refused (notMember). */
export async function memberAccess(scope: SignedIn, id: string, lock = false): Promise<ApplicationAccess> {
  const access = await accessTo(scope, id, lock);
  if (!access.isMember) throw applicationError('notMember');
  return access;
}

/** An application staff may move or decide. */
export async function managerAccess(scope: SignedIn, id: string, lock = false): Promise<ApplicationAccess> {
  const access = await accessTo(scope, id, lock);
  if (!access.canManage) throw applicationError('applicationNotFound');
  return access;
}
