// Accounts that the demo seed does not have: unconfirmed, pending, deleted, with a language. Inserted through
// a TenantDb of the named tenant, as the product's own code would.
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { TenantDb } from '../../src/core/db/tenant-db.ts';
import { roles, users } from '../../src/modules/users/users.schema.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { DEMO_PASSWORD, type TestServer } from '../harness.ts';

export interface NewAccount {
  tenant?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  status?: string;
  validated?: boolean;
  language?: string | null;
  password?: string;
  /** false: the account has not been through the first sign-in's onboarding (/welcome) yet. */
  welcomed?: boolean;
}

export interface CreatedAccount {
  id: string;
  email: string;
  firstName: string;
  password: string;
  tenantId: string;
  tdb: TenantDb;
}

export async function tenantDbOf(server: TestServer, slug: string): Promise<TenantDb> {
  const tenant = await server.running.services.tenants.bySlug(slug);
  if (!tenant) throw new Error(`No tenant ${slug}`);
  return new TenantDb(server.running.services.database.db, tenant.id);
}

/** A new account; by default a Cofounder of demo who has not confirmed their email (status pending). */
export async function createAccount(server: TestServer, opts: NewAccount = {}): Promise<CreatedAccount> {
  const tenant = opts.tenant ?? 'demo';
  const tdb = await tenantDbOf(server, tenant);
  const [role] = await tdb
    .select({ id: roles.id })
    .from(roles)
    .where(tdb.where(roles, eq(roles.type, opts.role ?? 'Cofounder')));
  if (!role) throw new Error(`No role ${opts.role} in ${tenant}`);
  const password = opts.password ?? DEMO_PASSWORD;
  const firstName = opts.firstName ?? 'Robin';
  const email = opts.email ?? `robin.${randomBytes(4).toString('hex')}@${tenant}.example`;
  const [row] = await tdb
    .insert(users, {
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName: opts.lastName ?? 'Tester',
      status: opts.status ?? 'pending',
      validated: opts.validated ?? false,
      roleId: role.id,
      language: opts.language ?? null,
      // A test account has been through the first sign-in's onboarding unless the test says otherwise.
      welcomedAt: opts.welcomed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, firstName, password, tenantId: tdb.incubatorId, tdb };
}

export async function accountState(
  account: CreatedAccount,
): Promise<{ status: string; validated: boolean; passwordHash: string | null }> {
  const { tdb } = account;
  const [row] = await tdb
    .select({ status: users.status, validated: users.validated, passwordHash: users.passwordHash })
    .from(users)
    .where(tdb.where(users, eq(users.id, account.id)));
  if (!row) throw new Error('account vanished');
  return row;
}
