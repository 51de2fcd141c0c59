// Role types, their labels and groupings, user categories and access scopes (spec 01 §6, 02 §6).

export const ROLE_TYPES = [
  'Admin',
  'AdminCoach',
  'Applicant',
  'Coach',
  'Cofounder',
  'CommunityMember',
  'Evaluator',
  'Expert',
  'Mentor',
  'Staff',
  'SubAdmin',
  'System',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}

/** Default label of each role type. */
export const ROLE_LABELS: Readonly<Record<RoleType, string>> = {
  Admin: 'Admin',
  AdminCoach: 'Admin & Coach',
  Applicant: 'Applicant',
  Coach: 'Coach',
  Cofounder: 'Co/Founder',
  CommunityMember: 'Community Member',
  Evaluator: 'Evaluator',
  Expert: 'Expert',
  Mentor: 'Mentor',
  Staff: 'Staff',
  SubAdmin: 'Sub-Admin',
  System: 'System',
};

export const FOUNDER_LABEL = 'Founder';
export const UNKNOWN_ROLE_LABEL = 'Unknown';

/** Every label a role can be displayed with (the type labels plus Founder). */
export const ROLE_DISPLAY_LABELS = [
  'Applicant',
  'Coach',
  'Staff',
  'Admin',
  'Admin & Coach',
  'Mentor',
  'Expert',
  'Co/Founder',
  'Community Member',
  'Founder',
  'System',
  'Evaluator',
  'Sub-Admin',
] as const;
export type RoleDisplayLabel = (typeof ROLE_DISPLAY_LABELS)[number];

export function roleTypeLabel(type: string | null | undefined): string {
  return isRoleType(type) ? ROLE_LABELS[type] : UNKNOWN_ROLE_LABEL;
}

/**
 * Label shown for a role (post authors, profile cards). The role's own label wins; without one,
 * a cofounder whose startup has a single person is the Founder, and anyone else is Unknown
 * (spec 01 §6 read literally: the rule names no other fallback).
 */
export function roleDisplayLabel(
  role: { readonly type?: string | null; readonly label?: string | null } | null | undefined,
  startupPeopleCount: number | null | undefined,
): string {
  const label = role?.label?.trim();
  if (label) return label;
  if (role?.type === 'Cofounder' && startupPeopleCount === 1) return FOUNDER_LABEL;
  return UNKNOWN_ROLE_LABEL;
}

export const TEAM_ROLES = [
  'Staff',
  'Coach',
  'Evaluator',
  'Expert',
  'Mentor',
  'SubAdmin',
  'Admin',
  'AdminCoach',
] as const satisfies readonly RoleType[];
export type TeamRole = (typeof TEAM_ROLES)[number];

export const STAFF_LIKE_ROLES = ['Staff', 'Coach', 'AdminCoach', 'Admin'] as const satisfies readonly RoleType[];
export type StaffLikeRole = (typeof STAFF_LIKE_ROLES)[number];

export const ADMIN_LIKE_ROLES = ['Admin', 'AdminCoach'] as const satisfies readonly RoleType[];
export type AdminLikeRole = (typeof ADMIN_LIKE_ROLES)[number];

export const FOUNDER_SIDE_ROLES = ['Applicant', 'Cofounder', 'CommunityMember'] as const satisfies readonly RoleType[];
export type FounderSideRole = (typeof FOUNDER_SIDE_ROLES)[number];

export const ADVISER_ROLES = ['Mentor', 'Expert', 'Evaluator'] as const satisfies readonly RoleType[];
export type AdviserRole = (typeof ADVISER_ROLES)[number];

function inGroup<T extends RoleType>(group: readonly T[], type: string | null | undefined): type is T {
  return typeof type === 'string' && (group as readonly string[]).includes(type);
}

export const isTeamRole = (type: string | null | undefined): type is TeamRole => inGroup(TEAM_ROLES, type);
export const isStaffLikeRole = (type: string | null | undefined): type is StaffLikeRole =>
  inGroup(STAFF_LIKE_ROLES, type);
export const isAdminLikeRole = (type: string | null | undefined): type is AdminLikeRole =>
  inGroup(ADMIN_LIKE_ROLES, type);
export const isFounderSideRole = (type: string | null | undefined): type is FounderSideRole =>
  inGroup(FOUNDER_SIDE_ROLES, type);
export const isAdviserRole = (type: string | null | undefined): type is AdviserRole => inGroup(ADVISER_ROLES, type);

/** /startups: staff-like, sub-admin or adviser (spec 01 §6 route guards). */
export const STARTUPS_ROUTE_ROLES = [...STAFF_LIKE_ROLES, 'SubAdmin', ...ADVISER_ROLES] as const;
/** /tasks: team roles, cofounders and community members. */
export const TASKS_ROUTE_ROLES = [...TEAM_ROLES, 'Cofounder', 'CommunityMember'] as const;
/** /admin/configuration. */
export const ADMIN_CONFIGURATION_ROLES = ADMIN_LIKE_ROLES;

export const USER_CATEGORIES = ['employee', 'externalNetwork', 'evaluators', 'other'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

export const USER_CATEGORY_LABELS: Readonly<Record<UserCategory, string>> = {
  employee: 'Licensed Users',
  externalNetwork: 'External Network',
  evaluators: 'Evaluators',
  other: 'Other',
};

/**
 * Category a role counts under (the plan's employee limit counts 'employee'). The spec lists the
 * categories but not the mapping; ours: the programme's own people are licensed, mentors and
 * experts are the external network, evaluators their own group, the founder side and System other.
 */
export function userCategoryOf(type: string | null | undefined): UserCategory {
  if (inGroup(['Admin', 'AdminCoach', 'Staff', 'SubAdmin', 'Coach'] as const, type)) return 'employee';
  if (type === 'Mentor' || type === 'Expert') return 'externalNetwork';
  if (type === 'Evaluator') return 'evaluators';
  return 'other';
}

/** Who a role's visibilitySettings let a user see (other users or startups). */
export const VISIBILITY_SCOPES = ['all', 'user_roles', 'own'] as const;
export type VisibilityScope = (typeof VISIBILITY_SCOPES)[number];
/** Absent visibility: no access; for startupAccess it means no startup access at all. */
export const VISIBILITY_NONE = 'none';
export type VisibilitySetting = VisibilityScope | typeof VISIBILITY_NONE;
export const DEFAULT_VISIBILITY_SETTING: VisibilitySetting = VISIBILITY_NONE;

/** userAccess.roles: an empty (or missing) list means every role. */
export function roleAccessIncludes(allowedRoles: readonly string[] | null | undefined, type: string): boolean {
  return !allowedRoles || allowedRoles.length === 0 || allowedRoles.includes(type);
}

/**
 * Scopes of a permission's criteria. The spec also shows the labels Own, Selected and All in the
 * role editor; they are display wording, not further values.
 */
export const PERMISSION_CRITERIA_SCOPES = ['ALL', 'ASSIGNED', 'NONE', 'SELECTED'] as const;
export type PermissionCriteriaScope = (typeof PERMISSION_CRITERIA_SCOPES)[number];

/** User kinds by which documentation search is filtered (spec 01 §6). */
export const DOC_SEARCH_USER_KINDS = [
  'incubator',
  'mentor',
  'founder',
  'applicant',
  'evaluator',
  'communityMember',
] as const;
export type DocSearchUserKind = (typeof DOC_SEARCH_USER_KINDS)[number];

/** Our mapping (not shown in the spec): programme people search 'incubator' docs. */
export function docSearchUserKind(type: string | null | undefined): DocSearchUserKind | null {
  switch (type) {
    case 'Admin':
    case 'AdminCoach':
    case 'Staff':
    case 'SubAdmin':
    case 'Coach':
      return 'incubator';
    case 'Mentor':
    case 'Expert':
      return 'mentor';
    case 'Evaluator':
      return 'evaluator';
    case 'Cofounder':
      return 'founder';
    case 'Applicant':
      return 'applicant';
    case 'CommunityMember':
      return 'communityMember';
    default:
      return null;
  }
}
