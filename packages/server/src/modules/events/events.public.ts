// The events module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
// They import this file, never its repository; the owner chooses what is here.
export { countEventLabels, relabelEvents, type EventLabelColumn } from './events.labels.ts';
export { eventCalendarItems } from './events.calendar.ts';
export { bookingFacts, remainingMinutesOf, type BookingFacts } from './events.bookings-public.ts';
