// Who is signing in, as the platform sees them: the user with their role's grants, and the session of the token.
// The users module finds them (the findUserInSession port of core/module.ts); core only reads these fields.
import type { PermissionGrant } from '@ascent/shared';

export interface AuthUser {
  id: string;
  incubatorId: string;
  email: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  avatar: string | null;
  status: string;
  validated: boolean;
  language: string | null;
  timezone: string | null;
  createdAt: Date;
  /** When the first sign-in's onboarding (/welcome) was finished or skipped; null: it is still to be shown. */
  welcomedAt?: Date | null;
  phone?: string | null;
  /** An administrator has approved the account. */
  adminValidated?: boolean;
  roleId: string;
  roleType: string;
  roleLabel: string | null;
  rolePermissions: PermissionGrant[];
  /** The role's stored profile-field rules (only what differs from the defaults of @ascent/shared). */
  roleProfileFields?: Record<string, unknown>;
}

export type SessionUser = AuthUser & { sessionId: string };
