// The availability, booking and hour-ledger API (issue 19, slice 2). Availability needs AVAILABILITY:EDIT (each
// person edits their own); timeslots and booking need EVENTS:VIEW (the service checks the event is shown to the
// caller); the ledger sits behind the hoursAllocation flag, its writes and full history for EVENTS:EDIT.
import type { Resolvers } from '../../generated/graphql.ts';
import { SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import { myAvailability, setAvailabilityOverrides, setWeeklyAvailability } from './booking.availability.ts';
import { bookEventTimeslot, eventBookings } from './booking.book.ts';
import { allocateHours, hourAllocation, hourAllocations, hourLedger } from './booking.hours.ts';
import { eventTimeslots } from './booking.slots.ts';

const AVAILABILITY = permission('AVAILABILITY:EDIT');
const VIEW = permission('EVENTS:VIEW');
const oneOnOne = { ...VIEW, feature: 'oneOnOneEvents' } as const;
const hours = 'hoursAllocation' as const;

export const bookingPolicies: Policies = {
  'Query.myAvailability': AVAILABILITY,
  'Mutation.setWeeklyAvailability': AVAILABILITY,
  'Mutation.setAvailabilityOverrides': AVAILABILITY,
  'Query.eventTimeslots': oneOnOne,
  'Mutation.bookEventTimeslot': oneOnOne,
  // The event's team only (checked in the service).
  'Query.eventBookings': { ...permission('EVENTS:CREATE'), feature: 'oneOnOneEvents' },
  // A founder reads their startup's minutes, staff any (checked in the service).
  'Query.hourAllocation': { ...SIGNED_IN, feature: hours },
  'Query.hourLedger': { ...permission('EVENTS:EDIT'), feature: hours },
  'Query.hourAllocations': { ...permission('EVENTS:EDIT'), feature: hours },
  'Mutation.allocateHours': { ...permission('EVENTS:EDIT'), feature: hours },
};

export const bookingResolvers: Resolvers = {
  Query: {
    myAvailability: async (_r, _a, ctx) => myAvailability(await ctx.requireUser()),
    eventTimeslots: async (_r, args, ctx) => eventTimeslots(await ctx.requireUser(), args),
    eventBookings: async (_r, args, ctx) => eventBookings(await ctx.requireUser(), args.eventId),
    hourAllocation: async (_r, args, ctx) => hourAllocation(await ctx.requireUser(), args.startupId),
    hourLedger: async (_r, args, ctx) => hourLedger(await ctx.requireUser(), args.startupId),
    hourAllocations: async (_r, _a, ctx) => hourAllocations(await ctx.requireUser()),
  },
  Mutation: {
    setWeeklyAvailability: async (_r, args, ctx) => setWeeklyAvailability(await ctx.requireUser(), args),
    setAvailabilityOverrides: async (_r, args, ctx) =>
      setAvailabilityOverrides(await ctx.requireUser(), args.overrides),
    bookEventTimeslot: async (_r, args, ctx) => bookEventTimeslot(await ctx.requireUser(), args),
    allocateHours: async (_r, args, ctx) => allocateHours(await ctx.requireUser(), args),
  },
};
