// The users screen: list and search the organisation's users, give one another role, set their status. Nobody
// changes their own role or status, demotes or deactivates the last active Admin, or hands out a role above their
// own. A status other than active ends the user's sessions at once (and the sign-in refuses them afterwards).
import {
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  adminUserStatusOf,
  canGrantRoleType,
  canManageUserOfType,
  isRoleType,
  LICENSED_ROLE_TYPES,
  LICENSED_USER_STATUSES,
  ROLE_LABELS,
  STORED_USER_STATUS,
  type AdminUserStatus,
  type RoleType,
  type SettableUserStatus,
  USER_ADMIN_ERROR_MESSAGES,
} from '@ascent/shared';
import { AppError, forbidden, reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { AssignableRole, ManagedUser, ManagedUserPage } from '../../generated/graphql.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { announceAccessChanged } from '../../core/graphql/socket-events.ts';
import { findRole, listRolesWithCounts } from '../roles/roles.public.ts';
import { byRoleOrder, requireGrantsWithin } from '../roles/roles.service.ts';
import {
  countManagedUsers,
  findManagedUser,
  listManagedUsers,
  lockActiveAdmins,
  type ManagedUserRow,
  type UserCursor,
  type UserFilters,
} from './admin-users.repository.ts';
import { updateUserRole, updateUserStatus } from '../users/users.public.ts';
import { isUuid } from '../../core/validation.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';

/** The stored spellings each screen status matches (older data may hold the long forms). */
const STATUS_SPELLINGS: Readonly<Record<AdminUserStatus, readonly string[]>> = {
  ACTIVE: ['active'],
  PENDING: ['pending'],
  INACTIVE: ['unactive', 'inactive'],
  ARCHIVED: ['archived'],
  DENIED: ['deny', 'denied'],
};
const SEARCH_MAX_LENGTH = 200;

const notFound = () => new AppError('NOT_FOUND', 'There is no such user.');
const invalid = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, { fields: [field] });

export function presentManagedUser(u: ManagedUserRow): ManagedUser {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullNameOf(u),
    email: u.email,
    status: adminUserStatusOf(u.status) ?? 'INACTIVE',
    validated: u.validated,
    createdAt: u.createdAt.toISOString(),
    role: { _id: u.roleId, type: u.roleType as RoleType, label: u.roleLabel },
  };
}

const encodeUserCursor = (row: ManagedUserRow): string => encodeCursor([row.sortName, row.id]);

function decodeUserCursor(value: string): UserCursor {
  const values = decodeCursor(value, ['text', 'uuid']);
  if (!values) throw invalid('The cursor is not valid.', 'after');
  return { sortName: values[0], id: values[1] };
}

export interface UsersArgs {
  search?: string | null;
  roleId?: string | null;
  status?: AdminUserStatus | null;
  /** Only licensed users (LICENSED_ROLE_TYPES, LICENSED_USER_STATUSES of @ascent/shared). */
  licensed?: boolean | null;
  first?: number | null;
  after?: string | null;
}

export async function listUsers(scope: SignedIn, args: UsersArgs): Promise<ManagedUserPage> {
  const first = args.first ?? ADMIN_USERS_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > ADMIN_USERS_MAX_PAGE_SIZE)
    throw invalid(`first must be between 1 and ${ADMIN_USERS_MAX_PAGE_SIZE}.`, 'first');
  const search = args.search?.trim().toLowerCase() ?? '';
  if (search.length > SEARCH_MAX_LENGTH)
    throw invalid(`The search can have at most ${SEARCH_MAX_LENGTH} characters.`, 'search');
  if (args.roleId && !isUuid(args.roleId)) return { results: [], next: null, totalCount: 0 };
  const filters: UserFilters = {
    search,
    roleId: args.roleId || null,
    ...statusAndTypeFilters(args.status ?? null, args.licensed ?? false),
  };
  const after = args.after ? decodeUserCursor(args.after) : null;
  const [rows, totalCount] = await Promise.all([
    listManagedUsers(scope.tdb, filters, first + 1, after),
    countManagedUsers(scope.tdb, filters),
  ]);
  const page = rows.slice(0, first);
  return {
    results: page.map(presentManagedUser),
    next: rows.length > first ? encodeUserCursor(page.at(-1)!) : null,
    totalCount,
  };
}

export async function assignableRoles(scope: SignedIn): Promise<AssignableRole[]> {
  return (await listRolesWithCounts(scope.tdb))
    .filter((r) => r.type !== 'System')
    .sort(byRoleOrder)
    .map((r) => ({
      _id: r.id,
      type: r.type as RoleType,
      label: r.label?.trim() || (isRoleType(r.type) ? ROLE_LABELS[r.type] : r.type),
      isCustom: r.isCustom,
    }));
}

/** The status and role-type conditions of the users screen's filters; `licensed` narrows both to the licence rule. */
function statusAndTypeFilters(
  status: AdminUserStatus | null,
  licensed: boolean,
): Pick<UserFilters, 'statuses' | 'roleTypes'> {
  const wanted = licensed
    ? LICENSED_USER_STATUSES.filter((s) => status === null || s === status)
    : status
      ? [status]
      : null;
  return {
    statuses: wanted ? wanted.flatMap((s) => STATUS_SPELLINGS[s]) : null,
    roleTypes: licensed ? LICENSED_ROLE_TYPES : null,
  };
}

/** Licensed users (the plan's employee limit counts them): the users screen's `licensed` filter, counted. */
export async function licensedUserCount(scope: SignedIn): Promise<number> {
  return countManagedUsers(scope.tdb, { ...statusAndTypeFilters(null, true) });
}

/** The subject of a change, with the rules every change shares: not oneself, someone the actor may manage. */
async function lockSubject(tx: SignedIn['tdb'], actor: SignedIn['user'], userId: string): Promise<ManagedUserRow> {
  if (!isUuid(userId)) throw notFound();
  const subject = await findManagedUser(tx, userId, true);
  if (!subject) throw notFound();
  if (subject.id === actor.id) throw reasonError('FORBIDDEN', USER_ADMIN_ERROR_MESSAGES, 'self');
  if (!canManageUserOfType(actor.roleType, subject.roleType))
    throw forbidden(
      `You may not change a user who is ${ROLE_LABELS[subject.roleType as RoleType] ?? subject.roleType}.`,
    );
  return subject;
}

/** Refuses a change that would leave the organisation without an active Admin. */
async function requireAnotherAdmin(tx: SignedIn['tdb'], subject: ManagedUserRow): Promise<void> {
  if (subject.roleType !== 'Admin' || subject.status.toLowerCase() !== 'active') return;
  const admins = await lockActiveAdmins(tx);
  if (admins.filter((id) => id !== subject.id).length === 0) {
    throw reasonError('CONFLICT', USER_ADMIN_ERROR_MESSAGES, 'lastAdmin');
  }
}

export async function setUserRole(scope: SignedIn, userId: string, roleId: string): Promise<ManagedUser> {
  const { tdb, user: actor } = scope;
  const updated = await tdb.transaction(async (tx) => {
    const subject = await lockSubject(tx, actor, userId);
    if (!isUuid(roleId)) throw new AppError('NOT_FOUND', 'There is no such role.');
    const role = await findRole(tx, roleId);
    if (!role) throw new AppError('NOT_FOUND', 'There is no such role.');
    if (!canGrantRoleType(actor.roleType, role.type))
      throw forbidden(`You may not give the role ${role.label ?? role.type}.`);
    requireGrantsWithin(actor, role.permissions, `give the role ${role.label ?? role.type}`);
    const current = await findRole(tx, subject.roleId);
    if (current) requireGrantsWithin(actor, current.permissions, 'change the role of this user');
    if (role.id === subject.roleId) return presentManagedUser(subject);
    if (role.type !== 'Admin') await requireAnotherAdmin(tx, subject);
    await updateUserRole(tx, subject.id, role.id);
    return presentManagedUser((await findManagedUser(tx, subject.id))!);
  });
  // Their live subscription sockets are closed on every instance; they reconnect under the new role.
  await announceAccessChanged({ incubatorId: tdb.incubatorId, userId: updated._id, reason: 'role_changed' });
  return updated;
}

export async function setUserStatus(scope: SignedIn, userId: string, status: SettableUserStatus): Promise<ManagedUser> {
  const { tdb, user: actor } = scope;
  const stored = STORED_USER_STATUS[status];
  const updated = await tdb.transaction(async (tx) => {
    const subject = await lockSubject(tx, actor, userId);
    if (status !== 'ACTIVE') await requireAnotherAdmin(tx, subject);
    if (subject.status !== stored) await updateUserStatus(tx, subject.id, stored);
    return (await findManagedUser(tx, subject.id))!;
  });
  // Their browsers are told at once; their tokens are refused from the next request on either way.
  if (status !== 'ACTIVE') await endUserSessions(scope, updated.id, { reason: 'deactivated' });
  return presentManagedUser(updated);
}
