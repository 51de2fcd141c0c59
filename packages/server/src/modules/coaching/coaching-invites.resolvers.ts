// The coaching invite API. Sending needs COACHING:SCHEDULE (the service adds the blockers); reading and answering
// are public, for the holder of an invitee's link or a signed-in invitee (the service checks which, and answers
// NOT_FOUND to anyone else); the lists need COACHING:VIEW.
import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { permission, PUBLIC, type Policies } from '../../core/graphql/policy.ts';
import type { Scope } from '../../core/scope.ts';
import { createInvite, getInvite, listInvitesFor, respondToInvite } from './coaching-invites.service.ts';

/** The tenant's scope with the signed-in user when there is one (a public page opened while signed in). */
async function publicScope(ctx: GraphQLContext): Promise<Scope> {
  const scope = ctx.requireTenant();
  const user = await ctx.currentUser();
  return user ? { ...scope, user } : scope;
}

export const coachingInvitePolicies: Policies = {
  'Query.coachingInvite': PUBLIC,
  'Query.coachingInvites': permission('COACHING:VIEW'),
  'Mutation.createCoachingInvite': permission('COACHING:SCHEDULE'),
  'Mutation.respondCoachingInvite': PUBLIC,
};

export const coachingInviteResolvers: Resolvers = {
  Query: {
    coachingInvite: async (_r, args, ctx) => getInvite(await publicScope(ctx), args.id, args.token),
    coachingInvites: async (_r, args, ctx) => listInvitesFor(await ctx.requireUser(), args),
  },
  Mutation: {
    createCoachingInvite: async (_r, args, ctx) => createInvite(await ctx.requireUser(), args.input),
    respondCoachingInvite: async (_r, args, ctx) => respondToInvite(await publicScope(ctx), args.id, args),
  },
};
