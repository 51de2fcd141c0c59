// @ascent/shared: what the server and the web app must agree on. Pure values and functions, no I/O.
export * from './batch.ts';
export * from './dates.ts';
export * from './events.ts';
export * from './feature-flags.ts';
export * from './forms.ts';
export * from './i18n.ts';
export * from './metrics.ts';
export * from './notifications.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './tasks.ts';
export * from './tenancy.ts';
export * from './timings.ts';
export * from './web-links.ts';
