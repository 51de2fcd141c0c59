// What a one-on-one event asks of people, announced for the tasks module (docs/architecture.md, events): each host
// without a saved schedule is asked for one (`avail`), and the event's owner for hosts while it has none
// (`hostAssignation`). Published in the caller's transaction, so the tasks follow what was committed.
import { isOneOnOneEvent } from '@ascent/shared';
import { inArray } from 'drizzle-orm';
import type { SignedIn } from '../../core/scope.ts';
import { availabilitySettings } from './booking.schema.ts';
import { hostIdsOf } from './events.repository.ts';
import type { EventRow } from './events.schema.ts';

/** After a published one-on-one event is published or edited: its hosts, and those without a saved schedule. */
export async function announceHosts(tx: SignedIn, row: EventRow): Promise<void> {
  if (row.status !== 'published' || row.isArchived || !isOneOnOneEvent(row.eventType)) return;
  const { tdb } = tx;
  const hostIds = (await hostIdsOf(tdb, [row.id])).get(row.id) ?? [];
  const scheduled = hostIds.length
    ? await tdb
        .select({ userId: availabilitySettings.userId })
        .from(availabilitySettings)
        .where(tdb.where(availabilitySettings, inArray(availabilitySettings.userId, hostIds)))
    : [];
  const has = new Set(scheduled.map((s) => s.userId));
  await tx.services.events.publish(tx.tdb, 'event.hostsSet', {
    eventId: row.id,
    title: row.title,
    editUrl: `/events/${row.id}/edit`,
    ownerId: row.createdById ?? tx.user.id,
    hostIds,
    hostsWithoutSchedule: hostIds.filter((id) => !has.has(id)),
  });
}

/** After an event is cancelled or archived. */
export async function announceClosed(tx: SignedIn, row: EventRow): Promise<void> {
  await tx.services.events.publish(tx.tdb, 'event.closed', { eventId: row.id });
}
