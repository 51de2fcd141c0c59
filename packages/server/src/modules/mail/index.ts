// The mail module: the organisation's outbox, for its administrators (sending is core/mail).
import type { ServerModule } from '../../core/module.ts';
import { mailPolicies, mailResolvers } from './mail.resolvers.ts';

export const mailModule: ServerModule = {
  name: 'mail',
  resolvers: mailResolvers,
  policies: mailPolicies,
};
