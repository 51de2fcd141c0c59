import { describe, expect, it } from 'vitest';
import {
  ROLE_LABELS,
  ROLE_TYPES,
  docSearchUserKind,
  isAdminLikeRole,
  isAdviserRole,
  isFounderSideRole,
  isRoleType,
  isStaffLikeRole,
  isTeamRole,
  roleAccessIncludes,
  roleDisplayLabel,
  roleTypeLabel,
  userCategoryOf,
} from './roles.ts';

describe('roleDisplayLabel', () => {
  it("prefers the role's own label", () => {
    expect(roleDisplayLabel({ type: 'Cofounder', label: 'CEO' }, 1)).toBe('CEO');
  });

  it('shows Founder for an unlabelled cofounder alone in the startup', () => {
    expect(roleDisplayLabel({ type: 'Cofounder', label: null }, 1)).toBe('Founder');
    expect(roleDisplayLabel({ type: 'Cofounder', label: '  ' }, 1)).toBe('Founder');
  });

  it('shows Unknown otherwise', () => {
    expect(roleDisplayLabel({ type: 'Cofounder', label: '' }, 2)).toBe('Unknown');
    expect(roleDisplayLabel({ type: 'Cofounder' }, undefined)).toBe('Unknown');
    expect(roleDisplayLabel({ type: 'Mentor', label: '' }, 1)).toBe('Unknown');
    expect(roleDisplayLabel(null, 1)).toBe('Unknown');
  });
});

describe('role labels', () => {
  it('labels every type, with the spelled-out ones', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLE_TYPES].sort());
    expect(roleTypeLabel('AdminCoach')).toBe('Admin & Coach');
    expect(roleTypeLabel('Cofounder')).toBe('Co/Founder');
    expect(roleTypeLabel('CommunityMember')).toBe('Community Member');
    expect(roleTypeLabel('SubAdmin')).toBe('Sub-Admin');
    expect(roleTypeLabel('admin')).toBe('Unknown');
    expect(isRoleType('System')).toBe(true);
    expect(isRoleType('system')).toBe(false);
  });
});

describe('groupings', () => {
  const members = (test: (type: string) => boolean): string[] => ROLE_TYPES.filter(test);

  it('match spec 01 §6', () => {
    expect(members(isTeamRole).sort()).toEqual(
      ['Admin', 'AdminCoach', 'Coach', 'Evaluator', 'Expert', 'Mentor', 'Staff', 'SubAdmin'].sort(),
    );
    expect(members(isStaffLikeRole).sort()).toEqual(['Admin', 'AdminCoach', 'Coach', 'Staff']);
    expect(members(isAdminLikeRole).sort()).toEqual(['Admin', 'AdminCoach']);
    expect(members(isFounderSideRole).sort()).toEqual(['Applicant', 'Cofounder', 'CommunityMember']);
    expect(members(isAdviserRole).sort()).toEqual(['Evaluator', 'Expert', 'Mentor']);
  });

  it('reject missing types', () => {
    expect(isTeamRole(undefined)).toBe(false);
    expect(isStaffLikeRole(null)).toBe(false);
  });
});

describe('roleAccessIncludes', () => {
  it('treats an empty or missing list as all roles', () => {
    expect(roleAccessIncludes([], 'Mentor')).toBe(true);
    expect(roleAccessIncludes(undefined, 'Mentor')).toBe(true);
    expect(roleAccessIncludes(['Staff'], 'Mentor')).toBe(false);
    expect(roleAccessIncludes(['Staff', 'Mentor'], 'Mentor')).toBe(true);
  });
});

describe('category and documentation kind', () => {
  it('place every role', () => {
    expect(userCategoryOf('Staff')).toBe('employee');
    expect(userCategoryOf('Mentor')).toBe('externalNetwork');
    expect(userCategoryOf('Evaluator')).toBe('evaluators');
    expect(userCategoryOf('Cofounder')).toBe('other');
    expect(docSearchUserKind('Coach')).toBe('incubator');
    expect(docSearchUserKind('CommunityMember')).toBe('communityMember');
    expect(docSearchUserKind('System')).toBeNull();
  });
});
