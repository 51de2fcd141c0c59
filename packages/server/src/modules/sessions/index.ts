// The sessions module: one session per signed-in browser: limits, heartbeat, sign-out; the live-session lookup of the platform.
import type { ServerModule } from '../../core/module.ts';
import { sessionsPolicies, sessionsResolvers } from './sessions.resolvers.ts';
import * as tables from './sessions.schema.ts';
import { findLiveSession } from './sessions.repository.ts';

export const sessionsModule: ServerModule = {
  name: 'sessions',
  resolvers: sessionsResolvers,
  policies: sessionsPolicies,
  tables,
  provides: { findLiveSession },
};
