// The permission engine: what a signed-in user may do, from their role's grants (ALL / ASSIGNED / SELECTED /
// NONE per key of the registry in @ascent/shared) and, for ASSIGNED, what they are assigned to.
import {
  grantedScope,
  isPermissionKey,
  PERMISSIONS,
  type AssignmentKind,
  type PermissionCriteriaScope,
  type PermissionKey,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { assignedIds } from '../assignments/assignments.repository.ts';
import type { AuthUser } from '../users/users.repository.ts';

/** The object a permission is asked about; without one the question is "may they, on anything?". */
export interface PermissionItem {
  kind: AssignmentKind;
  id: string;
}

export class Authorizer {
  private readonly assigned = new Map<AssignmentKind, Promise<Set<string>>>();

  constructor(
    private readonly tdb: TenantDb,
    readonly user: Pick<AuthUser, 'id' | 'rolePermissions'>,
  ) {}

  scope(key: PermissionKey): PermissionCriteriaScope {
    return grantedScope(this.user.rolePermissions, key);
  }

  assignedTo(kind: AssignmentKind): Promise<Set<string>> {
    let ids = this.assigned.get(kind);
    if (!ids) {
      ids = assignedIds(this.tdb, this.user.id, kind);
      this.assigned.set(kind, ids);
    }
    return ids;
  }

  /** May the user do `key` (on `item`, when given)? An item of another kind than the key's is refused. */
  async can(key: PermissionKey, item?: PermissionItem): Promise<boolean> {
    const scope = this.scope(key);
    if (scope === 'ALL') return true;
    if (scope === 'NONE') return false;
    const def = PERMISSIONS[key] as { assignment?: AssignmentKind };
    if (!item) return true; // ASSIGNED or SELECTED: allowed in general, restricted per item.
    if (def.assignment !== item.kind) return false;
    if (scope === 'SELECTED')
      return (this.user.rolePermissions.find((g) => g.key === key)?.selected ?? []).includes(item.id);
    return (await this.assignedTo(item.kind)).has(item.id);
  }

  async require(key: PermissionKey, item?: PermissionItem): Promise<void> {
    if (!(await this.can(key, item)))
      throw new AppError('FORBIDDEN', 'You do not have the permission to do this.', { permission: key });
  }
}

export function permissionKeyOrFail(value: string): PermissionKey {
  if (!isPermissionKey(value)) throw new AppError('VALIDATION_FAILED', `Unknown permission "${value}".`);
  return value;
}
