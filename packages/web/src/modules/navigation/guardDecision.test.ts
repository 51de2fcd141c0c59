import { findRoute, type RouteDefinition } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { guardDecision, planPageAllowed, signedInDecision, type SignedInUserFacts } from './guardDecision.ts';

const route = (extra: Partial<RouteDefinition>): RouteDefinition => ({
  path: '/x',
  access: 'signedIn',
  screen: true,
  ...extra,
});
const signedIn = { signedIn: true, roleType: 'Staff', hasStartup: false } as const;

describe('guardDecision', () => {
  it('lets anyone through a public route', () => {
    expect(guardDecision(route({ access: 'public' }), { signedIn: false })).toBe('allow');
    expect(guardDecision(route({ access: 'public' }), signedIn)).toBe('allow');
  });

  it('sends signed-in visitors of a signed-out route home', () => {
    expect(guardDecision(route({ access: 'signedOut' }), { signedIn: false })).toBe('allow');
    expect(guardDecision(route({ access: 'signedOut' }), signedIn)).toBe('home');
  });

  it('lets applicants, cofounders and community members apply while signed in, and no one else', () => {
    const apply = findRoute('/application/new')!;
    expect(apply.signedInRedirect).toBe('/applications/overview');
    for (const roleType of ['Applicant', 'Cofounder', 'CommunityMember'])
      expect(guardDecision(apply, { signedIn: true, roleType }), roleType).toBe('allow');
    for (const roleType of ['Admin', 'Staff', 'Evaluator', 'Mentor'])
      expect(guardDecision(apply, { signedIn: true, roleType }), roleType).toBe('home');
    expect(guardDecision(findRoute('/apply/program/spring')!, { signedIn: true, roleType: 'Applicant' })).toBe('allow');
    expect(guardDecision(findRoute('/forgotpassword')!, { signedIn: true, roleType: 'Applicant' })).toBe('home');
  });

  it('sends signed-out visitors of a signed-in route to login, whatever else the route asks', () => {
    expect(guardDecision(route({}), { signedIn: false })).toBe('login');
    expect(
      guardDecision(route({ roles: ['Admin'], feature: 'course', permission: 'COURSES:MANAGE' }), { signedIn: false }),
    ).toBe('login');
  });

  it('tells a user without a role type that they are not authorized', () => {
    expect(guardDecision(route({}), { signedIn: true, roleType: null })).toBe('notAuthorized');
    expect(guardDecision(route({}), { signedIn: true, roleType: '' })).toBe('notAuthorized');
    expect(guardDecision(route({}), { signedIn: true, roleType: 'Janitor' })).toBe('notAuthorized');
  });

  it('sends a user of the wrong role home', () => {
    const admins = route({ roles: ['Admin', 'AdminCoach'] });
    expect(guardDecision(admins, { ...signedIn, roleType: 'Cofounder' })).toBe('home');
    expect(guardDecision(admins, { ...signedIn, roleType: 'AdminCoach' })).toBe('allow');
  });

  it('lets the permission answer override the role check, both ways', () => {
    const r = route({ roles: ['Admin'], permission: 'ARTICLES:EDIT' });
    expect(guardDecision(r, { ...signedIn, roleType: 'Cofounder', permissionAllowed: true })).toBe('allow');
    expect(guardDecision(r, { ...signedIn, roleType: 'Admin', permissionAllowed: false })).toBe('home');
    expect(guardDecision(r, { ...signedIn, roleType: 'Admin' })).toBe('home');
  });

  it('keeps users with a startup out of a "no startup" route', () => {
    expect(guardDecision(route({ noStartup: true }), { ...signedIn, hasStartup: true })).toBe('home');
    expect(guardDecision(route({ noStartup: true }), { ...signedIn, hasStartup: false })).toBe('allow');
  });

  it('sends to the plan page when the feature is off, or says it is not in the plan when that page is out of reach', () => {
    const courses = route({ feature: 'course' });
    expect(guardDecision(courses, { ...signedIn, featureEnabled: true })).toBe('allow');
    expect(guardDecision(courses, { ...signedIn, featureEnabled: false })).toBe('plan');
    expect(guardDecision(courses, { ...signedIn })).toBe('plan');
    expect(guardDecision(courses, { ...signedIn, featureEnabled: false, planPageAllowed: false })).toBe('notInPlan');
  });

  it('checks access before the plan', () => {
    const r = route({ feature: 'course', permission: 'COURSES:MANAGE' });
    expect(guardDecision(r, { ...signedIn, featureEnabled: false, permissionAllowed: false })).toBe('home');
  });

  it('finds nothing for an unknown route or one whose screen is not built', () => {
    expect(guardDecision(undefined, signedIn)).toBe('notFound');
    expect(guardDecision(route({ screen: false }), signedIn)).toBe('notFound');
  });
});

describe('signedInDecision', () => {
  const plan: RouteDefinition = {
    path: '/admin/configuration/plan',
    access: 'signedIn',
    screen: true,
    roles: ['Admin', 'AdminCoach'],
  };
  const courses: RouteDefinition = { path: '/courses', access: 'signedIn', screen: true, feature: 'course' };
  const outbox: RouteDefinition = {
    path: '/emails/outbox',
    access: 'signedIn',
    screen: true,
    permission: 'EMAILS/OUTBOX:VIEW',
  };
  const table = [plan, courses, outbox];
  const user = (roleType: string, permissions: string[] = [], features: string[] = []): SignedInUserFacts => ({
    roleType,
    hasStartup: false,
    permissions: new Set(permissions),
    features: new Set(features),
  });

  it('reads the permission from the granted keys', () => {
    expect(signedInDecision(outbox, user('Cofounder'), table)).toBe('home');
    expect(signedInDecision(outbox, user('Admin', ['EMAILS/OUTBOX:VIEW']), table)).toBe('allow');
  });

  it('sends an admin to the plan page and tells a cofounder the feature is not in the plan', () => {
    expect(signedInDecision(courses, user('Admin'), table)).toBe('plan');
    expect(signedInDecision(courses, user('Cofounder'), table)).toBe('notInPlan');
    expect(signedInDecision(courses, user('Cofounder', [], ['course']), table)).toBe('allow');
  });

  it('does not offer a plan page that is not built', () => {
    expect(planPageAllowed(user('Admin'), [{ ...plan, screen: false }, courses])).toBe(false);
    expect(signedInDecision(courses, user('Admin'), [{ ...plan, screen: false }, courses])).toBe('notInPlan');
  });

  it('applies the table of @ascent/shared: the outbox needs its permission', () => {
    expect(signedInDecision(findRoute('/emails/outbox')!, user('Cofounder'))).toBe('home');
    expect(signedInDecision(findRoute('/emails/outbox')!, user('Admin', ['EMAILS/OUTBOX:VIEW']))).toBe('allow');
  });
});
