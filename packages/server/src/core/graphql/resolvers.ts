// Every module's resolvers, merged into one map for Mercurius (the modules come from the composition list).
import type { Resolvers } from '../../generated/graphql.ts';
import { assertFeatureNames, enforce, type Policies } from './policy.ts';
import type { GraphQLContext } from './context.ts';
import type { ServerModule } from '../module.ts';

type Resolver = (root: unknown, args: Record<string, unknown>, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * Merges the modules' resolvers, each root field wrapped so its policy is enforced before it runs. A root field
 * without a policy, a policy without a field, or two modules resolving one field stop the server from starting.
 */
export function mergeResolvers(list: readonly Pick<ServerModule, 'resolvers' | 'policies'>[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const policies: Policies = Object.assign({}, ...list.map((m) => m.policies ?? {}));
  const used = new Set<string>();
  const maps = list.flatMap((m) => (Array.isArray(m.resolvers) ? m.resolvers : m.resolvers ? [m.resolvers] : [])) as Resolvers[];
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[type]!) throw new Error(`Two modules resolve ${type}.${field}`);
        merged[type]![field] = ROOT_TYPES.has(type) ? guard(`${type}.${field}`, resolver, policies, used) : resolver;
      }
    }
  }
  const orphans = Object.keys(policies).filter((k) => !used.has(k));
  if (orphans.length) throw new Error(`Policies for fields nobody resolves: ${orphans.join(', ')}`);
  return merged as Resolvers;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function guard(name: string, resolver: unknown, policies: Policies, used: Set<string>): unknown {
  const policy = policies[name];
  if (!policy) throw new Error(`${name} has no policy: declare who may call it in its module's policies`);
  assertFeatureNames({ [name]: policy });
  used.add(name);
  const wrap = (fn: Resolver): Resolver => async (root, args, ctx, info) => {
    await enforce(policy, args, ctx);
    return fn(root, args, ctx, info);
  };
  if (typeof resolver === 'function') return wrap(resolver as Resolver);
  const sub = resolver as { subscribe: Resolver; resolve?: Resolver };
  return { ...sub, subscribe: wrap(sub.subscribe) };
}
