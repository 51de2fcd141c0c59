import { describe, expect, it } from 'vitest';
import {
  adminUserStatusOf,
  allowedScopes,
  canGrantRoleType,
  canManageUserOfType,
  CUSTOM_ROLE_BASE_TYPES,
  grantProblem,
  grantsBeyond,
  isKnownTimeZone,
  isVisibilitySetting,
  permissionAreas,
  STORED_USER_STATUS,
  userStatusMaySignIn,
} from './role-admin.ts';
import { PERMISSION_KEYS, defaultGrants } from './permissions.ts';

describe('role administration rules', () => {
  it('bases custom roles on every type but System', () => {
    expect(CUSTOM_ROLE_BASE_TYPES).toHaveLength(11);
    expect(CUSTOM_ROLE_BASE_TYPES).not.toContain('System');
  });

  it('lets admins grant any role but System, and others no admin-level role', () => {
    expect(canGrantRoleType('Admin', 'AdminCoach')).toBe(true);
    expect(canGrantRoleType('AdminCoach', 'Admin')).toBe(true);
    expect(canGrantRoleType('Admin', 'System')).toBe(false);
    expect(canGrantRoleType('Staff', 'Admin')).toBe(false);
    expect(canGrantRoleType('Staff', 'SubAdmin')).toBe(false);
    expect(canGrantRoleType('Staff', 'Mentor')).toBe(true);
    expect(canGrantRoleType('Admin', 'Wizard')).toBe(false);
    expect(canManageUserOfType('Staff', 'Admin')).toBe(false);
    expect(canManageUserOfType('Staff', 'Cofounder')).toBe(true);
    expect(canManageUserOfType('Admin', 'System')).toBe(false);
  });

  it('checks each grant against the registry', () => {
    expect(grantProblem({ key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' })).toBeNull();
    expect(grantProblem({ key: 'TASK/TASK:TELEPORT', permissionCriteria: 'ALL' })).toMatch(/Unknown permission/);
    expect(grantProblem({ key: 'ROLES:MANAGE', permissionCriteria: 'ASSIGNED' })).toMatch(/cannot be granted ASSIGNED/);
    expect(grantProblem({ key: 'ROLES:MANAGE', permissionCriteria: 'SOME' })).toMatch(/Unknown scope/);
    expect(grantProblem({ key: 'STARTUPS:VIEW', permissionCriteria: 'ALL', selected: ['x'] })).toMatch(
      /only a SELECTED/,
    );
    expect(allowedScopes('ROLES:MANAGE')).toEqual(['ALL', 'NONE']);
    expect(allowedScopes('TASK/TASK:VIEW')).toEqual(['ALL', 'ASSIGNED', 'SELECTED', 'NONE']);
    expect(allowedScopes('COURSES:MANAGE')).toEqual(['ALL', 'SELECTED', 'NONE']);
  });

  it('groups every key under one area', () => {
    const areas = permissionAreas();
    expect(areas.flatMap((a) => a.keys).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(areas.find((a) => a.area === 'tasks')?.keys).toContain('TASK/TASK:DELETE');
  });

  it('maps statuses both ways and lets only active and pending accounts sign in', () => {
    for (const [status, stored] of Object.entries(STORED_USER_STATUS)) expect(adminUserStatusOf(stored)).toBe(status);
    expect(adminUserStatusOf('Denied')).toBe('DENIED');
    expect(adminUserStatusOf('deleted')).toBeNull();
    expect(['active', 'Pending'].map(userStatusMaySignIn)).toEqual([true, true]);
    expect(['unactive', 'inactive', 'archived', 'deny', 'deleted', '', null].map(userStatusMaySignIn)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('knows visibility settings and time zones', () => {
    expect(['none', 'all', 'user_roles', 'own'].every(isVisibilitySetting)).toBe(true);
    expect(isVisibilitySetting('everyone')).toBe(false);
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('grantsBeyond: nobody hands out more than they hold', () => {
  const g = (key: string, permissionCriteria: 'ALL' | 'ASSIGNED' | 'SELECTED' | 'NONE', selected?: string[]) => ({
    key,
    permissionCriteria,
    selected,
  });
  it('lets a holder of ALL hand out any scope, and ASSIGNED only ASSIGNED', () => {
    expect(
      grantsBeyond([g('STARTUPS:VIEW', 'ALL')], [g('STARTUPS:VIEW', 'ASSIGNED'), g('STARTUPS:VIEW', 'ALL')]),
    ).toEqual([]);
    expect(grantsBeyond([g('STARTUPS:VIEW', 'ASSIGNED')], [g('STARTUPS:VIEW', 'ALL')])).toEqual(['STARTUPS:VIEW']);
    expect(grantsBeyond([g('STARTUPS:VIEW', 'ASSIGNED')], [g('STARTUPS:VIEW', 'ASSIGNED')])).toEqual([]);
    expect(grantsBeyond([g('STARTUPS:VIEW', 'ASSIGNED')], [g('STARTUPS:VIEW', 'SELECTED', ['a'])])).toEqual([
      'STARTUPS:VIEW',
    ]);
  });
  it('covers a SELECTED grant only by a superset of its items', () => {
    expect(grantsBeyond([g('STARTUPS:VIEW', 'SELECTED', ['a', 'b'])], [g('STARTUPS:VIEW', 'SELECTED', ['a'])])).toEqual(
      [],
    );
    expect(grantsBeyond([g('STARTUPS:VIEW', 'SELECTED', ['a'])], [g('STARTUPS:VIEW', 'SELECTED', ['a', 'c'])])).toEqual(
      ['STARTUPS:VIEW'],
    );
  });
  it('ignores NONE and unknown keys, and names each missing key once', () => {
    expect(grantsBeyond([], [g('STARTUPS:VIEW', 'NONE'), g('NOT:A_KEY', 'ALL')])).toEqual([]);
    expect(grantsBeyond([], [g('USERS:EDIT', 'ALL'), g('ROLES:MANAGE', 'ALL')])).toEqual([
      'USERS:EDIT',
      'ROLES:MANAGE',
    ]);
  });
  it('keeps the default staff below the default admin, and a sub-admin below staff', () => {
    expect(grantsBeyond(defaultGrants('Admin'), defaultGrants('Staff'))).toEqual([]);
    expect(grantsBeyond(defaultGrants('Staff'), defaultGrants('Admin'))).toEqual(
      expect.arrayContaining(['ROLES:MANAGE', 'SETTINGS:MANAGE', 'EMAILS/OUTBOX:VIEW']),
    );
    expect(grantsBeyond(defaultGrants('Staff'), defaultGrants('SubAdmin'))).toEqual([]);
    expect(grantsBeyond(defaultGrants('SubAdmin'), defaultGrants('Staff'))).toEqual(['PROGRAMS:CREATE', 'USERS:EDIT']);
    expect(grantsBeyond(defaultGrants('Staff'), defaultGrants('Cofounder'))).toEqual([]);
  });
});
