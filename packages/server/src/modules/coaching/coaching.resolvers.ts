// The coaching API: a policy table plus one-line calls. Reading needs COACHING:VIEW (the service answers only the
// sessions the caller's reach or presence shows), logging and changing needs COACHING:SCHEDULE (the service checks
// the startup is within its reach — for a coach or mentor, one they are assigned to — and who may write which
// notes). Preferences are everyone's own.
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { coachBrief } from './coaching.brief.ts';
import { myPreferences, updateMyPreferences } from './coaching.preferences.ts';
import {
  cancelSession,
  createSession,
  getSession,
  listSessions,
  sessionChangelog,
  updateSession,
} from './coaching.service.ts';

const VIEW = permission('COACHING:VIEW');
const SCHEDULE = permission('COACHING:SCHEDULE');

export const coachingPolicies: Policies = {
  'Query.coachingSessions': VIEW,
  'Query.coachingSession': VIEW,
  'Query.coachingSessionChangelog': VIEW,
  'Query.coachingPreferences': SIGNED_IN,
  // The session's coaches and the programme team (checked in the service).
  'Query.coachBrief': VIEW,
  'Mutation.createCoachingSession': SCHEDULE,
  'Mutation.updateCoachingSession': SCHEDULE,
  'Mutation.cancelCoachingSession': SCHEDULE,
  'Mutation.updateCoachingPreferences': SIGNED_IN,
};

export const coachingResolvers: Resolvers = {
  Query: {
    coachingSessions: async (_r, args, ctx) => listSessions(await ctx.requireUser(), args),
    coachingSession: async (_r, args, ctx) => getSession(await ctx.requireUser(), args.id),
    coachingSessionChangelog: async (_r, args, ctx) => sessionChangelog(await ctx.requireUser(), args.sessionId),
    coachingPreferences: async (_r, _args, ctx) => myPreferences(await ctx.requireUser()),
    coachBrief: async (_r, args, ctx) => coachBrief(await ctx.requireUser(), args.sessionId),
  },
  Mutation: {
    createCoachingSession: async (_r, args, ctx) => createSession(await ctx.requireUser(), args.input),
    updateCoachingSession: async (_r, args, ctx) => updateSession(await ctx.requireUser(), args.id, args.input),
    cancelCoachingSession: async (_r, args, ctx) => cancelSession(await ctx.requireUser(), args.id),
    updateCoachingPreferences: async (_r, args, ctx) => updateMyPreferences(await ctx.requireUser(), args.input),
  },
};
