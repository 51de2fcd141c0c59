import { describe, expect, it } from 'vitest';
import { groupBy, indexBy } from './collections.ts';

describe('indexBy and groupBy', () => {
  const rows = [
    { id: 'a', app: 'x' },
    { id: 'b', app: 'y' },
    { id: 'c', app: 'x' },
  ];

  it('finds each item by its key, the last of a shared key winning', () => {
    const byId = indexBy(rows, (r) => r.id);
    expect(byId.get('b')).toBe(rows[1]);
    expect(byId.get('z')).toBeUndefined();
    expect(indexBy(rows, (r) => r.app).get('x')).toBe(rows[2]);
  });

  it('groups in the items’ order, and has no group for a key no item has', () => {
    const byApp = groupBy(rows, (r) => r.app);
    expect(byApp.get('x')).toEqual([rows[0], rows[2]]);
    expect(byApp.get('y')).toEqual([rows[1]]);
    expect(byApp.has('z')).toBe(false);
    expect(groupBy([], (r: { id: string }) => r.id).size).toBe(0);
  });
});
