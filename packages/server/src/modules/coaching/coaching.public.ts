// The coaching module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
export { coachingCalendarItems } from './coaching.calendar.ts';
