// The router is the route table: every built screen is registered, nothing is registered that the table does not
// list, redirects lead to screens, and routes without a screen fall through to the not-found screen.
import { findRoute, MENU, reachableRoutes, ROUTES, type MenuEntry } from '@ascent/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes, SCREENS } from '../../app/router.tsx';
import type { GuardHandle } from './tableRoutes.tsx';

interface Registered {
  readonly path: string;
  readonly route: RouteObject;
}

function registered(list: readonly RouteObject[]): Registered[] {
  return list.flatMap((r) => [...(r.path ? [{ path: r.path, route: r }] : []), ...registered(r.children ?? [])]);
}

const all = registered(routes);
const screens = all.filter((r) => r.route.lazy && r.path !== '*');
const redirects = all.filter((r) => r.route.loader);

function leaf(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

async function followRedirect(from: string): Promise<string> {
  const route = leaf(from)!;
  const loader = route.loader as (args: { request: Request; params: object }) => Promise<Response> | Response;
  const response = await loader({ request: new Request(`http://demo.localhost${from}`), params: {} });
  return response.headers.get('Location')!;
}

describe('router and route table', () => {
  it('registers a screen for every route the table marks as built', () => {
    const built = ROUTES.filter((r) => r.screen).map((r) => r.path);
    expect(screens.map((s) => s.path).sort()).toEqual([...built].sort());
    expect(Object.keys(SCREENS).sort()).toEqual([...built].sort());
  });

  it('registers only paths of the table, each with its definition for the guard', () => {
    for (const { path, route } of all) {
      if (path === '*') continue;
      const definition = ROUTES.find((r) => r.path === path);
      expect(definition, path).toBeDefined();
      if (route.lazy) expect((route.handle as GuardHandle).route).toBe(definition);
    }
  });

  it('registers the redirects whose target exists, and they land on a screen keeping the query', async () => {
    const expected = reachableRoutes()
      .filter((r) => !r.screen)
      .map((r) => r.path);
    expect(redirects.map((r) => r.path).sort()).toEqual([...expected].sort());
    expect(await followRedirect('/application/confirmation?from=mail')).toBe('/account/confirmation?from=mail');
    for (const { path } of redirects) {
      // A tag kind is one of the kinds (any other lands on not-found, as it should); other parameters take an id.
      const concrete = path.replace(/:kind\b/g, 'mentortag').replace(/:[^/]+/g, '42');
      const target = await followRedirect(concrete);
      expect(leaf(target)?.lazy, `${path} → ${target}`).toBeDefined();
      expect(leaf(target)?.path, `${path} → ${target}`).not.toBe('*');
    }
  });

  it('shows the not-found screen for routes listed without a screen, and for unknown paths', () => {
    for (const path of ['/resources', '/articles/management', '/tasks/archive', '/no/such/page']) {
      expect(leaf(path)?.path, path).toBe('*');
    }
    expect(leaf('/emails/outbox')?.path).toBe('/emails/outbox');
    expect(leaf('/reset/abc')?.path).toBe('/reset/:token');
  });

  it('puts signed-in screens in the signed-in layout and the others outside it', () => {
    const layoutOf = (path: string) => matchRoutes(routes, path)!.length;
    const depthOutside = layoutOf('/login');
    expect(layoutOf('/emails/outbox')).toBe(depthOutside + 1);
    expect(layoutOf('/')).toBe(depthOutside + 1);
    expect(layoutOf('/forgotpassword')).toBe(depthOutside);
  });
});

describe('message keys of the table and the menu', () => {
  const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  const has = (key: string) =>
    typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ===
    'string';
  const names = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);

  it('has a catalogue message for every route title', () => {
    const missing = ROUTES.flatMap((r) => (r.title && !has(r.title) ? [r.title] : []));
    expect(missing).toEqual([]);
  });

  it('has a catalogue message for every menu entry', () => {
    expect(names(MENU).filter((k) => !has(k))).toEqual([]);
  });

  it('links the menu only to routes of the table', () => {
    const paths = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((e) => [...(e.path ? [e.path] : []), ...paths(e.children ?? [])]);
    expect(paths(MENU).filter((p) => !findRoute(p))).toEqual([]);
  });
});
