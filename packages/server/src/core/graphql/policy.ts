// One chain for every operation: each root field (Query.x, Mutation.y) declares who may call it, and mergeResolvers
// wraps its resolver so the check runs before the resolver does; a subscription declares it in subscription()
// (subscriptions.ts), a REST route in route() (core/http/route.ts), with the same values. A field, subscription or
// route without a declared policy stops the server from starting (and fails the tests), so none can forget its check.
import { isFeatureFlagName, type FeatureFlagName, type PermissionKey, type RoleType } from '@ascent/shared';
import { AppError } from '../errors.ts';
import type { RequestIdentity } from './context.ts';
import type { PermissionItem } from '../module.ts';

export type Policy =
  /** Anyone, signed in or not (public organisation data, sign-in and sign-up flows). */
  | { access: 'public'; feature?: FeatureFlagName }
  /** Any signed-in user of the tenant; the resolver limits the answer to what is theirs. */
  | { access: 'signedIn'; feature?: FeatureFlagName }
  /** A signed-in user whose role grants the permission (on the item the arguments name, when given). */
  | {
      access: 'permission';
      permission: PermissionKey;
      item?: (args: Record<string, unknown>) => PermissionItem | undefined;
      feature?: FeatureFlagName;
    };

/** `Type.field` → policy, one map per module. */
export type Policies = Record<string, Policy>;

// Typed narrowly, so that a route's or a subscription's scope can follow from the access it declares.
export const PUBLIC = { access: 'public' } as const satisfies Policy;
export const SIGNED_IN = { access: 'signedIn' } as const satisfies Policy;
export const permission = (key: PermissionKey, item?: (args: Record<string, unknown>) => PermissionItem | undefined) =>
  ({ access: 'permission', permission: key, item }) as const satisfies Policy;

export async function enforce(
  policy: Policy,
  args: Record<string, unknown>,
  ctx: Pick<RequestIdentity, 'services' | 'requireTenant' | 'requireUser'>,
): Promise<void> {
  if (policy.feature) {
    const { tenant } = ctx.requireTenant();
    if (!(await ctx.services.ports.isFeatureOn(ctx.services, tenant, policy.feature))) {
      throw new AppError('FEATURE_DISABLED', 'This feature is not available in your selected plan.', {
        feature: policy.feature,
      });
    }
  }
  switch (policy.access) {
    case 'public':
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
  for (const [field, p] of Object.entries(policies))
    if (p.feature && !isFeatureFlagName(p.feature)) throw new Error(`${field}: unknown feature ${p.feature}`);
}

export type { RoleType };
