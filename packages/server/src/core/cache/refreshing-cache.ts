// A small read-through cache for the hot lookups of every request (the tenant of a host, the user of a token):
// - single flight: on a miss, one load per key runs and every other caller waits for it (no stampede on the pool);
// - stale while revalidate: past `refreshAfterMs` an entry is still served while one background load refreshes it,
//   so a busy key never expires under load; past `ttlMs` callers wait for a fresh load;
// - negative entries (a null answer: an unknown tenant) live `negativeTtlMs`, so a flood of unknown names costs one
//   query per name per period;
// - bounded: beyond `maxEntries` the oldest entries go first;
// - invalidation is race-free: a load that started before `delete`/`clear` does not store its (stale) answer.

export interface RefreshingCacheOptions {
  ttlMs: number;
  /** Serve and refresh in the background past this age (defaults to ¾ of the ttl). */
  refreshAfterMs?: number;
  /** How long a null answer is kept (defaults to the ttl). */
  negativeTtlMs?: number;
  maxEntries?: number;
  /** A background refresh that fails: the entry stays until its ttl, the error goes here. */
  onRefreshError?: (err: unknown) => void;
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: V;
}

export class RefreshingCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by every invalidation: a load started under an older generation does not store its answer. */
  private generation = 0;
  private readonly opts: Required<Omit<RefreshingCacheOptions, 'onRefreshError'>> &
    Pick<RefreshingCacheOptions, 'onRefreshError'>;

  constructor(
    private readonly load: (key: K) => Promise<V>,
    opts: RefreshingCacheOptions,
  ) {
    this.opts = {
      refreshAfterMs: Math.floor(opts.ttlMs * 0.75),
      negativeTtlMs: opts.ttlMs,
      maxEntries: 10_000,
      now: Date.now,
      ...opts,
    };
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: K): Promise<V> {
    const now = this.opts.now();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      const ttl = hit.value === null ? this.opts.negativeTtlMs : this.opts.ttlMs;
      if (age < ttl) {
        if (age >= this.opts.refreshAfterMs && hit.value !== null && !this.loading.has(key)) {
          this.start(key).catch((err: unknown) => this.opts.onRefreshError?.(err));
        }
        return hit.value;
      }
    }
    return this.loading.get(key) ?? this.start(key);
  }

  /** Forget one key (every instance calls this on an invalidation message). */
  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Forget the keys that match (e.g. every session of one tenant). */
  deleteWhere(match: (key: K) => boolean): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
    for (const key of [...this.loading.keys()]) if (match(key)) this.loading.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private start(key: K): Promise<V> {
    const generation = this.generation;
    const promise = this.load(key).then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: K, value: V): void {
    this.entries.delete(key); // re-inserted last: the map's order is the eviction order
    this.entries.set(key, { at: this.opts.now(), value });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }
}
