// Roles: every organisation has one default role per type, and its administrators add custom roles based on a
// type. A role carries grants (permission key + scope, checked against the registry) and what its holders see of
// other users and of startups. The permission engine reads the role on every request, so a change applies at once.
import { z } from 'zod';
import {
  ADMIN_ONLY_PERMISSIONS,
  ADMIN_ROLE_KEEPS,
  canGrantRoleType,
  grantedScope,
  grantProblem,
  grantsBeyond,
  isRoleType,
  planUnlocks,
  isVisibilitySetting,
  ROLE_LABEL_MAX_LENGTH,
  ROLE_LABELS,
  ROLE_TYPES,
  type PermissionCriteriaScope,
  type PermissionGrant,
  type RoleType,
  ROLE_ERROR_MESSAGES,
} from '@ascent/shared';
import { AppError, forbidden, reasonError } from '../../core/errors.ts';
import { announceAccessChanged } from '../../core/graphql/socket-events.ts';
import type { SignedIn } from '../../core/scope.ts';
import type {
  CreateRoleInput,
  Role,
  RoleGrantInput,
  RoleStartupAccessInput,
  RoleUserAccessInput,
  UpdateRoleInput,
} from '../../generated/graphql.ts';
import type { RoleRow } from '../users/users.tables.ts';
import {
  countUsersWithRole,
  deleteCustomRole,
  findRole,
  findRoleByLabel,
  findRoleWithCount,
  insertCustomRole,
  listRolesWithCounts,
  updateRoleRow,
  type RoleWithCount,
} from './roles.repository.ts';
import { isUuid } from '../../core/validation.ts';

/** The most items one SELECTED grant may name. */
const MAX_SELECTED = 1000;

const notFound = () => new AppError('NOT_FOUND', 'There is no such role.');
const invalid = (message: string, field?: string) =>
  new AppError('VALIDATION_FAILED', message, field ? { fields: [field] } : undefined);

const Label = z
  .string()
  .trim()
  .min(1, 'Name is a required field')
  .max(ROLE_LABEL_MAX_LENGTH, `Name can have at most ${ROLE_LABEL_MAX_LENGTH} characters`);

export function presentRole(role: RoleWithCount): Role {
  return {
    _id: role.id,
    type: role.type as RoleType,
    label: role.label?.trim() || (isRoleType(role.type) ? ROLE_LABELS[role.type] : role.type),
    isCustom: role.isCustom,
    permissions: role.permissions.map((g) => ({
      key: g.key,
      permissionCriteria: g.permissionCriteria,
      selected: [...(g.selected ?? [])],
    })),
    userAccess: {
      roles: (role.userAccess.roles ?? []).filter(isRoleType),
      visibilitySettings: role.userAccess.visibilitySettings ?? 'none',
    },
    startupAccess: { visibilitySettings: role.startupAccess.visibilitySettings ?? 'none' },
    userCount: role.userCount,
  };
}

function parseLabel(value: string): string {
  const parsed = Label.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => i.message).join('. '), 'label');
  return parsed.data;
}

/** The grants as stored: one per key, NONE left out, SELECTED with its (deduplicated) ids. */
export function parseGrants(input: readonly RoleGrantInput[]): PermissionGrant[] {
  const seen = new Set<string>();
  const grants: PermissionGrant[] = [];
  for (const grant of input) {
    const problem = grantProblem(grant);
    if (problem) throw invalid(problem, 'permissions');
    if (seen.has(grant.key)) throw invalid(`${grant.key} is listed twice.`, 'permissions');
    seen.add(grant.key);
    const scope = grant.permissionCriteria as PermissionCriteriaScope;
    if (scope === 'NONE') continue;
    if (scope === 'SELECTED') {
      const ids = [...new Set(grant.selected ?? [])];
      if (ids.length > MAX_SELECTED)
        throw invalid(`${grant.key}: at most ${MAX_SELECTED} items can be selected.`, 'permissions');
      if (!ids.every(isUuid)) throw invalid(`${grant.key}: the selected items must be ids.`, 'permissions');
      grants.push({ key: grant.key, permissionCriteria: scope, selected: ids });
    } else {
      grants.push({ key: grant.key, permissionCriteria: scope });
    }
  }
  return grants;
}

function parseUserAccess(input: RoleUserAccessInput): RoleRow['userAccess'] {
  const unknown = input.roles.find((r) => !isRoleType(r));
  if (unknown !== undefined) throw invalid(`Unknown role type "${unknown}".`, 'userAccess.roles');
  if (!isVisibilitySetting(input.visibilitySettings))
    throw invalid(
      `Unknown visibility "${input.visibilitySettings}"; use none, all, user_roles or own.`,
      'userAccess.visibilitySettings',
    );
  return { roles: [...new Set(input.roles)], visibilitySettings: input.visibilitySettings };
}

function parseStartupAccess(input: RoleStartupAccessInput): RoleRow['startupAccess'] {
  if (!isVisibilitySetting(input.visibilitySettings))
    throw invalid(
      `Unknown visibility "${input.visibilitySettings}"; use none, all, user_roles or own.`,
      'startupAccess.visibilitySettings',
    );
  return { visibilitySettings: input.visibilitySettings };
}

/**
 * Nobody hands out a permission they do not hold themselves — by giving a role, inviting to one, or creating or
 * editing one (the shared rule grantsBeyond); `what` names the act in the refusal.
 */
export function requireGrantsWithin(
  user: { rolePermissions: readonly PermissionGrant[] },
  grants: readonly PermissionGrant[],
  what: string,
): void {
  const beyond = grantsBeyond(user.rolePermissions, grants);
  if (beyond.length > 0) {
    throw reasonError(
      'FORBIDDEN',
      ROLE_ERROR_MESSAGES,
      'beyondOwnPermissions',
      { action: what, permissions: beyond.join(', ') },
      { permissions: beyond },
    );
  }
}

/** Permissions only admin-level roles may carry (ADMIN_ONLY_PERMISSIONS): the outbox holds everyone's mail. */
function requireAdminOnlyKept(type: string, grants: readonly PermissionGrant[]): void {
  if (type === 'Admin' || type === 'AdminCoach') return;
  const misplaced = ADMIN_ONLY_PERMISSIONS.filter((k) => grantedScope(grants, k) !== 'NONE');
  if (misplaced.length)
    throw reasonError(
      'VALIDATION_FAILED',
      ROLE_ERROR_MESSAGES,
      'adminOnlyPermissions',
      { permissions: misplaced.join(', ') },
      { fields: ['permissions'] },
    );
}

/** Below Admin and Admin & Coach, nobody creates, edits or deletes an admin-level (or System) role. */
function requireMayManage(user: SignedIn['user'], type: string): void {
  if (!canGrantRoleType(user.roleType, type))
    throw forbidden(`You may not manage ${isRoleType(type) ? ROLE_LABELS[type] : type} roles.`);
}

async function requireUniqueLabel(scope: SignedIn, label: string, exceptId?: string): Promise<void> {
  if (await findRoleByLabel(scope.tdb, label, exceptId))
    throw reasonError('CONFLICT', ROLE_ERROR_MESSAGES, 'labelTaken', { label }, { fields: ['label'] });
}

/** Default roles in the order of the role types, then custom roles by name. */
export function byRoleOrder(
  a: Pick<RoleRow, 'type' | 'label' | 'isCustom'>,
  b: Pick<RoleRow, 'type' | 'label' | 'isCustom'>,
): number {
  if (a.isCustom !== b.isCustom) return a.isCustom ? 1 : -1;
  if (!a.isCustom) return ROLE_TYPES.indexOf(a.type as RoleType) - ROLE_TYPES.indexOf(b.type as RoleType);
  return (a.label ?? '').localeCompare(b.label ?? '', 'en', { sensitivity: 'base' });
}

export async function listRoles(scope: SignedIn): Promise<Role[]> {
  return (await listRolesWithCounts(scope.tdb)).sort(byRoleOrder).map(presentRole);
}

export async function createRole(scope: SignedIn, input: CreateRoleInput): Promise<Role> {
  if (!planUnlocks(scope.tenant.planName, 'CUSTOM_ROLES'))
    throw new AppError('FEATURE_DISABLED', 'Custom roles are not available in your selected plan.', {
      paywall: 'CUSTOM_ROLES',
    });
  if (!isRoleType(input.type)) throw invalid(`Unknown role type "${input.type}".`, 'type');
  if (input.type === 'System') throw invalid('A custom role cannot be based on System.', 'type');
  requireMayManage(scope.user, input.type);
  const label = parseLabel(input.label);
  const values = {
    type: input.type,
    label,
    permissions: parseGrants(input.permissions),
    userAccess: parseUserAccess(input.userAccess),
    startupAccess: parseStartupAccess(input.startupAccess),
  };
  requireAdminOnlyKept(values.type, values.permissions);
  requireGrantsWithin(scope.user, values.permissions, 'create this role');
  await requireUniqueLabel(scope, label);
  const row = await insertCustomRole(scope.tdb, values);
  return presentRole({ ...row, userCount: 0 });
}

export async function updateRole(scope: SignedIn, id: string, input: UpdateRoleInput): Promise<Role> {
  if (!isUuid(id)) throw notFound();
  const role = await findRole(scope.tdb, id);
  if (!role) throw notFound();
  if (role.type === 'System') throw forbidden('The System role cannot be changed.');
  requireMayManage(scope.user, role.type);
  // A role that grants more than the editor holds is beyond their reach, even to take rights away.
  requireGrantsWithin(scope.user, role.permissions, 'change this role');
  const changes: Partial<Pick<RoleRow, 'label' | 'permissions' | 'userAccess' | 'startupAccess'>> = {};
  if (input.label !== null && input.label !== undefined) changes.label = parseLabel(input.label);
  if (input.permissions) changes.permissions = parseGrants(input.permissions);
  if (input.userAccess) changes.userAccess = parseUserAccess(input.userAccess);
  if (input.startupAccess) changes.startupAccess = parseStartupAccess(input.startupAccess);
  if (changes.permissions) {
    const granted = changes.permissions;
    requireAdminOnlyKept(role.type, granted);
    requireGrantsWithin(scope.user, granted, 'give this role these permissions');
    if (!role.isCustom && role.type === 'Admin') {
      const lost = ADMIN_ROLE_KEEPS.filter((k) => grantedScope(granted, k) !== 'ALL');
      if (lost.length) throw invalid(`The Admin role always keeps ${lost.join(', ')} on everything.`, 'permissions');
    }
    // Managing roles is what lets anyone repair them: nobody takes it away from their own role.
    if (role.id === scope.user.roleId && grantedScope(granted, 'ROLES:MANAGE') === 'NONE') {
      throw forbidden('You cannot take the permission to manage roles away from your own role.');
    }
  }
  if (changes.label) await requireUniqueLabel(scope, changes.label, role.id);
  if (Object.keys(changes).length) await updateRoleRow(scope.tdb, role.id, changes);
  // The live subscription sockets of the role's holders are closed on every instance; they reconnect.
  if (changes.permissions || changes.userAccess || changes.startupAccess)
    await announceAccessChanged({ incubatorId: scope.tdb.incubatorId, roleId: role.id, reason: 'role_changed' });
  return presentRole((await findRoleWithCount(scope.tdb, role.id))!);
}

export async function deleteRole(scope: SignedIn, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const role = await findRole(scope.tdb, id);
  if (!role) throw notFound();
  if (!role.isCustom) throw forbidden('Default roles cannot be deleted.');
  requireMayManage(scope.user, role.type);
  const holders = await countUsersWithRole(scope.tdb, role.id);
  if (holders > 0)
    throw reasonError('CONFLICT', ROLE_ERROR_MESSAGES, 'roleInUse', { count: holders }, { userCount: holders });
  try {
    await deleteCustomRole(scope.tdb, role.id);
  } catch (err) {
    // Deleted accounts still point at their last role.
    if (isForeignKeyViolation(err)) throw reasonError('CONFLICT', ROLE_ERROR_MESSAGES, 'roleReferenced');
    throw err;
  }
  return role.id;
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
