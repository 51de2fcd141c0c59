import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.ts';
import { ANY_HOST, route } from '../../core/http/route.ts';

export async function healthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // For load balancers and operators: any host, no organisation needed.
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
