// Every module's resolvers, merged into one map for Mercurius (the modules come from the composition list).
import type { Resolvers } from '../../generated/graphql.ts';
import { assertFeatureNames, enforce, type Policies, type Policy } from './policy.ts';
import type { GraphQLContext } from './context.ts';
import type { ServerModule } from '../module.ts';
import { declaredSubscriptionAccess, type SubscriptionAccess } from './subscriptions.ts';

type Resolver = (root: unknown, args: Record<string, unknown>, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * Merges the modules' resolvers, each root field wrapped so its policy is enforced before it runs. A root field
 * without a policy, a policy without a field, a subscription not built by subscription() (its access undeclared) or
 * two modules resolving one field stop the server from starting.
 */
export function mergeResolvers(list: readonly Pick<ServerModule, 'resolvers' | 'policies'>[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const policies: Policies = Object.assign({}, ...list.map((m) => m.policies ?? {}));
  const used = new Set<string>();
  const maps = list.flatMap((m) =>
    Array.isArray(m.resolvers) ? m.resolvers : m.resolvers ? [m.resolvers] : [],
  ) as Resolvers[];
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[type]!) throw new Error(`Two modules resolve ${type}.${field}`);
        const name = `${type}.${field}`;
        merged[type]![field] =
          type === 'Subscription'
            ? declaredSubscription(name, resolver, policies)
            : ROOT_TYPES.has(type)
              ? guard(name, resolver, policies, used)
              : resolver;
      }
    }
  }
  const orphans = Object.keys(policies).filter((k) => !used.has(k));
  if (orphans.length) throw new Error(`Policies for fields nobody resolves: ${orphans.join(', ')}`);
  return merged as Resolvers;
}

const ROOT_TYPES = new Set(['Query', 'Mutation']);

/** Every root field's declared access: the policies of queries and mutations, the subscriptions' own. */
export function rootPolicies(
  list: readonly Pick<ServerModule, 'resolvers' | 'policies'>[],
): Record<string, Policy | SubscriptionAccess> {
  const out: Record<string, Policy | SubscriptionAccess> = Object.assign({}, ...list.map((m) => m.policies ?? {}));
  for (const map of list.flatMap((m) =>
    Array.isArray(m.resolvers) ? m.resolvers : m.resolvers ? [m.resolvers] : [],
  ) as Resolvers[]) {
    for (const [field, resolver] of Object.entries(map.Subscription ?? {})) {
      const access = declaredSubscriptionAccess(resolver);
      if (access) out[`Subscription.${field}`] = access;
    }
  }
  return out;
}

// A subscription declares its access, and gets its per-event re-check, in subscription() (subscriptions.ts).
function declaredSubscription(name: string, resolver: unknown, policies: Policies): unknown {
  const access = declaredSubscriptionAccess(resolver);
  if (!access)
    throw new Error(`${name} has no declared access: build it with subscription() (core/graphql/subscriptions.ts)`);
  if (policies[name])
    throw new Error(`${name} declares its access in subscription(); remove it from its module's policies`);
  if (access.access !== 'sessionToken') assertFeatureNames({ [name]: access });
  return resolver;
}

function guard(name: string, resolver: unknown, policies: Policies, used: Set<string>): unknown {
  const policy = policies[name];
  if (!policy) throw new Error(`${name} has no policy: declare who may call it in its module's policies`);
  assertFeatureNames({ [name]: policy });
  used.add(name);
  const wrap =
    (fn: Resolver): Resolver =>
    async (root, args, ctx, info) => {
      await enforce(policy, args, ctx);
      return fn(root, args, ctx, info);
    };
  if (typeof resolver !== 'function') throw new Error(`${name}: a query or mutation resolver must be a function`);
  return wrap(resolver as Resolver);
}
