import { describe, expect, it } from 'vitest';
import { createLiveDelivery, LIVE_STAMP, type LiveStamp, type LiveStore, type QueuedUpdate } from './delivery.ts';

const stampOf = (payload: unknown) => (payload as Record<string, LiveStamp>)[LIVE_STAMP]!;

function memoryStore() {
  const rows = new Map<string, QueuedUpdate & { origin: string }>();
  const store: LiveStore = {
    save: async (origin, u) => void rows.set(u.id, { ...u, origin }),
    remove: async (u) => void rows.delete(u.id),
    touch: async () => {},
    takeAbandoned: async (origin) => {
      const taken = [...rows.values()].filter((r) => r.origin !== origin);
      for (const r of taken) r.origin = origin;
      return taken;
    },
  };
  return { store, rows };
}

describe('live delivery', () => {
  it('stamps each update with its origin and a sequence per topic', async () => {
    const sent: { topic: string; payload: unknown }[] = [];
    const d = createLiveDelivery({
      transport: async (topic, payload) => void sent.push({ topic, payload }),
      connected: () => true,
    });
    await d.publish('i/e/u1', { a: 1 });
    await d.publish('i/e/u1', { a: 2 });
    await d.publish('i/e/u2', { a: 3 });
    expect(sent.map((s) => stampOf(s.payload).seq)).toEqual([1, 2, 1]);
    expect(new Set(sent.map((s) => stampOf(s.payload).origin))).toEqual(new Set([d.origin]));
    d.close();
  });

  it('never rejects nor waits past its timeout while the transport is down, then delivers in order', async () => {
    let up = false;
    const sent: number[] = [];
    const { store, rows } = memoryStore();
    const d = createLiveDelivery({
      transport: (_topic, payload) =>
        up ? Promise.resolve(void sent.push((payload as { n: number }).n)) : new Promise(() => {}), // hangs
      connected: () => true,
      store,
      timeoutMs: 50,
    });
    const started = Date.now();
    for (let n = 1; n <= 5; n++) await d.publish('i/e/u', { n });
    expect(Date.now() - started).toBeLessThan(500); // the first waits its timeout, the others queue at once
    expect(d.pending()).toBe(5);
    await new Promise((r) => setTimeout(r, 10));
    expect(rows.size).toBe(5);
    up = true;
    d.wake();
    expect(await d.drained(3000)).toBe(true);
    expect(sent).toEqual([1, 2, 3, 4, 5]);
    await new Promise((r) => setTimeout(r, 10));
    expect(rows.size).toBe(0);
    d.close();
  });

  it('delivers what a stopped process left in the outbox', async () => {
    const { store } = memoryStore();
    const dead = createLiveDelivery({
      transport: () => Promise.reject(new Error('down')),
      connected: () => false,
      store,
    });
    await dead.publish('i/e/u', { n: 1 });
    dead.close();
    await new Promise((r) => setTimeout(r, 10));
    const sent: unknown[] = [];
    const alive = createLiveDelivery({ transport: async (_t, p) => void sent.push(p), connected: () => true, store });
    expect(await alive.recover()).toBe(1);
    expect(await alive.drained(2000)).toBe(true);
    expect(sent).toMatchObject([{ n: 1 }]);
    alive.close();
  });

  it('drops the oldest beyond its bound and reports their topics once the transport is back', async () => {
    let up = false;
    const reported: string[][] = [];
    const d = createLiveDelivery({
      transport: async () => {},
      connected: () => up,
      maxPending: 2,
      onDropped: async (topics) => void reported.push(topics),
    });
    await d.publish('i/e/a', {});
    await d.publish('i/e/b', {});
    await d.publish('i/e/c', {});
    expect(d.pending()).toBe(2);
    up = true;
    d.wake();
    expect(await d.drained(2000)).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(reported).toEqual([['i/e/a']]);
    d.close();
  });
});
