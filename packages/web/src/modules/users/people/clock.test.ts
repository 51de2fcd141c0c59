import { describe, expect, it } from 'vitest';
import { formatClock } from './clock.ts';

describe('formatClock', () => {
  const at = new Date('2026-01-15T14:05:00Z');
  it('shows hh:mm A in the given zone by default', () => {
    expect(formatClock(at, 'UTC')).toBe('02:05 PM');
    expect(formatClock(at, 'Asia/Tokyo')).toBe('11:05 PM');
    expect(formatClock(at, 'America/New_York')).toBe('09:05 AM');
  });

  it('knows midnight and noon, and other formats', () => {
    expect(formatClock(new Date('2026-01-15T00:30:00Z'), 'UTC')).toBe('12:30 AM');
    expect(formatClock(new Date('2026-01-15T12:30:00Z'), 'UTC')).toBe('12:30 PM');
    expect(formatClock(at, 'Europe/Paris', 'HH:mm')).toBe('15:05');
    expect(formatClock(at, 'Europe/Paris', 'h:mm a')).toBe('3:05 pm');
  });

  it('gives nothing for an unknown zone', () => {
    expect(formatClock(at, 'Mars/Olympus')).toBeNull();
  });
});
