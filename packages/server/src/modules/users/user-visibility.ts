// "May this viewer see user X?" — the one rule behind the profile page, the hover card and people search
// (spec 01 §6). The viewer's role carries userAccess {roles, visibilitySettings}:
//   none        → nobody but themselves;
//   all, user_roles → users whose role type is listed in `roles` (an empty list means every role type, spec §6);
//   own         → users who share a startup with the viewer.
// A user always sees themselves; deleted accounts are seen by nobody else; another tenant's id is unknown here
// because every query runs through the viewer's TenantDb.
import { roleAccessIncludes } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { findRoleUserAccess, findVisibilitySubject, shareAStartup } from './users.repository.ts';

export interface Viewer {
  id: string;
  roleId: string;
}

export type UserAccess = { roles: string[]; visibilitySettings: string };

/** The pure part of the rule, for callers that already hold the target's role type (e.g. search filters). */
export function accessAllowsRoleType(access: UserAccess, roleType: string): boolean {
  if (access.visibilitySettings !== 'all' && access.visibilitySettings !== 'user_roles') return false;
  return roleAccessIncludes(access.roles, roleType);
}

export async function mayViewUser(tdb: TenantDb, viewer: Viewer, targetId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(targetId)) return false;
  const target = await findVisibilitySubject(tdb, targetId);
  if (!target) return false;
  if (target.id === viewer.id) return true;
  if (target.status === 'deleted') return false;
  const access = await findRoleUserAccess(tdb, viewer.roleId);
  if (!access) return false;
  if (access.visibilitySettings === 'own') return shareAStartup(tdb, viewer.id, target.id);
  return accessAllowsRoleType(access, target.roleType);
}
