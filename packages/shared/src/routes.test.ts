import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, matchesPattern, reachableRoutes, redirectTarget } from './routes.ts';

describe('route table', () => {
  it('lists each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches params and wildcards', () => {
    expect(matchesPattern('/reset/:token', '/reset/abc')).toBe(true);
    expect(matchesPattern('/reset/:token', '/reset')).toBe(false);
    expect(matchesPattern('/tasks/*', '/tasks/users')).toBe(true);
    expect(matchesPattern('/startup/:id/timeline', '/startup/42/timeline?x=1')).toBe(true);
    expect(matchesPattern('/startups', '/startups/management')).toBe(false);
  });

  it('finds the exact route before a wildcard one', () => {
    expect(findRoute('/emails/outbox')?.screen).toBe(true);
    expect(findRoute('/emails/templates')?.path).toBe('/emails/*');
    expect(findRoute('/account/settings/security')?.title).toBe('routes.security');
  });

  it('fills legacy redirects with the path parameters', () => {
    expect(redirectTarget('/startup/timeline/:id', '/startup/:id/file/activities', '/startup/timeline/7')).toBe(
      '/startup/7/file/activities',
    );
    expect(
      redirectTarget(
        '/coaching/session/:startupId/:coachingId',
        '/coaching/session/:coachingId',
        '/coaching/session/3/9',
      ),
    ).toBe('/coaching/session/9');
  });

  it('reaches only built screens and redirects to them', () => {
    const reachable = reachableRoutes().map((r) => r.path);
    expect(reachable).toContain('/login');
    expect(reachable).toContain('/startups');
    expect(reachable).not.toContain('/articles/management');
    expect(reachable).toContain('/startups/mentors');
    expect(reachable).toContain('/application/confirmation');
    expect(reachable).toContain('/calendar/sync');
    expect(reachable).not.toContain('/resources');
  });
});
