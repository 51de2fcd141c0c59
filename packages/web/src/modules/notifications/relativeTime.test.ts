import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);

describe('relativeTime', () => {
  it('reads "now" for the last seconds and for a time a skewed clock puts ahead', () => {
    expect(relativeTime(ago(3000), now, 'en')).toBe('now');
    expect(relativeTime(new Date(now + 60_000), now, 'en')).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(45_000), now, 'en')).toBe('45 seconds ago');
    expect(relativeTime(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600_000), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600_000), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(15 * 86_400_000), now, 'en')).toBe('2 weeks ago');
  });

  it('speaks the interface language and accepts ISO strings', () => {
    expect(relativeTime(new Date(now - 2 * 3600_000).toISOString(), now, 'fr')).toBe('il y a 2 heures');
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
