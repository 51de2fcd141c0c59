// One chain for every operation: each root field (Query.x, Mutation.y, Subscription.z) declares who may call it,
// and mergeResolvers wraps its resolver so the check runs before the resolver does. A field without a declared
// policy stops the server from starting (and fails the tests), so no operation can forget its check.
import { isFeatureFlagName, type FeatureFlagName, type PermissionKey, type RoleType } from '@ascent/shared';
import { AppError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import type { PermissionItem } from '../module.ts';

export type Policy =
  /** Anyone, signed in or not (public organisation data, sign-in and sign-up flows). */
  | { access: 'public'; feature?: FeatureFlagName }
  /** Any signed-in user of the tenant; the resolver limits the answer to what is theirs. */
  | { access: 'signedIn'; feature?: FeatureFlagName }
  /** A signed-in user whose role grants the permission (on the item the arguments name, when given). */
  | { access: 'permission'; permission: PermissionKey; item?: (args: Record<string, unknown>) => PermissionItem | undefined; feature?: FeatureFlagName }
  /** Subscriptions authenticate on the socket (core/graphql/subscriptions.ts) per subscription and per event. */
  | { access: 'subscriber'; feature?: FeatureFlagName };

/** `Type.field` → policy, one map per module. */
export type Policies = Record<string, Policy>;

export const PUBLIC: Policy = { access: 'public' };
export const SIGNED_IN: Policy = { access: 'signedIn' };
export const SUBSCRIBER: Policy = { access: 'subscriber' };
export const permission = (key: PermissionKey, item?: (args: Record<string, unknown>) => PermissionItem | undefined): Policy => ({ access: 'permission', permission: key, item });

export async function enforce(policy: Policy, args: Record<string, unknown>, ctx: GraphQLContext): Promise<void> {
  if (policy.feature) {
    const { tenant } = ctx.requireTenant();
    if (!(await ctx.services.ports.isFeatureOn(ctx.services, tenant, policy.feature))) {
      throw new AppError('FEATURE_DISABLED', 'This feature is not available in your selected plan.', { feature: policy.feature });
    }
  }
  switch (policy.access) {
    case 'public':
    case 'subscriber':
      return;
    case 'signedIn':
      await ctx.requireUser();
      return;
    case 'permission': {
      const { tdb, user } = await ctx.requireUser();
      await ctx.services.ports.requirePermission(tdb, user, policy.permission, policy.item?.(args));
      return;
    }
    default: {
      const unhandled: never = policy;
      throw new Error(`Unhandled policy ${JSON.stringify(unhandled)}`);
    }
  }
}

export function assertFeatureNames(policies: Policies): void {
  for (const [field, p] of Object.entries(policies)) if (p.feature && !isFeatureFlagName(p.feature)) throw new Error(`${field}: unknown feature ${p.feature}`);
}

export type { RoleType };
