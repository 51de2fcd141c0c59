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
  }
}

export const EVENTS_EVENTS = eventNames('event.published', 'event.cancelled', 'booking.confirmed', 'booking.cancelled');
