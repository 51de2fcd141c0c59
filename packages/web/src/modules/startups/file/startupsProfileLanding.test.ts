import { defaultGrants, findRoute, redirectTarget, type RoleType, type SignedInUserFacts } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { startupsProfileTarget } from './StartupsProfileLanding.tsx';

const facts = (roleType: RoleType, hasStartup = false): SignedInUserFacts => ({
  roleType,
  hasStartup,
  permissions: new Set(defaultGrants(roleType).map((g) => g.key)),
  features: new Set(),
});

describe('/startups/profile', () => {
  it('takes a founder to their startup file, staff and mentors to the portfolio, others home', () => {
    expect(startupsProfileTarget('s1', facts('Cofounder', true))).toBe('/startup/s1/file');
    expect(startupsProfileTarget(undefined, facts('Cofounder'))).toBe('/startup/file');
    expect(startupsProfileTarget(undefined, facts('Staff'))).toBe('/startups');
    expect(startupsProfileTarget(undefined, facts('Mentor'))).toBe('/startups');
    expect(startupsProfileTarget(undefined, facts('Applicant'))).toBe('/');
  });
});

describe('/startup/:id', () => {
  it('redirects to the startup file, whose first tab is the activities', () => {
    const route = findRoute('/startup/0b5d2f4e-0000-4000-8000-000000000001');
    expect(route?.redirect).toBe('/startup/:id/file');
    expect(redirectTarget(route!.path, route!.redirect!, '/startup/abc')).toBe('/startup/abc/file');
    // The file and "my startup" keep their own routes.
    expect(findRoute('/startup/file')?.path).toBe('/startup/file');
    expect(findRoute('/startup/abc/file/activities')?.path).toBe('/startup/:id/file/*');
  });
});
