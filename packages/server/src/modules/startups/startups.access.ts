// Who may do what to one startup. Viewing: STARTUPS:VIEW on it (a founder's ASSIGNED grant reaches their own
// startup) or being one of its founders. Managing (status, programmes, people, tags, bulk actions): STARTUPS:EDIT
// as a team member — ALL, SELECTED, or ASSIGNED through a team assignment, never through being a founder.
// Editing the company profile: managers and the startup's own founders.
import { and, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { teamAssignedStartupIds } from '../assignments/assignments.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import type { AuthUser } from '../../core/identity.ts';
import { startupMembers, startups } from './startups.schema.ts';
import { isUuid } from '../../core/validation.ts';

export async function startupExists(tdb: TenantDb, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await tdb
    .select({ id: startups.id })
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, id)))
    .limit(1);
  return rows.length > 0;
}

export async function isFounderOf(tdb: TenantDb, startupId: string, userId: string): Promise<boolean> {
  const rows = await tdb
    .select({ id: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, and(eq(startupMembers.startupId, startupId), eq(startupMembers.userId, userId))))
    .limit(1);
  return rows.length > 0;
}

export class StartupAccess {
  readonly authz: Authorizer;
  private team?: Promise<Set<string>>;

  constructor(
    private readonly tdb: TenantDb,
    readonly user: Pick<AuthUser, 'id' | 'rolePermissions'>,
  ) {
    this.authz = new Authorizer(tdb, user);
  }

  async canView(startupId: string): Promise<boolean> {
    return (
      (await this.authz.can('STARTUPS:VIEW', { kind: 'startup', id: startupId })) ||
      isFounderOf(this.tdb, startupId, this.user.id)
    );
  }

  async canManage(startupId: string): Promise<boolean> {
    const scope = this.authz.scope('STARTUPS:EDIT');
    if (scope === 'ALL') return true;
    if (scope === 'SELECTED') return this.authz.can('STARTUPS:EDIT', { kind: 'startup', id: startupId });
    if (scope !== 'ASSIGNED') return false;
    this.team ??= teamAssignedStartupIds(this.tdb, this.user.id);
    return (await this.team).has(startupId);
  }

  /** May manage at least one startup (the management page, person options, bulk actions). */
  async canManageAny(): Promise<boolean> {
    const scope = this.authz.scope('STARTUPS:EDIT');
    if (scope === 'ALL' || scope === 'SELECTED') return true;
    if (scope !== 'ASSIGNED') return false;
    this.team ??= teamAssignedStartupIds(this.tdb, this.user.id);
    return (await this.team).size > 0;
  }

  async requireManageAny(): Promise<void> {
    if (!(await this.canManageAny()))
      throw new AppError('FORBIDDEN', 'You do not have the permission to do this.', { permission: 'STARTUPS:EDIT' });
  }

  async canEditProfile(startupId: string): Promise<boolean> {
    return (await this.canManage(startupId)) || isFounderOf(this.tdb, startupId, this.user.id);
  }

  /** NOT_FOUND when the startup is not this tenant's, FORBIDDEN when the check fails. */
  async require(startupId: string, check: 'view' | 'manage' | 'profile'): Promise<void> {
    if (!(await startupExists(this.tdb, startupId))) throw new AppError('NOT_FOUND', 'No such startup.');
    const ok =
      check === 'view'
        ? await this.canView(startupId)
        : check === 'manage'
          ? await this.canManage(startupId)
          : await this.canEditProfile(startupId);
    if (!ok)
      throw new AppError('FORBIDDEN', 'You do not have the permission to do this.', {
        permission: check === 'view' ? 'STARTUPS:VIEW' : 'STARTUPS:EDIT',
      });
  }
}
