// Live updates leave a mutation without ever failing or slowing it: `publish` hands the update to the transport with
// a short timeout and, when the transport is down or slow, queues it (in memory, and in the live-update outbox table
// so that another instance delivers it if this one stops) and retries in order with a backoff. Every update is
// stamped with its origin process and a sequence per topic (= per tenant, event and user): a subscriber instance that
// sees a jump in a sequence, or that lost its own connection to the transport, tells the users concerned to resync
// (core/pubsub.ts). Delivery is therefore at least once and in order per origin; see docs/operations.md.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/** Where an update's origin and sequence travel inside its payload (ignored by every `select`). */
export const LIVE_STAMP = '__live';

export interface LiveStamp {
  origin: string;
  seq: number;
}

export interface QueuedUpdate {
  id: string;
  incubatorId: string;
  topic: string;
  payload: unknown;
}

/** The durable side of the queue (core/live/outbox.ts); absent in unit tests. */
export interface LiveStore {
  save(origin: string, update: QueuedUpdate): Promise<void>;
  /** Forgets a delivered update. */
  remove(update: QueuedUpdate): Promise<void>;
  /** Keeps this origin's rows from being taken by another instance while it is alive. */
  touch(origin: string): Promise<void>;
  /** Takes the updates other origins left undelivered for a minute (they stopped), for this origin. */
  takeAbandoned(origin: string): Promise<QueuedUpdate[]>;
}

export interface LiveDeliveryOptions {
  /** Hands one message to the transport. */
  transport(topic: string, payload: unknown): Promise<void>;
  /** Whether the transport is connected now (a disconnected one is not even tried). */
  connected(): boolean;
  store?: LiveStore;
  log?: Logger;
  timeoutMs?: number;
  maxPending?: number;
  /** Called for the users whose updates were dropped (queue overflow), once the transport is back. */
  onDropped?(topics: string[]): Promise<void>;
}

export interface LiveDelivery {
  readonly origin: string;
  /** Never rejects; resolves within `timeoutMs`. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Updates waiting for the transport. */
  pending(): number;
  /** Wakes the retry loop (the transport reconnected). */
  wake(): void;
  /** Queues what stopped processes left behind; answers how many. */
  recover(): Promise<number>;
  /** Resolves once the queue is empty or `ms` has passed; answers whether it is empty. */
  drained(ms: number): Promise<boolean>;
  close(): void;
}

export const PUBLISH_TIMEOUT_MS = 250;
const MAX_BACKOFF_MS = 2000;
const TOUCH_EVERY_MS = 20_000;

export function createLiveDelivery(opts: LiveDeliveryOptions): LiveDelivery {
  const origin = randomUUID();
  const timeoutMs = opts.timeoutMs ?? PUBLISH_TIMEOUT_MS;
  const maxPending = opts.maxPending ?? 10_000;
  const queue: (QueuedUpdate & { saved?: Promise<void> })[] = [];
  const sequences = new Map<string, number>();
  const dropped = new Set<string>();
  let draining = false;
  let closed = false;
  let wakeUp: (() => void) | null = null;
  let lastTouch = 0;

  const stamp = (topic: string, payload: unknown): unknown => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    if (sequences.size > 100_000) sequences.clear(); // a restarted count is a new baseline for subscribers
    const seq = (sequences.get(topic) ?? 0) + 1;
    sequences.set(topic, seq);
    return { ...payload, [LIVE_STAMP]: { origin, seq } satisfies LiveStamp };
  };

  const attempt = async (topic: string, payload: unknown): Promise<boolean> => {
    if (!opts.connected()) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        opts.transport(topic, payload),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`live update not sent within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return true;
    } catch (err) {
      opts.log?.debug({ err, topic }, 'live update deferred');
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const enqueue = (update: QueuedUpdate, persisted: boolean) => {
    const entry: QueuedUpdate & { saved?: Promise<void> } = { ...update };
    if (!persisted && opts.store) {
      // Not awaited: the mutation does not wait for the outbox either (a failure leaves the update in memory).
      entry.saved = opts.store
        .save(origin, update)
        .catch((err: unknown) => opts.log?.warn({ err, topic: update.topic }, 'live update kept in memory only'));
    }
    queue.push(entry);
    while (queue.length > maxPending) {
      const lost = queue.shift()!;
      dropped.add(lost.topic);
      if (opts.store) void opts.store.remove(lost).catch(() => {});
    }
    void drain();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      timer.unref?.();
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  const drain = async () => {
    if (draining || closed) return;
    draining = true;
    let backoff = 100;
    try {
      while (queue.length && !closed) {
        const head = queue[0]!;
        if (await attempt(head.topic, head.payload)) {
          queue.shift();
          backoff = 100;
          if (opts.store) {
            await head.saved;
            await opts.store.remove(head).catch(() => {}); // a leftover row is re-sent at most once more
          }
          continue;
        }
        if (opts.store && Date.now() - lastTouch > TOUCH_EVERY_MS) {
          lastTouch = Date.now();
          await opts.store.touch(origin).catch(() => {});
        }
        await sleep(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
      if (dropped.size && opts.onDropped && !closed) {
        const topics = [...dropped];
        dropped.clear();
        await opts.onDropped(topics).catch(() => topics.forEach((t) => dropped.add(t)));
      }
    } finally {
      draining = false;
    }
  };

  return {
    origin,
    publish: async (topic, payload) => {
      const stamped = stamp(topic, payload);
      if (!queue.length && (await attempt(topic, stamped))) return;
      enqueue({ id: randomUUID(), incubatorId: topic.split('/')[0]!, topic, payload: stamped }, false);
    },
    pending: () => queue.length,
    wake: () => {
      wakeUp?.();
      void drain();
    },
    recover: async () => {
      if (!opts.store || closed) return 0;
      const taken = await opts.store.takeAbandoned(origin);
      for (const update of taken) enqueue(update, true);
      return taken.length;
    },
    drained: async (ms) => {
      const until = Date.now() + ms;
      while (queue.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return queue.length === 0;
    },
    close: () => {
      closed = true;
      wakeUp?.();
    },
  };
}
