import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { myExports, requestApplicationsExport, requestMetricsExport } from './exports.service.ts';
import { EXPORT_UPDATED, type ExportEvent } from './exports.presenter.ts';

// The caller's own exports only; the request checks the startup or programme in the service (exports.service.ts),
// the intakes in the applications module (APPLICATIONS:EDIT on each exported intake: the file names applicants and
// their emails, which evaluators do not see).
export const exportsPolicies: Policies = {
  'Query.exports': SIGNED_IN,
  'Mutation.requestMetricsExport': permission('METRICS/DATA:EDIT'),
  'Mutation.requestApplicationsExport': permission('APPLICATIONS:EDIT'),
};

const scope = (ctx: GraphQLContext) => ctx.requireUser();

export const exportsResolvers: Resolvers = {
  Query: {
    exports: async (_root, _args, ctx) => (await myExports(await scope(ctx))) as never,
  },
  Mutation: {
    requestMetricsExport: async (_root, args, ctx) => (await requestMetricsExport(await scope(ctx), args)) as never,
    requestApplicationsExport: async (_root, args, ctx) =>
      (await requestApplicationsExport(await scope(ctx), args)) as never,
  },
  Subscription: {
    // The caller's own exports.
    exportUpdated: subscription({
      access: SIGNED_IN,
      event: EXPORT_UPDATED,
      select: (payload: ExportEvent) => payload.exportUpdated as never,
    }),
  },
};
