// The leads API (docs/applications.md, "Leads"): the public page registers interest and the emailed link is read
// without an account; taking the link needs a signed-in caller; staff list leads with APPLICATIONS:VIEW and add and
// invite them with APPLICATIONS:EDIT (each also checked on the lead's funnel, in the service).
import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { deviceOf } from '../invitations/invitations.resolvers.ts';
import { createLead, inviteLead, leadTransfer, listLeads, registerLead, transferLead } from './leads.service.ts';

export const leadsPolicies: Policies = {
  'Query.leads': permission('APPLICATIONS:VIEW'),
  'Query.leadTransfer': PUBLIC,
  'Mutation.registerLead': PUBLIC,
  'Mutation.createLead': permission('APPLICATIONS:EDIT'),
  'Mutation.inviteLead': permission('APPLICATIONS:EDIT'),
  'Mutation.transferLead': SIGNED_IN,
};

export const leadsResolvers: Resolvers = {
  Query: {
    leads: async (_r, args, ctx) => listLeads(await ctx.requireUser(), args.funnelId),
    leadTransfer: async (_r, args, ctx) => leadTransfer(ctx.requireTenant(), args.id, args.token),
  },
  Mutation: {
    registerLead: async (_r, args, ctx) => registerLead(ctx.requireTenant(), args, deviceOf(ctx).ip ?? null),
    createLead: async (_r, args, ctx) => createLead(await ctx.requireUser(), args),
    inviteLead: async (_r, args, ctx) => inviteLead(await ctx.requireUser(), args.id),
    transferLead: async (_r, args, ctx) => transferLead(await ctx.requireUser(), args.id, args.token),
  },
};
