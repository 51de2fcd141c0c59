// Builds the router's routes from the route table of @ascent/shared: every screen the table marks `screen: true`
// (registered by its table path), the redirects whose target exists, and the not-found screen for everything
// else — routes listed but not built are not registered, so they show it too. Each route carries its table
// definition in `handle`, read by the RouteGuard above them all.
import { reachableRoutes, redirectTarget, ROUTES, type RouteDefinition } from '@ascent/shared';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { RouteGuard } from './RouteGuard.tsx';
import { withChunkTimeout } from '../../app/errors/chunkTimeout.ts';

/** A screen by its path in the route table, loaded on demand. */
export type ScreenRegistry = Readonly<Record<string, () => Promise<ComponentType>>>;

export interface GuardHandle {
  readonly route: RouteDefinition;
}

export interface TableRoutesOptions {
  /** The frame of signed-in pages (header and sidebar); bare routes (builders, editors) go without it. */
  readonly signedInLayout: () => Promise<ComponentType>;
  readonly notFound: () => Promise<ComponentType>;
  readonly routes?: readonly RouteDefinition[];
}

// A chunk that never arrives fails after CHUNK_LOAD_TIMEOUT_MS: the error boundary then reloads the page.
const lazyScreen = (load: () => Promise<ComponentType>, name = 'screen') => {
  const timed = withChunkTimeout(load, name);
  return async () => ({ Component: await timed() });
};

/** The path of a redirect's target for a concrete URL, keeping the query string (spec §2.2). */
export function redirectLocation(route: RouteDefinition, url: URL): string {
  return redirectTarget(route.path, route.redirect!, url.pathname) + url.search;
}

export function buildTableRoutes(screens: ScreenRegistry, options: TableRoutesOptions): RouteObject[] {
  const table = options.routes ?? ROUTES;
  const reachable = reachableRoutes(table);
  const screenRoute = (route: RouteDefinition): RouteObject[] => {
    const load = screens[route.path];
    // A table route marked built without a registered screen stays unreachable (the router test fails on it).
    if (!load) return [];
    return [{ path: route.path, handle: { route } satisfies GuardHandle, lazy: lazyScreen(load, route.path) }];
  };
  const built = reachable.filter((r) => r.screen);
  const outside = built.filter((r) => r.access !== 'signedIn' || r.bare).flatMap(screenRoute);
  const inside = built.filter((r) => r.access === 'signedIn' && !r.bare).flatMap(screenRoute);
  const redirects: RouteObject[] = reachable
    .filter((r) => !r.screen && r.redirect !== undefined)
    .map((route) => ({
      path: route.path,
      loader: ({ request }) => redirect(redirectLocation(route, new URL(request.url))),
    }));
  return [
    ...redirects,
    {
      Component: RouteGuard,
      children: [
        ...outside,
        { lazy: lazyScreen(options.signedInLayout), children: inside },
        { path: '*', lazy: lazyScreen(options.notFound) },
      ],
    },
  ];
}
