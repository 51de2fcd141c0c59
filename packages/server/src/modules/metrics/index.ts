// The metrics module: metric definitions, collections, periods (opened by a daily job) and data.
import type { ServerModule } from '../../core/module.ts';
import { metricsPolicies, metricsResolvers } from './metrics.resolvers.ts';
import { metricPeriodsJob } from './metrics.jobs.ts';
import * as tables from './metrics.schema.ts';
import { METRICS_EVENTS } from './metrics.domain-events.ts';

export const metricsModule: ServerModule = {
  name: 'metrics',
  resolvers: metricsResolvers,
  policies: metricsPolicies,
  jobs: [metricPeriodsJob],
  tables,
  publishes: METRICS_EVENTS,
};
