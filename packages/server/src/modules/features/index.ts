// The features module: feature flags per organisation within its plan; the feature check of the platform.
import type { ServerModule } from '../../core/module.ts';
import { featuresPolicies, featuresResolvers } from './features.resolvers.ts';
import * as tables from './features.schema.ts';
import { isFeatureOn } from './features.service.ts';

export const featuresModule: ServerModule = {
  name: 'features',
  resolvers: featuresResolvers,
  policies: featuresPolicies,
  tables,
  provides: { isFeatureOn },
};
