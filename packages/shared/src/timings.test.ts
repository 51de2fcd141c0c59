import { describe, expect, it } from 'vitest';
import {
  RETRY_INITIAL_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  isOpenSearchShortcut,
  retryDelay,
  shouldRetryRequest,
  yearChoices,
} from './timings.ts';

describe('retryDelay', () => {
  it('starts at 3 s and doubles', () => {
    expect(retryDelay(1, 0.999999)).toBe(RETRY_INITIAL_DELAY_MS);
    expect(retryDelay(2, 0.999999)).toBe(6000);
    expect(retryDelay(3, 0.999999)).toBe(12_000);
  });

  it('never exceeds 20 s, however many attempts', () => {
    expect(retryDelay(4, 0.999999)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelay(1000, 1)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('jitters within the upper half of the step', () => {
    expect(retryDelay(1, 0)).toBe(1500);
    expect(retryDelay(1, 0.5)).toBe(2250);
    expect(retryDelay(6, 0)).toBe(10_000);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      for (const random of [0, 0.25, 0.5, 0.75, 0.999]) {
        const delay = retryDelay(attempt, random);
        expect(delay).toBeGreaterThanOrEqual(1500);
        expect(delay).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
      }
    }
  });

  it('clamps nonsense input', () => {
    expect(retryDelay(0, 1)).toBe(3000);
    expect(retryDelay(Number.NaN, 1)).toBe(3000);
    expect(retryDelay(1, 5)).toBe(3000);
    expect(retryDelay(1, -1)).toBe(1500);
    expect(retryDelay(1, Number.NaN)).toBe(1500);
  });
});

describe('shouldRetryRequest', () => {
  it('allows six attempts in all', () => {
    expect(shouldRetryRequest(5, 500)).toBe(true);
    expect(shouldRetryRequest(6, 500)).toBe(false);
    expect(shouldRetryRequest(1)).toBe(true);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetryRequest(1, 401)).toBe(false);
    expect(shouldRetryRequest(1, 403)).toBe(false);
    expect(shouldRetryRequest(1, 404)).toBe(true);
  });
});

describe('isOpenSearchShortcut', () => {
  it('opens on / or Ctrl/Cmd+K', () => {
    expect(isOpenSearchShortcut({ key: '/' })).toBe(true);
    expect(isOpenSearchShortcut({ key: 'k', ctrlKey: true })).toBe(true);
    expect(isOpenSearchShortcut({ key: 'K', metaKey: true })).toBe(true);
  });

  it('ignores k alone, modified / and Escape', () => {
    expect(isOpenSearchShortcut({ key: 'k' })).toBe(false);
    expect(isOpenSearchShortcut({ key: '/', ctrlKey: true })).toBe(false);
    expect(isOpenSearchShortcut({ key: 'k', ctrlKey: true, altKey: true })).toBe(false);
    expect(isOpenSearchShortcut({ key: 'Escape' })).toBe(false);
  });
});

describe('yearChoices', () => {
  it('runs from the current UTC year down to 1950', () => {
    const years = yearChoices(new Date('2025-12-31T23:30:00-05:00')); // already 2026 in UTC
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(2026 - 1950 + 1);
  });
});
