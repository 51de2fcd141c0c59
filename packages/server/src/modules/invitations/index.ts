// The invitations module: invitations by email and their acceptance.
import type { ServerModule } from '../../core/module.ts';
import { invitationsPolicies, invitationsResolvers } from './invitations.resolvers.ts';
import { invitationsSubscribers } from './invitations.first-admin.ts';
import * as tables from './invitations.schema.ts';

export const invitationsModule: ServerModule = {
  name: 'invitations',
  resolvers: invitationsResolvers,
  policies: invitationsPolicies,
  tables,
  events: invitationsSubscribers,
};
