// Every table of every module, for drizzle's typed client and for drizzle-kit.
export * from '../../modules/incubators/incubators.schema.ts';
export * from '../../modules/users/users.schema.ts';
export * from '../../modules/programs/programs.schema.ts';
export * from '../../modules/startups/startups.schema.ts';
export * from '../../modules/notifications/notifications.schema.ts';
export * from '../../modules/mail/mail.schema.ts';
export * from '../../modules/accounts/accounts.schema.ts';
export * from '../../modules/sessions/sessions.schema.ts';
export * from '../../modules/sso/sso.schema.ts';
export * from '../../modules/invitations/invitations.schema.ts';
export * from '../../modules/assignments/assignments.schema.ts';
export * from '../../modules/features/features.schema.ts';
export * from '../../modules/tasks/tasks.schema.ts';
export * from '../../modules/attachments/attachments.schema.ts';
