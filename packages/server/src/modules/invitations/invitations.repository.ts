// The only queries of the invitations module.
import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { InvitationState } from '../../generated/graphql.ts';
import { programs } from '../programs/programs.tables.ts';
import { startups } from '../startups/startups.tables.ts';
import { roles, users, type PermissionEntry } from '../users/users.tables.ts';
import { invitations, type InvitationRow } from './invitations.schema.ts';

const inviters = alias(users, 'inviters');

const detailFields = {
  id: invitations.id,
  email: invitations.email,
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  roleId: invitations.roleId,
  startupId: invitations.startupId,
  programId: invitations.programId,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
  createdAt: invitations.createdAt,
  roleType: roles.type,
  roleLabel: roles.label,
  rolePermissions: roles.permissions,
  startupName: startups.name,
  programName: programs.name,
  inviterId: inviters.id,
  inviterFirstName: inviters.firstName,
  inviterLastName: inviters.lastName,
};

export interface InvitationDetail {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roleId: string;
  startupId: string | null;
  programId: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  roleType: string;
  roleLabel: string | null;
  rolePermissions: PermissionEntry[];
  startupName: string | null;
  programName: string | null;
  inviterId: string | null;
  inviterFirstName: string | null;
  inviterLastName: string | null;
}

/** Invitations with their role, startup, programme and inviter: one query. */
function selectDetails(tdb: TenantDb, condition: SQL | undefined) {
  return tdb
    .select(detailFields)
    .from(invitations)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, invitations.roleId)))
    .leftJoin(startups, tdb.where(startups, eq(startups.id, invitations.startupId)))
    .leftJoin(programs, tdb.where(programs, eq(programs.id, invitations.programId)))
    .leftJoin(inviters, tdb.where(inviters, eq(inviters.id, invitations.invitedBy)))
    .where(tdb.where(invitations, condition));
}

function stateCondition(state: InvitationState, now: Date): SQL | undefined {
  const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
  switch (state) {
    case 'PENDING':
      return and(open, gt(invitations.expiresAt, now));
    case 'EXPIRED':
      return and(open, lte(invitations.expiresAt, now));
    case 'ACCEPTED':
      return isNotNull(invitations.acceptedAt);
    case 'REVOKED':
      return and(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt));
    default: {
      const unhandled: never = state;
      return unhandled;
    }
  }
}

export async function listInvitations(
  tdb: TenantDb,
  state: InvitationState,
  now: Date,
  limit: number,
): Promise<InvitationDetail[]> {
  return selectDetails(tdb, stateCondition(state, now))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
}

export async function findInvitationDetail(tdb: TenantDb, id: string): Promise<InvitationDetail | null> {
  const rows = await selectDetails(tdb, eq(invitations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findInvitationByTokenHash(tdb: TenantDb, tokenHash: string): Promise<InvitationDetail | null> {
  const rows = await selectDetails(tdb, eq(invitations.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Withdraws every open invitation to an address (before a new one replaces it). */
export async function revokeOpenInvitationsTo(tdb: TenantDb, email: string, now: Date): Promise<void> {
  await tdb.update(
    invitations,
    { revokedAt: now },
    eq(sql`lower(${invitations.email})`, email.toLowerCase()),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );
}

export type NewInvitation = Omit<InvitationRow, 'incubatorId' | 'id' | 'acceptedAt' | 'revokedAt' | 'createdAt'>;

export async function insertInvitation(tdb: TenantDb, row: NewInvitation): Promise<string> {
  const [created] = await tdb.insert(invitations, row).returning({ id: invitations.id });
  return created!.id;
}

/** Revokes an open invitation; false when it was accepted or revoked meanwhile. */
export async function markRevoked(tdb: TenantDb, id: string, now: Date): Promise<boolean> {
  const rows = await tdb
    .update(
      invitations,
      { revokedAt: now },
      eq(invitations.id, id),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Gives an open invitation a new link and expiry; false when it was accepted or revoked meanwhile. */
export async function renewToken(tdb: TenantDb, id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await tdb
    .update(
      invitations,
      { tokenHash, expiresAt },
      eq(invitations.id, id),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Marks an invitation used, provided it is still open and unexpired: exactly one acceptance can win. */
export async function markAccepted(tdb: TenantDb, id: string, now: Date): Promise<boolean> {
  const rows = await tdb
    .update(
      invitations,
      { acceptedAt: now },
      eq(invitations.id, id),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
      gt(invitations.expiresAt, now),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}
