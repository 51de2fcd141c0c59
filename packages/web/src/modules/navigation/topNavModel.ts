// The top navigation and the phone's bottom bar (spec 01 §6 "Top navigation", "Mobile bottom bar and side
// items"), as pure functions of what the route guard knows about the user. An item shows only when its screen
// exists and the user passes that screen's guard (the route table decides, as for the sidebar); an item whose
// feature is off in the plan shows locked. Tasks and Help are ours: the spec's lists predate them.
import { entryState, type RoleType, type SignedInUserFacts } from '@ascent/shared';

export type NavItemId =
  | 'home'
  | 'applications'
  | 'startups'
  | 'community'
  | 'communityPeople'
  | 'courses'
  | 'events'
  | 'resources'
  | 'portfolio'
  | 'applicationsOverview'
  | 'account'
  | 'availabilities'
  | 'startupFile'
  | 'tasks'
  | 'help';

export interface NavItem {
  readonly id: NavItemId;
  readonly path: string;
  /** The feature is not in the plan: shown disabled with the "not in your plan" tooltip. */
  readonly locked: boolean;
}

const FOUNDER_SIDE: readonly string[] = ['Applicant', 'Cofounder', 'CommunityMember'] satisfies readonly RoleType[];
const STAFF_SIDE: readonly string[] = [
  'Staff',
  'Admin',
  'AdminCoach',
  'Coach',
  'SubAdmin',
] satisfies readonly RoleType[];

function item(id: NavItemId, path: string, user: SignedInUserFacts): NavItem[] {
  const state = entryState(path, user);
  return state === 'hidden' ? [] : [{ id, path, locked: state === 'locked' }];
}

/** Home; Applications; Startups or Community; Community people; Courses; Events; Resources; then Tasks and Help. */
export function topNavItems(user: SignedInUserFacts): NavItem[] {
  const role = user.roleType ?? '';
  const founderSide = FOUNDER_SIDE.includes(role);
  const startups = item('startups', '/startups', user);
  return [
    ...item('home', '/', user),
    ...item('applications', founderSide ? '/applications' : '/applications/overview', user),
    ...(startups.length > 0 ? startups : item('community', '/community', user)),
    ...item('communityPeople', '/community/search/people', user),
    ...item('courses', '/courses', user),
    ...item('events', '/events', user),
    ...item('resources', '/resources', user),
    ...item('tasks', '/tasks', user),
    ...item('help', '/help', user),
  ];
}

/** Under 576 px: Home, the role's own items, then Tasks and Help. */
export function bottomBarItems(user: SignedInUserFacts): NavItem[] {
  const role = user.roleType ?? '';
  const is = (...roles: readonly string[]) => roles.includes(role);
  return [
    ...item('home', '/', user),
    // The spec's "Portfolio (/coaching)": the startups the staff member or mentor follows, i.e. /startups, which the
    // server already narrows to their STARTUPS:VIEW reach (assigned startups for a coach or mentor). /coaching
    // (the coaching sessions) stays in the sidebar.
    ...(is(...STAFF_SIDE, 'Mentor') ? item('portfolio', '/startups', user) : []),
    ...(is(...STAFF_SIDE, 'Cofounder', 'CommunityMember') ? item('events', '/events', user) : []),
    ...(is(...STAFF_SIDE) ? item('applicationsOverview', '/applications/overview', user) : []),
    ...(is('Cofounder', 'CommunityMember') ? item('community', '/community', user) : []),
    ...(is('Applicant') ? item('account', '/account/settings', user) : []),
    ...(is('Evaluator') ? item('availabilities', '/availability', user) : []),
    ...(is('Cofounder') && user.hasStartup ? item('startupFile', '/startup/file', user) : []),
    ...item('tasks', '/tasks', user),
    ...item('help', '/help', user),
  ];
}

/**
 * How many items fit in `available` px, the rest going to the "More" menu: each item takes its measured width
 * plus `padding` (spec 01 §9: 16), and when some overflow the More button's width is kept free.
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number, padding: number): number {
  const total = widths.reduce((sum, w) => sum + w + padding, 0);
  if (total <= available) return widths.length;
  let used = moreWidth + padding;
  let count = 0;
  for (const w of widths) {
    if (used + w + padding > available) break;
    used += w + padding;
    count += 1;
  }
  return count;
}

/** The item for the current path: the longest path that is the location or a parent of it ("/" only itself). */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItemId | null {
  const fits = items.filter((i) =>
    i.path === '/' ? pathname === '/' : pathname === i.path || pathname.startsWith(`${i.path}/`),
  );
  fits.sort((a, b) => b.path.length - a.path.length);
  return fits[0]?.id ?? null;
}
