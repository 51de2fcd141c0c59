// Every table of every module, for drizzle's typed client and for drizzle-kit.
export * from '../../modules/incubators/incubators.schema.ts';
export * from '../../modules/users/users.schema.ts';
export * from '../../modules/programs/programs.schema.ts';
export * from '../../modules/startups/startups.schema.ts';
export * from '../../modules/notifications/notifications.schema.ts';
export * from '../../modules/mail/mail.schema.ts';
