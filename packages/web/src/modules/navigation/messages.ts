// Message keys that come as data — the route table's titles, the server's menu names — rather than as literals.
// navigation.test.ts checks that every such key of @ascent/shared is in the catalogues.
import type { TFunction } from 'i18next';

export function translateKey(t: TFunction, key: string): string {
  return t(key as never);
}

/** The browser title of a page (spec §2.2): the page's title, then the tenant's. */
export function pageTitle(title: string | null, tenantTitle: string): string {
  return title ? `${title} | ${tenantTitle}` : tenantTitle;
}
