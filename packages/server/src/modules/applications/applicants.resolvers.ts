// The applicants screen's API (docs/applications.md, "Applicants"): APPLICATIONS:EDIT at the door; the service narrows
// to the intakes where the caller holds APPLICATIONS:VIEW and :EDIT (ASSIGNED: the intakes they are assigned to).
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { listApplicants, resendApplicantConfirmation } from './applicants.service.ts';

const MANAGE = permission('APPLICATIONS:EDIT');

export const applicantsPolicies: Policies = {
  'Query.applicants': MANAGE,
  'Mutation.resendApplicantConfirmation': MANAGE,
};

export const applicantsResolvers: Resolvers = {
  Query: {
    applicants: async (_r, args, ctx) => listApplicants(await ctx.requireUser(), args),
  },
  Mutation: {
    resendApplicantConfirmation: async (_r, args, ctx) =>
      resendApplicantConfirmation(await ctx.requireUser(), args.userId),
  },
};
