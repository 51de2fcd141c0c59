// The SQL of an application's members: the people on it, with what the emails and pages need of their accounts.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { applicationMembers } from './applications.schema.ts';

export interface MemberRow {
  applicationId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string | null;
  /** The account's stored status (active, pending, or one that may not sign in). */
  status: string;
}

export async function listMembers(tdb: TenantDb, applicationIds: readonly string[]): Promise<MemberRow[]> {
  if (applicationIds.length === 0) return [];
  return tdb
    .select({
      applicationId: applicationMembers.applicationId,
      userId: applicationMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      status: users.status,
    })
    .from(applicationMembers)
    .innerJoin(users, tdb.where(users, eq(users.id, applicationMembers.userId)))
    .where(tdb.where(applicationMembers, inArray(applicationMembers.applicationId, [...applicationIds])))
    .orderBy(asc(applicationMembers.createdAt), asc(applicationMembers.userId));
}

export async function addMember(tdb: TenantDb, applicationId: string, userId: string): Promise<void> {
  await tdb.insert(applicationMembers, { applicationId, userId }).onConflictDoNothing();
}
