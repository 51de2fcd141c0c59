import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { myProfileFields, profileFieldSettings, updateProfileFields } from './profile-fields.service.ts';

// The rules are the organisation's settings; a person reads only their own.
export const profileFieldsPolicies: Policies = {
  'Query.profileFieldSettings': permission('SETTINGS:MANAGE'),
  'Query.myProfileFields': SIGNED_IN,
  'Mutation.updateProfileFields': permission('SETTINGS:MANAGE'),
};

export const profileFieldsResolvers: Resolvers = {
  Query: {
    profileFieldSettings: async (_root, _args, ctx) => profileFieldSettings(await ctx.requireUser()),
    myProfileFields: async (_root, _args, ctx) => myProfileFields(await ctx.requireUser()),
  },
  Mutation: {
    updateProfileFields: async (_root, args, ctx) =>
      updateProfileFields(await ctx.requireUser(), args.roleId, args.fields),
  },
};
