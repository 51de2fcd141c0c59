import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, type Policies } from '../../core/graphql/policy.ts';
import { deviceOf } from '../invitations/invitations.resolvers.ts';
import { signUpApplicant } from './signup.service.ts';

// Public: signed-out visitors sign up (throttled per client address in the service).
export const signupPolicies: Policies = {
  'Mutation.signUpApplicant': PUBLIC,
};

export const signupResolvers: Resolvers = {
  Mutation: {
    // Public: a signed-out visitor of /application/new or /apply/program/{slug}.
    signUpApplicant: async (_root, { input }, ctx) => signUpApplicant(ctx.requireTenant(), input, deviceOf(ctx)),
  },
};
