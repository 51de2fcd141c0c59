import type { Resolvers } from '../../generated/graphql.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN } from '../../core/graphql/policy.ts';
import { LIVE_RESYNC, type LiveResyncEvent } from '../../core/pubsub.ts';

// The live channel's own health: the server tells a subscriber to refetch when it may have missed updates
// (core/pubsub.ts publishes it); the web app's Apollo setup follows it for every signed-in user.
export const healthResolvers: Resolvers = {
  Subscription: {
    liveResync: subscription({
      access: SIGNED_IN,
      event: LIVE_RESYNC,
      select: (payload: LiveResyncEvent) => payload.liveResync,
    }),
  },
};
