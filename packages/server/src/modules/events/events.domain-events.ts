// The domain events the events module publishes (core/events); notifications raises eventPublished and
// eventCancelled from them.
import { eventNames } from '../../core/events/types.ts';

interface EventRef {
  eventId: string;
  title: string;
  /** Where the notification leads: the event's page. */
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** An event was published: the people it is shown to (its hosts and publisher apart). */
    'event.published': EventRef & { audienceIds: string[]; publishedById: string };
    /** An event was cancelled: the people whose seats it released. */
    'event.cancelled': EventRef & { attendeeIds: string[]; cancelledById: string };
    /** A one-on-one was booked (its booker and host are mailed an invitation). */
    'booking.confirmed': { bookingId: string };
    /** One-on-ones were cancelled, by their booker or with their event. */
    'booking.cancelled': { bookingIds: string[] };
    /**
     * A published one-on-one event's hosts, at its publication or after an edit: the tasks module asks each host
     * without a saved schedule for one (`avail`) and the owner for hosts when it has none (`hostAssignation`).
     */
    'event.hostsSet': {
      eventId: string;
      title: string;
      /** Where hosts are assigned: the event's edit page. */
      editUrl: string;
      /** Who answers for the event: its creator, else whoever published or edited it. */
      ownerId: string;
      hostIds: string[];
      hostsWithoutSchedule: string[];
    };
    /** An event was cancelled or archived: what it asked of people no longer stands. */
    'event.closed': { eventId: string };
    /** Someone saved their availability (a weekly schedule or time off): they have a schedule now. */
    'availability.saved': { userId: string };
    /** An edit gave an event topics or tags it did not have (the taxonomy adds the names it does not know). */
    'event.labelsAdded': { topics: string[]; tags: string[] };
  }
}

export const EVENTS_EVENTS = eventNames(
  'event.published',
  'event.cancelled',
  'booking.confirmed',
  'booking.cancelled',
  'event.hostsSet',
  'event.closed',
  'availability.saved',
  'event.labelsAdded',
);
