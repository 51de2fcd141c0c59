// A bounded queue per subscription. Mercurius puts each event for a subscription into a queue and sends one at a
// time, waiting for the socket to take each; a client that reads slower than its updates arrive (a phone on a weak
// network, a tab frozen in the background) would make that queue grow without limit. Past `limit` events waiting,
// new events for the subscription are dropped, and once it has caught up (half the limit or less) the subscriber
// is told to resync (the `liveResync` subscription: the screens refetch) — what a client that missed updates
// needs, rather than an error or a closed connection.
import type { Readable } from 'node:stream';

export const SUBSCRIPTION_QUEUE = {
  /** Events waiting for one subscription beyond which new ones are dropped. */
  limit: 200,
  /** How often a subscription that dropped events is checked for having caught up. */
  drainCheckMs: 250,
};

/**
 * Bounds `queue` (Mercurius's per-subscription Readable, fed by `push`). `onCaughtUp` is called once per episode
 * of dropped events, when the queue is down to half the limit (never when the queue has ended).
 */
export function boundQueue(
  queue: Readable,
  onCaughtUp: () => void,
  limits: { limit: number; drainCheckMs: number } = SUBSCRIPTION_QUEUE,
): { dropped(): number } {
  const push = queue.push.bind(queue);
  let dropped = 0;
  let waiting = false;
  const watch = () => {
    const timer = setTimeout(() => {
      if (queue.destroyed || queue.readableEnded) return;
      if (queue.readableLength > limits.limit / 2) return watch();
      waiting = false;
      onCaughtUp();
    }, limits.drainCheckMs);
    timer.unref();
  };
  queue.push = (chunk: unknown, encoding?: BufferEncoding) => {
    // `null` ends the queue (the subscription closes): always let it through.
    if (chunk !== null && queue.readableLength >= limits.limit) {
      dropped += 1;
      if (!waiting) {
        waiting = true;
        watch();
      }
      return false;
    }
    return push(chunk, encoding);
  };
  return { dropped: () => dropped };
}
