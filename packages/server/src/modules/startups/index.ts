// The startups module: the portfolio, the startup file, management and bulk operations.
import type { ServerModule } from '../../core/module.ts';
import { startupsPolicies, startupsResolvers } from './startups.resolvers.ts';
import { startupsBatchKind } from './startups.batch.ts';
import * as tables from './startups.schema.ts';

export const startupsModule: ServerModule = {
  name: 'startups',
  resolvers: startupsResolvers,
  policies: startupsPolicies,
  tables,
  batches: [startupsBatchKind],
};
