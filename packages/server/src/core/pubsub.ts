// Live updates: mqemitter in-process by default, mqemitter-redis when REDIS_URL is set so several instances
// share one stream. Topics are always scoped by tenant (and by user where the event is personal).
import mqemitter, { type MQEmitter } from 'mqemitter';

export interface PubSub {
  emitter: MQEmitter;
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/** `<incubatorId>/<event>[/<userId>]` — the only way topics are named. */
export const topicFor = (incubatorId: string, event: string, userId?: string) =>
  userId ? `${incubatorId}/${event}/${userId}` : `${incubatorId}/${event}`;

export async function createPubSub(redisUrl?: string, onError: (err: Error) => void = () => {}): Promise<PubSub> {
  let emitter: MQEmitter;
  if (redisUrl) {
    const { default: redisEmitter } = await import('mqemitter-redis');
    emitter = redisEmitter({ connectionString: redisUrl }) as unknown as MQEmitter;
    // Without a listener an 'error' event would crash the process; ioredis reconnects by itself.
    (emitter as unknown as { state: { on(e: 'error', f: (err: Error) => void): void } }).state.on('error', onError);
    await waitForRedis(emitter);
  } else {
    emitter = mqemitter();
  }
  return {
    emitter,
    publish: (topic, payload) =>
      new Promise((resolve, reject) =>
        emitter.emit({ topic, payload }, (err?: Error) => (err ? reject(err) : resolve())),
      ),
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

// mqemitter-redis connects lazily; a bad REDIS_URL must fail the start, not the first publish.
type RedisConn = { status: string; once(e: string, f: (a?: unknown) => void): void };

async function waitForRedis(emitter: MQEmitter): Promise<void> {
  const { pubConn, subConn } = emitter as unknown as { pubConn: RedisConn; subConn: RedisConn };
  const ready = (conn: RedisConn) =>
    conn.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          conn.once('ready', () => resolve());
          conn.once('error', (err) => reject(err instanceof Error ? err : new Error(String(err))));
        });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer within 5 s')), 5000);
  });
  try {
    await Promise.race([Promise.all([ready(pubConn), ready(subConn)]), timeout]);
  } catch (err) {
    await new Promise<void>((resolve) => emitter.close(() => resolve()));
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
