// Identity of a WebSocket subscriber: the tenant from the upgrade request's host, the user from the
// `authorization` connection param. Checked when a subscription starts and again for every event it receives.
import type { IncomingHttpHeaders } from 'node:http';
import { AppError, authenticationRequired } from '../errors.ts';
import { buildIdentity, type GraphQLContext, type SignedInScope } from './context.ts';

interface ConnectionParams {
  authorization?: unknown;
  incubatorIdentifier?: unknown;
  sessionId?: unknown;
  userAgent?: unknown;
}

/** Resolves afresh on each call (subscribe and every event), so a deleted user or a changed tenant stops receiving. */
export async function subscriberScope(ctx: GraphQLContext): Promise<SignedInScope> {
  const request = (ctx as unknown as { request?: { headers: IncomingHttpHeaders } }).request;
  const params = ((ctx as unknown as { _connectionInit?: ConnectionParams })._connectionInit ?? {}) as ConnectionParams;
  if (!request) throw authenticationRequired();
  const identity = await buildIdentity(ctx.services, request.headers, params.authorization);
  const signedIn = await identity.requireUser();
  if (typeof params.incubatorIdentifier === 'string' && params.incubatorIdentifier && params.incubatorIdentifier !== signedIn.tenant.slug) {
    throw new AppError('FORBIDDEN', 'The connection names another organisation than its host.');
  }
  return signedIn;
}
