// The sidebar menu (spec 01 §2.4): what the server offers each user, up to three levels. Entries link to routes of
// the route table; an entry whose screen does not exist yet is left out, never shown as a placeholder. The server
// builds the user's menu from role, permissions, flags and plan (modules/navigation).
import type { FeatureFlagName } from './feature-flags.ts';
import type { PermissionKey } from './permissions.ts';
import type { RoleType } from './roles.ts';
import { MENTORS_PAGE_ROLES, TAG_KIND_ROUTE_TITLES } from './routes.ts';
import { TAG_KINDS } from './taxonomy.ts';

export interface MenuEntry {
  readonly id: string;
  /** Message key of the entry's name. */
  readonly name: string;
  readonly path?: string;
  readonly roles?: readonly RoleType[];
  readonly permission?: PermissionKey;
  readonly feature?: FeatureFlagName;
  /** Opens as a quick modal from another parent menu (spec: emails, user management, feedback, articles, forms). */
  readonly quickModal?: boolean;
  readonly children?: readonly MenuEntry[];
}

export const MENU: readonly MenuEntry[] = [
  { id: 'home', name: 'menu.home', path: '/' },
  { id: 'startups', name: 'menu.startups', path: '/startups', permission: 'STARTUPS:VIEW' },
  {
    id: 'startups-management',
    name: 'menu.startupsManagement',
    path: '/startups/management',
    roles: ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'],
  },
  {
    id: 'programs',
    name: 'menu.programs',
    path: '/startups/programs',
    roles: ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'],
    permission: 'STARTUPS:VIEW',
  },
  { id: 'my-startup', name: 'menu.myStartup', path: '/startup/file', roles: ['Cofounder'] },
  {
    id: 'metrics',
    name: 'menu.metrics',
    path: '/startups/metrics',
    feature: 'createMetrics',
    permission: 'METRICS/EDIT:VIEW',
  },
  {
    id: 'metrics-data-collection',
    name: 'menu.metricsDataCollection',
    path: '/startups/metrics/data-collection',
    feature: 'dataCollection',
    permission: 'METRICS:EDIT',
  },
  { id: 'tasks', name: 'menu.tasks', path: '/tasks' },
  { id: 'forms', name: 'menu.forms', path: '/forms/management', permission: 'FORMS:EDIT', quickModal: true },
  { id: 'applications', name: 'menu.applications', path: '/applications', permission: 'APPLICATIONS:VIEW' },
  { id: 'applicants', name: 'menu.applicants', path: '/applications-manager', permission: 'APPLICATIONS:EDIT' },
  {
    id: 'evaluation-params',
    name: 'menu.evaluationParams',
    path: '/startups/programs/evaluation-assignation',
    permission: 'EVALUATION_PARAMETERS:EDIT',
  },
  { id: 'coaching', name: 'menu.coaching', path: '/coaching', permission: 'COACHING:VIEW' },
  { id: 'mentors', name: 'menu.mentors', path: '/startups/mentors', roles: MENTORS_PAGE_ROLES },
  { id: 'calendar', name: 'menu.calendar', path: '/calendar' },
  {
    id: 'events',
    name: 'menu.events',
    permission: 'EVENTS:VIEW',
    children: [
      { id: 'events-feed', name: 'menu.eventsFeed', path: '/events', permission: 'EVENTS:VIEW' },
      { id: 'events-mine', name: 'menu.eventsMine', path: '/events/mine', permission: 'EVENTS:VIEW' },
      { id: 'events-planning', name: 'menu.eventsPlanning', path: '/events/planning', permission: 'EVENTS:CREATE' },
      {
        id: 'events-unpublished',
        name: 'menu.eventsUnpublished',
        path: '/events/unpublished',
        permission: 'EVENTS:CREATE',
      },
      {
        id: 'events-hours',
        name: 'menu.eventHours',
        path: '/events/hours',
        permission: 'EVENTS:EDIT',
        feature: 'hoursAllocation',
      },
      { id: 'availability', name: 'menu.availability', path: '/availability/weekly', permission: 'AVAILABILITY:EDIT' },
    ],
  },
  { id: 'courses', name: 'menu.courses', path: '/courses', feature: 'course', permission: 'COURSES:VIEW' },
  {
    id: 'emails',
    name: 'menu.emails',
    permission: 'EMAILS/OUTBOX:VIEW',
    children: [
      { id: 'emails-outbox', name: 'menu.emailsOutbox', path: '/emails/outbox', permission: 'EMAILS/OUTBOX:VIEW' },
      {
        id: 'emails-templates',
        name: 'menu.emailTemplates',
        path: '/emails/templates',
        feature: 'emailTemplates',
        permission: 'EMAIL_BLUEPRINTS:EDIT',
        quickModal: true,
      },
    ],
  },
  {
    id: 'settings',
    name: 'menu.organisationSettings',
    roles: ['Admin', 'AdminCoach'],
    children: [
      { id: 'settings-general', name: 'menu.settingsGeneral', path: '/admin/configuration/general' },
      {
        id: 'settings-roles',
        name: 'menu.settingsRoles',
        path: '/admin/configuration/roles',
        permission: 'ROLES:MANAGE',
      },
      {
        id: 'settings-permissions',
        name: 'menu.settingsPermissions',
        path: '/admin/configuration/permissions',
        permission: 'ROLES:MANAGE',
      },
      {
        id: 'settings-users',
        name: 'menu.settingsUsers',
        path: '/admin/configuration/users',
        quickModal: true,
        permission: 'USERS:VIEW',
      },
      {
        id: 'settings-profile-fields',
        name: 'menu.settingsProfileFields',
        path: '/setup/profile-fields',
        permission: 'SETTINGS:MANAGE',
      },
      {
        id: 'settings-mentormatching',
        name: 'menu.settingsMentorMatching',
        path: '/admin/configuration/mentormatching',
        permission: 'SETTINGS:MANAGE',
      },
      { id: 'settings-plan', name: 'menu.settingsPlan', path: '/admin/configuration/plan' },
      {
        id: 'settings-activity',
        name: 'menu.activityFeed',
        path: '/admin/configuration/logs',
        feature: 'activityFeed',
      },
    ],
  },
  {
    id: 'taxonomy',
    name: 'menu.taxonomy',
    roles: ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'],
    children: [
      ...TAG_KINDS.map((kind) => ({
        id: `taxonomy-${kind}`,
        name: TAG_KIND_ROUTE_TITLES[kind],
        path: `/setup/tags/${kind}`,
        permission: 'TAGS:EDIT' as const,
      })),
      {
        id: 'taxonomy-industries',
        name: 'routes.setupIndustries',
        path: '/setup/industries',
        permission: 'INDUSTRIES:EDIT',
        feature: 'editIndustries',
      },
    ],
  },
  {
    id: 'account',
    name: 'menu.accountSettings',
    children: [
      { id: 'account-security', name: 'menu.security', path: '/account/settings/security' },
      {
        id: 'account-integrations',
        name: 'menu.integrations',
        path: '/account/settings/integrations',
        permission: 'AVAILABILITY:EDIT',
      },
      { id: 'account-exports', name: 'menu.exports', path: '/account/exports' },
    ],
  },
];
