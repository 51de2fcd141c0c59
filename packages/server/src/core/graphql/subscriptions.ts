// The subscription side of the chain. A subscription is declared once with subscription(): who may follow it (the
// policies of policy.ts, or SESSION_TOKEN), the event it follows on the subscriber's own topic
// (`<incubatorId>/<event>/<userId>`), an optional check of its arguments and filter of the events, and the value
// it pushes. The helper checks the subscriber when the subscription starts and again for every event (a user signed
// out, deactivated or stripped of the permission stops receiving; an event of another tenant or user is refused).
// mergeResolvers (resolvers.ts) refuses to start with a Subscription field not built by subscription().
import type { IncomingHttpHeaders } from 'node:http';
import mercurius from 'mercurius';
import { AppError, authenticationRequired } from '../errors.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { Readable } from 'node:stream';
import { LIVE_RESYNC, topicFor } from '../pubsub.ts';
import { boundQueue } from './subscription-queue.ts';
import { buildIdentity, type GraphQLContext, type RequestOrigin } from './context.ts';
import type { SignedIn } from '../scope.ts';
import { enforce, type Policy } from './policy.ts';

const { withFilter } = mercurius;

interface ConnectionParams {
  authorization?: unknown;
  incubatorIdentifier?: unknown;
  sessionId?: unknown;
  userAgent?: unknown;
}

/**
 * The holder of a token well signed for this tenant, its session live or not: only for following one's own
 * session's end (sessionLoggedOut), which is precisely what a subscriber whose session has ended must still hear.
 */
export const SESSION_TOKEN = { access: 'sessionToken' } as const;

/** Who may follow a subscription: a signed-in user (with a permission, a feature), or a session token's holder. */
export type SubscriptionAccess = Exclude<Policy, { access: 'public' }> | typeof SESSION_TOKEN;

/** The subscriber, as every check and topic sees it. */
export interface Subscriber {
  incubatorId: string;
  userId: string;
  sessionId: string;
}

/** Every event carries the tenant and the user it is for, checked against the subscriber's. */
export interface SubscriberEvent {
  incubatorId: string;
  userId: string;
}

export interface SubscriptionDefinition<Payload extends SubscriberEvent, Args, Result> {
  access: SubscriptionAccess;
  /** The event followed, on the subscriber's own topic. */
  event: string;
  /** Refuses (throws) a subscription whose arguments name what is not the subscriber's. */
  check?: (subscriber: Subscriber, args: Args) => void;
  /** The events of the topic this subscription receives (e.g. one operation's among the user's). */
  filter?: (payload: Payload, args: Args) => boolean;
  /** The value pushed for an event. */
  select: (payload: Payload) => Result;
}

type Resolve<Args, Result> = (payload: unknown, args: Args, ctx: GraphQLContext) => Promise<Result>;
type Subscribe<Args> = (root: unknown, args: Args, ctx: GraphQLContext) => Promise<AsyncIterable<unknown>>;

const DECLARED = Symbol('subscription access');

export interface DeclaredSubscription<Args, Result> {
  subscribe: Subscribe<Args>;
  resolve: Resolve<Args, Result>;
  readonly [DECLARED]: SubscriptionAccess;
}

/** The access a subscription declared, or undefined when its resolver was not built by subscription(). */
export function declaredSubscriptionAccess(resolver: unknown): SubscriptionAccess | undefined {
  return resolver && typeof resolver === 'object'
    ? (resolver as Partial<DeclaredSubscription<unknown, unknown>>)[DECLARED]
    : undefined;
}

export function subscription<Payload extends SubscriberEvent, Args = Record<string, never>, Result = unknown>(
  def: SubscriptionDefinition<Payload, Args, Result>,
): DeclaredSubscription<Args, Result> {
  const start: Subscribe<Args> = async (_root, args, ctx) => {
    const subscriber = await subscriberOf(def.access, args, ctx);
    def.check?.(subscriber, args);
    const queue = (await ctx.pubsub.subscribe(
      topicFor(subscriber.incubatorId, def.event, subscriber.userId),
    )) as unknown as Readable;
    // A subscriber too slow for its updates misses some and is told to resync (subscription-queue.ts); the resync
    // stream itself only drops (the resyncs already waiting say the same).
    boundQueue(queue, () => {
      if (def.event !== LIVE_RESYNC) ctx.services.pubsub.resync('overflow', subscriber);
    });
    return queue as unknown as AsyncIterable<unknown>;
  };
  return {
    subscribe: def.filter
      ? (withFilter(
          start as never,
          ((payload: Payload, args: Args) => def.filter!(payload, args)) as never,
        ) as unknown as Subscribe<Args>)
      : start,
    // Re-checked on every event: the subscriber still may, and the event is this tenant's and this user's.
    resolve: async (payload, args, ctx) => {
      const subscriber = await subscriberOf(def.access, args, ctx);
      const event = payload as Payload;
      if (event.incubatorId !== subscriber.incubatorId || event.userId !== subscriber.userId)
        throw new Error('Event outside the subscriber scope');
      return def.select(event);
    },
    [DECLARED]: def.access,
  };
}

async function subscriberOf(access: SubscriptionAccess, args: unknown, ctx: GraphQLContext): Promise<Subscriber> {
  if (access.access === 'sessionToken') return tokenHolder(ctx);
  const scope = await subscriberScope(ctx);
  await enforce(access, (args ?? {}) as Record<string, unknown>, {
    services: ctx.services,
    requireTenant: () => scope,
    requireUser: async () => scope,
  });
  return { incubatorId: scope.tenant.id, userId: scope.user.id, sessionId: scope.user.sessionId };
}

const upgradeRequest = (ctx: GraphQLContext) =>
  (ctx as unknown as { request?: { headers: IncomingHttpHeaders } & Partial<RequestOrigin> }).request;
const originOf = (request: Partial<RequestOrigin>): RequestOrigin | undefined =>
  request.log && request.id ? { log: request.log, id: request.id } : undefined;
const connectionParams = (ctx: GraphQLContext) =>
  ((ctx as unknown as { _connectionInit?: ConnectionParams })._connectionInit ?? {}) as ConnectionParams;

/** Resolves afresh on each call (subscribe and every event), so a deleted user or a changed tenant stops receiving. */
export async function subscriberScope(ctx: GraphQLContext): Promise<SignedIn> {
  const request = upgradeRequest(ctx);
  const params = connectionParams(ctx);
  if (!request) throw authenticationRequired();
  const identity = await buildIdentity(ctx.services, request.headers, params.authorization, originOf(request));
  const signedIn = await identity.requireUser();
  if (
    typeof params.incubatorIdentifier === 'string' &&
    params.incubatorIdentifier &&
    params.incubatorIdentifier !== signedIn.tenant.slug
  ) {
    throw new AppError('FORBIDDEN', 'The connection names another organisation than its host.');
  }
  return signedIn;
}

/** The claims of a token well signed for the host's tenant; its session may have ended (SESSION_TOKEN). */
async function tokenHolder(ctx: GraphQLContext): Promise<Subscriber> {
  const request = upgradeRequest(ctx);
  const token = bearerToken(connectionParams(ctx).authorization);
  if (!request || !token) throw authenticationRequired();
  const { tenant } = await ctx.services.tenants.resolve(request.headers);
  const claims = tenant ? await ctx.services.tokens.verify(token, tenant.id) : null;
  if (!claims) throw authenticationRequired();
  return { incubatorId: claims.incubatorId, userId: claims.userId, sessionId: claims.sessionId };
}
