// The review API: organising reviews needs APPLICATIONS:EDIT (the pool and settings FUNNELS:EDIT and
// EVALUATION_PARAMETERS:EDIT), each also checked on the round's funnel in the service; evaluating needs only the
// assignment (checked in the service: anyone else gets "not found"); declaring a conflict, an evaluator of the
// application or staff managing it.
import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { applicationAnalytics } from './application-analytics.service.ts';
import {
  applicationRanking,
  applicationReviews,
  evaluationSheet,
  myEvaluations,
  submitEvaluation,
} from './application-evaluations.service.ts';
import {
  assignEvaluators,
  autoAssignEvaluators,
  declareConflict,
  reviewBoard,
  setRoundReview,
  unassignEvaluation,
} from './application-reviews.service.ts';

const MANAGE = permission('APPLICATIONS:EDIT');

export const reviewPolicies: Policies = {
  'Query.reviewBoard': MANAGE,
  'Query.myEvaluations': SIGNED_IN,
  'Query.applicationEvaluation': SIGNED_IN,
  'Query.applicationReviews': MANAGE,
  'Query.applicationRanking': MANAGE,
  'Query.applicationAnalytics': { ...permission('APPLICATIONS:VIEW'), feature: 'applicationsDashboard' },
  'Mutation.setRoundReview': permission('EVALUATION_PARAMETERS:EDIT'),
  'Mutation.assignEvaluators': MANAGE,
  'Mutation.unassignEvaluation': MANAGE,
  'Mutation.autoAssignEvaluators': MANAGE,
  'Mutation.declareConflict': SIGNED_IN,
  'Mutation.submitEvaluation': SIGNED_IN,
};

export const reviewResolvers: Resolvers = {
  Query: {
    reviewBoard: async (_r, args, ctx) => reviewBoard(await ctx.requireUser(), args.roundId),
    myEvaluations: async (_r, _args, ctx) => myEvaluations(await ctx.requireUser()),
    applicationEvaluation: async (_r, args, ctx) =>
      evaluationSheet(await ctx.requireUser(), args.applicationId, args.roundId),
    applicationReviews: async (_r, args, ctx) => applicationReviews(await ctx.requireUser(), args.applicationId),
    applicationRanking: async (_r, args, ctx) => applicationRanking(await ctx.requireUser(), args.roundId, args.sort),
    applicationAnalytics: async (_r, args, ctx) => applicationAnalytics(await ctx.requireUser(), args.funnelId),
  },
  Mutation: {
    setRoundReview: async (_r, args, ctx) => setRoundReview(await ctx.requireUser(), args.roundId, args.input),
    assignEvaluators: async (_r, args, ctx) =>
      assignEvaluators(await ctx.requireUser(), args.roundId, args.applicationIds, args.evaluatorIds),
    unassignEvaluation: async (_r, args, ctx) => unassignEvaluation(await ctx.requireUser(), args.id),
    autoAssignEvaluators: async (_r, args, ctx) =>
      autoAssignEvaluators(await ctx.requireUser(), args.roundId, args.cap),
    declareConflict: async (_r, args, ctx) => declareConflict(await ctx.requireUser(), args.applicationId, args.userId),
    submitEvaluation: async (_r, args, ctx) =>
      submitEvaluation(
        await ctx.requireUser(),
        args.applicationId,
        args.roundId,
        args.versionId,
        args.answers,
        args.comment,
      ),
  },
};
