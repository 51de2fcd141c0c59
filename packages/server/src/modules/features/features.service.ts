// Feature flags per organisation: on when the plan includes the feature and the organisation has it activated.
import { eq } from 'drizzle-orm';
import {
  FEATURE_FLAGS,
  MODULE_FEATURE_FLAGS,
  featureEnabled,
  planIncludes,
  type FeatureFlagName,
} from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { incubatorFeatureFlags } from './features.schema.ts';

export const ALL_FLAGS: readonly FeatureFlagName[] = [...FEATURE_FLAGS, ...MODULE_FEATURE_FLAGS];

export interface FlagState {
  name: FeatureFlagName;
  /** The organisation's choice (or the default). */
  activated: boolean;
  /** Included in the plan. */
  available: boolean;
  /** In effect: available and activated. */
  enabled: boolean;
}

export async function flagStates(tdb: TenantDb, tenant: IncubatorRow): Promise<FlagState[]> {
  const rows = await tdb
    .select({ name: incubatorFeatureFlags.name, activated: incubatorFeatureFlags.activated })
    .from(incubatorFeatureFlags)
    .where(tdb.where(incubatorFeatureFlags));
  const chosen = new Map(rows.map((r) => [r.name, r.activated]));
  return ALL_FLAGS.map((name) => {
    const choice = chosen.get(name);
    const enabled = featureEnabled(tenant.planName, name, choice);
    return {
      name,
      activated: choice ?? featureEnabled('Enterprise', name, undefined),
      available: planIncludes(tenant.planName, name),
      enabled,
    };
  });
}

export async function isFeatureOn(
  services: Pick<Services, 'database'>,
  tenant: IncubatorRow,
  feature: FeatureFlagName,
): Promise<boolean> {
  const tdb = new TenantDb(services.database.db, tenant.id);
  const [row] = await tdb
    .select({ activated: incubatorFeatureFlags.activated })
    .from(incubatorFeatureFlags)
    .where(tdb.where(incubatorFeatureFlags, eq(incubatorFeatureFlags.name, feature)));
  return featureEnabled(tenant.planName, feature, row?.activated);
}

/** Refuses with FEATURE_DISABLED (as a policy's `feature` does) when the feature is off for the organisation. */
export async function assertFeatureOn(
  services: Pick<Services, 'database'>,
  tenant: IncubatorRow,
  feature: FeatureFlagName,
): Promise<void> {
  if (!(await isFeatureOn(services, tenant, feature)))
    throw new AppError('FEATURE_DISABLED', 'This feature is not available in your selected plan.', { feature });
}

export async function setFlag(tdb: TenantDb, name: FeatureFlagName, activated: boolean): Promise<void> {
  await tdb.delete(incubatorFeatureFlags, eq(incubatorFeatureFlags.name, name));
  await tdb.insert(incubatorFeatureFlags, { name, activated });
}
