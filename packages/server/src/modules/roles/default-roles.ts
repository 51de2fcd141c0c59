// The roles a new organisation starts with: one per role type, with the registry's default grants and the same
// user and startup visibility as the demo organisations (seed/seed.ts). Each organisation edits them afterwards.
import {
  defaultGrants,
  isAdminLikeRole,
  isStaffLikeRole,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { insertDefaultRoles, type RoleValues } from './roles.repository.ts';

function defaultRole(type: RoleType): RoleValues {
  const everything = isStaffLikeRole(type) || type === 'SubAdmin' || type === 'System';
  return {
    type,
    label: ROLE_LABELS[type],
    permissions: defaultGrants(type),
    userAccess: {
      roles: [],
      visibilitySettings: everything ? 'all' : type === 'Applicant' ? 'own' : 'user_roles',
    },
    startupAccess: {
      visibilitySettings: everything || isAdminLikeRole(type) ? 'all' : type === 'Applicant' ? 'none' : 'own',
    },
  } as RoleValues;
}

export async function createDefaultRoles(tdb: TenantDb): Promise<void> {
  await insertDefaultRoles(tdb, ROLE_TYPES.map(defaultRole));
}
