// "Add to calendar" on an event's page: the event's facts for the shared menu (ui/calendar/AddToCalendarMenu).
import { plainText, type CalendarEventFacts } from '@ascent/shared';
import { AddToCalendarMenu } from '../../ui/calendar/AddToCalendarMenu.tsx';
import type { EventDetail } from './eventModel.ts';

export function AddToCalendar({ event }: { readonly event: EventDetail }) {
  const facts: CalendarEventFacts = {
    id: event._id,
    title: event.title,
    details: plainText(event.description),
    location: [event.location.text, event.location.link, event.conferenceData?.url].filter(Boolean).join(' '),
    startTime: event.startTime,
    endTime: event.endTime,
    url: `${window.location.origin}/events/${event._id}`,
  };
  return <AddToCalendarMenu facts={facts} fileName={`event-${event._id}.ics`} />;
}
