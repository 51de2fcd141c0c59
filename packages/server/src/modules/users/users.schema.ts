import { sql } from 'drizzle-orm';
import type { PermissionGrant, ProfileField, ProfileFieldRule } from '@ascent/shared';
import {
  boolean,
  date,
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
    /** The role's profile-field rules where they differ from the defaults (@ascent/shared profile-fields.ts). */
    profileFields: jsonb('profile_fields').$type<StoredProfileFieldRules>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/** What a role stores of its profile-field rules: only what differs from DEFAULT_PROFILE_FIELD_RULES. */
export type StoredProfileFieldRules = Partial<Record<ProfileField, ProfileFieldRule>>;

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
    /** One of GENDERS (@ascent/shared); private (PRIVATE_PROFILE_FIELDS). */
    gender: text('gender'),
    /** `YYYY-MM-DD`; private. */
    birthday: date('birthday', { mode: 'string' }),
    /** Where the person lives or works (cities, regions), in their words. */
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    /** ISO 3166-1 alpha-2 of the country the person comes from. */
    countryOrigin: text('country_origin'),
    /** One of WORK_STATUSES. */
    workStatus: text('work_status'),
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
