// Builds a user's sidebar from the menu of @ascent/shared: entries their role and permissions allow, whose screen
// exists; an entry whose feature is off (not in the plan, or switched off) is shown locked, without children.
import { findRoute, featureEnabled, grantedScope, MENU, type MenuEntry } from '@ascent/shared';
import type { SitemapItem } from '../../generated/graphql.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import type { FlagState } from '../features/features.service.ts';
import type { AuthUser } from '../users/users.repository.ts';

const MAX_DEPTH = 3;

export function buildSitemap(user: Pick<AuthUser, 'roleType' | 'rolePermissions'>, tenant: IncubatorRow, flags: FlagState[], menu: readonly MenuEntry[] = MENU, depth = 1): SitemapItem[] {
  if (depth > MAX_DEPTH) return [];
  const out: SitemapItem[] = [];
  for (const entry of menu) {
    if (entry.roles && !entry.roles.includes(user.roleType as never)) continue;
    if (entry.permission && grantedScope(user.rolePermissions, entry.permission) === 'NONE') continue;
    const route = entry.path ? findRoute(entry.path) : undefined;
    if (entry.path && !route?.screen) continue;
    // The route's own role guard would send them back to the root path: do not offer the link (e.g. a cofounder and /startups).
    if (route?.roles && !route.roles.includes(user.roleType as never)) continue;
    // Spec 01 §6: an entry whose feature is off (outside the plan, or switched off) is shown locked.
    const locked = entry.feature ? !featureEnabled(tenant.planName, entry.feature, flags.find((f) => f.name === entry.feature)?.activated) : false;
    const children = locked ? [] : buildSitemap(user, tenant, flags, entry.children ?? [], depth + 1);
    // A parent without a page of its own is shown only when something under it is.
    if (!entry.path && !locked && children.length === 0) continue;
    out.push({ id: entry.id, name: entry.name, path: entry.path ?? null, locked, quickModal: entry.quickModal ?? false, children });
  }
  return out;
}
