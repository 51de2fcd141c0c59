// The health module: the probes (GET /livez, /readyz, /healthz) and the live channel's `liveResync`.
import type { ServerModule } from '../../core/module.ts';
import { healthRoutes } from './health.routes.ts';
import { healthResolvers } from './health.resolvers.ts';

export const healthModule: ServerModule = {
  name: 'health',
  routes: healthRoutes,
  resolvers: healthResolvers,
  policies: {},
};
