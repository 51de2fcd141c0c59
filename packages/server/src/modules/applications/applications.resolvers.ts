// The applications API: a policy table plus one-line calls. Building funnels needs FUNNELS:EDIT, the pipeline
// APPLICATIONS:VIEW, moving and deciding APPLICATIONS:EDIT (each also checked on the funnel, in the service). An
// application's own page, starting one and filling it need only a signed-in member (checked in the service); the
// public programme page needs nobody.
import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { APPLICATION_BATCH_UPDATED, startApplicationBatch, type ApplicationBatchEvent } from './applications.batch.ts';
import {
  applicationRoundForm,
  saveApplicationRoundDraft,
  submitApplicationRound,
} from './application-rounds.service.ts';
import { decideApplications } from './applications.decisions.ts';
import { applicationAnswers, startupApplications } from './startup-applications.service.ts';
import {
  createApplication,
  getApplication,
  listApplications,
  myApplications,
  setApplicationStatus,
} from './applications.service.ts';
import {
  applyFunnel,
  applyFunnels,
  createFunnel,
  getFunnel,
  listFunnels,
  publishFunnel,
  reorderFunnelRounds,
  updateFunnel,
  upsertFunnelStage,
} from './funnels.service.ts';

const BUILD = permission('FUNNELS:EDIT');
const VIEW = permission('APPLICATIONS:VIEW');
const EDIT = permission('APPLICATIONS:EDIT');

export const applicationsPolicies: Policies = {
  'Query.funnels': BUILD,
  'Query.funnel': BUILD,
  'Query.applyFunnel': PUBLIC,
  'Query.applyFunnels': PUBLIC,
  'Query.applications': VIEW,
  'Query.application': SIGNED_IN,
  'Query.myApplications': SIGNED_IN,
  'Query.applicationRoundForm': SIGNED_IN,
  'Query.startupApplications': SIGNED_IN,
  'Query.applicationAnswers': SIGNED_IN,
  'Mutation.createFunnel': BUILD,
  'Mutation.updateFunnel': BUILD,
  'Mutation.upsertFunnelStage': BUILD,
  'Mutation.reorderFunnelRounds': BUILD,
  'Mutation.publishFunnel': BUILD,
  'Mutation.createApplication': SIGNED_IN,
  'Mutation.saveApplicationRoundDraft': SIGNED_IN,
  'Mutation.submitApplicationRound': SIGNED_IN,
  'Mutation.setApplicationStatus': EDIT,
  'Mutation.decideApplications': EDIT,
  'Mutation.startApplicationBatchOperation': EDIT,
};

export const applicationsResolvers: Resolvers = {
  Query: {
    funnels: async (_r, _args, ctx) => listFunnels(await ctx.requireUser()),
    funnel: async (_r, args, ctx) => getFunnel(await ctx.requireUser(), args.id),
    applyFunnel: async (_r, args, ctx) => applyFunnel(ctx.requireTenant(), args.slug),
    applyFunnels: async (_r, _a, ctx) => applyFunnels(ctx.requireTenant()),
    applications: async (_r, args, ctx) => listApplications(await ctx.requireUser(), args),
    application: async (_r, args, ctx) => getApplication(await ctx.requireUser(), args.id),
    myApplications: async (_r, _args, ctx) => myApplications(await ctx.requireUser()),
    startupApplications: async (_r, args, ctx) => startupApplications(await ctx.requireUser(), args.startupId),
    applicationAnswers: async (_r, args, ctx) => applicationAnswers(await ctx.requireUser(), args.applicationId),
    applicationRoundForm: async (_r, args, ctx) =>
      applicationRoundForm(await ctx.requireUser(), args.applicationId, args.roundId),
  },
  Mutation: {
    createFunnel: async (_r, args, ctx) => createFunnel(await ctx.requireUser(), args.input),
    updateFunnel: async (_r, args, ctx) => updateFunnel(await ctx.requireUser(), args.id, args.input),
    upsertFunnelStage: async (_r, args, ctx) => upsertFunnelStage(await ctx.requireUser(), args.funnelId, args.round),
    reorderFunnelRounds: async (_r, args, ctx) =>
      reorderFunnelRounds(await ctx.requireUser(), args.funnelId, args.roundIds),
    publishFunnel: async (_r, args, ctx) => publishFunnel(await ctx.requireUser(), args.id),
    createApplication: async (_r, args, ctx) => createApplication(await ctx.requireUser(), args.funnelSlug, args.name),
    saveApplicationRoundDraft: async (_r, args, ctx) =>
      saveApplicationRoundDraft(
        await ctx.requireUser(),
        args.applicationId,
        args.roundId,
        args.versionId,
        args.answers,
      ),
    submitApplicationRound: async (_r, args, ctx) =>
      submitApplicationRound(await ctx.requireUser(), args.applicationId, args.roundId, args.versionId, args.answers),
    setApplicationStatus: async (_r, args, ctx) => setApplicationStatus(await ctx.requireUser(), args.id, args.status),
    decideApplications: async (_r, args, ctx) => decideApplications(await ctx.requireUser(), args.ids, args.action),
    startApplicationBatchOperation: async (_r, args, ctx) =>
      startApplicationBatch(await ctx.requireUser(), args.action, args.applicationIds, {
        status: args.status,
        roundId: args.roundId,
        evaluatorIds: args.evaluatorIds,
        message: args.message,
      }),
  },
  Subscription: {
    // The topic is the starter's own; APPLICATIONS:EDIT is checked again for every event, and only the followed
    // operation's events pass.
    applicationBatchOperationUpdated: subscription({
      access: EDIT,
      event: APPLICATION_BATCH_UPDATED,
      filter: (payload: ApplicationBatchEvent, args: { operationId: string }) =>
        payload.applicationBatchOperationUpdated.operationId === args.operationId,
      select: (payload) => payload.applicationBatchOperationUpdated,
    }),
  },
};
