import { describe, expect, it } from 'vitest';
import { moveHighlight, searchGroups } from './searchOptions.ts';

const results = {
  pages: [{ path: '/startups', title: 'routes.startups' }],
  startups: [{ _id: 's1', name: 'Tidepool Analytics' }],
  people: [
    { _id: 'u1', fullName: 'Marco Rossi', headline: 'CTO, Tidepool Analytics', avatar: null, roleLabel: 'Co/Founder' },
    { _id: 'u2', fullName: 'Aisha Bello', headline: 'CEO, Tidepool Analytics', avatar: null, roleLabel: 'Co/Founder' },
  ],
  tasks: [{ _id: 't1', name: 'Send the Tidepool deck', dueDate: '2026-12-01T00:00:00.000Z' }],
};
const names = { 'routes.startups': 'Startups' } as Record<string, string>;

describe('searchGroups', () => {
  it('puts the kind whose name matches best first, so Enter on "tidep" opens the startup and not a person', () => {
    const groups = searchGroups(results, 'tidep', (p) => names[p.title] ?? p.path);
    expect(groups.map((g) => g.kind)).toEqual(['startups', 'tasks', 'pages', 'people']);
    expect(groups[0]!.options[0]).toMatchObject({ path: '/startup/s1/file', name: 'Tidepool Analytics' });
  });

  it('gives every option the path it opens, and keeps pages first when they match as well', () => {
    const groups = searchGroups(
      { ...results, startups: [{ _id: 's2', name: 'Startups United' }] },
      'startups',
      (p) => names[p.title] ?? p.path,
    );
    expect(groups[0]!.kind).toBe('pages');
    const paths = groups.flatMap((g) => g.options.map((o) => o.path));
    expect(paths).toEqual(['/startups', '/startup/s2/file', '/profile/u1', '/profile/u2', '/tasks']);
  });

  it('leaves out empty kinds', () => {
    expect(searchGroups({ pages: [], startups: [], people: [], tasks: [] }, 'x', () => '')).toEqual([]);
  });
});

describe('moveHighlight', () => {
  it('moves down and up across the whole list, wrapping at both ends', () => {
    expect(moveHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 0, 'ArrowDown')).toBe(-1);
  });
});
