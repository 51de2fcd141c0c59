// The composition list: every server module, registered by its manifest (modules/<m>/index.ts). Adding a module is
// creating its folder and adding it here; createRunning (core/bootstrap.ts) takes this list, and the start fails
// with a message naming what a module left out (a policy, a platform port). See docs/architecture.md.
import { PgTable } from 'drizzle-orm/pg-core';
import * as coreTables from './core/db/core-tables.ts';
import type { ServerModule } from './core/module.ts';
import { incubatorsModule } from './modules/incubators/index.ts';
import { usersModule } from './modules/users/index.ts';
import { authModule } from './modules/auth/index.ts';
import { sessionsModule } from './modules/sessions/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { ssoModule } from './modules/sso/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { signupModule } from './modules/signup/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { permissionsModule } from './modules/permissions/index.ts';
import { rolesModule } from './modules/roles/index.ts';
import { adminUsersModule } from './modules/admin-users/index.ts';
import { featuresModule } from './modules/features/index.ts';
import { navigationModule } from './modules/navigation/index.ts';
import { assignmentsModule } from './modules/assignments/index.ts';
import { programsModule } from './modules/programs/index.ts';
import { taxonomyModule } from './modules/taxonomy/index.ts';
import { startupsModule } from './modules/startups/index.ts';
import { tasksModule } from './modules/tasks/index.ts';
import { attachmentsModule } from './modules/attachments/index.ts';
import { searchModule } from './modules/search/index.ts';
import { timelineModule } from './modules/timeline/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { categorizationModule } from './modules/categorization/index.ts';
import { exportsModule } from './modules/exports/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { formsModule } from './modules/forms/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { coachingModule } from './modules/coaching/index.ts';
import { mentoringModule } from './modules/mentoring/index.ts';
import { calendarModule } from './modules/calendar/index.ts';
import { healthModule } from './modules/health/index.ts';

export const SERVER_MODULES: readonly ServerModule[] = [
  incubatorsModule,
  usersModule,
  authModule,
  sessionsModule,
  accountsModule,
  ssoModule,
  invitationsModule,
  signupModule,
  mailModule,
  notificationsModule,
  permissionsModule,
  rolesModule,
  adminUsersModule,
  featuresModule,
  navigationModule,
  assignmentsModule,
  programsModule,
  taxonomyModule,
  startupsModule,
  tasksModule,
  attachmentsModule,
  searchModule,
  timelineModule,
  metricsModule,
  categorizationModule,
  exportsModule,
  dashboardModule,
  formsModule,
  eventsModule,
  applicationsModule,
  coachingModule,
  mentoringModule,
  calendarModule,
  healthModule,
];

/** Every table: the platform's own (the organisations, the mail outbox) and the modules'. */
export const ALL_TABLES: readonly PgTable[] = [coreTables, ...SERVER_MODULES.map((m) => m.tables ?? {})].flatMap(
  (namespace) => Object.values(namespace).filter((v): v is PgTable => v instanceof PgTable),
);
