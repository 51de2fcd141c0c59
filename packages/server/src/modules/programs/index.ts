// The programs module: programmes and their public apply page.
import type { ServerModule } from '../../core/module.ts';
import { programsPolicies, programsResolvers } from './programs.resolvers.ts';
import * as tables from './programs.schema.ts';

export const programsModule: ServerModule = {
  name: 'programs',
  resolvers: programsResolvers,
  policies: programsPolicies,
  tables,
};
