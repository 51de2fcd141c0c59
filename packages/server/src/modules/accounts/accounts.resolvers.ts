import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { AttemptLimiter } from '../../core/rate-limit.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { resendConfirmation } from './accounts.service.ts';

// Confirmation emails a user may ask for in an hour (per process).
const RESENDS_PER_HOUR = 5;
const resends = new AttemptLimiter(RESENDS_PER_HOUR, 60 * 60_000);

export const accountsPolicies: Policies = {
  'Mutation.resendConfirmationEmail': SIGNED_IN,
};

export const accountsResolvers: Resolvers = {
  Mutation: {
    resendConfirmationEmail: async (_root, _args, ctx) => {
      const { tenant, tdb, user } = await ctx.requireUser();
      const key = `${tenant.id}:${user.id}`;
      if (resends.blocked(key)) throw new AppError('TOO_MANY_ATTEMPTS', 'Too many confirmation emails asked for. Please wait a while and try again.');
      await resendConfirmation(ctx.services, { tenant, tdb }, user.id);
      resends.record(key);
      return true;
    },
  },
};
