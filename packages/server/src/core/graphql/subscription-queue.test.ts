import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundQueue } from './subscription-queue.ts';

const queueOf = () => new Readable({ objectMode: true, read: () => {} });
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the bounded queue of a subscription', () => {
  it('keeps at most the limit waiting, drops the rest, and tells the subscriber once it has caught up', async () => {
    const queue = queueOf();
    let caughtUp = 0;
    const bound = boundQueue(queue, () => caughtUp++, { limit: 10, drainCheckMs: 5 });
    for (let i = 0; i < 25; i++) queue.push({ n: i });
    expect(queue.readableLength).toBe(10);
    expect(bound.dropped()).toBe(15);
    // Still behind: no resync yet.
    await settle(30);
    expect(caughtUp).toBe(0);
    // The client reads: the first ten events, in order, then the resync once it is at half the limit or less.
    const read: number[] = [];
    for (let i = 0; i < 6; i++) read.push((queue.read() as { n: number }).n);
    expect(read).toEqual([0, 1, 2, 3, 4, 5]);
    await settle(30);
    expect(caughtUp).toBe(1);
    // Events flow again after it; a new episode of drops ends in a new resync.
    queue.push({ n: 100 });
    expect(queue.readableLength).toBe(5);
    for (let i = 0; i < 10; i++) queue.push({ n: 200 + i });
    expect(bound.dropped()).toBe(20);
    while (queue.readableLength > 3) queue.read();
    await settle(30);
    expect(caughtUp).toBe(2);
  });

  it('lets the end of the queue through when full, and says nothing after the end', async () => {
    const queue = queueOf();
    let caughtUp = 0;
    boundQueue(queue, () => caughtUp++, { limit: 2, drainCheckMs: 5 });
    queue.push(1);
    queue.push(2);
    queue.push(3);
    queue.push(null);
    const seen: unknown[] = [];
    for await (const value of queue) seen.push(value);
    expect(seen).toEqual([1, 2]);
    await settle(30);
    expect(caughtUp).toBe(0);
  });
});
