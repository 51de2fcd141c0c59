// Cache invalidation between instances: a change (a tenant's settings, a user's role, a sign-out) is announced on
// the live-update transport (core/pubsub.ts: Redis when REDIS_URL is set, in-process otherwise), and every
// instance, this one included, drops what it cached. The caller drops its own entries first, synchronously, so
// the answer to the request that made the change never sees the old value.
import type { PubSub } from '../pubsub.ts';

const TOPIC_PREFIX = '$cache/';

export type CacheKind = 'tenant' | 'identity';

export interface Invalidations {
  /** Tells every instance to drop `key` of `kind` (after the local drop). */
  announce(kind: CacheKind, key: string): void;
  /** Registers what this instance drops on an announcement. */
  on(kind: CacheKind, drop: (key: string) => void): void;
}

export function createInvalidations(pubsub: PubSub, onError: (err: unknown) => void): Invalidations {
  return {
    announce(kind, key) {
      pubsub.publish(TOPIC_PREFIX + kind, { key }).catch(onError);
    },
    on(kind, drop) {
      pubsub.emitter.on(TOPIC_PREFIX + kind, (message, done) => {
        const key = (message as { payload?: { key?: unknown } }).payload?.key;
        if (typeof key === 'string') drop(key);
        done();
      });
    },
  };
}

/** For a process without a transport (unit tests, the seed command): local drops only. */
export const localInvalidations: Invalidations = { announce: () => {}, on: () => {} };
