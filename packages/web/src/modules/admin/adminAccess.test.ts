// @vitest-environment node
// Each section is a built route of the table, guarded by its permission (which, when given, decides alone).
import { findRoute } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { signedInDecision } from '../navigation/guardDecision.ts';
import { ADMIN_TABS, adminPath } from './adminAccess.ts';

const facts = (roleType: string, permissions: string[]) => ({
  roleType,
  hasStartup: false,
  permissions: new Set(permissions),
  features: new Set<string>(),
});

describe('admin configuration sections', () => {
  it('are built routes of the table for admins', () => {
    for (const tab of ADMIN_TABS) {
      const route = findRoute(adminPath(tab));
      expect(route?.path, tab).toBe(adminPath(tab));
      expect(route?.screen, tab).toBe(true);
      expect(route?.roles, tab).toEqual(['Admin', 'AdminCoach']);
      expect(signedInDecision(route!, facts('Admin', ['ROLES:MANAGE', 'SETTINGS:MANAGE', 'USERS:VIEW'])), tab).toBe(
        'allow',
      );
    }
  });

  it('let the permission decide, whatever the role', () => {
    const roles = findRoute(adminPath('roles'))!;
    expect(signedInDecision(roles, facts('Admin', ['USERS:VIEW']))).toBe('home');
    expect(signedInDecision(findRoute(adminPath('users'))!, facts('Staff', ['USERS:VIEW']))).toBe('allow');
    expect(signedInDecision(findRoute(adminPath('general'))!, facts('Mentor', ['TASK/TASK:VIEW']))).toBe('home');
    expect(signedInDecision(findRoute(adminPath('branding'))!, facts('Admin', ['USERS:VIEW']))).toBe('home');
    expect(signedInDecision(findRoute(adminPath('branding'))!, facts('Admin', ['SETTINGS:MANAGE']))).toBe('allow');
  });
});
