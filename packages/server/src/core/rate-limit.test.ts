import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './rate-limit.ts';

describe('AttemptLimiter', () => {
  it('blocks a key after max failures within the window and frees it afterwards', () => {
    const l = new AttemptLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(l.blocked('a', 1000 + i)).toBe(false);
      l.record('a', 1000 + i);
    }
    expect(l.blocked('a', 2000)).toBe(true);
    expect(l.blocked('b', 2000)).toBe(false);
    expect(l.blocked('a', 61_003)).toBe(false);
  });

  it('forgets a key on reset', () => {
    const l = new AttemptLimiter(1, 60_000);
    l.record('a', 0);
    expect(l.blocked('a', 1)).toBe(true);
    l.reset('a');
    expect(l.blocked('a', 1)).toBe(false);
  });
});
