// The evaluation API: the forms per meeting type are settings (SETTINGS:MANAGE to change, COACHING:VIEW to read);
// a session's evaluations need COACHING:VIEW (the service checks the session is visible and the caller was in it);
// a coach's feedback is for the coach and the programme team (checked in the service).
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { coachFeedback } from './coaching-feedback.ts';
import {
  attachEvaluationForm,
  evaluationSettings,
  evaluationState,
  submitEvaluation,
} from './coaching-evaluations.service.ts';

export const coachingEvaluationPolicies: Policies = {
  'Query.coachingEvaluationSettings': permission('SETTINGS:MANAGE'),
  'Query.coachingEvaluation': permission('COACHING:VIEW'),
  'Query.coachFeedback': SIGNED_IN,
  'Mutation.setCoachingEvaluationForm': permission('SETTINGS:MANAGE'),
  'Mutation.submitCoachingEvaluation': permission('COACHING:VIEW'),
};

export const coachingEvaluationResolvers: Resolvers = {
  Query: {
    coachingEvaluationSettings: async (_r, _a, ctx) => evaluationSettings(await ctx.requireUser()),
    coachingEvaluation: async (_r, args, ctx) => evaluationState(await ctx.requireUser(), args.sessionId),
    coachFeedback: async (_r, args, ctx) => coachFeedback(await ctx.requireUser(), args.userId),
  },
  Mutation: {
    setCoachingEvaluationForm: async (_r, args, ctx) =>
      attachEvaluationForm(await ctx.requireUser(), args.meetingType, args.formId),
    submitCoachingEvaluation: async (_r, args, ctx) =>
      submitEvaluation(await ctx.requireUser(), args.sessionId, args.versionId, args.answers),
  },
};
