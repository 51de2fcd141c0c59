// Per-programme feature flags, paywalled features and saved-view scopes (spec 02 §7, §9).

import type { MessageDescriptor } from './forms.ts';

/**
 * Every flag the client queries (spec 02 §7), spelled as the server stores them — but `isIncubator` and
 * `coreMetrics`, which would switch nothing here (docs/decisions.md, "Flags, plans and third-party pieces").
 */
export const FEATURE_FLAGS = [
  'qUserAddRow',
  'qNumericalChoice',
  'milestones',
  'dataCollection',
  'createMetrics',
  'bulkDataAssignation',
  'startupFilter',
  'customFieldsEdit',
  'reminderEmails',
  'emailTemplates',
  'oneOnOneEvents',
  'emailEvents',
  'resourceVisibility',
  'activityFeed',
  'editIndustries',
  'editEvaluationCriteria',
  'liveChat',
  'feedbackForms',
  'hoursAllocation',
  'assessment',
  'lockedSkills',
  'course',
  'questionVisibility',
  'evaluationVisibility',
  'zapierIntegration',
  'savedViewsApplications',
  'savedViewsUsers',
  'savedViewsStartups',
  'auth0',
  'groupChat',
  'startupTaxonomyEditable',
  'applicationsDashboard',
  'microsoftIntegration',
  'anonymityApplications',
  'zoomIntegration',
  'teamsIntegration',
  'broadSearch',
  'newsFeed',
  'programPage',
  'engagementAnalytics',
  'hidePoweredBy',
] as const;

/** Flags carried by other modules ("such as custom domains"); kept apart from the queried list. */
export const MODULE_FEATURE_FLAGS = ['customDomains'] as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[number] | (typeof MODULE_FEATURE_FLAGS)[number];

export function isFeatureFlagName(value: unknown): value is FeatureFlagName {
  return (
    typeof value === 'string' &&
    ((FEATURE_FLAGS as readonly string[]).includes(value) ||
      (MODULE_FEATURE_FLAGS as readonly string[]).includes(value))
  );
}

/** A flag is on only when listed and enabled; an absent flag is off. */
export function isFeatureEnabled(
  flags: readonly { readonly name: string; readonly enabled: boolean }[] | null | undefined,
  name: FeatureFlagName,
): boolean {
  return flags?.some((flag) => flag.name === name && flag.enabled) ?? false;
}

/** Features that a plan can withhold; locked ones show the plan tooltip. */
export const PAYWALL_FEATURES = [
  'HOUR_ALLOCATION',
  'STARTUP_DOCUMENTS',
  'DATA_ASSETS',
  'VIDEO_CONFERENCING',
  'GOOGLE_CALENDAR_UNLINK',
  'BULK_APPLICATION_EXPORT',
  'CUSTOM_ROLES',
  'CUSTOM_FIELD_EDITING',
] as const;
export type PaywallFeature = (typeof PAYWALL_FEATURES)[number];

export const PLAN_LOCKED_MESSAGE = {
  key: 'plan.featureLocked',
  defaultMessage: 'This feature is not available in your selected plan',
} as const satisfies MessageDescriptor;

/**
 * Where a saved view applies. The spec names "two startup search variants" without naming them;
 * ours mirror the default and premium startup views.
 */
export const SAVED_VIEW_SCOPES = [
  'STARTUP_DEFAULT',
  'STARTUP_PREMIUM',
  'USERS',
  'APPLICATIONS',
  'SEARCH_PEOPLE',
  'SEARCH_STARTUPS',
  'SEARCH_STARTUPS_PREMIUM',
] as const;
export type SavedViewScope = (typeof SAVED_VIEW_SCOPES)[number];
