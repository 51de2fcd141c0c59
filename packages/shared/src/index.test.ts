import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';

describe('@ascent/shared', () => {
  it('has no duplicate value in any exported enumeration', () => {
    const lists = Object.entries(shared as Record<string, unknown>).filter(
      (entry): entry is [string, readonly unknown[]] => Array.isArray(entry[1]),
    );
    expect(lists.length).toBeGreaterThan(30);
    for (const [name, list] of lists) {
      expect(new Set(list).size, name).toBe(list.length);
    }
  });

  it('names constants in SCREAMING_CASE and functions in camelCase', () => {
    for (const [name, value] of Object.entries(shared as Record<string, unknown>)) {
      if (typeof value === 'function') expect(name, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      else expect(name, name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });
});
