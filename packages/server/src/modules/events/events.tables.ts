// The events module's public tables (docs/architecture.md, "Module boundaries"): its tables that other modules may
// name, read-only, in their own queries (the attachments module checks that an event exists). Writes go through the
// owner's functions.
export { incubatorEvents } from './events.schema.ts';
