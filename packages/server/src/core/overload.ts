// Load shedding: a server past what it can answer refuses new requests at once with 503 and Retry-After, so callers
// back off and the requests already admitted finish, rather than every request waiting for a database connection
// and failing as INTERNAL. Three signals: too many requests in progress (OVERLOAD_MAX_IN_FLIGHT), an event loop
// running late (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, through @fastify/under-pressure), and a request that could not get
// a database connection in time or whose statement ran past its limit (`overloadError`, used by the error handlers).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from './errors.ts';
import type { Config } from './config.ts';

/** Seconds a refused caller is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
const BUSY_MESSAGE = 'The server is busy; try again in a moment.';

// Probes stay answered under load: an orchestrator must not restart a busy instance.
const EXEMPT = ['/healthz'];

/** The 503 of a database that is saturated (pool wait or statement timeout), or null for any other error. */
export function overloadError(err: unknown): AppError | null {
  for (let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5;) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      message.includes('timeout exceeded when trying to connect') ||
      message.includes('Connection terminated due to connection timeout') ||
      e.code === '57014' // query_canceled: statement_timeout
    ) {
      return busy();
    }
    e = e.cause as typeof e;
    depth += 1;
  }
  return null;
}

function busy(): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE);
  // Mercurius and the GraphQL-over-HTTP status read `statusCode`.
  Object.assign(error, { statusCode: 503 });
  return error;
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
  const body = { code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE };
  return request.url.startsWith('/graphql')
    ? { data: null, errors: [{ message: BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
    : { error: body };
}

const exempt = (request: FastifyRequest) => EXEMPT.some((p) => request.url === p || request.url.startsWith(`${p}?`));

export async function registerOverloadShedding(app: FastifyInstance, config: Config): Promise<void> {
  // Every 503 says when to come back (a database saturated mid-request too).
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
    }
  });
  if (config.OVERLOAD_MAX_IN_FLIGHT > 0) {
    let inFlight = 0;
    const limit = config.OVERLOAD_MAX_IN_FLIGHT;
    app.addHook('onRequest', async (request, reply) => {
      if (exempt(request) || request.headers.upgrade) return; // a live socket is not a request in progress
      if (inFlight >= limit) return reply.send(refuse(request, reply));
      inFlight += 1;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inFlight -= 1;
      };
      reply.raw.once('close', release);
      reply.raw.once('finish', release);
    });
  }
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      // Sampled every 250 ms: one long pause (a start, a large import on PGlite) sheds for a moment only.
      sampleInterval: 250,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // What the handler returns is sent as the answer (nothing: the request goes on); the plugin's types say void.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) =>
        exempt(request) ? undefined : refuse(request, reply)) as unknown as () => void,
    });
  }
}
