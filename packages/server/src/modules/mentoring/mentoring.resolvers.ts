// The mentoring API: reading the settings, suggestions and requests is for everyone signed in (the service answers
// only what the caller's startups, requests or managed startups show); the settings need SETTINGS:MANAGE, and the
// mentors management STARTUPS:EDIT (the service checks the startup is within its reach).
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { mentorRequests, requestMentor, respondMentorRequest, withdrawMentorRequest } from './mentoring.requests.ts';
import {
  assignMentor,
  matchingSettings,
  mentorsOverview,
  setMentorCapacity,
  suggestions,
  unassignMentor,
  updateMatchingSettings,
} from './mentoring.service.ts';

const MANAGE = permission('STARTUPS:EDIT');

export const mentoringPolicies: Policies = {
  'Query.mentorMatchingSettings': SIGNED_IN,
  'Query.mentorSuggestions': SIGNED_IN,
  'Query.mentorRequests': SIGNED_IN,
  'Query.mentors': MANAGE,
  'Mutation.updateMentorMatchingSettings': permission('SETTINGS:MANAGE'),
  'Mutation.requestMentor': SIGNED_IN,
  'Mutation.respondMentorRequest': SIGNED_IN,
  'Mutation.withdrawMentorRequest': SIGNED_IN,
  'Mutation.assignMentor': MANAGE,
  'Mutation.unassignMentor': MANAGE,
  'Mutation.setMentorCapacity': MANAGE,
};

export const mentoringResolvers: Resolvers = {
  Query: {
    mentorMatchingSettings: async (_r, _args, ctx) => matchingSettings(await ctx.requireUser()),
    mentorSuggestions: async (_r, args, ctx) =>
      suggestions(await ctx.requireUser(), args.startupId, args.skillIds ?? []),
    mentorRequests: async (_r, args, ctx) => mentorRequests(await ctx.requireUser(), args.status),
    mentors: async (_r, _args, ctx) => mentorsOverview(await ctx.requireUser()),
  },
  Mutation: {
    updateMentorMatchingSettings: async (_r, args, ctx) => updateMatchingSettings(await ctx.requireUser(), args.input),
    requestMentor: async (_r, args, ctx) => requestMentor(await ctx.requireUser(), args),
    respondMentorRequest: async (_r, args, ctx) => respondMentorRequest(await ctx.requireUser(), args.id, args.accept),
    withdrawMentorRequest: async (_r, args, ctx) => withdrawMentorRequest(await ctx.requireUser(), args.id),
    assignMentor: async (_r, args, ctx) => assignMentor(await ctx.requireUser(), args.startupId, args.mentorId),
    unassignMentor: async (_r, args, ctx) => unassignMentor(await ctx.requireUser(), args.startupId, args.mentorId),
    setMentorCapacity: async (_r, args, ctx) =>
      setMentorCapacity(await ctx.requireUser(), args.mentorId, args.capacity),
  },
};
