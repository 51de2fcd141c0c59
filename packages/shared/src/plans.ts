// Plans decide which features an organisation may switch on (spec 01 §6: a feature not in the plan redirects to the
// plan page; the sidebar shows it locked with "This feature is not available in your selected plan").
// The plan contents are ours to decide (the spec does not list them).
import {
  FEATURE_FLAGS,
  MODULE_FEATURE_FLAGS,
  PAYWALL_FEATURES,
  type FeatureFlagName,
  type PaywallFeature,
} from './feature-flags.ts';

const STARTER_FEATURES = [
  'dataCollection',
  'milestones',
  'startupFilter',
  'activityFeed',
  'newsFeed',
  'programPage',
  'reminderEmails',
  'emailEvents',
  'qUserAddRow',
  'qNumericalChoice',
  'broadSearch',
  'oneOnOneEvents',
  'feedbackForms',
] as const satisfies readonly FeatureFlagName[];

const GROWTH_FEATURES = [
  ...STARTER_FEATURES,
  'course',
  'assessment',
  'hoursAllocation',
  'emailTemplates',
  'customFieldsEdit',
  'savedViewsApplications',
  'savedViewsUsers',
  'savedViewsStartups',
  'applicationsDashboard',
  'liveChat',
  'groupChat',
  'engagementAnalytics',
  'createMetrics',
  'bulkDataAssignation',
  'editIndustries',
  'editEvaluationCriteria',
  'resourceVisibility',
  'questionVisibility',
  'evaluationVisibility',
  'lockedSkills',
  'startupTaxonomyEditable',
  'anonymityApplications',
] as const satisfies readonly FeatureFlagName[];

const ALL_FEATURES: readonly FeatureFlagName[] = [...FEATURE_FLAGS, ...MODULE_FEATURE_FLAGS];

export const PLANS = {
  Starter: { employeeCountLimit: 10, features: STARTER_FEATURES as readonly FeatureFlagName[] },
  Growth: { employeeCountLimit: 50, features: GROWTH_FEATURES as readonly FeatureFlagName[] },
  Enterprise: { employeeCountLimit: null, features: ALL_FEATURES },
} as const satisfies Record<string, { employeeCountLimit: number | null; features: readonly FeatureFlagName[] }>;

export type PlanName = keyof typeof PLANS;

/**
 * The paywalled features (spec 02 §9) each plan opens; ours to decide. A plan that does not open one refuses it on
 * the server (FEATURE_DISABLED) and the screen says so. Of the eight, custom roles, the hour allocation (with the
 * hoursAllocation flag) are built; the others gate their features as they are built.
 */
export const PLAN_PAYWALLS: Readonly<Record<PlanName, readonly PaywallFeature[]>> = {
  Starter: [],
  Growth: ['HOUR_ALLOCATION', 'CUSTOM_ROLES', 'CUSTOM_FIELD_EDITING', 'STARTUP_DOCUMENTS', 'VIDEO_CONFERENCING'],
  Enterprise: PAYWALL_FEATURES,
};

/** Does the plan open this paywalled feature? An unknown plan opens none. */
export function planUnlocks(plan: string, paywall: PaywallFeature): boolean {
  return isPlanName(plan) && PLAN_PAYWALLS[plan].includes(paywall);
}
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && Object.hasOwn(PLANS, value);
}

/** Included in the plan: an unknown plan includes nothing. */
export function planIncludes(plan: string, feature: FeatureFlagName): boolean {
  return isPlanName(plan) && PLANS[plan].features.includes(feature);
}

/** Features that stay off until an admin switches them on, even when the plan includes them. */
export const OPT_IN_FEATURES: readonly FeatureFlagName[] = [
  'hidePoweredBy',
  'anonymityApplications',
  'lockedSkills',
  // Founders classifying their own startup is a programme's choice, not a default (docs/decisions.md).
  'startupTaxonomyEditable',
  'auth0',
  'zapierIntegration',
  'customDomains',
];

/** Whether a flag is on for an organisation: in its plan, and activated (its own choice, else the default). */
export function featureEnabled(plan: string, feature: FeatureFlagName, activated: boolean | undefined): boolean {
  if (!planIncludes(plan, feature)) return false;
  return activated ?? !OPT_IN_FEATURES.includes(feature);
}

/**
 * The features this version of Ascent has, and whose switch does something. The plan page lists only these as
 * included or locked; every other flag (its name is in the spec's list, the product does not have it yet) is listed
 * apart as not available yet, so an organisation is never told it has Courses or Assessments that do not exist.
 * A module that builds a feature (and honours its flag) adds it here; plans.test.ts checks this against the routes.
 */
export const FEATURES_IN_PRODUCT: readonly FeatureFlagName[] = [
  'createMetrics', // metric definitions (/startups/metrics), metrics module
  'dataCollection', // metric collections, periods and the founders' form, metrics module
  'activityFeed', // the startups' timeline, timeline module
  'startupFilter', // the portfolio's programme, tag and industry filters, startups module
  'bulkDataAssignation', // collecting metrics from several startups or whole programmes at once, metrics module
  'oneOnOneEvents', // one-on-one events and their booking, events module
  'hoursAllocation', // the hour-allocation ledger of one-on-one bookings, events module
  'auth0', // single sign-on through an organisation's OpenID Connect provider, sso module
  'hidePoweredBy', // the "Powered by" footer of the sign-in pages, incubators module (branding)
  'editIndustries', // editing the industries list (/setup/industries), taxonomy module
  'lockedSkills', // people cannot set their own skills, taxonomy module
  'startupTaxonomyEditable', // founders set their startup's tags and industries, startups module
  'applicationsDashboard', // an intake's analytics (/applications/analytics), applications module
  'anonymityApplications', // evaluators see applications without the applicants' names, applications module
  'savedViewsApplications', // saved views of the applications pipeline (/applications), applications module
];

export function isFeatureInProduct(feature: FeatureFlagName): boolean {
  return FEATURES_IN_PRODUCT.includes(feature);
}
