import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { setMyProfileImage } from './profile-images.service.ts';

// Anyone signed in, for their own profile only (the service checks the attachment is theirs).
export const profileImagesPolicies: Policies = {
  'Mutation.setMyProfileImage': SIGNED_IN,
};

export const profileImagesResolvers: Resolvers = {
  Mutation: {
    setMyProfileImage: async (_root, args, ctx) =>
      setMyProfileImage(await ctx.requireUser(), args.kind, args.attachmentId),
  },
};
