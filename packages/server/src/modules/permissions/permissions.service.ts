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
import { assignedIds } from '../assignments/assignments.public.ts';
import type { AuthUser } from '../../core/identity.ts';
import { isUuid } from '../../core/validation.ts';

/** The object a permission is asked about; without one the question is "may they, on anything?". */
export interface PermissionItem {
  kind: AssignmentKind;
  id: string;
}

/**
 * What a user reaches with a permission key: every item of the key's kind in the organisation (`'all'`), or these
 * ids (none at all for NONE). Lists filter by it; a single item is checked with `can()`, which agrees with it.
 */
export type Reach = 'all' | ReadonlySet<string>;

/** The ids a list filters on: undefined for every item, else the reached ids (possibly none). */
export const reachIds = (reach: Reach): string[] | undefined => (reach === 'all' ? undefined : [...reach]);

/** Is `id` within the reach? */
export const reaches = (reach: Reach, id: string): boolean => reach === 'all' || reach.has(id);

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

  /** The ids a SELECTED grant of `key` names (ids only: anything else could not name an item). */
  private selectedIds(key: PermissionKey): string[] {
    return (this.user.rolePermissions.find((g) => g.key === key)?.selected ?? []).filter((id) => isUuid(id));
  }

  /**
   * What the user can reach with `key`: the one answer to "which startups (programmes, and later funnels and
   * events) may they see or act on with this key" — ALL: every one; SELECTED: the granted ids; ASSIGNED: what they
   * are assigned to (the assignments module's rule, `assignedIds`); NONE, or a key without items: nothing. The kind
   * is the key's own (its `assignment` in the registry), so a new kind of item (funnels, events) needs only its
   * entry there and its assignment rule.
   */
  async reach(key: PermissionKey): Promise<Reach> {
    const scope = this.scope(key);
    if (scope === 'ALL') return 'all';
    const kind = (PERMISSIONS[key] as { assignment?: AssignmentKind }).assignment;
    if (scope === 'NONE' || !kind) return new Set();
    if (scope === 'SELECTED') return new Set(this.selectedIds(key));
    return this.assignedTo(kind);
  }

  /** May the user do `key` (on `item`, when given)? An item of another kind than the key's is refused. */
  async can(key: PermissionKey, item?: PermissionItem): Promise<boolean> {
    const scope = this.scope(key);
    if (scope === 'ALL') return true;
    if (scope === 'NONE') return false;
    const def = PERMISSIONS[key] as { assignment?: AssignmentKind };
    if (!item) return true; // ASSIGNED or SELECTED: allowed in general, restricted per item.
    if (def.assignment !== item.kind) return false;
    return reaches(await this.reach(key), item.id);
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
