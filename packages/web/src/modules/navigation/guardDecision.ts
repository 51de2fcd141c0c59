// The guard of every route (spec 01 §6), as a pure function of the route table's definition and what is known
// about the visitor. The RouteGuard component gathers the facts; this decides.
import { findRoute, isRoleType, ROUTES, type RouteDefinition } from '@ascent/shared';

export type GuardDecision =
  /** Show the screen. */
  | 'allow'
  /** Signed out on a signed-in route: /login?redirect=<path+query>. */
  | 'login'
  /** Signed in on a signed-out route, or failing the role, permission or "no startup" check: `/`. */
  | 'home'
  /** The route's feature is off: the plan page. */
  | 'plan'
  /** The route's feature is off and the plan page is out of the user's reach: "not available in your plan". */
  | 'notInPlan'
  /** A user whose role has no (known) type. */
  | 'notAuthorized'
  /** No such route, or its screen is not built yet. */
  | 'notFound';

export interface GuardFacts {
  readonly signedIn: boolean;
  readonly roleType?: string | null;
  /** The user belongs to at least one startup. */
  readonly hasStartup?: boolean;
  /** The answer for the route's permission; only read when the route has one, and only `true` grants. */
  readonly permissionAllowed?: boolean;
  /** Whether the route's feature is in effect; only read when the route has one, and only `true` lets through. */
  readonly featureEnabled?: boolean;
  /** Whether the user may open the plan page (default: yes). */
  readonly planPageAllowed?: boolean;
}

export function guardDecision(route: RouteDefinition | undefined, facts: GuardFacts): GuardDecision {
  if (!route || (!route.screen && route.redirect === undefined)) return 'notFound';
  if (route.access === 'public') return 'allow';
  if (route.access === 'signedOut') return facts.signedIn ? 'home' : 'allow';
  if (!facts.signedIn) return 'login';
  if (!isRoleType(facts.roleType)) return 'notAuthorized';
  // Spec §6: when a permission is given, its answer replaces the role check.
  if (route.permission !== undefined) {
    if (facts.permissionAllowed !== true) return 'home';
  } else if (route.roles && !route.roles.includes(facts.roleType)) {
    return 'home';
  }
  if (route.noStartup && facts.hasStartup) return 'home';
  // Access first, then the plan: a user who may not open the page learns nothing about the plan.
  if (route.feature !== undefined && facts.featureEnabled !== true) return facts.planPageAllowed === false ? 'notInPlan' : 'plan';
  return 'allow';
}

export const PLAN_PATH = '/admin/configuration/plan';

/** What the guard knows about a signed-in user: role, startups, granted permission keys, features in effect. */
export interface SignedInUserFacts {
  readonly roleType: string | null | undefined;
  readonly hasStartup: boolean;
  readonly permissions: ReadonlySet<string>;
  readonly features: ReadonlySet<string>;
}

function factsFor(route: RouteDefinition, user: SignedInUserFacts): GuardFacts {
  return {
    signedIn: true,
    roleType: user.roleType,
    hasStartup: user.hasStartup,
    permissionAllowed: route.permission !== undefined ? user.permissions.has(route.permission) : undefined,
    featureEnabled: route.feature !== undefined ? user.features.has(route.feature) : undefined,
  };
}

/** Whether the plan page exists and the user passes its own guard. */
export function planPageAllowed(user: SignedInUserFacts, routes: readonly RouteDefinition[] = ROUTES): boolean {
  const plan = findRoute(PLAN_PATH, routes);
  if (!plan?.screen) return false;
  return guardDecision(plan, { ...factsFor(plan, user), planPageAllowed: false }) === 'allow';
}

/** The decision for a signed-in user, from the answers of `currentUserPermissions` and `featureFlags`. */
export function signedInDecision(route: RouteDefinition, user: SignedInUserFacts, routes: readonly RouteDefinition[] = ROUTES): GuardDecision {
  const facts = factsFor(route, user);
  const decision = guardDecision(route, { ...facts, planPageAllowed: true });
  if (decision !== 'plan') return decision;
  return planPageAllowed(user, routes) ? 'plan' : 'notInPlan';
}
