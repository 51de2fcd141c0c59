// The permissions module: the permission engine over the registry of @ascent/shared; the permission check of the platform.
import type { ServerModule } from '../../core/module.ts';
import { permissionsPolicies, permissionsResolvers } from './permissions.resolvers.ts';
import { Authorizer } from './permissions.service.ts';

export const permissionsModule: ServerModule = {
  name: 'permissions',
  resolvers: permissionsResolvers,
  policies: permissionsPolicies,
  provides: { requirePermission: (tdb, user, key, item) => new Authorizer(tdb, user).require(key, item) },
};
