import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_GROUP_BY_TYPE,
  NOTIFICATION_TYPES,
  formatBadgeCount,
  notificationGroup,
  notificationLabel,
  notificationSection,
  snippet,
} from './notifications.ts';

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(99.5)).toBe('99+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it('shows nothing for zero, negatives and NaN', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(-3)).toBe('');
    expect(formatBadgeCount(Number.NaN)).toBe('');
  });
});

describe('snippet', () => {
  it('keeps short text and flattens whitespace', () => {
    expect(snippet('  Hello\n\n  world  ')).toBe('Hello world');
    expect(snippet(null)).toBe('');
  });

  it('keeps text of exactly 80 characters whole', () => {
    const text = 'a'.repeat(80);
    expect(snippet(text)).toBe(text);
  });

  it('cuts longer text to 80 characters with an ellipsis', () => {
    const cut = snippet('b'.repeat(81));
    expect(cut).toBe(`${'b'.repeat(79)}…`);
    expect(Array.from(cut)).toHaveLength(80);
  });

  it('never splits an emoji', () => {
    const cut = snippet('😀'.repeat(100));
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.startsWith('😀'.repeat(79))).toBe(true);
  });
});

describe('groups and sections', () => {
  it('groups every type', () => {
    expect(Object.keys(NOTIFICATION_GROUP_BY_TYPE).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(notificationGroup('meetingChanged')).toBe('appointment');
    expect(notificationGroup('updatedMetrics')).toBe('startupFileUpdate');
    expect(notificationGroup('denialApplication')).toBe('programChange');
    expect(notificationGroup('somethingNew')).toBe('message');
  });

  it('labels the task notifications as tasks, every other type by its group', () => {
    for (const type of ['taskAssigned', 'taskCompleted', 'taskDueSoon']) expect(notificationLabel(type)).toBe('task');
    // They keep the email choice of their group.
    expect(notificationGroup('taskAssigned')).toBe('message');
    expect(notificationLabel('newCommentStartup')).toBe('message');
    expect(notificationLabel('metricsRequest')).toBe('startupFileUpdate');
    expect(notificationLabel('meetingScheduled')).toBe('appointment');
    expect(notificationLabel('somethingNew')).toBe('message');
  });

  it('lists items newer than the baseline under New', () => {
    const base = new Date('2024-06-15T12:00:00Z');
    expect(notificationSection(new Date('2024-06-15T12:00:01Z'), base)).toBe('new');
    expect(notificationSection(base, base)).toBe('earlier');
    expect(notificationSection(base, null)).toBe('new');
  });
});
