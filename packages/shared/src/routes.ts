// The route table (spec 01 §2): every path of the product with its guard and browser title. The web router and
// the server's sidebar read it; `screen: false` marks a route the spec lists whose screen is not built yet — it
// is not reachable (the not-found screen shows) and no menu links to it. Never a placeholder page.
import type { FeatureFlagName } from './feature-flags.ts';
import type { PermissionKey } from './permissions.ts';
import {
  ADMIN_LIKE_ROLES,
  ADVISER_ROLES,
  FOUNDER_SIDE_ROLES,
  STAFF_LIKE_ROLES,
  TEAM_ROLES,
  type RoleType,
} from './roles.ts';
import { TAG_KINDS, type TagKind } from './taxonomy.ts';
import { TASK_TEAM_VIEW_ROLES } from './tasks.ts';

export type RouteAccess =
  /** Anyone. */
  | 'public'
  /** Signed-out visitors only; a signed-in visitor goes to `/` (or `signedInRedirect`). */
  | 'signedOut'
  /** Signed-in users (with the role, permission and feature conditions below). */
  | 'signedIn';

export interface RouteDefinition {
  readonly path: string;
  readonly access: RouteAccess;
  /** Allowed role types; absent means any role. A permission, when given, overrides this check. */
  readonly roles?: readonly RoleType[];
  readonly permission?: PermissionKey;
  /**
   * The permission the screen's own data needs, checked on top of the role or permission above (access.ts): a role
   * may reach the screen by type yet have its data refused (an evaluator and the startups list).
   */
  readonly dataPermission?: PermissionKey;
  /** The feature that must be on, else the plan page. */
  readonly feature?: FeatureFlagName;
  /** Only users with no startup (spec 01 §6 "limited to users with no startup"). */
  readonly noStartup?: boolean;
  /** Message key of the browser title (the tenant's title is appended). */
  readonly title?: string;
  /** Whether the screen exists. */
  readonly screen: boolean;
  /** A redirect instead of a screen: the target (`:params` are carried over). */
  readonly redirect?: string;
  /** The header is hidden (builders and editors). */
  readonly bare?: boolean;
  /** A signed-out route that signed-in users of these role types may open too (applying, spec 01 §2.1). */
  readonly signedInRoles?: readonly RoleType[];
  /** Where the other signed-in users of a signed-out route go (default `/`). */
  readonly signedInRedirect?: string;
}

const STARTUPS_ROLES: readonly RoleType[] = [...STAFF_LIKE_ROLES, 'SubAdmin', ...ADVISER_ROLES];
/** The programme team (a coach without STARTUPS:EDIT sees the table read-only). */
const STARTUPS_MANAGEMENT_ROLES: readonly RoleType[] = [...STAFF_LIKE_ROLES, 'SubAdmin'];
/** Who opens /startups/mentors: the programme team, the mentors and experts, and founders. */
export const MENTORS_PAGE_ROLES: readonly RoleType[] = [
  ...STAFF_LIKE_ROLES,
  'SubAdmin',
  'Mentor',
  'Expert',
  'Cofounder',
];
const TASKS_ROLES: readonly RoleType[] = [...TEAM_ROLES, 'Cofounder', 'CommunityMember'];

const pub = (path: string, screen: boolean, title?: string): RouteDefinition => ({
  path,
  access: 'public',
  screen,
  title,
});
const out = (path: string, screen: boolean, title?: string): RouteDefinition => ({
  path,
  access: 'signedOut',
  screen,
  title,
});
const inn = (path: string, screen: boolean, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  path,
  access: 'signedIn',
  screen,
  ...extra,
});
/** The browser title of each tag kind's screen. */
export const TAG_KIND_ROUTE_TITLES: Readonly<Record<TagKind, string>> = {
  startup: 'routes.setupTagsStartup',
  user: 'routes.setupTagsUser',
  mentortag: 'routes.setupTagsMentortag',
  community: 'routes.setupTagsCommunity',
  application: 'routes.setupTagsApplication',
  event: 'routes.setupTagsEvent',
  topic: 'routes.setupTagsTopic',
};

const redirect = (path: string, to: string): RouteDefinition => ({
  path,
  access: 'signedIn',
  screen: false,
  redirect: to,
});

export const ROUTES: readonly RouteDefinition[] = [
  // §2.1 public or near-public
  pub('/login', true, 'routes.login'),
  out('/forgotpassword', true, 'routes.forgotPassword'),
  pub('/acceptinvitation', true, 'routes.acceptInvitation'),
  pub('/confirmIncubatorEmail', true, 'routes.confirmIncubatorEmail'),
  pub('/validate/:token', true, 'routes.validate'),
  pub('/reset/:token', true, 'routes.reset'),
  pub('/leads/transfer/:id', true, 'routes.leadTransfer'),
  inn('/account/confirmation', true, { title: 'routes.accountConfirmation' }),
  pub('/coaching/invitation/:id', true, 'routes.coachingInvitation'),
  pub('/coaching/invitation/:id/cancel-meeting', true, 'routes.coachingInvitationCancel'),
  pub('/coaching/invitation/expired', true, 'routes.coachingInvitationExpired'),
  pub('/share/forms/:uuid', true, 'routes.sharedForm'),
  pub('/download/forms/:uuid', false),
  pub('/auth/callback', true),
  pub('/auth/url', false),
  pub('/file', false),
  pub('/error', true),
  // The separate not-found screen (§2.4: 404 and "Go Back" to ?back=, default /).
  pub('/404', true),
  pub('/incubator-not-found', true),
  pub('/internal/components', false),
  inn('/application/:applicationId/forms/:round/fill', true, { title: 'routes.applicationFill' }),
  // Applying (spec 01 §2.1): signed-out visitors sign up; an applicant, cofounder or community member applies as
  // themselves; anyone else signed in is sent to the applications (/application/new) or home.
  {
    ...out('/application/new', true, 'routes.applicationNew'),
    signedInRoles: FOUNDER_SIDE_ROLES,
    signedInRedirect: '/applications/overview',
  },
  { ...out('/apply/program/:slug', true, 'routes.applyProgram'), signedInRoles: FOUNDER_SIDE_ROLES },
  // §2.2 inside the signed-in layout
  inn('/', true, { title: 'routes.home' }),
  inn('/home/*', false),
  inn('/account/settings/security', true, { title: 'routes.security' }),
  inn('/account/settings', true, { title: 'routes.accountSettings' }),
  // Calendars a host connects (issue 19 item 5): a linked external calendar's busy times leave the slots.
  inn('/account/settings/integrations', true, { permission: 'AVAILABILITY:EDIT', title: 'routes.integrations' }),
  inn('/account/settings/coaching', true, { title: 'routes.coachingPreferences' }),
  inn('/account/settings/delete', true, { title: 'routes.deleteAccount' }),
  inn('/account/exports', true, { title: 'exports.page.title' }),
  // The first sign-in's onboarding: listed by the spec among the public paths, but it edits the user's own profile,
  // language and email choices, so it needs the user (a signed-out visitor signs in first). Shown once, without
  // the header (docs/decisions.md).
  inn('/welcome', true, { title: 'routes.welcome', bare: true }),
  inn('/profile', true, { title: 'routes.profileEdit' }),
  // Asked at sign-in when the role requires profile fields the person has not filled (they may answer later).
  inn('/profile/complete', true, { title: 'routes.profileComplete', bare: true }),
  inn('/profile/:id/*', true, { title: 'routes.profile' }),
  // Everyone's own: what they attend or host (issue 19 item 5); the private feed is GET /calendar/{token}.ics.
  inn('/calendar', true, { title: 'routes.calendar' }),
  redirect('/calendar/sync', '/calendar'),
  inn('/availability', true, { title: 'routes.availability' }),
  inn('/availability/weekly', true, { title: 'routes.availabilityWeekly' }),
  inn('/availability/*', false),
  redirect('/application/confirmation', '/account/confirmation'),
  // Builders and editors go without the header (spec 01 §2.4).
  inn('/applications/funnels/:id/builder', true, {
    bare: true,
    permission: 'FUNNELS:EDIT',
    title: 'routes.funnelBuilder',
  }),
  inn('/applications/funnels/management', true, { permission: 'FUNNELS:EDIT', title: 'routes.funnels' }),
  // The spec's setup address of the intakes (as /admin/programs for the programmes): the same screen.
  redirect('/setup/funnels', '/applications/funnels/management'),
  inn('/applications', true, { permission: 'APPLICATIONS:VIEW', title: 'routes.applications' }),
  // The spec's "applications overview" (where /application/overview leads): the pipeline by status and group.
  inn('/applications/overview', true, { permission: 'APPLICATIONS:VIEW', title: 'routes.applications' }),
  // An intake's analytics (issue 21 §5); it lists the intakes, which only their builders read.
  inn('/applications/analytics', true, {
    permission: 'FUNNELS:EDIT',
    feature: 'applicationsDashboard',
    title: 'routes.applicationsAnalytics',
  }),
  inn('/applications/*', false),
  // The spec's "/applications-manager (applicants)": one row per person who applied, for staff who manage intakes.
  inn('/applications-manager', true, { permission: 'APPLICATIONS:EDIT', title: 'routes.applicants' }),
  redirect('/application/:id/show', '/application/:id/activities'),
  redirect('/application/overview', '/applications/overview'),
  inn('/application/:id', true, { title: 'routes.application' }),
  // An evaluator's sheet of one application in one round (issue 21 §4); who may open it is the server's answer.
  inn('/application/:id/evaluation/:round', true, { title: 'routes.applicationEvaluation' }),
  // The application's page opened at its answers or at its activities (where /application/{id}/show leads).
  inn('/application/:id/form', true, { title: 'routes.application' }),
  inn('/application/:id/activities', true, { title: 'routes.application' }),
  // The interview meeting of an application (spec 01 §2.2): its members answer it, staff change it.
  inn('/application/:id/meeting', true, { title: 'routes.applicationMeeting' }),
  inn('/application/:id/*', false),
  inn('/community/*', false),
  inn('/startup/file', true, { roles: ['Cofounder'], title: 'routes.myStartup' }),
  inn('/startup/:id/file/*', true, { title: 'routes.startupFile' }),
  // A startup's own address opens its file (the first tab it shows: activities by default); an unknown or hidden
  // startup shows not-found there.
  redirect('/startup/:id', '/startup/:id/file'),
  // Not shown by the spec: the metrics update form on a page of its own (docs/decisions.md).
  inn('/startup/:id/metrics', true, { permission: 'METRICS/DATA:EDIT', title: 'metrics.form.title' }),
  inn('/startups', true, { roles: STARTUPS_ROLES, dataPermission: 'STARTUPS:VIEW', title: 'routes.startups' }),
  inn('/startups/management', true, {
    roles: STARTUPS_MANAGEMENT_ROLES,
    dataPermission: 'STARTUPS:VIEW',
    title: 'routes.startupsManagement',
  }),
  inn('/startups/programs', true, {
    roles: STARTUPS_MANAGEMENT_ROLES,
    dataPermission: 'STARTUPS:VIEW',
    title: 'routes.programs',
  }),
  inn('/startups/programs/startup-assignations', true, {
    roles: STARTUPS_MANAGEMENT_ROLES,
    permission: 'PROGRAMS:EDIT',
    title: 'routes.programAssignations',
  }),
  // Evaluation params (spec 01 §2.3): a round's evaluators, their assignments and the ranking (issue 21 §4).
  inn('/startups/programs/evaluation-assignation', true, {
    permission: 'EVALUATION_PARAMETERS:EDIT',
    title: 'routes.evaluationAssignation',
  }),
  inn('/startups/programs/*', false),
  // The spec's admin alias of the programmes page.
  redirect('/admin/programs', '/startups/programs'),
  // Mentor matching (ours on the spec's path): the staff's mentors management, a mentor's requests, a founder's
  // suggestions — each section shown to whom it concerns (modules/mentoring).
  inn('/startups/mentors', true, { roles: MENTORS_PAGE_ROLES, title: 'routes.mentors' }),
  inn('/startups/metrics', true, {
    permission: 'METRICS/EDIT:VIEW',
    feature: 'createMetrics',
    title: 'routes.metrics',
  }),
  inn('/startups/metrics/data-collection', true, {
    permission: 'METRICS:EDIT',
    feature: 'dataCollection',
    title: 'routes.metricsDataCollection',
  }),
  inn('/startups/metrics/*', false, { permission: 'METRICS/EDIT:VIEW' }),
  // The startup profile: a founder's startup file, else the portfolio (StartupsProfileLanding; docs/decisions.md).
  inn('/startups/profile', true),
  // The sessions list is ours (the spec names only a session's page): upcoming and past sessions, "log a session".
  inn('/coaching', true, { permission: 'COACHING:VIEW', title: 'routes.coaching' }),
  inn('/coaching/session/:coachingId', true, { permission: 'COACHING:VIEW', title: 'routes.coachingSession' }),
  redirect('/coaching/session/:startupId/:coachingId', '/coaching/session/:coachingId'),
  inn('/tasks', true, { roles: TASKS_ROLES, title: 'routes.tasks' }),
  inn('/tasks/users', true, { roles: TASK_TEAM_VIEW_ROLES, title: 'routes.tasksUsers' }),
  inn('/tasks/startups', true, { roles: TASK_TEAM_VIEW_ROLES, title: 'routes.tasksStartups' }),
  inn('/tasks/*', false, { roles: TASKS_ROLES, title: 'routes.tasks' }),
  inn('/events', true, { permission: 'EVENTS:VIEW', title: 'routes.events' }),
  inn('/events/mine', true, { permission: 'EVENTS:VIEW', title: 'routes.eventsMine' }),
  inn('/events/planning', true, { permission: 'EVENTS:CREATE', title: 'routes.eventsPlanning' }),
  inn('/events/unpublished', true, { permission: 'EVENTS:CREATE', title: 'routes.eventsUnpublished' }),
  inn('/events/new', true, { permission: 'EVENTS:CREATE', title: 'routes.eventNew' }),
  inn('/events/hours', true, { permission: 'EVENTS:EDIT', title: 'routes.eventHours' }),
  inn('/events/:id', true, { permission: 'EVENTS:VIEW', title: 'routes.event' }),
  inn('/events/:id/edit', true, { permission: 'EVENTS:CREATE', title: 'routes.eventEdit' }),
  inn('/events/*', false),
  inn('/articles/management', false, { permission: 'ARTICLES:EDIT' }),
  inn('/articles/management/article/:id', false, { permission: 'ARTICLES:EDIT', bare: true }),
  inn('/emails/outbox', true, { permission: 'EMAILS/OUTBOX:VIEW', title: 'routes.outbox' }),
  inn('/emails/*', false),
  inn('/survey/:id', false, { feature: 'feedbackForms' }),
  inn('/feedback/*', false, { feature: 'feedbackForms' }),
  inn('/forms/management', true, { permission: 'FORMS:EDIT', title: 'routes.forms' }),
  inn('/forms/management/new', true, { permission: 'FORMS:EDIT', bare: true, title: 'routes.formNew' }),
  inn('/forms/management/:id/edit', true, { permission: 'FORMS:EDIT', bare: true, title: 'routes.formEdit' }),
  inn('/forms/management/form/:baseId/compare/:compareId', true, {
    permission: 'FORMS:EDIT',
    bare: true,
    title: 'routes.formCompare',
  }),
  inn('/fields/customs/*', false, { feature: 'customFieldsEdit', bare: true }),
  inn('/profiles/:id/builder', false, { feature: 'customFieldsEdit', bare: true }),
  inn('/community/people/profile', false),
  // The taxonomy's lists (one screen per tag kind, and the industries); the older paths lead to them.
  ...TAG_KINDS.map((kind) =>
    inn(`/setup/tags/${kind}`, true, { permission: 'TAGS:EDIT', title: TAG_KIND_ROUTE_TITLES[kind] }),
  ),
  inn('/setup/industries', true, {
    permission: 'INDUSTRIES:EDIT',
    feature: 'editIndustries',
    title: 'routes.setupIndustries',
  }),
  inn('/setup/profile-fields', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'SETTINGS:MANAGE',
    title: 'routes.setupProfileFields',
  }),
  redirect('/taxonomy/tags/:kind', '/setup/tags/:kind'),
  redirect('/admin/tags/:kind', '/setup/tags/:kind'),
  redirect('/admin/configuration/industries', '/setup/industries'),
  redirect('/admin/configuration', '/admin/configuration/general'),
  inn('/admin/configuration/general', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'SETTINGS:MANAGE',
    title: 'routes.settingsGeneral',
  }),
  inn('/admin/configuration/branding', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'SETTINGS:MANAGE',
    title: 'routes.settingsBranding',
  }),
  inn('/admin/configuration/roles', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'ROLES:MANAGE',
    title: 'routes.settingsRoles',
  }),
  inn('/admin/configuration/permissions', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'ROLES:MANAGE',
    title: 'routes.settingsPermissions',
  }),
  inn('/admin/configuration/mentormatching', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'SETTINGS:MANAGE',
    title: 'routes.settingsMentorMatching',
  }),
  inn('/admin/configuration/plan', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'SETTINGS:MANAGE',
    title: 'routes.settingsPlan',
  }),
  inn('/admin/configuration/users', true, {
    roles: ADMIN_LIKE_ROLES,
    permission: 'USERS:VIEW',
    title: 'routes.settingsUsers',
  }),
  inn('/admin/configuration/*', false, { roles: ADMIN_LIKE_ROLES }),
  // The product's own help pages (ours: the spec's documentation search points at a hosted index).
  inn('/help', true, { title: 'help.title' }),
  inn('/help/:slug', true, { title: 'help.title' }),
  inn('/resources', false),
  inn('/resources/internal/:id', false),
  inn('/resources/section/:id/*', false),
  inn('/courses', false, { feature: 'course' }),
  inn('/courses/home', false, { feature: 'course' }),
  inn('/courses/:id', false, { feature: 'course' }),
  inn('/courses/:id/courseware/*', false, { feature: 'course' }),
  inn('/courses/management', false, { feature: 'course', permission: 'COURSES:MANAGE' }),
  inn('/courses/management/course/:courseId/dashboard/*', false, { feature: 'course', permission: 'COURSES:MANAGE' }),
  inn('/courses/management/course/:id/builder/*', false, {
    feature: 'course',
    permission: 'COURSES:MANAGE',
    bare: true,
  }),
  // Legacy paths (§2.2)
  redirect('/startup/timeline/:id', '/startup/:id/file/activities'),
  redirect('/startup/milestones/:id', '/startup/:id/file/milestones'),
  redirect('/startup/milestones/:id/plan/:planId', '/startup/:id/file/milestones'),
  redirect('/startup/:id/timeline', '/startup/:id/file/activities'),
];

/** The routes a browser can reach today: screens that exist, and redirects whose target exists. */
export function reachableRoutes(routes: readonly RouteDefinition[] = ROUTES): RouteDefinition[] {
  const screens = routes.filter((r) => r.screen);
  return routes.filter(
    (r) => r.screen || (r.redirect !== undefined && screens.some((s) => matchesPattern(s.path, r.redirect!))),
  );
}

/** Whether a concrete path (or pattern) fits a route pattern (`:param` one segment, trailing `/*` any rest). */
export function matchesPattern(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('?')[0]!.split('/').filter(Boolean);
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return true;
    if (s[i] === undefined) return false;
    if (!p[i]!.startsWith(':') && p[i] !== s[i] && !s[i]!.startsWith(':')) return false;
  }
  return p.length === s.length;
}

/** The first route whose pattern fits the path (most specific listed first where it matters). */
export function findRoute(path: string, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition | undefined {
  return (
    routes.find((r) => !r.path.includes('*') && matchesPattern(r.path, path)) ??
    routes.find((r) => matchesPattern(r.path, path))
  );
}

/** Fills `:params` of a redirect target from the concrete path matched by `pattern`. */
export function redirectTarget(pattern: string, target: string, path: string): string {
  const names = pattern.split('/');
  const values = path.split('/');
  const params = new Map<string, string>();
  names.forEach((n, i) => n.startsWith(':') && values[i] !== undefined && params.set(n, values[i]!));
  return target
    .split('/')
    .map((seg) => params.get(seg) ?? seg)
    .join('/');
}
