import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, permission, type Policies } from '../../core/graphql/policy.ts';
import { updateIncubatorSettings } from './incubator-settings.service.ts';
import { confirmIncubatorEmail, senderEmailStatus, updateSenderEmail } from './sender-email.service.ts';

export const incubatorSettingsPolicies: Policies = {
  'Mutation.updateIncubatorSettings': permission('SETTINGS:MANAGE'),
  'Query.incubatorSenderEmail': permission('SETTINGS:MANAGE'),
  'Mutation.setIncubatorSenderEmail': permission('SETTINGS:MANAGE'),
  // The emailed link is the proof (of the mailbox): whoever follows it, signed in or not, on the organisation's host.
  'Mutation.confirmIncubatorEmail': PUBLIC,
};

export const incubatorSettingsResolvers: Resolvers = {
  Query: {
    incubatorSenderEmail: async (_root, _args, ctx) => senderEmailStatus(await ctx.requireUser()),
  },
  Mutation: {
    updateIncubatorSettings: async (_root, { input }, ctx) => updateIncubatorSettings(await ctx.requireUser(), input),
    setIncubatorSenderEmail: async (_root, args, ctx) => updateSenderEmail(await ctx.requireUser(), args),
    confirmIncubatorEmail: async (_root, args, ctx) => confirmIncubatorEmail(ctx.requireTenant(), args.token),
  },
};
