import type { Resolvers } from '../../generated/graphql.ts';
import { forbidden } from '../../core/errors.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { permission, PUBLIC, type Policies } from '../../core/graphql/policy.ts';
import { canManageSso } from './sso.policy.ts';
import { listConnections } from './sso.repository.ts';
import { presentConnection, publicSettings, removeConnection, upsertConnection } from './sso.service.ts';

async function requireSsoManager(ctx: GraphQLContext) {
  const scope = await ctx.requireUser();
  if (!canManageSso(scope.user.roleType)) throw forbidden('Only administrators can configure single sign-on.');
  return scope;
}

// The settings of single sign-on are for administrators (requireSsoManager narrows to Admin and AdminCoach).
export const ssoPolicies: Policies = {
  'Query.auth0': PUBLIC,
  'Query.ssoConnections': permission('SETTINGS:MANAGE'),
  'Mutation.upsertSsoConnection': permission('SETTINGS:MANAGE'),
  'Mutation.deleteSsoConnection': permission('SETTINGS:MANAGE'),
};

export const ssoResolvers: Resolvers = {
  Query: {
    auth0: async (_root, _args, ctx) => publicSettings(ctx.tenant ? ctx.requireTenant() : null),
    ssoConnections: async (_root, _args, ctx) => {
      const { tdb, tenant } = await requireSsoManager(ctx);
      return (await listConnections(tdb)).map((row) => presentConnection(row, ctx.services.tenants, tenant.slug));
    },
  },
  Mutation: {
    upsertSsoConnection: async (_root, args, ctx) => {
      const scope = await requireSsoManager(ctx);
      return presentConnection(
        await upsertConnection(scope, args.input, ctx.services),
        ctx.services.tenants,
        scope.tenant.slug,
      );
    },
    deleteSsoConnection: async (_root, args, ctx) => {
      const scope = await requireSsoManager(ctx);
      await removeConnection(scope, args.id);
      return true;
    },
  },
};
