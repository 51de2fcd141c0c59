import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.ts';
import { TenantResolver } from '../tenancy.ts';
import type { Db } from '../db/client.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import type { Invalidations } from './invalidation.ts';
import { overloadError } from '../overload.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RefreshingCache', () => {
  it('loads a missing key once however many callers wait for it', async () => {
    let loads = 0;
    const gate = deferred<string>();
    const cache = new RefreshingCache<string, string>(
      () => {
        loads += 1;
        return gate.promise;
      },
      { ttlMs: 1000 },
    );
    const waiting = Array.from({ length: 50 }, () => cache.get('a'));
    gate.resolve('A');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('A'));
    expect(loads).toBe(1);
    expect(await cache.get('a')).toBe('A');
    expect(loads).toBe(1);
  });

  it('serves a stale entry while one background load refreshes it, and waits once it expired', async () => {
    let now = 0;
    let version = 0;
    const cache = new RefreshingCache<string, number>(async () => ++version, {
      ttlMs: 1000,
      refreshAfterMs: 500,
      now: () => now,
    });
    expect(await cache.get('k')).toBe(1);
    now = 600; // past refreshAfter: the old value, one refresh started
    expect(await Promise.all([cache.get('k'), cache.get('k')])).toEqual([1, 1]);
    await Promise.resolve();
    expect(await cache.get('k')).toBe(2);
    expect(version).toBe(2);
    now = 5000; // past the ttl: a fresh load
    expect(await cache.get('k')).toBe(3);
  });

  it('keeps null answers for the negative ttl only', async () => {
    let now = 0;
    let loads = 0;
    const cache = new RefreshingCache<string, string | null>(
      async () => {
        loads += 1;
        return null;
      },
      { ttlMs: 10_000, negativeTtlMs: 100, now: () => now },
    );
    await cache.get('nobody');
    await cache.get('nobody');
    expect(loads).toBe(1);
    now = 150;
    await cache.get('nobody');
    expect(loads).toBe(2);
  });

  it('does not store an answer loaded before an invalidation', async () => {
    const gate = deferred<string>();
    let calls = 0;
    const cache = new RefreshingCache<string, string>(() => (++calls === 1 ? gate.promise : Promise.resolve('new')), {
      ttlMs: 10_000,
    });
    const first = cache.get('k');
    cache.delete('k');
    gate.resolve('old');
    expect(await first).toBe('old');
    expect(await cache.get('k')).toBe('new');
  });

  it('is bounded: the oldest entries go first', async () => {
    const cache = new RefreshingCache<number, number>(async (k) => k, { ttlMs: 10_000, maxEntries: 3 });
    for (const k of [1, 2, 3, 4, 5]) await cache.get(k);
    expect(cache.size).toBe(3);
  });

  it('lets a failed load fail its callers without caching the failure', async () => {
    let calls = 0;
    const cache = new RefreshingCache<string, string>(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return 'up';
      },
      { ttlMs: 10_000 },
    );
    await expect(cache.get('k')).rejects.toThrow('down');
    expect(await cache.get('k')).toBe('up');
  });
});

describe('TenantResolver', () => {
  const row = { id: 'i1', slug: 'lakeside' } as IncubatorRow;

  it('asks the database once per tenant on a miss, and drops the tenant on every instance on a change', async () => {
    let queries = 0;
    const handlers: ((key: string) => void)[] = [];
    const announced: string[] = [];
    const bus: Invalidations = {
      announce: (_kind, key) => {
        announced.push(key);
        for (const h of handlers) h(key);
      },
      on: (_kind, drop) => handlers.push(drop),
    };
    const find = async (_db: Db, slug: string) => {
      queries += 1;
      await new Promise((r) => setTimeout(r, 5));
      return slug === 'lakeside' ? row : null;
    };
    const a = new TenantResolver({} as Db, find, { defaultTenant: 'demo', trustProxy: false, invalidations: bus });
    const b = new TenantResolver({} as Db, find, { defaultTenant: 'demo', trustProxy: false, invalidations: bus });
    await Promise.all(Array.from({ length: 100 }, () => a.bySlug('lakeside')));
    expect(queries).toBe(1);
    await Promise.all(Array.from({ length: 100 }, () => a.bySlug('nobody')));
    expect(queries).toBe(2);
    await b.bySlug('lakeside');
    expect(queries).toBe(3);
    a.invalidate('lakeside');
    expect(announced).toEqual(['lakeside']);
    await a.bySlug('lakeside');
    await b.bySlug('lakeside');
    expect(queries).toBe(5);
  });
});

describe('overloadError', () => {
  it('turns a pool wait or a statement timeout into SERVICE_UNAVAILABLE, and nothing else', () => {
    expect(overloadError(new Error('timeout exceeded when trying to connect'))?.code).toBe('SERVICE_UNAVAILABLE');
    expect(overloadError(Object.assign(new Error('canceling statement'), { code: '57014' }))?.status).toBe(503);
    expect(
      overloadError(new Error('Failed query', { cause: new Error('timeout exceeded when trying to connect') })),
    ).not.toBeNull();
    expect(overloadError(new Error('syntax error'))).toBeNull();
    expect(overloadError(undefined)).toBeNull();
  });
});
