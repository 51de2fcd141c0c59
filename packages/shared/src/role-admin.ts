// Administering roles and users (issue 4: the organisation's configuration screens). Pure rules shared by the
// server, which enforces them, and the web app, which offers only what they allow.
import {
  PERMISSION_CRITERIA_SCOPES,
  ROLE_TYPES,
  VISIBILITY_NONE,
  VISIBILITY_SCOPES,
  isRoleType,
  userCategoryOf,
  type PermissionCriteriaScope,
  type RoleType,
  type VisibilitySetting,
} from './roles.ts';
import type { ErrorReasonTable } from './errors.ts';
import { PERMISSIONS, grantedScope, isPermissionKey, type PermissionGrant, type PermissionKey } from './permissions.ts';
import type { EntityStatus } from './statuses.ts';

/** Users listed per page on /admin/configuration/users, and the most one request may ask for. */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

/** A role's name: 1 to 60 characters. */
export const ROLE_LABEL_MAX_LENGTH = 60;
/** An organisation's name: 1 to 120 characters. */
export const INCUBATOR_NAME_MAX_LENGTH = 120;

/** The types a custom role can be based on: every type but System (the product's own account). */
export const CUSTOM_ROLE_BASE_TYPES = ROLE_TYPES.filter((t) => t !== 'System') as Exclude<RoleType, 'System'>[];

/** What a role's visibilitySettings may hold: none, or one of the visibility scopes. */
export const VISIBILITY_SETTINGS: readonly VisibilitySetting[] = [VISIBILITY_NONE, ...VISIBILITY_SCOPES];

export function isVisibilitySetting(value: unknown): value is VisibilitySetting {
  return typeof value === 'string' && (VISIBILITY_SETTINGS as readonly string[]).includes(value);
}

/** The statuses an administrator sets, and how each is stored (ENTITY_STATUSES spell two of them differently). */
export const SETTABLE_USER_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED', 'DENIED'] as const;
export type SettableUserStatus = (typeof SETTABLE_USER_STATUSES)[number];
/** The statuses the users screen shows and filters by. */
export const ADMIN_USER_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE', 'ARCHIVED', 'DENIED'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const STORED_USER_STATUS: Readonly<Record<AdminUserStatus, Exclude<EntityStatus, 'deleted'>>> = {
  ACTIVE: 'active',
  PENDING: 'pending',
  INACTIVE: 'unactive',
  ARCHIVED: 'archived',
  DENIED: 'deny',
};

/** The screen's status of a stored one (older spellings included); null for deleted or unknown ones. */
export function adminUserStatusOf(stored: string): AdminUserStatus | null {
  switch (stored.toLowerCase()) {
    case 'active':
      return 'ACTIVE';
    case 'pending':
      return 'PENDING';
    case 'unactive':
    case 'inactive':
      return 'INACTIVE';
    case 'archived':
      return 'ARCHIVED';
    case 'deny':
    case 'denied':
      return 'DENIED';
    default:
      return null;
  }
}

/**
 * Whether an account with this stored status may sign in and act: active, or pending (the email gate of the web
 * app handles those). Inactive, archived, denied and deleted accounts may not.
 */
export function userStatusMaySignIn(stored: string | null | undefined): boolean {
  const status = stored?.toLowerCase();
  return status === 'active' || status === 'pending';
}

/** What the default Admin role always keeps on everything (ALL), so that the organisation can always be administered. */
export const ADMIN_ROLE_KEEPS: readonly PermissionKey[] = [
  'ROLES:MANAGE',
  'SETTINGS:MANAGE',
  'USERS:VIEW',
  'USERS:EDIT',
];

/** Role types only an admin (Admin or Admin & Coach) may hand out or manage (as for invitations). */
export const ADMIN_ONLY_ROLE_TYPES: readonly RoleType[] = ['Admin', 'AdminCoach', 'SubAdmin'];

const isAdminLike = (type: string | null | undefined) => type === 'Admin' || type === 'AdminCoach';

/**
 * Whether a user of role type `actor` may give someone a role of type `target`, or create, edit or delete such a
 * role. Nobody hands out System; below Admin and Admin & Coach, nobody hands out an admin-level role.
 */
export function canGrantRoleType(actor: string | null | undefined, target: string): boolean {
  if (target === 'System' || !isRoleType(target)) return false;
  if (isAdminLike(actor)) return true;
  return !ADMIN_ONLY_ROLE_TYPES.includes(target);
}

/** Whether a user of role type `actor` may change the role or status of a user whose role type is `subject`. */
export function canManageUserOfType(actor: string | null | undefined, subject: string): boolean {
  if (subject === 'System') return false;
  if (isAdminLike(actor)) return true;
  return !ADMIN_ONLY_ROLE_TYPES.includes(subject as RoleType);
}

/** The grant as a role editor submits it. */
export interface GrantInput {
  readonly key: string;
  readonly permissionCriteria: string;
  readonly selected?: readonly string[] | null;
}

/** Why a grant cannot be stored, or null when it can. */
export function grantProblem(grant: GrantInput): string | null {
  if (!isPermissionKey(grant.key)) return `Unknown permission "${grant.key}".`;
  if (!(PERMISSION_CRITERIA_SCOPES as readonly string[]).includes(grant.permissionCriteria)) {
    return `Unknown scope "${grant.permissionCriteria}" for ${grant.key}; use ALL, ASSIGNED, SELECTED or NONE.`;
  }
  if (!allowedScopes(grant.key).includes(grant.permissionCriteria as PermissionCriteriaScope)) {
    return `${grant.key} cannot be granted ${grant.permissionCriteria}; it allows ${allowedScopes(grant.key).join(', ')}.`;
  }
  if (grant.selected?.length && grant.permissionCriteria !== 'SELECTED')
    return `${grant.key}: only a SELECTED grant names items.`;
  return null;
}

/** Keys only an admin-level role (Admin, Admin & Coach) may hold: the outbox shows everyone's mail. */
export const ADMIN_ONLY_PERMISSIONS: readonly PermissionKey[] = ['EMAILS/OUTBOX:VIEW'];

/**
 * The keys `wanted` grants that `held` does not cover — what a user would hand out beyond their own rights by
 * giving, inviting to or editing a role. Nobody may: ALL covers every scope, ASSIGNED covers ASSIGNED, SELECTED
 * covers a SELECTED grant of a subset of its items; NONE and unknown keys grant nothing.
 */
export function grantsBeyond(held: readonly PermissionGrant[], wanted: readonly PermissionGrant[]): PermissionKey[] {
  const beyond: PermissionKey[] = [];
  for (const grant of wanted) {
    if (!isPermissionKey(grant.key)) continue;
    const want = grantedScope(wanted, grant.key);
    if (want === 'NONE') continue;
    const have = grantedScope(held, grant.key);
    const covered =
      have === 'ALL' ||
      (have === want && want === 'ASSIGNED') ||
      (have === want &&
        want === 'SELECTED' &&
        (grant.selected ?? []).every((id) => (held.find((g) => g.key === grant.key)?.selected ?? []).includes(id)));
    if (!covered && !beyond.includes(grant.key)) beyond.push(grant.key);
  }
  return beyond;
}

/** The scopes a key may be granted with, NONE always included, in the editor's order. */
export function allowedScopes(key: PermissionKey): PermissionCriteriaScope[] {
  const scopes = PERMISSIONS[key].scopes as readonly PermissionCriteriaScope[];
  return (['ALL', 'ASSIGNED', 'SELECTED', 'NONE'] as const).filter((s) => s === 'NONE' || scopes.includes(s));
}

/** The areas of the registry in their first-seen order, each with its keys (the roles screen groups by area). */
export function permissionAreas(): { area: string; keys: PermissionKey[] }[] {
  const areas = new Map<string, PermissionKey[]>();
  for (const key of Object.keys(PERMISSIONS) as PermissionKey[]) {
    const area = PERMISSIONS[key].area;
    areas.set(area, [...(areas.get(area) ?? []), key]);
  }
  return [...areas].map(([area, keys]) => ({ area, keys }));
}

/** Whether a timezone name is one the runtime knows (IANA names and their aliases, e.g. UTC). */
export function isKnownTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim() || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Why the roles API refuses (`extensions.reason`), translated by the web by key. */
export const ROLE_ERROR_MESSAGES = {
  beyondOwnPermissions: {
    key: 'admin.errors.beyondOwnPermissions',
    defaultMessage: 'You may not {action}: it grants permissions you do not hold ({permissions}).',
  },
  adminOnlyPermissions: {
    key: 'admin.errors.adminOnlyPermissions',
    defaultMessage: 'Only Admin and Admin & Coach roles can hold {permissions}.',
  },
  labelTaken: { key: 'admin.errors.labelTaken', defaultMessage: 'A role named "{label}" already exists.' },
  roleInUse: {
    key: 'admin.errors.roleInUse',
    defaultMessage: '{count} user(s) still have this role; give them another role first.',
  },
  roleReferenced: {
    key: 'admin.errors.roleReferenced',
    defaultMessage: 'Deleted accounts still refer to this role; it cannot be deleted.',
  },
} as const satisfies ErrorReasonTable;
export type RoleErrorReason = keyof typeof ROLE_ERROR_MESSAGES;

/** Why the users screen's API refuses a change of role or status. */
export const USER_ADMIN_ERROR_MESSAGES = {
  self: { key: 'admin.errors.self', defaultMessage: 'You cannot change your own role or status.' },
  lastAdmin: {
    key: 'admin.errors.lastAdmin',
    defaultMessage: 'This is the last active Admin: make someone else an Admin first.',
  },
} as const satisfies ErrorReasonTable;
export type UserAdminErrorReason = keyof typeof USER_ADMIN_ERROR_MESSAGES;

/**
 * A licensed user — one counted against the plan's employee limit (plan.employeeCountLimit) — is an account of the
 * programme's own people (the 'employee' category: Admin, Admin & Coach, Staff, Sub-Admin, Coach, custom roles based
 * on them included) that may sign in: active, or invited and not yet signed in (pending). Mentors, experts,
 * evaluators, founders, applicants and community members are not counted; neither are inactive, archived or denied
 * accounts. The plan page's count and the users screen's "Licensed users" filter both apply this one rule.
 */
export const LICENSED_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((t) => userCategoryOf(t) === 'employee');
export const LICENSED_USER_STATUSES: readonly AdminUserStatus[] = ['ACTIVE', 'PENDING'];

export function isLicensedUser(roleType: string, status: AdminUserStatus | null): boolean {
  return (
    (LICENSED_ROLE_TYPES as readonly string[]).includes(roleType) &&
    status !== null &&
    LICENSED_USER_STATUSES.includes(status)
  );
}
