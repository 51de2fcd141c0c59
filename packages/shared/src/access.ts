// Who may open which screen (spec 01 §6), as one pure rule over the route table. The web's route guard, its top
// navigation, phone bottom bar and create menu, and the server's sidebar (`setUp`) and page search all ask this,
// from the same facts (role type, startups, granted permission keys, features in effect), so no entry is offered
// that its page would refuse (issue 14 item 2).
import { findRoute, ROUTES, type RouteDefinition } from './routes.ts';
import { isInviterRole } from './invitations.ts';
import { isFounderSideRole, isRoleType } from './roles.ts';
import type { PermissionKey } from './permissions.ts';

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
  /** The answer for the route's data permission; only read when the route has one, and only `true` grants. */
  readonly dataPermissionAllowed?: boolean;
  /** Whether the route's feature is in effect; only read when the route has one, and only `true` lets through. */
  readonly featureEnabled?: boolean;
  /** Whether the user may open the plan page (default: yes). */
  readonly planPageAllowed?: boolean;
}

export function guardDecision(route: RouteDefinition | undefined, facts: GuardFacts): GuardDecision {
  if (!route || (!route.screen && route.redirect === undefined)) return 'notFound';
  if (route.access === 'public') return 'allow';
  if (route.access === 'signedOut') {
    if (!facts.signedIn) return 'allow';
    return route.signedInRoles?.some((r) => r === facts.roleType) ? 'allow' : 'home';
  }
  if (!facts.signedIn) return 'login';
  if (!isRoleType(facts.roleType)) return 'notAuthorized';
  // Spec §6: when a permission is given, its answer replaces the role check.
  if (route.permission !== undefined) {
    if (facts.permissionAllowed !== true) return 'home';
  } else if (route.roles && !route.roles.includes(facts.roleType)) {
    return 'home';
  }
  // The permission the screen's own data needs, on top of the role (else the page could only say it failed).
  if (route.dataPermission !== undefined && facts.dataPermissionAllowed !== true) return 'home';
  if (route.noStartup && facts.hasStartup) return 'home';
  // Access first, then the plan: a user who may not open the page learns nothing about the plan.
  if (route.feature !== undefined && facts.featureEnabled !== true)
    return facts.planPageAllowed === false ? 'notInPlan' : 'plan';
  return 'allow';
}

export const PLAN_PATH = '/admin/configuration/plan';

/** What the guard knows about a signed-in user: role, startups, granted permission keys, features in effect. */
export interface SignedInUserFacts {
  readonly roleType: string | null | undefined;
  readonly hasStartup: boolean;
  /** The permission keys the user's role grants with a scope other than NONE. */
  readonly permissions: ReadonlySet<string>;
  /** The features in effect (in the plan and switched on). */
  readonly features: ReadonlySet<string>;
}

function factsFor(route: RouteDefinition, user: SignedInUserFacts): GuardFacts {
  return {
    signedIn: true,
    roleType: user.roleType,
    hasStartup: user.hasStartup,
    permissionAllowed: route.permission !== undefined ? user.permissions.has(route.permission) : undefined,
    dataPermissionAllowed: route.dataPermission !== undefined ? user.permissions.has(route.dataPermission) : undefined,
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
export function signedInDecision(
  route: RouteDefinition,
  user: SignedInUserFacts,
  routes: readonly RouteDefinition[] = ROUTES,
): GuardDecision {
  const facts = factsFor(route, user);
  const decision = guardDecision(route, { ...facts, planPageAllowed: true });
  if (decision !== 'plan') return decision;
  return planPageAllowed(user, routes) ? 'plan' : 'notInPlan';
}

/**
 * How a navigation entry (sidebar, top navigation, bottom bar, create menu, page search) that leads to `path`
 * shows: `open` when the guard lets the user through, `locked` when only the plan stands in the way (shown
 * disabled), `hidden` otherwise — a role, permission or startup check the page would refuse, or no screen.
 */
export type EntryState = 'open' | 'locked' | 'hidden';

export function entryState(
  path: string,
  user: SignedInUserFacts,
  routes: readonly RouteDefinition[] = ROUTES,
): EntryState {
  const route = findRoute(path, routes);
  // A navigation entry leads to a screen, never to a redirect.
  if (!route?.screen) return 'hidden';
  // A signed-out page some signed-in roles use too (applying as oneself, spec 01 §2.1).
  if (route.access === 'signedOut') return route.signedInRoles?.some((r) => r === user.roleType) ? 'open' : 'hidden';
  if (route.access !== 'signedIn') return 'hidden';
  const decision = signedInDecision(route, user, routes);
  if (decision === 'allow') return 'open';
  if (decision === 'plan' || decision === 'notInPlan') return 'locked';
  return 'hidden';
}

/** The header's create menu (spec 01 §6): each entry opens a flow or a page, offered by the same rule. */
export type CreateEntryId = 'task' | 'startup' | 'program' | 'invite' | 'role';

interface CreateEntry {
  readonly id: CreateEntryId;
  /** A flow in place (a drawer or modal) needs this permission, and an inviting role when `inviter`. */
  readonly permission?: PermissionKey;
  readonly inviter?: boolean;
  /** A page, or the page whose flow it opens: offered when its guard lets the user through (and `permission`). */
  readonly path?: string;
}

const CREATE_ENTRIES: readonly CreateEntry[] = [
  { id: 'task', permission: 'TASK/TASK:CREATE' },
  // The create-startup flow of startups management, by that screen's rule: its guard, then STARTUPS:CREATE.
  { id: 'startup', path: '/startups/management', permission: 'STARTUPS:CREATE' },
  // A flow in place (the programme form), not a page: PROGRAMS:CREATE (spec 01 §6, the creator administers it).
  { id: 'program', permission: 'PROGRAMS:CREATE' },
  { id: 'invite', permission: 'USERS:INVITE', inviter: true },
  { id: 'role', path: '/admin/configuration/roles' },
];

/** The create menu's entries for the user, in order; none for the founder side (spec 01 §6). */
export function createMenuEntries(
  user: SignedInUserFacts,
  routes: readonly RouteDefinition[] = ROUTES,
): CreateEntryId[] {
  if (isFounderSideRole(user.roleType)) return [];
  return CREATE_ENTRIES.filter((e) => {
    if (e.path !== undefined && entryState(e.path, user, routes) !== 'open') return false;
    if (e.inviter && !isInviterRole(user.roleType)) return false;
    return e.permission === undefined || user.permissions.has(e.permission);
  }).map((e) => e.id);
}
