// The "dispatched" marks of domain events, off the mutation's path. A mutation that published an event answers
// once its inline handlers have run; the `dispatched_at` mark is not worth a statement of its own on that path
// (it was more than half of what an event added to a mutation: bench/README.md, `bench:events`). Marks wait here
// and are written in one statement per batch, `MARK_DELAY_MS` after the first of a batch (or at once when
// `MARK_BATCH` are waiting), by `flush()` at the start and end of a recovery pass, and at close. A process that
// dies with marks waiting leaves those events undispatched in the table, and the recovery pass delivers them again:
// the handlers are idempotent, keyed on the event's id, so a lost mark costs a redelivery and nothing else.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { domainEvents } from './outbox.schema.ts';

export const MARK_DELAY_MS = 250;
export const MARK_BATCH = 200;

export interface DispatchMarks {
  /** Records that every handler of the event ran (or was queued); written with the next batch. */
  add(incubatorId: string, eventId: string): void;
  /** Writes the marks waiting now; resolves once they are stored (a failure is logged, not thrown). */
  flush(): Promise<void>;
}

export function createDispatchMarks(database: Database, log: Logger): DispatchMarks {
  let waiting: { incubatorId: string; id: string }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: { incubatorId: string; id: string }[]) => {
    const keys = sql.join(
      batch.map((e) => sql`(${e.incubatorId}::uuid, ${e.id}::uuid)`),
      sql`, `,
    );
    try {
      await database.db
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()`, attempts: sql`${domainEvents.attempts} + 1`, lastError: null })
        .where(sql`(${domainEvents.incubatorId}, ${domainEvents.id}) in (${keys})`);
    } catch (err) {
      // The events stay undispatched in the table: the recovery pass delivers them again (idempotent handlers).
      log.warn({ err, events: batch.length }, 'marking domain events dispatched failed');
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    // One write at a time, in order: a flush resolves once everything added before it is stored.
    writing = writing.then(() => (batch.length ? write(batch) : undefined));
    return writing;
  };

  return {
    add: (incubatorId, id) => {
      waiting.push({ incubatorId, id });
      if (waiting.length >= MARK_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), MARK_DELAY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
