import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.ts';

export async function healthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    try {
      await services.database.ping();
      return { status: 'ok', database: services.database.driver };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: services.database.driver });
    }
  });
}
