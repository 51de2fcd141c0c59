// The auth module: local sign-in (POST /auth/local).
import type { ServerModule } from '../../core/module.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule: ServerModule = {
  name: 'auth',
  routes: authRoutes,
};
