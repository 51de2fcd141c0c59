import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptLimits } from './rate-limit.ts';

describe('AttemptLimit (in memory: the plugin’s LocalStore)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('take: counts every attempt and refuses beyond the allowance, with the seconds left in the window', async () => {
    const limit = new AttemptLimits(null).get('t', 3, 60_000);
    expect([await limit.take('a'), await limit.take('a'), await limit.take('a')]).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(20_500);
    expect(await limit.take('a')).toBe(40);
    expect(await limit.take('b')).toBe(0);
    vi.advanceTimersByTime(40_000);
    expect(await limit.take('a')).toBe(0);
  });

  it('wait and record: counts only what is recorded; reset forgets the key', async () => {
    const limit = new AttemptLimits(null).get('w', 2, 60_000);
    expect(await limit.wait('a')).toBe(0);
    expect(await limit.wait('a')).toBe(0);
    await limit.record('a');
    expect(await limit.wait('a')).toBe(0);
    await limit.record('a');
    expect(await limit.wait('a')).toBe(60);
    await limit.reset('a');
    expect(await limit.wait('a')).toBe(0);
  });

  it('keeps limits of different names apart, and gives the same limit for the same name', async () => {
    const limits = new AttemptLimits(null);
    await limits.get('x', 1, 60_000).record('k');
    expect(await limits.get('x', 1, 60_000).wait('k')).toBe(60);
    expect(await limits.get('y', 1, 60_000).wait('k')).toBe(0);
  });
});
