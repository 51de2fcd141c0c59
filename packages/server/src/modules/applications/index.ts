// The applications module (issue 21): funnels (programme intakes) with ordered rounds, each a form of the forms
// engine; applications, their members, answers, activities; status moves and decisions. Rules: packages/shared
// applications.ts; decisions where the spec is silent: docs/applications.md.
import type { ServerModule } from '../../core/module.ts';
import { APPLICATIONS_EVENTS } from './applications.domain-events.ts';
import { rejectionEmailsJob } from './applications.jobs.ts';
import { applicationsPolicies, applicationsResolvers } from './applications.resolvers.ts';
import { reviewPolicies, reviewResolvers } from './application-reviews.resolvers.ts';
import * as tables from './applications.schema.ts';
import * as reviewTables from './application-reviews.schema.ts';

export const applicationsModule: ServerModule = {
  name: 'applications',
  resolvers: [applicationsResolvers, reviewResolvers],
  policies: { ...applicationsPolicies, ...reviewPolicies },
  tables: { ...tables, ...reviewTables },
  jobs: [rejectionEmailsJob],
  publishes: APPLICATIONS_EVENTS,
};
