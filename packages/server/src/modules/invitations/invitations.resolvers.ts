import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { permission, PUBLIC, type Policies } from '../../core/graphql/policy.ts';
import type { Device } from '../sessions/sessions.service.ts';
import { acceptInvitation, previewInvitation } from './invitations.accept.ts';
import {
  invitationsOf,
  invitationTargets,
  inviteUser,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.ts';

/** The browser a new session is opened for (shown in the user's list of sessions). */
export function deviceOf(ctx: GraphQLContext): Device {
  const request = ctx.reply?.request;
  const ua = request?.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: request?.ip ?? null };
}

// Staff operations need USERS:INVITE (by default Admin, AdminCoach, Staff and SubAdmin) and, in the service,
// one of those roles; the link's holder needs nothing but the link.
export const invitationsPolicies: Policies = {
  'Query.invitations': permission('USERS:INVITE'),
  'Query.invitationTargets': permission('USERS:INVITE'),
  'Query.invitation': PUBLIC,
  'Mutation.inviteUser': permission('USERS:INVITE'),
  'Mutation.revokeInvitation': permission('USERS:INVITE'),
  'Mutation.resendInvitation': permission('USERS:INVITE'),
  'Mutation.acceptInvitation': PUBLIC,
};

export const invitationsResolvers: Resolvers = {
  Query: {
    invitations: async (_root, { status }, ctx) => invitationsOf(await ctx.requireUser(), status ?? 'PENDING'),
    invitationTargets: async (_root, _args, ctx) => invitationTargets(await ctx.requireUser()),
    // Public: the page behind the emailed link. Another organisation's token is unknown here (null).
    invitation: async (_root, { token }, ctx) => (ctx.tenant ? previewInvitation(ctx.requireTenant(), token) : null),
  },
  Mutation: {
    inviteUser: async (_root, { input }, ctx) => inviteUser(await ctx.requireUser(), input),
    revokeInvitation: async (_root, { id }, ctx) => revokeInvitation(await ctx.requireUser(), id),
    resendInvitation: async (_root, { id }, ctx) => resendInvitation(await ctx.requireUser(), id),
    acceptInvitation: async (_root, args, ctx) => acceptInvitation(ctx.requireTenant(), args, deviceOf(ctx)),
  },
};
