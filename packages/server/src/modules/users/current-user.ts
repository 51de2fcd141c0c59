// The current user as the API answers it (Query.currentUser, PUT /user, updateMyAccountSettings, finishWelcome):
// the account, its startups and the required profile fields it has not filled.
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { CurrentUser } from '../../generated/graphql.ts';
import { findStartupsOfUser } from '../startups/startups.public.ts';
import { missingFieldsOf } from './profile-fields.service.ts';
import { presentCurrentUser } from './users.presenter.ts';
import type { AuthUser } from './users.repository.ts';

export async function currentUserAnswer(tdb: TenantDb, user: AuthUser): Promise<CurrentUser> {
  const [startups, missing] = await Promise.all([
    findStartupsOfUser(tdb, user.id),
    missingFieldsOf(tdb, user.id, user.roleProfileFields),
  ]);
  return presentCurrentUser(user, startups, missing);
}
