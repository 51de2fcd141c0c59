// The platform's own tables: the organisations (the tenants every other row belongs to) and the mail outbox.
export * from './incubators.schema.ts';
export * from '../mail/outbox.schema.ts';
