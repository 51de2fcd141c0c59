// The tenant itself. Not tenant-owned: its id is what every other table's incubator_id points to.
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export interface Branding {
  logo?: string | null;
  whiteLogo?: string | null;
  logoSquare?: string | null;
  palette: {
    sidebar: {
      backgroundColor: string;
      textColor: string;
      activeItemBackgroundColor: string;
      activeItemTextColor: string;
      activeSubItemTextColor: string;
      logoType: 'NORMAL' | 'REVERSE';
    };
    login: { logoType: 'NORMAL' | 'REVERSE' };
  };
  seo: { active: boolean; seoTitle?: string | null; seoDescription?: string | null };
  customLoginText: {
    active: boolean;
    text?: string | null;
    url?: string | null;
    buttonBackgroundColor?: string | null;
    buttonTextColor?: string | null;
  };
  termsUrl?: string | null;
  loginProviders: { provider: string; enabled: boolean }[];
  /** What the organisation calls startups, per language: `label` the singular, `pluralLabel` the plural (added later: may be absent). */
  alternativeStartupLabel: {
    active: boolean;
    label: { language: string; value: string }[];
    pluralLabel?: { language: string; value: string }[];
  };
}

export const incubators = pgTable(
  'incubators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    address: text('address'),
    defaultLanguage: text('default_language').notNull().default('en'),
    /** The organisation's sender address (its mail goes out from it once confirmed, from the instance's before). */
    generalEmail: text('general_email'),
    /** When the sender address was confirmed through its emailed link (/confirmIncubatorEmail); null: not yet. */
    generalEmailConfirmedAt: timestamp('general_email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The SHA-256 of the pending confirmation link's token (null when none) and when the link stops working. */
    generalEmailTokenHash: text('general_email_token_hash'),
    generalEmailTokenExpiresAt: timestamp('general_email_token_expires_at', { withTimezone: true, mode: 'date' }),
    supportEmail: text('support_email'),
    allowUserSelfDelete: boolean('allow_user_self_delete').notNull().default(false),
    allowWriteInOptionInUserSkills: boolean('allow_write_in_option_in_user_skills').notNull().default(false),
    planName: text('plan_name').notNull().default('Starter'),
    employeeCountLimit: integer('employee_count_limit'),
    /** Concurrent signed-in sessions allowed per user (spec 01 §4: 'Maximum number of sessions reached'). */
    maxSessionsPerUser: integer('max_sessions_per_user').notNull().default(5),
    branding: jsonb('branding').$type<Branding>().notNull(),
    /**
     * active | suspended | deleted (ORGANISATION_STATUSES): set by the instance operator. A suspended or deleted
     * organisation refuses every call; a deleted one is purged after its grace period.
     */
    status: text('status').notNull().default('active'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('incubators_slug_key').on(t.slug)],
);

export type IncubatorRow = typeof incubators.$inferSelect;
