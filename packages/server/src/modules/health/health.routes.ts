import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.ts';
import { ANY_HOST, route } from '../../core/http/route.ts';
import { readiness } from './readiness.ts';

// The probes, for load balancers, Kubernetes and operators: any host, no organisation needed (docs/operations.md).
export async function healthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Liveness: the process runs and its event loop answers. Nothing external: a database outage must not get
  // every instance restarted.
  route(app, services, {
    method: 'GET',
    url: '/livez',
    access: ANY_HOST,
    handler: async ({ reply }) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  });

  // Readiness: send traffic here. 503 (with Retry-After) while the database or Redis cannot be reached, the
  // migrations are not all applied, or the process is shutting down.
  route(app, services, {
    method: 'GET',
    url: '/readyz',
    access: ANY_HOST,
    handler: async ({ reply }) => {
      const { ready, draining, checks } = await readiness(services);
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : draining ? 'draining' : 'unavailable', ...checks });
    },
  });

  // The original probe, kept for existing monitors: the database answers.
  route(app, services, {
    method: 'GET',
    url: '/healthz',
    access: ANY_HOST,
    handler: async ({ reply }) => {
      try {
        await services.database.ping();
        return { status: 'ok', database: services.database.driver };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: services.database.driver });
      }
    },
  });
}
