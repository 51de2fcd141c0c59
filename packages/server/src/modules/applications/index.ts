// The applications module (issue 21): funnels (programme intakes) with ordered rounds, each a form of the forms
// engine; applications, their members, answers, activities; status moves and decisions; reviews (round evaluators,
// assignments, scored evaluations, calibrated ranking); leads (people interested before the round opens, turned into
// applicants by an emailed link); comments; the interview meeting (scheduled by staff, answered by the members); the
// applicants screen (one row per person who applied). Rules: packages/shared applications.ts, application-review.ts,
// application-calibration.ts, application-leads.ts, application-meetings.ts and application-applicants.ts; decisions
// where the spec is silent: docs/applications.md.
import type { ServerModule } from '../../core/module.ts';
import { applicantsPolicies, applicantsResolvers } from './applicants.resolvers.ts';
import { commentPolicies, commentResolvers } from './application-comments.resolvers.ts';
import * as commentTables from './application-comments.schema.ts';
import { meetingMailSubscribers } from './application-meetings.emails.ts';
import { meetingPolicies, meetingResolvers } from './application-meetings.resolvers.ts';
import * as meetingTables from './application-meetings.schema.ts';
import { applicationsBatchKind } from './applications.batch.ts';
import { APPLICATIONS_EVENTS } from './applications.domain-events.ts';
import { rejectionEmailsJob } from './applications.jobs.ts';
import { applicationsPolicies, applicationsResolvers } from './applications.resolvers.ts';
import { reviewPolicies, reviewResolvers } from './application-reviews.resolvers.ts';
import * as tables from './applications.schema.ts';
import * as reviewTables from './application-reviews.schema.ts';
import { leadsPolicies, leadsResolvers } from './leads.resolvers.ts';
import * as leadTables from './leads.schema.ts';
import { viewPolicies, viewResolvers } from './application-views.resolvers.ts';
import * as viewTables from './application-views.schema.ts';

export const applicationsModule: ServerModule = {
  name: 'applications',
  resolvers: [
    applicationsResolvers,
    reviewResolvers,
    leadsResolvers,
    commentResolvers,
    viewResolvers,
    applicantsResolvers,
    meetingResolvers,
  ],
  policies: {
    ...applicationsPolicies,
    ...reviewPolicies,
    ...leadsPolicies,
    ...commentPolicies,
    ...viewPolicies,
    ...applicantsPolicies,
    ...meetingPolicies,
  },
  tables: { ...tables, ...reviewTables, ...leadTables, ...commentTables, ...viewTables, ...meetingTables },
  jobs: [rejectionEmailsJob],
  batches: [applicationsBatchKind],
  publishes: APPLICATIONS_EVENTS,
  events: meetingMailSubscribers,
};
