import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from './roles.ts';
import { canInviteRole, canJoinStartupAs, isInviterRole } from './invitations.ts';

describe('canInviteRole', () => {
  it('lets admins invite every role but System', () => {
    for (const inviter of ['Admin', 'AdminCoach']) {
      expect(ROLE_TYPES.filter((r) => canInviteRole(inviter, r))).toEqual(ROLE_TYPES.filter((r) => r !== 'System'));
    }
  });

  it('keeps admin-level roles from Staff and SubAdmin', () => {
    for (const inviter of ['Staff', 'SubAdmin']) {
      expect(canInviteRole(inviter, 'Admin')).toBe(false);
      expect(canInviteRole(inviter, 'AdminCoach')).toBe(false);
      expect(canInviteRole(inviter, 'SubAdmin')).toBe(false);
      expect(canInviteRole(inviter, 'System')).toBe(false);
      expect(canInviteRole(inviter, 'Cofounder')).toBe(true);
      expect(canInviteRole(inviter, 'Mentor')).toBe(true);
      expect(canInviteRole(inviter, 'Staff')).toBe(true);
    }
  });

  it('lets no other role invite anyone', () => {
    for (const inviter of ['Coach', 'Cofounder', 'Applicant', 'Mentor', 'System', null, undefined, 'admin']) {
      expect(isInviterRole(inviter)).toBe(false);
      expect(ROLE_TYPES.some((r) => canInviteRole(inviter, r))).toBe(false);
    }
  });
});

describe('canJoinStartupAs', () => {
  it('admits the founder side of a startup only', () => {
    expect(ROLE_TYPES.filter(canJoinStartupAs)).toEqual(['Cofounder', 'CommunityMember']);
  });
});
