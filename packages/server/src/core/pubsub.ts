// Live updates: mqemitter in-process by default, mqemitter-redis when REDIS_URL is set so several instances
// share one stream. Topics are always scoped by tenant (and by user where the event is personal). Publishing never
// fails nor waits long (core/live/delivery.ts: short timeout, outbox, retries); a subscriber instance that may have
// missed updates (its Redis connection dropped, or a sequence jumped) sends its users a `liveResync`.
import mqemitter, { type Message, type MQEmitter } from 'mqemitter';
import type { Logger } from 'pino';
import { createLiveDelivery, LIVE_STAMP, type LiveDelivery, type LiveStamp, type LiveStore } from './live/delivery.ts';

export interface PubSub {
  emitter: MQEmitter;
  /** Never rejects, answers within a fraction of a second; the update is delivered later if the transport is down. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** The retrying side of publish (pending count, recovery of what stopped instances left). */
  delivery: LiveDelivery;
  /** Whether the transport answers (readiness): always for the in-process one. */
  ping(timeoutMs?: number): Promise<void>;
  /** Tells this instance's subscribers of a user (or of every user it serves) to refetch. */
  resync(reason: string, who?: { incubatorId: string; userId: string }): void;
  close(): Promise<void>;
}

/** `<incubatorId>/<event>[/<userId>]` — the only way topics are named. */
export const topicFor = (incubatorId: string, event: string, userId?: string) =>
  userId ? `${incubatorId}/${event}/${userId}` : `${incubatorId}/${event}`;

/** The event a subscriber hears when it may have missed updates (`<incubatorId>/liveResync/<userId>`). */
export const LIVE_RESYNC = 'liveResync';
/** How long updates kept during a Redis outage wait once it is back (see the publishing connection's 'ready'). */
export const RESUME_AFTER_OUTAGE_MS = 1200;

export interface LiveResyncEvent {
  incubatorId: string;
  userId: string;
  liveResync: { reason: string };
}

export interface PubSubOptions {
  log?: Logger;
  store?: LiveStore;
  /** How long to keep trying Redis at start (core/bootstrap.ts retries the whole start as well). */
  connectTimeoutMs?: number;
}

type RedisConn = {
  status: string;
  on(e: string, f: (a?: unknown) => void): void;
  once(e: string, f: (a?: unknown) => void): void;
  ping(): Promise<unknown>;
  disconnect(): void;
};
type RedisEmitter = MQEmitter & {
  pubConn: RedisConn;
  subConn: RedisConn;
  _topics: Record<string, number>;
  _emit(msg: Message, cb?: () => void): void;
  state: { on(e: 'error', f: (err: Error) => void): void };
};

export async function createPubSub(
  redisUrl?: string,
  onError: (err: Error) => void = () => {},
  opts: PubSubOptions = {},
): Promise<PubSub> {
  if (!redisUrl) {
    const emitter = mqemitter();
    const emit = (msg: Message) => new Promise<void>((resolve) => emitter.emit(msg, () => resolve()));
    const delivery = createLiveDelivery({
      transport: (topic, payload) => emit({ topic, payload }),
      connected: () => true,
      log: opts.log,
    });
    return {
      emitter,
      publish: delivery.publish,
      delivery,
      ping: async () => {},
      resync: () => {}, // one process, one in-memory stream: nothing can be missed
      close: () => {
        delivery.close();
        return new Promise((resolve) => emitter.close(() => resolve()));
      },
    };
  }

  const { default: redisEmitter } = await import('mqemitter-redis');
  const { Redis } = await import('ioredis');
  // The publishing connection fails fast while disconnected (no offline queue: delivery.ts queues instead); the
  // subscribing one keeps ioredis's queue so subscriptions made during an outage are sent once it is back.
  // Both reconnect at most a second apart, so live updates resume within about a second of Redis's return.
  const retryStrategy = (times: number) => Math.min(times * 100, 1000);
  const pubConn = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subConn = new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy });
  const emitter = redisEmitter({ pubConn, subConn } as never) as unknown as RedisEmitter;
  // Without a listener an 'error' event would crash the process; ioredis reconnects by itself.
  emitter.state.on('error', onError);

  const localEmit = (topic: string, payload: unknown) => emitter._emit({ topic, payload });
  const usersServed = () => {
    const users = new Map<string, { incubatorId: string; userId: string }>();
    for (const topic of Object.keys(emitter._topics)) {
      const [incubatorId, , userId] = topic.split('/');
      if (incubatorId && userId) users.set(`${incubatorId}/${userId}`, { incubatorId, userId });
    }
    return [...users.values()];
  };
  const resync: PubSub['resync'] = (reason, who) => {
    for (const user of who ? [who] : usersServed()) {
      localEmit(topicFor(user.incubatorId, LIVE_RESYNC, user.userId), {
        incubatorId: user.incubatorId,
        userId: user.userId,
        liveResync: { reason },
      } satisfies LiveResyncEvent);
    }
  };

  // Incoming side: a jump in an origin's sequence on a topic means this instance missed updates of that user.
  const lastSeen = new Map<string, number>();
  const deliverLocally = emitter._emit.bind(emitter);
  emitter._emit = (msg, cb) => {
    const stampOf = (msg.payload as Record<string, LiveStamp> | undefined)?.[LIVE_STAMP];
    if (stampOf && typeof stampOf.seq === 'number') {
      const key = `${msg.topic}|${stampOf.origin}`;
      const last = lastSeen.get(key);
      if (lastSeen.size > 100_000) lastSeen.clear();
      if (last === undefined || stampOf.seq > last) lastSeen.set(key, stampOf.seq);
      if (last !== undefined && stampOf.seq > last + 1) {
        const [incubatorId, , userId] = msg.topic.split('/');
        if (incubatorId && userId) resync('gap', { incubatorId, userId });
      }
    }
    deliverLocally(msg, cb);
  };

  let resumeAt = 0; // see the publishing connection's 'ready' below
  let publisherLost = false;
  const delivery = createLiveDelivery({
    transport: (topic, payload) =>
      new Promise((resolve, reject) =>
        emitter.emit({ topic, payload }, (err?: Error) => (err ? reject(err) : resolve())),
      ),
    connected: () => pubConn.status === 'ready' && Date.now() >= resumeAt,
    store: opts.store,
    log: opts.log,
    onDropped: async (topics) => {
      for (const topic of topics) {
        const [incubatorId, , userId] = topic.split('/');
        if (!incubatorId || !userId) continue;
        await delivery.publish(topicFor(incubatorId, LIVE_RESYNC, userId), {
          incubatorId,
          userId,
          liveResync: { reason: 'overflow' },
        } satisfies LiveResyncEvent);
      }
    },
  });
  // After an outage, what was kept waits RESUME_AFTER_OUTAGE_MS more: Redis keeps nothing for a subscribing
  // connection that is not back yet, and the other instances' come back within about a second (the same backoff).
  // Sent at once, the first updates would reach nobody there (their users are told to resync, but a delivered update
  // is better); meanwhile new updates queue behind them, in order.
  pubConn.on('close', () => {
    publisherLost = true;
  });
  pubConn.on('ready', () => {
    if (!publisherLost) return delivery.wake();
    publisherLost = false;
    resumeAt = Date.now() + RESUME_AFTER_OUTAGE_MS;
    setTimeout(() => delivery.wake(), RESUME_AFTER_OUTAGE_MS).unref();
  });
  // Redis pub/sub keeps nothing for a disconnected subscriber: after our subscribing connection comes back, every
  // user this instance serves may have missed updates published meanwhile by other instances.
  let subscriberLost = false;
  subConn.on('close', () => {
    subscriberLost = true;
  });
  subConn.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    opts.log?.warn('live-update subscription to Redis restored; subscribers told to resync');
    resync('reconnected');
  });

  const ping: PubSub['ping'] = async (timeoutMs = 1000) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pubConn.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  const close = async () => {
    delivery.close();
    // QUIT needs a live connection: with Redis away, give up after a second and drop the sockets.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => emitter.close(() => resolve())),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000))),
    ]);
    clearTimeout(timer);
    pubConn.disconnect();
    subConn.disconnect();
  };
  try {
    await waitForRedis(pubConn, subConn, opts.connectTimeoutMs ?? 5000);
  } catch (err) {
    delivery.close();
    pubConn.disconnect();
    subConn.disconnect();
    // The code (ECONNREFUSED…) stays, so that the start retries an outage (core/bootstrap.ts).
    throw Object.assign(new Error(`Cannot connect to Redis at REDIS_URL: ${(err as Error).message}`), {
      code: (err as { code?: unknown }).code,
    });
  }
  return { emitter, publish: delivery.publish, delivery, ping, resync, close };
}

// mqemitter-redis connects lazily; a bad REDIS_URL must fail the start, not the first publish.
async function waitForRedis(pubConn: RedisConn, subConn: RedisConn, timeoutMs: number): Promise<void> {
  const ready = (conn: RedisConn) =>
    conn.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          conn.once('ready', () => resolve());
          conn.once('error', (err) => reject(err instanceof Error ? err : new Error(String(err))));
        });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all([ready(pubConn), ready(subConn)]), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
