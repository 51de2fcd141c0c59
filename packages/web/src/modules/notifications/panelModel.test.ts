import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@ascent/shared';
import en from '../../locales/en.json';
import { appendPage, isInternalUrl, lastSeenTimestamp, notificationLabelKey, splitSections } from './panelModel.ts';

/** The English text of a catalogue key, as the panel shows it. */
const english = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      en,
    );

const item = (id: string, iso: string) => ({ _id: id, createdAt: iso });

describe('the notification panel model', () => {
  const items = [
    item('c', '2026-03-10T12:00:02.000Z'),
    item('b', '2026-03-10T12:00:01.000Z'),
    item('a', '2026-03-10T11:00:00.000Z'),
  ];

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

  it('labels a task assignment, its completion and its reminder as a task, not a message', () => {
    expect(english(notificationLabelKey('taskAssigned'))).toBe('Task');
    expect(english(notificationLabelKey('taskCompleted'))).toBe('Task');
    expect(english(notificationLabelKey('taskDueSoon'))).toBe('Task');
    expect(english(notificationLabelKey('newCommentStartup'))).toBe('Message');
    expect(english(notificationLabelKey('metricsRequest'))).toBe('Startup file update');
    expect(english(notificationLabelKey('aTypeOfANewerServer'))).toBe('Message');
    // Every type has a label in the catalogue.
    for (const type of NOTIFICATION_TYPES) expect(typeof english(notificationLabelKey(type)), type).toBe('string');
  });
});
