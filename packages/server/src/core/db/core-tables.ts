// The platform's own tables: the organisations (the tenants every other row belongs to), the instance's operators and
// settings, the mail outbox and the domain-event outbox.
export * from './incubators.schema.ts';
export * from './instance.schema.ts';
export * from '../mail/outbox.schema.ts';
export * from '../events/outbox.schema.ts';
export * from '../live/outbox.schema.ts';
export * from '../http/idempotency.schema.ts';
