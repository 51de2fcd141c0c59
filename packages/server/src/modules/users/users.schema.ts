import { sql } from 'drizzle-orm';
import type { PermissionGrant } from '@ascent/shared';
import {
  boolean,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';

/** A grant of the role: `{ key, permissionCriteria, selected? }` (registry in @ascent/shared). */
export type PermissionEntry = PermissionGrant;

export const roles = pgTable(
  'roles',
  {
    incubatorId: incubatorId(),
    id: id(),
    type: text('type').notNull(),
    label: text('label'),
    permissions: jsonb('permissions').$type<PermissionEntry[]>().notNull().default([]),
    userAccess: jsonb('user_access').$type<{ roles: string[]; visibilitySettings: string }>().notNull(),
    startupAccess: jsonb('startup_access').$type<{ visibilitySettings: string }>().notNull(),
    /** A role an administrator created (based on a type); the organisation's default roles are not custom. */
    isCustom: boolean('is_custom').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** A user's public profile links (spec 01 §3 info). */
export type UserLinks = { linkedin?: string; twitter?: string; facebook?: string; angellist?: string };

export const users = pgTable(
  'users',
  {
    incubatorId: incubatorId(),
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    headline: text('headline'),
    phone: text('phone'),
    avatar: text('avatar'),
    status: text('status').notNull().default('pending'),
    validated: boolean('validated').notNull().default(false),
    adminValidated: boolean('admin_validated').notNull().default(false),
    roleId: uuid('role_id').notNull(),
    language: text('language'),
    timezone: text('timezone'),
    bio: text('bio'),
    cover: text('cover'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country'),
    links: jsonb('links').$type<UserLinks>().notNull().default({}),
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    industries: jsonb('industries').$type<string[]>().notNull().default([]),
    /**
     * When the user finished or skipped the first sign-in's onboarding (/welcome); null until then, so a new
     * account (invitation, applicant sign-up) is shown it once. Accounts older than the onboarding count as welcomed.
     */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('users_incubator_email_key').on(t.incubatorId, sql`lower(${t.email})`),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roleId], foreignColumns: [roles.incubatorId, roles.id] }),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
