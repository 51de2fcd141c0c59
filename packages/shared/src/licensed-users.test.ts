import { describe, expect, it } from 'vitest';
import { isLicensedUser, LICENSED_ROLE_TYPES } from './role-admin.ts';

describe('licensed users', () => {
  it('counts the programme’s own people who may sign in, nobody else', () => {
    expect([...LICENSED_ROLE_TYPES].sort()).toEqual(['Admin', 'AdminCoach', 'Coach', 'Staff', 'SubAdmin']);
    expect(isLicensedUser('Coach', 'ACTIVE')).toBe(true);
    expect(isLicensedUser('Staff', 'PENDING')).toBe(true);
    for (const status of ['INACTIVE', 'ARCHIVED', 'DENIED', null] as const)
      expect(isLicensedUser('Admin', status), String(status)).toBe(false);
    for (const type of ['Mentor', 'Expert', 'Evaluator', 'Cofounder', 'Applicant', 'CommunityMember', 'System'])
      expect(isLicensedUser(type, 'ACTIVE'), type).toBe(false);
  });
});
