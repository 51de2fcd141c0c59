// Who may invite whom (issue 3: invitations), and how long an invitation link stays valid.
import type { RoleType } from './roles.ts';

/** Days an invitation link stays valid after it is sent (or sent again). */
export const INVITATION_TTL_DAYS = 14;

/** Roles that may invite people, list pending invitations and resend or revoke them. */
export const INVITER_ROLES = ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'] as const satisfies readonly RoleType[];
export type InviterRole = (typeof INVITER_ROLES)[number];

/** Roles only an admin (Admin or AdminCoach) may hand out. */
const ADMIN_ONLY_INVITEE_ROLES: readonly RoleType[] = ['Admin', 'AdminCoach', 'SubAdmin'];

/** Roles a newcomer may join a startup with (the startup's people). */
export const STARTUP_INVITEE_ROLES = ['Cofounder', 'CommunityMember'] as const satisfies readonly RoleType[];

export function isInviterRole(type: string | null | undefined): type is InviterRole {
  return typeof type === 'string' && (INVITER_ROLES as readonly string[]).includes(type);
}

/**
 * Whether a user of role `inviter` may invite someone as `invitee`. Nobody invites System (it is the
 * product's own account); Staff and SubAdmin may not hand out admin-level roles.
 */
export function canInviteRole(inviter: string | null | undefined, invitee: RoleType): boolean {
  if (!isInviterRole(inviter) || invitee === 'System') return false;
  if (inviter === 'Admin' || inviter === 'AdminCoach') return true;
  return !ADMIN_ONLY_INVITEE_ROLES.includes(invitee);
}

export function canJoinStartupAs(role: RoleType): boolean {
  return (STARTUP_INVITEE_ROLES as readonly RoleType[]).includes(role);
}
