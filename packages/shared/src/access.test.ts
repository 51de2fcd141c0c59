import { describe, expect, it } from 'vitest';
import { createMenuEntries, entryState, signedInDecision, type SignedInUserFacts } from './access.ts';
import { FEATURE_FLAGS } from './feature-flags.ts';
import { MENU, type MenuEntry } from './menu.ts';
import { defaultGrants } from './permissions.ts';
import { ROLE_TYPES, type RoleType } from './roles.ts';
import { ROUTES, type RouteDefinition } from './routes.ts';

/** A user of a role type with its default grants and every feature on, unless told otherwise. */
const user = (roleType: RoleType, extra: Partial<SignedInUserFacts> = {}): SignedInUserFacts => ({
  roleType,
  hasStartup: roleType === 'Cofounder',
  permissions: new Set(defaultGrants(roleType).map((g) => g.key)),
  features: new Set(FEATURE_FLAGS),
  ...extra,
});

const menuPaths = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [...(e.path ? [e.path] : []), ...menuPaths(e.children ?? [])]);

describe('entryState', () => {
  it('offers the startups list only to roles whose data it can load (an evaluator has no STARTUPS:VIEW)', () => {
    expect(entryState('/startups', user('Evaluator'))).toBe('hidden');
    expect(entryState('/startups', user('Admin'))).toBe('open');
    expect(entryState('/startups', user('Coach'))).toBe('open');
    expect(entryState('/startups', user('Mentor'))).toBe('open');
    // The role reaches the screen, but a custom role without the permission gets nothing to show: no entry.
    expect(entryState('/startups', user('Staff', { permissions: new Set() }))).toBe('hidden');
    expect(entryState('/startups/management', user('Staff', { permissions: new Set() }))).toBe('hidden');
    // The permission alone does not open a screen the role may not reach (a cofounder's own-startup grant).
    expect(entryState('/startups', user('Cofounder'))).toBe('hidden');
  });

  it('locks an entry whose feature is off only for users the page would otherwise let through', () => {
    const noFeatures = { features: new Set<string>() };
    expect(entryState('/startups/metrics', user('Admin', noFeatures))).toBe('locked');
    expect(entryState('/startups/metrics', user('Cofounder', noFeatures))).toBe('hidden');
  });

  it('hides screens not built yet, redirects and public pages', () => {
    expect(entryState('/resources', user('Admin'))).toBe('hidden');
    expect(entryState('/admin/configuration', user('Admin'))).toBe('hidden');
    expect(entryState('/login', user('Admin'))).toBe('hidden');
    // Applying as oneself (spec 01 §2.1): open to the founder side, hidden from staff, who have the pipeline.
    expect(entryState('/application/new', user('Applicant'))).toBe('open');
    expect(entryState('/application/new', user('Staff'))).toBe('hidden');
  });

  it('never offers what the route guard refuses, for every role, menu entry and signed-in screen', () => {
    const paths = [
      ...menuPaths(MENU),
      ...ROUTES.filter(
        (r) => r.access === 'signedIn' && r.screen && !r.path.includes(':') && !r.path.includes('*'),
      ).map((r) => r.path),
    ];
    for (const role of ROLE_TYPES) {
      for (const path of paths) {
        const route = ROUTES.find((r) => r.path === path) as RouteDefinition | undefined;
        const state = entryState(path, user(role));
        if (state === 'open') expect(route && signedInDecision(route, user(role)), `${role} ${path}`).toBe('allow');
        if (route?.dataPermission && !user(role).permissions.has(route.dataPermission))
          expect(state, `${role} ${path}`).toBe('hidden');
      }
    }
  });
});

describe('createMenuEntries', () => {
  it('offers each role the flows it may use, and the roles page only to who may open it', () => {
    expect(createMenuEntries(user('Admin'))).toEqual(['task', 'startup', 'program', 'invite', 'role']);
    expect(createMenuEntries(user('Staff'))).toEqual(['task', 'startup', 'program', 'invite']);
    expect(createMenuEntries(user('Coach'))).toEqual(['task']);
    expect(createMenuEntries(user('Evaluator'))).toEqual([]);
    expect(createMenuEntries(user('Mentor'))).toEqual([]);
  });

  it('offers the startup entry by the startups management rule: its page open, and STARTUPS:CREATE', () => {
    const staff = user('Staff');
    const permissions = new Set([...staff.permissions].filter((k) => k !== 'STARTUPS:CREATE'));
    expect(createMenuEntries({ ...staff, permissions })).not.toContain('startup');
    // A coach granted STARTUPS:CREATE still cannot open startups management.
    const coach = user('Coach', { permissions: new Set(['STARTUPS:CREATE', 'TASK/TASK:CREATE']) });
    expect(createMenuEntries(coach)).toEqual(['task']);
  });

  it('offers the founder side nothing, whatever it is granted', () => {
    for (const role of ['Cofounder', 'Applicant', 'CommunityMember'] as const)
      expect(createMenuEntries(user(role, { permissions: new Set(['TASK/TASK:CREATE', 'ROLES:MANAGE']) }))).toEqual([]);
  });

  it('follows the grants, not the role type: an admin role without ROLES:MANAGE gets no roles entry', () => {
    const admin = user('Admin');
    const permissions = new Set([...admin.permissions].filter((k) => k !== 'ROLES:MANAGE' && k !== 'USERS:INVITE'));
    expect(createMenuEntries({ ...admin, permissions })).toEqual(['task', 'startup', 'program']);
  });
});
