// Recording an event from a process that has no event bus (the operator's command line, `npm run org`): the row goes
// into the outbox in the caller's transaction, undispatched, and a running server's recovery pass (at start and
// every minute, core/events/bus.ts) hands it to the subscribers — the same at-least-once delivery as a published
// event whose dispatch was interrupted.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-db.ts';
import { domainEvents } from './outbox.schema.ts';
import type { DomainEvents, EventName } from './types.ts';

export async function recordEvent<N extends EventName>(
  tdb: TenantDb,
  name: N,
  payload: DomainEvents[N],
): Promise<string> {
  const id = randomUUID();
  await tdb.insert(domainEvents, { id, name, payload });
  return id;
}
