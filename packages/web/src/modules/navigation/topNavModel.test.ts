import { defaultGrants, isRoleType } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import type { SignedInUserFacts } from './guardDecision.ts';
import { activeNavItem, bottomBarItems, fittingCount, topNavItems } from './topNavModel.ts';

const user = (roleType: string, extra: Partial<SignedInUserFacts> = {}): SignedInUserFacts => ({
  roleType,
  hasStartup: false,
  // What the role grants by default, as `currentUserPermissions` answers for it.
  permissions: new Set<string>(isRoleType(roleType) ? defaultGrants(roleType).map((g) => g.key) : []),
  features: new Set<string>(),
  ...extra,
});
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('topNavItems', () => {
  it('gives staff the startups portfolio, and only screens that exist', () => {
    expect(ids(topNavItems(user('Staff')))).toEqual(['home', 'applications', 'startups', 'events', 'tasks', 'help']);
    expect(ids(topNavItems(user('Mentor')))).toEqual(['home', 'startups', 'events', 'tasks', 'help']);
  });

  it('leaves the portfolio out for founders and applicants, and tasks out for applicants', () => {
    expect(ids(topNavItems(user('Cofounder', { hasStartup: true })))).toEqual(['home', 'events', 'tasks', 'help']);
    expect(ids(topNavItems(user('Applicant')))).toEqual(['home', 'events', 'help']);
  });

  it('shows nothing to a user without a known role', () => {
    expect(topNavItems(user('Nobody'))).toEqual([]);
  });
});

describe('bottomBarItems', () => {
  it('gives applicants their account, and founders their tasks', () => {
    expect(ids(bottomBarItems(user('Applicant')))).toEqual(['home', 'account', 'help']);
    expect(ids(bottomBarItems(user('Cofounder', { hasStartup: true })))).toEqual([
      'home',
      'events',
      'startupFile',
      'tasks',
      'help',
    ]);
    // The portfolio: staff and mentors land on the startups they reach (/startups), not on the coaching sessions.
    const admin = bottomBarItems(user('Admin'));
    expect(ids(admin)).toEqual(['home', 'portfolio', 'events', 'applicationsOverview', 'tasks', 'help']);
    expect(admin.find((i) => i.id === 'portfolio')?.path).toBe('/startups');
    expect(ids(bottomBarItems(user('Mentor')))).toEqual(['home', 'portfolio', 'tasks', 'help']);
    // A coach reviews applications of the intakes they evaluate (APPLICATIONS:VIEW, assigned).
    expect(ids(bottomBarItems(user('Coach')))).toEqual([
      'home',
      'portfolio',
      'events',
      'applicationsOverview',
      'tasks',
      'help',
    ]);
    expect(ids(bottomBarItems(user('Evaluator')))).toEqual(['home', 'availabilities', 'tasks', 'help']);
    expect(ids(bottomBarItems(user('CommunityMember')))).toEqual(['home', 'events', 'tasks', 'help']);
  });

  it('gives a founder without a startup no startup file', () => {
    expect(ids(bottomBarItems(user('Cofounder')))).not.toContain('startupFile');
  });
});

describe('fittingCount', () => {
  it('keeps every item when all fit, padding included', () => {
    expect(fittingCount([50, 50, 50], 198, 40, 16)).toBe(3);
  });

  it('keeps room for the More button when some overflow', () => {
    // 66 + 66 + (40 + 16) = 188 ≤ 190; a third item would not fit.
    expect(fittingCount([50, 50, 50, 50], 190, 40, 16)).toBe(2);
    expect(fittingCount([50, 50], 60, 40, 16)).toBe(0);
  });
});

describe('activeNavItem', () => {
  const items = [
    { id: 'home' as const, path: '/', locked: false },
    { id: 'tasks' as const, path: '/tasks', locked: false },
    { id: 'help' as const, path: '/help', locked: false },
  ];
  it('matches the page or a parent, never "/" for another page', () => {
    expect(activeNavItem(items, '/')).toBe('home');
    expect(activeNavItem(items, '/tasks/users')).toBe('tasks');
    expect(activeNavItem(items, '/help/search')).toBe('help');
    expect(activeNavItem(items, '/profile')).toBeNull();
  });
});
