// The living demo's randomness and clock: a seeded PRNG (mulberry32) per organisation, so every seed of the same
// day writes the same programme, and dates counted back from "now" so the demo is always current.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createRng(seed: string): Rng {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
  };
}

const DAY = 86_400_000;

/** `days` (fractional allowed) before `now`. */
export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY);
export const daysAhead = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY);
/** A yyyy-MM-dd date as a UTC instant at the given hour. */
export const atHour = (date: string, hour: number): Date => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
