// The health module: GET /healthz.
import type { ServerModule } from '../../core/module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule: ServerModule = {
  name: 'health',
  routes: healthRoutes,
};
