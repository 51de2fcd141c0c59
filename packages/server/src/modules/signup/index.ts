// The signup module: applicant sign-up on a programme's apply page (the applications domain, forms and review,
// is a module of its own).
import type { ServerModule } from '../../core/module.ts';
import { signupPolicies, signupResolvers } from './signup.resolvers.ts';

export const signupModule: ServerModule = {
  name: 'signup',
  resolvers: signupResolvers,
  policies: signupPolicies,
};
