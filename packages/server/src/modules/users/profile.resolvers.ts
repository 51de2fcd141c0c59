import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { deleteMyAccount, loadProfile, loadUserCard } from './profile.service.ts';

// Any signed-in user may ask; the answer is null unless the viewer's role may see that user (user-visibility.ts).
export const profilePolicies: Policies = {
  'Query.userHoverCard': SIGNED_IN,
  'Query.profileCard': SIGNED_IN,
  'Query.profile': SIGNED_IN,
  'Mutation.deleteMyAccount': SIGNED_IN,
};

export const profileResolvers: Resolvers = {
  Query: {
    userHoverCard: async (_root, args, ctx) => loadUserCard(await ctx.requireUser(), args.id),
    profileCard: async (_root, args, ctx) => loadUserCard(await ctx.requireUser(), args.id),
    profile: async (_root, args, ctx) => loadProfile(await ctx.requireUser(), args.id),
  },
  Mutation: {
    deleteMyAccount: async (_root, args, ctx) => deleteMyAccount(await ctx.requireUser(), args.password),
  },
};
