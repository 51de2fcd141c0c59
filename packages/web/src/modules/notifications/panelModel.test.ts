import { describe, expect, it } from 'vitest';
import { appendPage, isInternalUrl, lastSeenTimestamp, splitSections } from './panelModel.ts';

const item = (id: string, iso: string) => ({ _id: id, createdAt: iso });

describe('the notification panel model', () => {
  const items = [item('c', '2026-03-10T12:00:02.000Z'), item('b', '2026-03-10T12:00:01.000Z'), item('a', '2026-03-10T11:00:00.000Z')];

  it('lists items newer than the baseline under New, the rest under Earlier', () => {
    const base = Date.parse('2026-03-10T12:00:01.000Z');
    expect(splitSections(items, base)).toEqual({ fresh: [items[0]], earlier: [items[1], items[2]] });
    expect(splitSections(items, null)).toEqual({ fresh: items, earlier: [] });
  });

  it('records now, or the newest item when the clock is behind', () => {
    const now = Date.parse('2026-03-10T12:00:00.500Z');
    expect(lastSeenTimestamp(items, now)).toBe(Date.parse('2026-03-10T12:00:02.000Z'));
    expect(lastSeenTimestamp(items, now + 10_000)).toBe(now + 10_000);
    expect(lastSeenTimestamp([], 1234.7)).toBe(1234);
  });

  it('appends a page without repeating items', () => {
    expect(appendPage([items[0]!, items[1]!], [items[1]!, items[2]!]).map((i) => i._id)).toEqual(['c', 'b', 'a']);
  });

  it('tells in-app paths from other addresses', () => {
    expect(isInternalUrl('/tasks?x=1')).toBe(true);
    expect(isInternalUrl('//evil.example')).toBe(false);
    expect(isInternalUrl('https://example.com')).toBe(false);
  });
});
