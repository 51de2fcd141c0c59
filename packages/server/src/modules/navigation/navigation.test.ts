import { describe, expect, it } from 'vitest';
import { defaultGrants, type MenuEntry } from '@ascent/shared';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import type { FlagState } from '../features/features.service.ts';
import { buildSitemap } from './navigation.service.ts';

const tenant = (planName: string) => ({ planName }) as IncubatorRow;
const user = (roleType: 'Admin' | 'Cofounder' | 'Staff' | 'Coach' | 'Evaluator' | 'Applicant') => ({
  roleType,
  rolePermissions: defaultGrants(roleType),
});
const ids = (items: { id: string; children: { id: string }[] }[]): string[] =>
  items.flatMap((i) => [i.id, ...ids(i.children as never)]);

// A menu over routes that exist (/, /emails/outbox, /account/settings/security, /startups — which only staff-like
// roles and advisers may open) and one that does not (/resources).
const MENU: MenuEntry[] = [
  { id: 'home', name: 'menu.home', path: '/' },
  { id: 'resources', name: 'menu.resources', path: '/resources' },
  { id: 'startups', name: 'menu.startups', path: '/startups' },
  {
    id: 'emails',
    name: 'menu.emails',
    children: [{ id: 'outbox', name: 'menu.emailsOutbox', path: '/emails/outbox', permission: 'EMAILS/OUTBOX:VIEW' }],
  },
  {
    id: 'courses',
    name: 'menu.courses',
    path: '/',
    feature: 'course',
    children: [{ id: 'inside', name: 'x', path: '/' }],
  },
  { id: 'admins', name: 'menu.x', path: '/account/settings/security', roles: ['Admin'] },
];

describe('buildSitemap', () => {
  it('leaves out entries without a screen, without the permission or the role, and empty parents', () => {
    expect(ids(buildSitemap(user('Cofounder'), tenant('Growth'), [], MENU))).toEqual(['home', 'courses', 'inside']);
    expect(ids(buildSitemap(user('Admin'), tenant('Growth'), [], MENU))).toEqual([
      'home',
      'startups',
      'emails',
      'outbox',
      'courses',
      'inside',
      'admins',
    ]);
  });

  it('locks an entry the plan does not include, with no children', () => {
    const items = buildSitemap(user('Staff'), tenant('Starter'), [], MENU);
    expect(items.find((i) => i.id === 'courses')).toMatchObject({ locked: true, children: [] });
  });

  it('locks an entry the organisation switched off', () => {
    const off: FlagState[] = [{ name: 'course', activated: false, available: true, enabled: false }];
    expect(buildSitemap(user('Staff'), tenant('Growth'), off, MENU).find((i) => i.id === 'courses')).toMatchObject({
      locked: true,
      children: [],
    });
  });

  it('stops at three levels', () => {
    const deep: MenuEntry[] = [
      {
        id: 'a',
        name: 'a',
        path: '/',
        children: [
          {
            id: 'b',
            name: 'b',
            path: '/',
            children: [{ id: 'c', name: 'c', path: '/', children: [{ id: 'd', name: 'd', path: '/' }] }],
          },
        ],
      },
    ];
    expect(ids(buildSitemap(user('Admin'), tenant('Growth'), [], deep))).toEqual(['a', 'b', 'c']);
  });

  // The applications entries of the product's own menu, per role: the pipeline for whoever views applications; the
  // applicants (/applications-manager) only for whoever decides them; the evaluation parameters for their editors.
  it('offers the applications entries of the menu by role', () => {
    const entries = (role: Parameters<typeof user>[0]) =>
      ids(buildSitemap(user(role), tenant('Growth'), [])).filter((id) =>
        ['applications', 'applicants', 'evaluation-params'].includes(id),
      );
    expect(entries('Admin')).toEqual(['applications', 'applicants', 'evaluation-params']);
    expect(entries('Staff')).toEqual(['applications', 'applicants', 'evaluation-params']);
    expect(entries('Coach')).toEqual(['applications']);
    expect(entries('Evaluator')).toEqual(['applications']);
    expect(entries('Cofounder')).toEqual([]);
    expect(entries('Applicant')).toEqual([]);
  });
});
