import { PERMISSIONS, PERMISSION_KEYS, type AssignmentKind } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { Authorizer, permissionKeyOrFail, type PermissionItem } from './permissions.service.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';

// They answer about the caller's own permissions.
export const permissionsPolicies: Policies = {
  'Query.isUserAuthorized': SIGNED_IN,
  'Query.currentUserPermissions': SIGNED_IN,
  'Query.criteriaForPermissions': SIGNED_IN,
};

const ITEM_KINDS: Record<string, AssignmentKind> = { startupId: 'startup', programId: 'program', funnelId: 'funnel' };

export const permissionsResolvers: Resolvers = {
  Query: {
    isUserAuthorized: async (_root, args, ctx) => {
      const key = permissionKeyOrFail(args.permission);
      const { tdb, user } = await ctx.requireUser();
      const authorizer = new Authorizer(tdb, user);
      const items: PermissionItem[] = [];
      for (const item of args.data ?? []) {
        if (item.value === null || item.value === undefined || item.value === '') continue;
        const kind = ITEM_KINDS[item.key];
        if (!kind)
          throw new AppError('VALIDATION_FAILED', `Unknown item "${item.key}"; use startupId, programId or funnelId.`);
        items.push({ kind, id: item.value });
      }
      if (items.length === 0) return authorizer.can(key);
      for (const item of items) if (!(await authorizer.can(key, item))) return false;
      return true;
    },
    currentUserPermissions: async (_root, _args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      const authorizer = new Authorizer(tdb, user);
      return PERMISSION_KEYS.map((key) => ({
        key,
        name: key,
        permissionCriteria: authorizer.scope(key),
        permissionCriteriaTypes: [...PERMISSIONS[key].scopes],
      })).filter((p) => p.permissionCriteria !== 'NONE');
    },
    criteriaForPermissions: async (_root, args, ctx) => {
      const keys = args.permissions.map(permissionKeyOrFail);
      if (keys.length === 0) throw new AppError('VALIDATION_FAILED', 'Name at least one permission.');
      const { tdb, user } = await ctx.requireUser();
      const authorizer = new Authorizer(tdb, user);
      const scopes = keys.map((k) => authorizer.scope(k));
      const isAll = scopes.every((s) => s === 'ALL');
      return {
        permissionCriteriaIsAll: isAll,
        permissionCriteriaIsAssigned: !isAll && scopes.every((s) => s === 'ALL' || s === 'ASSIGNED'),
      };
    },
  },
};
