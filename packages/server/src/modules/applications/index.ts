// The applications module: applicant sign-up on a programme's apply page.
import type { ServerModule } from '../../core/module.ts';
import { applicationsPolicies, applicationsResolvers } from './applications.resolvers.ts';

export const applicationsModule: ServerModule = {
  name: 'applications',
  resolvers: applicationsResolvers,
  policies: applicationsPolicies,
};
