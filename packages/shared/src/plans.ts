// Plans decide which features an organisation may switch on (spec 01 §6: a feature not in the plan redirects to the
// plan page; the sidebar shows it locked with "This feature is not available in your selected plan").
// The plan contents are ours to decide (the spec does not list them).
import { FEATURE_FLAGS, MODULE_FEATURE_FLAGS, type FeatureFlagName } from './feature-flags.ts';

const STARTER_FEATURES = [
  'isIncubator', 'coreMetrics', 'dataCollection', 'milestones', 'startupFilter', 'activityFeed', 'newsFeed', 'programPage',
  'reminderEmails', 'emailEvents', 'qUserAddRow', 'qNumericalChoice', 'broadSearch', 'oneOnOneEvents', 'feedbackForms',
] as const satisfies readonly FeatureFlagName[];

const GROWTH_FEATURES = [
  ...STARTER_FEATURES,
  'course', 'assessment', 'hoursAllocation', 'emailTemplates', 'customFieldsEdit', 'savedViewsApplications', 'savedViewsUsers',
  'savedViewsStartups', 'applicationsDashboard', 'liveChat', 'groupChat', 'engagementAnalytics', 'createMetrics',
  'bulkDataAssignation', 'editIndustries', 'editEvaluationCriteria', 'resourceVisibility', 'questionVisibility',
  'evaluationVisibility', 'lockedSkills', 'startupTaxonomyEditable', 'anonymityApplications',
] as const satisfies readonly FeatureFlagName[];

const ALL_FEATURES: readonly FeatureFlagName[] = [...FEATURE_FLAGS, ...MODULE_FEATURE_FLAGS];

export const PLANS = {
  Starter: { employeeCountLimit: 10, features: STARTER_FEATURES as readonly FeatureFlagName[] },
  Growth: { employeeCountLimit: 50, features: GROWTH_FEATURES as readonly FeatureFlagName[] },
  Enterprise: { employeeCountLimit: null, features: ALL_FEATURES },
} as const satisfies Record<string, { employeeCountLimit: number | null; features: readonly FeatureFlagName[] }>;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && Object.hasOwn(PLANS, value);
}

/** Included in the plan: an unknown plan includes nothing. */
export function planIncludes(plan: string, feature: FeatureFlagName): boolean {
  return isPlanName(plan) && PLANS[plan].features.includes(feature);
}

/** Features that stay off until an admin switches them on, even when the plan includes them. */
export const OPT_IN_FEATURES: readonly FeatureFlagName[] = ['hidePoweredBy', 'anonymityApplications', 'lockedSkills', 'auth0', 'zapierIntegration', 'customDomains'];

/** Whether a flag is on for an organisation: in its plan, and activated (its own choice, else the default). */
export function featureEnabled(plan: string, feature: FeatureFlagName, activated: boolean | undefined): boolean {
  if (!planIncludes(plan, feature)) return false;
  return activated ?? !OPT_IN_FEATURES.includes(feature);
}
