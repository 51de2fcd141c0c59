// Builds a user's sidebar from the menu of @ascent/shared. Each entry with a page is offered by the shared access
// rule (`entryState`, the rule the web's route guard, top navigation, bottom bar and create menu apply): shown when
// the page lets the user through, locked when only the plan stands in the way (without children), left out
// otherwise. The entry's own role, permission and feature conditions apply on top (parents have no page).
import {
  entryState,
  featureEnabled,
  grantedScope,
  MENU,
  PERMISSION_KEYS,
  type MenuEntry,
  type SignedInUserFacts,
} from '@ascent/shared';
import type { SitemapItem } from '../../generated/graphql.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { ALL_FLAGS, flagStates, type FlagState } from '../features/features.service.ts';
import type { AuthUser } from '../../core/identity.ts';
import { shareAStartup } from '../users/users.public.ts';

const MAX_DEPTH = 3;

type FactsUser = Pick<AuthUser, 'roleType' | 'rolePermissions'> & { readonly hasStartup?: boolean };

/** The facts the shared access rule decides on, as the web gathers them from `currentUserPermissions` and `featureFlags`. */
export function accessFacts(
  user: FactsUser,
  tenant: Pick<IncubatorRow, 'planName'>,
  flags: readonly FlagState[],
): SignedInUserFacts {
  return {
    roleType: user.roleType,
    hasStartup: user.hasStartup ?? false,
    permissions: new Set(PERMISSION_KEYS.filter((key) => grantedScope(user.rolePermissions, key) !== 'NONE')),
    features: new Set(
      ALL_FLAGS.filter((name) => featureEnabled(tenant.planName, name, flags.find((f) => f.name === name)?.activated)),
    ),
  };
}

/** The signed-in user's facts, read from the database (flags, and whether they belong to a startup). */
export async function loadAccessFacts(
  tdb: TenantDb,
  tenant: IncubatorRow,
  user: AuthUser,
): Promise<{ facts: SignedInUserFacts; flags: FlagState[] }> {
  const [flags, hasStartup] = await Promise.all([flagStates(tdb, tenant), shareAStartup(tdb, user.id, user.id)]);
  return { facts: accessFacts({ ...user, hasStartup }, tenant, flags), flags };
}

export function buildSitemap(
  user: FactsUser,
  tenant: IncubatorRow,
  flags: FlagState[],
  menu: readonly MenuEntry[] = MENU,
  depth = 1,
): SitemapItem[] {
  return sitemapOf(accessFacts(user, tenant, flags), user, tenant, flags, menu, depth);
}

function sitemapOf(
  facts: SignedInUserFacts,
  user: FactsUser,
  tenant: IncubatorRow,
  flags: FlagState[],
  menu: readonly MenuEntry[],
  depth: number,
): SitemapItem[] {
  if (depth > MAX_DEPTH) return [];
  const out: SitemapItem[] = [];
  for (const entry of menu) {
    if (entry.roles && !entry.roles.includes(user.roleType as never)) continue;
    if (entry.permission && grantedScope(user.rolePermissions, entry.permission) === 'NONE') continue;
    const state = entry.path ? entryState(entry.path, facts) : 'open';
    if (state === 'hidden') continue;
    // Spec 01 §6: an entry whose feature is off (outside the plan, or switched off) is shown locked.
    const featureOff = entry.feature
      ? !featureEnabled(tenant.planName, entry.feature, flags.find((f) => f.name === entry.feature)?.activated)
      : false;
    const locked = state === 'locked' || featureOff;
    const children = locked ? [] : sitemapOf(facts, user, tenant, flags, entry.children ?? [], depth + 1);
    // A parent without a page of its own is shown only when something under it is.
    if (!entry.path && !locked && children.length === 0) continue;
    out.push({
      id: entry.id,
      name: entry.name,
      path: entry.path ?? null,
      locked,
      quickModal: entry.quickModal ?? false,
      children,
    });
  }
  return out;
}
