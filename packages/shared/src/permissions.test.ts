import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
  PERMISSION_KEYS,
  defaultGrants,
  grantedScope,
  isPermissionKey,
} from './permissions.ts';
import { ROLE_TYPES } from './roles.ts';

describe('permission registry', () => {
  it('names keys RESOURCE[/SUB]:ACTION and always allows NONE', () => {
    for (const key of PERMISSION_KEYS) {
      expect(key).toMatch(/^[A-Z_]+(\/[A-Z_]+)?:[A-Z_]+$/);
      expect(PERMISSIONS[key].scopes).toContain('NONE');
    }
  });

  it('contains the keys the spec names', () => {
    for (const key of ['ARTICLES:EDIT', 'METRICS/EDIT:VIEW', 'COURSES:MANAGE', 'TASK/TASK:DELETE'])
      expect(isPermissionKey(key)).toBe(true);
    expect(isPermissionKey('NOPE:NOPE')).toBe(false);
    expect(isPermissionKey('toString')).toBe(false);
  });

  it('gives every role type a default matrix that uses only allowed scopes', () => {
    for (const type of ROLE_TYPES) {
      for (const [key, scope] of Object.entries(DEFAULT_ROLE_PERMISSIONS[type])) {
        expect(isPermissionKey(key), key).toBe(true);
        expect(PERMISSIONS[key as keyof typeof PERMISSIONS].scopes as readonly string[], `${type} ${key}`).toContain(
          scope,
        );
      }
    }
  });

  it('stores grants without NONE entries; admins get everything, applicants almost nothing', () => {
    expect(defaultGrants('Admin')).toHaveLength(PERMISSION_KEYS.length);
    expect(defaultGrants('Applicant').map((g) => g.key)).toEqual(['EVENTS:VIEW']);
    expect(defaultGrants('Staff').some((g) => g.key === 'ROLES:MANAGE')).toBe(false);
  });

  it('reads a granted scope, refusing a scope the key does not allow', () => {
    const grants = [
      { key: 'TASK/TASK:DELETE', permissionCriteria: 'ASSIGNED' as const },
      { key: 'ARTICLES:EDIT', permissionCriteria: 'ASSIGNED' as const },
    ];
    expect(grantedScope(grants, 'TASK/TASK:DELETE')).toBe('ASSIGNED');
    expect(grantedScope(grants, 'ARTICLES:EDIT')).toBe('NONE');
    expect(grantedScope(grants, 'USERS:EDIT')).toBe('NONE');
  });
});
