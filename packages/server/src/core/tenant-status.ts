// A suspended organisation refuses every call (issue 17): GraphQL, subscriptions and REST answer TENANT_SUSPENDED
// before any route or resolver runs, whoever asks and whatever token they hold. The web app's own files are still
// served, so a browser gets the page that explains it (the web asks publicIncubator, which is refused the same way).
// A deleted organisation answers to nothing (TENANT_NOT_FOUND, from the tenant lookup). The tenant lookup's cache
// (5 s) bounds how long a suspension takes to reach a running server.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { Services } from './services.ts';

/** Paths of the API a suspended organisation refuses (the health check is no tenant's). */
const GUARDED = ['/graphql', '/subscriptions', '/auth/', '/api/'];

export function tenantSuspended(): AppError {
  return new AppError('TENANT_SUSPENDED', 'This organisation is suspended. Please contact the platform operator.');
}

export function registerTenantStatusGuard(app: FastifyInstance, services: Services, spaPaths: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (spaPaths.includes(path) || !GUARDED.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) return;
    const { tenant } = await services.tenants.resolve(request.headers);
    if (tenant?.status !== 'suspended') return;
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      // A socket being upgraded has no reply to carry the error: it is refused on the wire and closed. Thrown, the
      // error left the socket open and the request in flight, which held the server's close for ever.
      reply.hijack();
      request.raw.socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    throw tenantSuspended();
  });
}
