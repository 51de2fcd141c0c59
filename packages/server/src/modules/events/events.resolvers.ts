// The events API: a policy table plus one-line calls. Reading needs EVENTS:VIEW (the service answers only what
// the event's visibility shows the caller); making and changing events needs EVENTS:CREATE, and the service checks
// the caller may edit that event (EVENTS:EDIT for every event, else the ones they created or host).
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { cancelRegistration, eventAttendees, registerForEvent, setAttendeeStatus } from './events.attendance.ts';
import {
  archiveEvent,
  cancelEvent,
  createEvent,
  getEvent,
  listEvents,
  publishEvent,
  updateEvent,
} from './events.service.ts';
import { seriesOccurrences } from './events.series.ts';
import { setEventCover } from './events.cover.ts';

const VIEW = permission('EVENTS:VIEW');
const PLAN = permission('EVENTS:CREATE');

export const eventsPolicies: Policies = {
  'Query.incubatorEvents': VIEW,
  'Query.incubatorEvent': VIEW,
  // The event's team only (checked in the service).
  'Query.eventAttendees': PLAN,
  'Mutation.createIncubatorEvent': PLAN,
  'Mutation.updateIncubatorEvent': PLAN,
  'Mutation.publishIncubatorEvent': PLAN,
  'Mutation.cancelIncubatorEvent': PLAN,
  'Mutation.archiveIncubatorEvent': PLAN,
  'Mutation.setEventCover': PLAN,
  'Mutation.registerForEvent': VIEW,
  'Mutation.cancelEventRegistration': VIEW,
  'Mutation.setAttendeeStatus': PLAN,
};

export const eventsResolvers: Resolvers = {
  IncubatorEvent: {
    occurrences: async (parent, _args, ctx) =>
      parent.seriesId ? seriesOccurrences(await ctx.requireUser(), parent.seriesId) : [],
  },
  Query: {
    incubatorEvents: async (_r, args, ctx) => listEvents(await ctx.requireUser(), args),
    incubatorEvent: async (_r, args, ctx) => getEvent(await ctx.requireUser(), args.id),
    eventAttendees: async (_r, args, ctx) => eventAttendees(await ctx.requireUser(), args.eventId),
  },
  Mutation: {
    createIncubatorEvent: async (_r, args, ctx) => createEvent(await ctx.requireUser(), args.input),
    updateIncubatorEvent: async (_r, args, ctx) =>
      updateEvent(await ctx.requireUser(), args.id, args.input, args.following ?? false),
    publishIncubatorEvent: async (_r, args, ctx) => publishEvent(await ctx.requireUser(), args.id),
    cancelIncubatorEvent: async (_r, args, ctx) =>
      cancelEvent(await ctx.requireUser(), args.id, args.following ?? false),
    archiveIncubatorEvent: async (_r, args, ctx) =>
      archiveEvent(await ctx.requireUser(), args.id, args.archived ?? true),
    setEventCover: async (_r, args, ctx) => setEventCover(await ctx.requireUser(), args.id, args.attachmentId),
    registerForEvent: async (_r, args, ctx) => registerForEvent(await ctx.requireUser(), args.eventId),
    cancelEventRegistration: async (_r, args, ctx) => cancelRegistration(await ctx.requireUser(), args.eventId),
    setAttendeeStatus: async (_r, args, ctx) =>
      setAttendeeStatus(await ctx.requireUser(), args.eventId, args.userIds, args.status),
  },
};
