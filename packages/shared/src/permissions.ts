// The permission registry (spec 01 §6): every key the product checks, what its criteria may be, and the
// default grant of each role type. Keys are `RESOURCE[/SUB]:ACTION`, spelled as the spec spells the ones it shows
// (ARTICLES:EDIT, METRICS/EDIT:VIEW, COURSES:MANAGE, TASK/TASK:DELETE). The per-role matrix of the product is
// "not shown" in the spec: the defaults below are ours, and every organisation can change them per role.
import type { PermissionCriteriaScope, RoleType } from './roles.ts';

/** What an ASSIGNED grant is restricted to: the startups, programmes or funnels the user is assigned to. */
export type AssignmentKind = 'startup' | 'program' | 'funnel';

export interface PermissionDefinition {
  /** The scopes an organisation may grant for this key (NONE is always allowed). */
  readonly scopes: readonly PermissionCriteriaScope[];
  /** What ASSIGNED / SELECTED refer to, when the key accepts them. */
  readonly assignment?: AssignmentKind;
  /** The area the permission belongs to, for the roles screen. */
  readonly area: string;
}

const all = ['ALL', 'NONE'] as const;
const assignable = (assignment: AssignmentKind) => ({
  scopes: ['ALL', 'ASSIGNED', 'SELECTED', 'NONE'] as const,
  assignment,
});

export const PERMISSIONS = {
  'APPLICATIONS:VIEW': { area: 'applications', ...assignable('funnel') },
  'APPLICATIONS:EDIT': { area: 'applications', ...assignable('funnel') },
  'APPLICATIONS:EVALUATE': { area: 'applications', ...assignable('funnel') },
  'APPLICATIONS/REJECTION_EMAILS:SEND': { area: 'applications', scopes: all },
  'ARTICLES:EDIT': { area: 'articles', scopes: all },
  'AVAILABILITY:EDIT': { area: 'availability', scopes: all },
  'CHAT:USE': { area: 'chat', scopes: all },
  'COACHING:SCHEDULE': { area: 'coaching', ...assignable('startup') },
  'COACHING:VIEW': { area: 'coaching', ...assignable('startup') },
  'COURSES:VIEW': { area: 'courses', scopes: all },
  'COURSES:MANAGE': { area: 'courses', scopes: ['ALL', 'SELECTED', 'NONE'] },
  'EMAIL_BLUEPRINTS:EDIT': { area: 'emails', scopes: all },
  'EMAILS/OUTBOX:VIEW': { area: 'emails', scopes: all },
  'EVALUATION_PARAMETERS:EDIT': { area: 'applications', scopes: all },
  'EVENTS:VIEW': { area: 'events', scopes: all },
  'EVENTS:CREATE': { area: 'events', scopes: all },
  'EVENTS:EDIT': { area: 'events', scopes: all },
  'FEEDBACK_REQUESTS:MANAGE': { area: 'feedback', scopes: all },
  'FORMS:EDIT': { area: 'forms', scopes: all },
  'FUNNELS:EDIT': { area: 'applications', ...assignable('funnel') },
  'INDUSTRIES:EDIT': { area: 'taxonomy', scopes: all },
  'MILESTONES:EDIT': { area: 'startups', ...assignable('startup') },
  'METRICS/EDIT:VIEW': { area: 'metrics', scopes: all },
  'METRICS:EDIT': { area: 'metrics', scopes: all },
  'METRICS/DATA:EDIT': { area: 'metrics', ...assignable('startup') },
  'NEWS:PUBLISH': { area: 'community', scopes: all },
  'NEWS/RSS_FEEDS:EDIT': { area: 'community', scopes: all },
  'NOTES:CREATE': { area: 'startups', ...assignable('startup') },
  'NOTES:DELETE': { area: 'startups', ...assignable('startup') },
  'PLANNED_ACTIONS:EDIT': { area: 'startups', ...assignable('startup') },
  'PROGRAMS:CREATE': { area: 'programs', scopes: all },
  'PROGRAMS:EDIT': { area: 'programs', ...assignable('program') },
  'ROLES:MANAGE': { area: 'settings', scopes: all },
  'SAVED_VIEWS:EDIT': { area: 'startups', scopes: all },
  'SETTINGS:MANAGE': { area: 'settings', scopes: all },
  'STARTUPS:VIEW': { area: 'startups', ...assignable('startup') },
  'STARTUPS:CREATE': { area: 'startups', scopes: all },
  'STARTUPS:EDIT': { area: 'startups', ...assignable('startup') },
  'STARTUP/CONNECTIONS:EDIT': { area: 'startups', ...assignable('startup') },
  'STARTUP/FILES:EDIT': { area: 'startups', ...assignable('startup') },
  'TAGS:EDIT': { area: 'taxonomy', scopes: all },
  'TASK/TASK:VIEW': { area: 'tasks', ...assignable('startup') },
  'TASK/TASK:CREATE': { area: 'tasks', ...assignable('startup') },
  'TASK/TASK:EDIT': { area: 'tasks', ...assignable('startup') },
  'TASK/TASK:DELETE': { area: 'tasks', ...assignable('startup') },
  'TIMELINE/COMMENTS:CREATE': { area: 'startups', ...assignable('startup') },
  'TIMELINE/COMMENTS:DELETE': { area: 'startups', ...assignable('startup') },
  'USERS:VIEW': { area: 'users', scopes: all },
  'USERS:INVITE': { area: 'users', scopes: all },
  'USERS:EDIT': { area: 'users', scopes: all },
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

export interface PermissionGrant {
  readonly key: string;
  readonly permissionCriteria: PermissionCriteriaScope;
  /** The ids a SELECTED grant covers. */
  readonly selected?: readonly string[];
}

type Matrix = Partial<Record<PermissionKey, PermissionCriteriaScope>>;

const everything = (scope: PermissionCriteriaScope): Matrix =>
  Object.fromEntries(PERMISSION_KEYS.map((k) => [k, scope])) as Matrix;

const STAFF: Matrix = {
  ...everything('ALL'),
  'ROLES:MANAGE': 'NONE',
  'SETTINGS:MANAGE': 'NONE',
  // Everyone's mail (even redacted) is for admins only.
  'EMAILS/OUTBOX:VIEW': 'NONE',
};

const COACH: Matrix = {
  'APPLICATIONS:VIEW': 'ASSIGNED',
  'APPLICATIONS:EVALUATE': 'ASSIGNED',
  'AVAILABILITY:EDIT': 'ALL',
  'CHAT:USE': 'ALL',
  'COACHING:SCHEDULE': 'ASSIGNED',
  'COACHING:VIEW': 'ASSIGNED',
  'COURSES:VIEW': 'ALL',
  'EVENTS:VIEW': 'ALL',
  'EVENTS:CREATE': 'ALL',
  'METRICS/EDIT:VIEW': 'ALL',
  'MILESTONES:EDIT': 'ASSIGNED',
  'NOTES:CREATE': 'ASSIGNED',
  'PLANNED_ACTIONS:EDIT': 'ASSIGNED',
  'STARTUPS:VIEW': 'ASSIGNED',
  'TASK/TASK:VIEW': 'ASSIGNED',
  'TASK/TASK:CREATE': 'ASSIGNED',
  'TASK/TASK:EDIT': 'ASSIGNED',
  'TASK/TASK:DELETE': 'ASSIGNED',
  'TIMELINE/COMMENTS:CREATE': 'ASSIGNED',
  'USERS:VIEW': 'ALL',
};

const ADVISER: Matrix = {
  'AVAILABILITY:EDIT': 'ALL',
  'CHAT:USE': 'ALL',
  // Mentors and experts hold sessions with the startups they are matched to, and log them.
  'COACHING:SCHEDULE': 'ASSIGNED',
  'COACHING:VIEW': 'ASSIGNED',
  'COURSES:VIEW': 'ALL',
  'EVENTS:VIEW': 'ALL',
  'STARTUPS:VIEW': 'ASSIGNED',
  'TASK/TASK:VIEW': 'ASSIGNED',
  'TIMELINE/COMMENTS:CREATE': 'ASSIGNED',
  'USERS:VIEW': 'ALL',
};

const FOUNDER: Matrix = {
  'CHAT:USE': 'ALL',
  'COACHING:SCHEDULE': 'ASSIGNED',
  'COACHING:VIEW': 'ASSIGNED',
  'COURSES:VIEW': 'ALL',
  'EVENTS:VIEW': 'ALL',
  'METRICS/DATA:EDIT': 'ASSIGNED',
  'STARTUPS:VIEW': 'ASSIGNED',
  'STARTUPS:EDIT': 'ASSIGNED',
  'STARTUP/FILES:EDIT': 'ASSIGNED',
  'TASK/TASK:VIEW': 'ASSIGNED',
  'TASK/TASK:CREATE': 'ASSIGNED',
  'TIMELINE/COMMENTS:CREATE': 'ASSIGNED',
};

/** The grants a role of each type starts with (an organisation edits them per role afterwards). */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<RoleType, Matrix>> = {
  Admin: everything('ALL'),
  AdminCoach: everything('ALL'),
  System: everything('ALL'),
  Staff: STAFF,
  SubAdmin: { ...STAFF, 'USERS:EDIT': 'NONE', 'PROGRAMS:CREATE': 'NONE' },
  Coach: COACH,
  Mentor: ADVISER,
  Expert: ADVISER,
  Evaluator: {
    'APPLICATIONS:VIEW': 'ASSIGNED',
    'APPLICATIONS:EVALUATE': 'ASSIGNED',
    'AVAILABILITY:EDIT': 'ALL',
    'EVENTS:VIEW': 'ALL',
  },
  Cofounder: FOUNDER,
  CommunityMember: { 'CHAT:USE': 'ALL', 'COURSES:VIEW': 'ALL', 'EVENTS:VIEW': 'ALL', 'TASK/TASK:VIEW': 'ASSIGNED' },
  Applicant: { 'EVENTS:VIEW': 'ALL' },
};

/** A role's grants as stored: one entry per key it grants (NONE entries are left out). */
export function defaultGrants(type: RoleType): PermissionGrant[] {
  return Object.entries(DEFAULT_ROLE_PERMISSIONS[type])
    .filter(([, scope]) => scope !== 'NONE')
    .map(([key, permissionCriteria]) => ({ key, permissionCriteria: permissionCriteria as PermissionCriteriaScope }));
}

/** The scope a role grants for a key: NONE when absent or not allowed for that key. */
export function grantedScope(grants: readonly PermissionGrant[], key: PermissionKey): PermissionCriteriaScope {
  const grant = grants.find((g) => g.key === key);
  if (!grant) return 'NONE';
  const allowed = PERMISSIONS[key].scopes as readonly PermissionCriteriaScope[];
  return allowed.includes(grant.permissionCriteria) ? grant.permissionCriteria : 'NONE';
}
