// The sso module: single sign-on with OpenID Connect; reseals the stored client secrets at start.
import type { ServerModule } from '../../core/module.ts';
import { ssoPolicies, ssoResolvers } from './sso.resolvers.ts';
import { ssoRoutes } from './sso.routes.ts';
import * as tables from './sso.schema.ts';
import { resealClientSecrets } from './sso.secrets.ts';

export const ssoModule: ServerModule = {
  name: 'sso',
  resolvers: ssoResolvers,
  policies: ssoPolicies,
  routes: ssoRoutes,
  tables,
  onStart: resealClientSecrets,
};
