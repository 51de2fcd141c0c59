import { eq, inArray, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { AuthUser } from '../../core/identity.ts';
import { roles, users, type PermissionEntry } from './users.schema.ts';
import { userSessions } from '../sessions/sessions.tables.ts';
import { liveCondition } from '../sessions/sessions.public.ts';
import { startupMembers } from '../startups/startups.tables.ts';

const authUserFields = {
  id: users.id,
  incubatorId: users.incubatorId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  headline: users.headline,
  avatar: users.avatar,
  status: users.status,
  validated: users.validated,
  language: users.language,
  timezone: users.timezone,
  createdAt: users.createdAt,
  welcomedAt: users.welcomedAt,
  phone: users.phone,
  adminValidated: users.adminValidated,
  roleId: roles.id,
  roleType: roles.type,
  roleLabel: roles.label,
  rolePermissions: roles.permissions,
  roleProfileFields: roles.profileFields,
};

export type { AuthUser } from '../../core/identity.ts';

export async function findAuthUserById(tdb: TenantDb, userId: string): Promise<AuthUser | null> {
  const rows = await tdb
    .select(authUserFields)
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user of a token, provided the token's session is still live (one query: user, role, session). */
export async function findAuthUserInSession(
  tdb: TenantDb,
  userId: string,
  sessionId: string,
): Promise<(AuthUser & { sessionId: string }) | null> {
  const rows = await tdb
    .select({ ...authUserFields, sessionId: userSessions.id })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .innerJoin(
      userSessions,
      tdb.where(userSessions, eq(userSessions.userId, users.id), eq(userSessions.id, sessionId), liveCondition()),
    )
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLoginCandidate(tdb: TenantDb, email: string) {
  const rows = await tdb
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(tdb.where(users, eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

/** The organisation's default role of a type (each organisation has one per type; custom roles are not it). */
export async function findRoleByType(
  tdb: TenantDb,
  type: string,
): Promise<{ id: string; type: string; label: string | null; permissions: PermissionEntry[] } | null> {
  const rows = await tdb
    .select({ id: roles.id, type: roles.type, label: roles.label, permissions: roles.permissions })
    .from(roles)
    .where(tdb.where(roles, eq(roles.type, type), eq(roles.isCustom, false)))
    .orderBy(roles.createdAt)
    .limit(1);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  roleId: string;
  status: 'active' | 'pending';
  validated: boolean;
  adminValidated: boolean;
  language?: string | null;
  timezone?: string | null;
}

/** Inserts an account; a second account with the same address (any case) violates users_incubator_email_key. */
export async function insertUser(
  tdb: TenantDb,
  user: NewUser,
): Promise<{ id: string; firstName: string; lastName: string }> {
  const [row] = await tdb
    .insert(users, user)
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  return row!;
}

/** The user's own interface language and time zone (account settings). */
export async function updateUserLocale(
  tdb: TenantDb,
  userId: string,
  locale: { language: string; timezone: string },
): Promise<void> {
  await tdb.update(users, { ...locale, updatedAt: sql`now()` }, eq(users.id, userId));
}

/** The first sign-in's onboarding is over (finished or skipped): set once, later calls keep the first time. */
export async function markUserWelcomed(tdb: TenantDb, userId: string): Promise<void> {
  await tdb.update(users, { welcomedAt: sql`coalesce(${users.welcomedAt}, now())` }, eq(users.id, userId));
}

/** What decides whether one user may see another: the target's status and role type (same tenant only). */
export async function findVisibilitySubject(
  tdb: TenantDb,
  userId: string,
): Promise<{ id: string; status: string; roleType: string } | null> {
  const rows = await tdb
    .select({ id: users.id, status: users.status, roleType: roles.type })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The userAccess of a role: which role types its holders may see and how widely. */
export async function findRoleUserAccess(
  tdb: TenantDb,
  roleId: string,
): Promise<{ roles: string[]; visibilitySettings: string } | null> {
  const rows = await tdb
    .select({ userAccess: roles.userAccess })
    .from(roles)
    .where(tdb.where(roles, eq(roles.id, roleId)))
    .limit(1);
  return rows[0]?.userAccess ?? null;
}

/** True when the two users are members of at least one common startup. */
export async function shareAStartup(tdb: TenantDb, a: string, b: string): Promise<boolean> {
  const mine = tdb
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.userId, a)));
  const rows = await tdb
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.userId, b), inArray(startupMembers.startupId, mine)))
    .limit(1);
  return rows.length > 0;
}

/** The user and everyone who shares a startup with them (the `own` visibility). */
export async function selfAndStartupCoMembers(tdb: TenantDb, userId: string): Promise<string[]> {
  const mine = tdb
    .select({ startupId: startupMembers.startupId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.userId, userId)));
  const rows = await tdb
    .select({ id: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, inArray(startupMembers.startupId, mine)));
  return [...new Set([userId, ...rows.map((r) => r.id)])];
}

/** Everything a profile page or card shows of a user (same tenant only). */
export async function findProfileRow(tdb: TenantDb, userId: string) {
  const rows = await tdb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      bio: users.bio,
      avatar: users.avatar,
      cover: users.cover,
      country: users.country,
      timezone: users.timezone,
      language: users.language,
      links: users.links,
      expertise: users.expertise,
      industries: users.industries,
      phone: users.phone,
      gender: users.gender,
      birthday: users.birthday,
      locations: users.locations,
      countryOrigin: users.countryOrigin,
      workStatus: users.workStatus,
      adminValidated: users.adminValidated,
      roleId: roles.id,
      roleType: roles.type,
      roleLabel: roles.label,
      roleProfileFields: roles.profileFields,
    })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(tdb: TenantDb, userId: string): Promise<string | null> {
  const rows = await tdb
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return rows[0]?.passwordHash ?? null;
}

/** Marks the account deleted and removes what identifies the person (the row stays for the tenant's history). */
export async function anonymiseUser(tdb: TenantDb, userId: string): Promise<void> {
  await tdb.update(
    users,
    {
      status: 'deleted',
      firstName: 'Deleted',
      lastName: 'user',
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      headline: null,
      phone: null,
      avatar: null,
      cover: null,
      bio: null,
      country: null,
      links: {},
      expertise: [],
      industries: [],
      gender: null,
      birthday: null,
      locations: [],
      countryOrigin: null,
      workStatus: null,
      updatedAt: sql`now()`,
    },
    eq(users.id, userId),
  );
}

export async function setUserPassword(tdb: TenantDb, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tdb.update(users, { passwordHash, updatedAt: now }, eq(users.id, userId));
}

/** Confirms the address; a pending account becomes active (a deleted one stays deleted). */
export async function markUserConfirmed(tdb: TenantDb, userId: string, now: Date): Promise<void> {
  await tdb.update(
    users,
    {
      validated: true,
      status: sql`case when lower(${users.status}) = 'pending' then 'active' else ${users.status} end`,
      updatedAt: now,
    },
    eq(users.id, userId),
  );
}

export async function updateUserRole(tdb: TenantDb, userId: string, roleId: string): Promise<void> {
  await tdb.update(users, { roleId, updatedAt: new Date() }, eq(users.id, userId));
}

export async function updateUserStatus(tdb: TenantDb, userId: string, status: string): Promise<void> {
  await tdb.update(users, { status, updatedAt: new Date() }, eq(users.id, userId));
}
