// The WebSocket side of /graphql (graphql-ws at /subscriptions) gets the protections of POST /graphql, plus the
// ones a long-lived connection needs. Mercurius's subscription path runs no validation rules at all, so here:
//  - each subscription is validated when it starts: the limits first (depth, aliases, cost, directives: the
//    rules of plugin.ts, cheap and syntactic), then the GraphQL rules (among them one root field per
//    subscription); a refusal is a graphql-ws `error` message naming the limit;
//  - a message is at most SOCKET_LIMITS.maxMessageBytes (Mercurius would allow 1 MiB, whose parsing alone
//    holds the event loop for more than a second), or the socket is closed with 1009;
//  - a socket must send `connection_init` within SOCKET_LIMITS.initTimeoutMs, or is closed with 4408;
//  - a socket sends at most messagesPerWindow messages and bytesPerWindow bytes per messageWindowMs (4429);
//  - at most SOCKET_LIMITS.socketsPerAddress sockets per client address, socketsPerUser per user (4429), and
//    subscriptionsPerSocket subscriptions per socket (an `error` message naming the cap);
//  - connection_init is accepted for a well-signed token whose session is live and whose user may sign in;
//  - every accepted socket is registered by (tenant, user, session) and closed with 4403 when that session
//    ends (the sessions module's `sessionLoggedOut`, on every instance through the shared pubsub), expires, or
//    when the user's role or the role's permissions change (socket-events.ts); the client reconnects if it may.
// The registry of live sockets and the events that close them are in socket-registry.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import type { Message, MQEmitter } from 'mqemitter';
import type * as GraphQLModule from 'graphql';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import { createRequire } from 'node:module';
import { decodeJwt } from 'jose';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS, userStatusMaySignIn } from '@ascent/shared';
import type { Services } from '../services.ts';
import { TenantDb } from '../db/tenant-db.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { ErrorCode } from '../errors.ts';
import {
  registerAccessPublisher,
  ROLE_ACCESS_CHANGED,
  SESSION_LOGGED_OUT,
  USER_ACCESS_CHANGED,
} from './socket-events.ts';
import { CLOSE, SOCKET_LIMITS } from './socket-limits.ts';
import { createSocketRegistry, limitReason, type LiveSocket, type Owner } from './socket-registry.ts';

// Mercurius works with the CommonJS build of graphql: its schema, and the errors it recognises, are that build's.
const graphqlCjs = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;
const { GraphQLError, parse, specifiedRules, validate } = graphqlCjs;

export { CLOSE, SOCKET_LIMITS };

type Handler = (message: Message, done: () => void) => void;

const SUGGESTION = /\s*Did you mean .*\?$/;
const MAX_VALIDATION_ERRORS = 10;

export interface SocketGuard {
  /** The `onConnect` of Mercurius's subscription options (a function: Mercurius calls it on the connection). */
  onConnect: (data: { payload?: unknown }) => Promise<boolean>;
}

/**
 * Installs the guard on an app before Mercurius is registered: it registers @fastify/websocket (which Mercurius
 * then uses rather than registering its own) and wraps the WebSocket route when it is added. `rules` are the
 * limits of POST /graphql, built with the CommonJS graphql.
 */
export async function installSocketGuard(
  app: FastifyInstance,
  services: Services,
  rules: readonly ValidationRule[],
  limits = SOCKET_LIMITS,
): Promise<SocketGuard> {
  const production = services.config.production;
  const log = services.log;
  const sockets = createSocketRegistry(limits);
  const { closeLive, close } = sockets;

  /** The socket opens: the address cap, then the connection_init deadline. False when refused. */
  function opened(socket: WebSocket, request: FastifyRequest): boolean {
    const address = request.ip;
    if (sockets.countFrom(address) >= limits.socketsPerAddress) {
      close(socket, CLOSE.tooMany, `Too many connections from this address (limit ${limits.socketsPerAddress})`);
      return false;
    }
    const live: LiveSocket = {
      socket,
      address,
      state: 'pending',
      owner: null,
      subscriptions: new Set(),
      validated: new Set(),
    };
    sockets.open(live, request);
    socket.once('close', () => sockets.forget(live));
    // Registered before Mercurius's listener: a socket over its budget is closed, and no longer read from.
    let windowStart = Date.now();
    let messages = 0;
    let bytes = 0;
    socket.on('message', (data: RawData) => {
      const now = Date.now();
      if (now - windowStart >= limits.messageWindowMs) [windowStart, messages, bytes] = [now, 0, 0];
      messages += 1;
      bytes += Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if ((messages > limits.messagesPerWindow || bytes > limits.bytesPerWindow) && socket.readyState === socket.OPEN) {
        closeLive(live, CLOSE.tooMany, 'Too many messages');
        socket.pause();
      }
    });
    live.timer = setTimeout(() => {
      if (live.state === 'pending') closeLive(live, CLOSE.initTimeout, 'Connection initialisation timeout');
    }, limits.initTimeoutMs);
    return true;
  }

  /** The user of a token whose session is live (in the token's own tenant), or null. */
  async function ownerOf(token: string): Promise<{ owner: Owner; expiresAt: number } | null> {
    const claims = await services.tokens.verify(token);
    if (!claims) return null;
    const tdb = new TenantDb(services.database.db, claims.incubatorId);
    const [user, session] = await Promise.all([
      services.ports.findUserInSession(tdb, claims.userId, claims.sessionId),
      services.ports.findLiveSession(tdb, claims.userId, claims.sessionId),
    ]);
    if (!user || !session || !userStatusMaySignIn(user.status)) return null;
    const exp = decodeJwt(token).exp;
    const expiresAt = Math.min(
      session.createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS,
      session.lastActiveAt.getTime() + SESSION_IDLE_TIMEOUT_MS,
      typeof exp === 'number' ? exp * 1000 : Infinity,
    );
    return {
      owner: {
        incubatorId: claims.incubatorId,
        userId: claims.userId,
        sessionId: claims.sessionId,
        roleId: user.roleId,
        token,
      },
      expiresAt,
    };
  }

  /** Checks the socket's session again at its expiry, and at least every recheckMs. */
  function scheduleCheck(live: LiveSocket, expiresAt: number) {
    clearTimeout(live.timer);
    // (A few milliseconds past the expiry: a timer may fire a little early.)
    const delay = Math.max(0, Math.min(expiresAt - Date.now() + 20, limits.recheckMs));
    live.timer = setTimeout(() => void recheck(live), delay);
    live.timer.unref();
  }

  async function recheck(live: LiveSocket) {
    const before = live.owner;
    if (live.state !== 'ready' || !before) return;
    try {
      const now = await ownerOf(before.token);
      if (live.state !== 'ready') return;
      if (!now) return closeLive(live, CLOSE.forbidden, 'Session ended');
      if (now.owner.roleId !== before.roleId) return closeLive(live, CLOSE.forbidden, 'Access changed');
      scheduleCheck(live, now.expiresAt);
    } catch (err) {
      // The database may be away for a moment: try again soon rather than drop every socket.
      log.warn({ err }, 'socket session check failed');
      if (live.state === 'ready') scheduleCheck(live, Date.now() + 30_000);
    }
  }

  // Mercurius calls onConnect as a method of its SubscriptionConnection, whose `socket` is the client's.
  async function onConnect(this: unknown, data: { payload?: unknown }): Promise<boolean> {
    const socket = (this as { socket?: WebSocket } | undefined)?.socket;
    const live = socket ? sockets.bySocket(socket) : undefined;
    if (!live) {
      log.error('socket guard: connection_init on an unknown socket; refused');
      return false;
    }
    if (live.state !== 'pending') {
      // A second connection_init (or Mercurius's connectionInit extension) would switch the identity.
      closeLive(live, CLOSE.tooMany, 'Too many initialisation requests');
      return false;
    }
    live.state = 'initialising';
    clearTimeout(live.timer);
    const token = bearerToken((data.payload as { authorization?: unknown } | undefined)?.authorization);
    const since = Date.now();
    let found = token ? await ownerOf(token) : null;
    // An event about this user that arrived during the check may have been missed: read again (it is committed).
    if (token && found && sockets.missedEvent(found.owner, since)) found = await ownerOf(token);
    if (live.state !== 'initialising' || live.socket.readyState !== live.socket.OPEN) return false;
    if (!found) {
      // The graphql-ws protocol's own refusal, 4403 Forbidden: a client knows it and does not retry it (Mercurius's
      // `connection_error` message is not in the protocol, so a client reads it as an invalid message).
      closeLive(live, CLOSE.forbidden, 'Forbidden');
      return false;
    }
    const { owner, expiresAt } = found;
    if (sockets.countOf(owner) >= limits.socketsPerUser) {
      closeLive(live, CLOSE.tooMany, `Too many connections for this user (limit ${limits.socketsPerUser})`);
      return false;
    }
    sockets.own(live, owner);
    scheduleCheck(live, expiresAt);
    return true;
  }

  const refusal = (
    message: string,
    code: ErrorCode | 'GRAPHQL_VALIDATION_FAILED',
    extra: Record<string, unknown> = {},
  ) => new GraphQLError(message, { extensions: { code, ...extra } });

  function liveOf(context: unknown): LiveSocket {
    const request = (context as { request?: object } | undefined)?.request;
    const live = request ? sockets.byRequest(request) : undefined;
    if (!live || live.state !== 'ready') throw refusal('The connection is not initialised.', 'AUTHENTICATION_REQUIRED');
    return live;
  }

  /** The limits first: cheap, and a refused document never reaches the quadratic GraphQL rules. */
  function validationErrors(schema: GraphQLSchema, source: string) {
    let document: GraphQLModule.DocumentNode;
    try {
      document = parse(source);
    } catch (err) {
      return [err as GraphQLModule.GraphQLError];
    }
    const limitErrors = validateWith(schema, document, rules);
    return limitErrors.length > 0 ? limitErrors : validateWith(schema, document, specifiedRules);
  }

  function preSubscriptionParsing(schema: GraphQLSchema, source: string, context: unknown, id: string | number) {
    const live = liveOf(context);
    const key = String(id);
    if (live.subscriptions.has(key) || live.validated.has(key)) {
      closeLive(live, CLOSE.subscriberExists, limitReason(`Subscriber for ${key} already exists`));
      throw refusal(`Subscriber for ${key} already exists`, 'BAD_REQUEST');
    }
    if (live.subscriptions.size + live.validated.size >= limits.subscriptionsPerSocket) {
      throw refusal(
        `Too many subscriptions on this connection (limit ${limits.subscriptionsPerSocket})`,
        'TOO_MANY_ATTEMPTS',
        { limit: limits.subscriptionsPerSocket, reason: 'SUBSCRIPTIONS_PER_CONNECTION' },
      );
    }
    const errors = validationErrors(schema, source);
    if (errors.length > 0) {
      const messages = errors.map((e) => (production ? e.message.replace(SUGGESTION, '') : e.message));
      throw refusal(messages[0]!, 'GRAPHQL_VALIDATION_FAILED', messages.length > 1 ? { errors: messages } : {});
    }
    live.validated.add(key);
  }

  function preSubscriptionExecution(_schema: GraphQLSchema, _document: unknown, context: unknown, id: string | number) {
    const live = liveOf(context);
    const key = String(id);
    if (!live.validated.delete(key)) {
      // Mercurius also accepts a ready-made document object, which skips preSubscriptionParsing (and so the
      // validation): refused, and the socket closed, since Mercurius keeps the refused subscription until then.
      closeLive(live, CLOSE.badRequest, 'The query must be a string');
      throw refusal('The query must be a string.', 'BAD_REQUEST');
    }
    live.subscriptions.add(key);
  }

  function onSubscriptionEnd(context: unknown, id: string | number) {
    const request = (context as { request?: object } | undefined)?.request;
    const live = request ? sockets.byRequest(request) : undefined;
    live?.subscriptions.delete(String(id));
  }

  const listen =
    <T>(on: (event: T) => void): Handler =>
    (message, done) => {
      try {
        const payload = (message as { payload?: unknown }).payload as T | null | undefined;
        if (payload && typeof payload === 'object') on(payload);
      } catch (err) {
        log.error({ err, topic: message.topic }, 'socket guard event failed');
      } finally {
        done();
      }
    };
  const subscriptions: [string, Handler][] = [
    [`+/${SESSION_LOGGED_OUT}/+`, listen(sockets.sessionEnded)],
    [`+/${USER_ACCESS_CHANGED}/+`, listen(sockets.userChanged)],
    [`+/${ROLE_ACCESS_CHANGED}`, listen(sockets.roleChanged)],
  ];
  const emitter = services.pubsub.emitter as MQEmitter;
  let unregister: (() => void) | undefined;

  // The WebSocket route of Mercurius: the guard sees each socket as it opens, before Mercurius does. (Added
  // before @fastify/websocket is registered, so that its own onRoute hook takes the wrapped handler.)
  app.addHook('onRoute', (route) => {
    const options = route as unknown as {
      wsHandler?: (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;
    };
    const wsHandler = options.wsHandler;
    if (typeof wsHandler !== 'function') return;
    options.wsHandler = function (this: unknown, socket: WebSocket, request: FastifyRequest) {
      if (!opened(socket, request)) return;
      return wsHandler.call(this, socket, request);
    };
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.maxMessageBytes },
    // A client's bad frame or oversized message (ws closes with 1009) is the client's problem, not an error here.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'websocket closed on a protocol error');
      socket.terminate();
    },
  });
  app.addHook('onReady', async () => {
    app.graphql.addHook('preSubscriptionParsing', preSubscriptionParsing);
    app.graphql.addHook('preSubscriptionExecution', preSubscriptionExecution);
    app.graphql.addHook('onSubscriptionEnd', onSubscriptionEnd);
    await Promise.all(
      subscriptions.map(
        ([topic, handler]) => new Promise<void>((resolve) => emitter.on(topic, handler, () => resolve())),
      ),
    );
    unregister = registerAccessPublisher(services.pubsub);
  });
  app.addHook('onClose', async () => {
    unregister?.();
    await Promise.all(
      subscriptions.map(
        ([topic, handler]) => new Promise<void>((resolve) => emitter.removeListener(topic, handler, () => resolve())),
      ),
    );
  });

  return { onConnect };
}

/** Armor's rules throw their refusal (propagateOnRejection) rather than report it: either way, a list. */
function validateWith(
  schema: GraphQLSchema,
  document: GraphQLModule.DocumentNode,
  rules: readonly ValidationRule[],
): readonly GraphQLModule.GraphQLError[] {
  try {
    return validate(schema, document, rules, { maxErrors: MAX_VALIDATION_ERRORS });
  } catch (err) {
    if (err instanceof Error && err.name === 'GraphQLError') return [err as GraphQLModule.GraphQLError];
    throw err;
  }
}
