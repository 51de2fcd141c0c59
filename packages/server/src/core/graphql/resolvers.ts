// Every module's resolvers, merged into one map for Mercurius.
import type { Resolvers } from '../../generated/graphql.ts';
import { incubatorsResolvers } from '../../modules/incubators/incubators.resolvers.ts';
import { usersResolvers } from '../../modules/users/users.resolvers.ts';
import { notificationsResolvers } from '../../modules/notifications/notifications.resolvers.ts';

const modules: Resolvers[] = [incubatorsResolvers, usersResolvers, notificationsResolvers];

export function mergeResolvers(list: Resolvers[] = modules): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const mod of list) {
    for (const [type, fields] of Object.entries(mod)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[type]!) throw new Error(`Two modules resolve ${type}.${field}`);
        merged[type]![field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
