// The users module: accounts as people: the current user, profiles, account settings and photos; the signed-in user lookup of the platform.
import type { ServerModule } from '../../core/module.ts';
import { usersPolicies, usersResolvers } from './users.resolvers.ts';
import { accountSettingsPolicies, accountSettingsResolvers } from './account-settings.resolvers.ts';
import { profilePolicies, profileResolvers } from './profile.resolvers.ts';
import { profileImagesPolicies, profileImagesResolvers } from './profile-images.resolvers.ts';
import { profileFieldsPolicies, profileFieldsResolvers } from './profile-fields.resolvers.ts';
import { usersRoutes } from './users.routes.ts';
import * as tables from './users.schema.ts';
import { findAuthUserInSession } from './users.repository.ts';

export const usersModule: ServerModule = {
  name: 'users',
  resolvers: [
    usersResolvers,
    accountSettingsResolvers,
    profileResolvers,
    profileImagesResolvers,
    profileFieldsResolvers,
  ],
  policies: {
    ...usersPolicies,
    ...accountSettingsPolicies,
    ...profilePolicies,
    ...profileImagesPolicies,
    ...profileFieldsPolicies,
  },
  routes: usersRoutes,
  tables,
  provides: { findUserInSession: findAuthUserInSession },
};
