import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { permission, type Policies, type Policy } from '../../core/graphql/policy.ts';
import type { FeatureFlagName, PermissionKey } from '@ascent/shared';
import {
  archiveMetricDefinition,
  createMetricDefinition,
  listMetricDefinitions,
  updateMetricDefinition,
} from './metrics.definitions.ts';
import {
  assignMetricCollections,
  listMetricCollections,
  listOpenedPeriods,
  openDueMetricPeriodsNow,
  removeMetricCollection,
} from './metrics.periods.ts';
import { metricSeries, metricsDataForm, setMetricDataValues } from './metrics.service.ts';
import { assertFeatureOn } from '../features/features.service.ts';

const withFeature = (
  key: PermissionKey,
  feature: FeatureFlagName,
  item?: Parameters<typeof permission>[1],
): Policy => ({ ...permission(key, item), feature });
const onStartup = (args: Record<string, unknown>) => ({ kind: 'startup' as const, id: String(args.startupId) });

// Definitions: METRICS:EDIT with the createMetrics feature; collections and periods: METRICS:EDIT with
// dataCollection. The form: METRICS/DATA:EDIT on the startup (founders are ASSIGNED to their own startup);
// with dataCollection off the form answers no periods ("Metrics are up to date.").
export const metricsPolicies: Policies = {
  'Query.metrics': permission('METRICS/EDIT:VIEW'),
  'Query.metricCollections': withFeature('METRICS:EDIT', 'dataCollection'),
  'Query.metricPeriods': withFeature('METRICS:EDIT', 'dataCollection'),
  'Query.metricsDataForm': permission('METRICS/DATA:EDIT', onStartup),
  'Query.metricSeries': permission('STARTUPS:VIEW', onStartup),
  'Mutation.createMetric': withFeature('METRICS:EDIT', 'createMetrics'),
  'Mutation.updateMetric': withFeature('METRICS:EDIT', 'createMetrics'),
  'Mutation.archiveMetric': withFeature('METRICS:EDIT', 'createMetrics'),
  'Mutation.assignMetricCollection': withFeature('METRICS:EDIT', 'dataCollection'),
  'Mutation.removeMetricCollection': withFeature('METRICS:EDIT', 'dataCollection'),
  'Mutation.openDueMetricPeriods': withFeature('METRICS:EDIT', 'dataCollection'),
  'Mutation.setMetricDataValues': withFeature('METRICS/DATA:EDIT', 'dataCollection', onStartup),
};

const scope = (ctx: GraphQLContext) => ctx.requireUser();

export const metricsResolvers: Resolvers = {
  Query: {
    metrics: async (_root, args, ctx) => listMetricDefinitions((await scope(ctx)).tdb, args.includeArchived ?? false),
    metricCollections: async (_root, _args, ctx) => listMetricCollections((await scope(ctx)).tdb),
    metricPeriods: async (_root, args, ctx) =>
      listOpenedPeriods((await scope(ctx)).tdb, args.startupId ?? null, args.first ?? 50),
    metricsDataForm: async (_root, args, ctx) => {
      const s = await scope(ctx);
      return metricsDataForm(s, args, s.user.language);
    },
    metricSeries: async (_root, args, ctx) => metricSeries((await scope(ctx)).tdb, args.startupId, args.metricIds),
  },
  Mutation: {
    createMetric: async (_root, args, ctx) => createMetricDefinition((await scope(ctx)).tdb, args.input),
    updateMetric: async (_root, args, ctx) => updateMetricDefinition((await scope(ctx)).tdb, args.id, args.input),
    archiveMetric: async (_root, args, ctx) =>
      archiveMetricDefinition((await scope(ctx)).tdb, args.id, args.archived ?? true),
    assignMetricCollection: async (_root, args, ctx) => {
      const s = await scope(ctx);
      // Several startups, or whole programmes, at once: the feature bulkDataAssignation; one startup at a time without.
      const { startupIds, programIds } = args.input;
      if ((programIds?.length ?? 0) > 0 || new Set(startupIds ?? []).size > 1)
        await assertFeatureOn(s.services, s.tenant, 'bulkDataAssignation');
      return assignMetricCollections(s.tdb, s.user.id, args.input);
    },
    removeMetricCollection: async (_root, args, ctx) => removeMetricCollection((await scope(ctx)).tdb, args.id),
    openDueMetricPeriods: async (_root, args, ctx) =>
      openDueMetricPeriodsNow(await scope(ctx), { startupId: args.startupId, collectionId: args.collectionId }),
    setMetricDataValues: async (_root, args, ctx) => setMetricDataValues(await scope(ctx), args),
  },
};
