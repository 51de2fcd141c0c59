// An event's tags and topics are names of the organisation's event tags and topic tags (taxonomy module): the
// taxonomy counts the events naming a tag, and renames, merges and deletes carry through to them here.
import { sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { SignedIn } from '../../core/scope.ts';
import { incubatorEvents, type EventRow } from './events.schema.ts';

export type EventLabelColumn = 'tags' | 'topics';

const column = (which: EventLabelColumn) => (which === 'tags' ? incubatorEvents.tags : incubatorEvents.topics);
const names = (which: EventLabelColumn, name: string) =>
  sql`exists (select 1 from unnest(${column(which)}) as l(v) where lower(l.v) = ${name.toLowerCase()})`;

/** How many events name each of these labels (case-insensitive), by lower-cased name. */
export async function countEventLabels(
  tdb: TenantDb,
  which: EventLabelColumn,
  labels: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (labels.length === 0) return out;
  const rows = await tdb
    .select({ labels: column(which) })
    .from(incubatorEvents)
    .where(tdb.where(incubatorEvents, sql`cardinality(${column(which)}) > 0`));
  const wanted = new Set(labels.map((l) => l.toLowerCase()));
  for (const r of rows)
    for (const l of new Set(r.labels.map((v) => v.toLowerCase()))) if (wanted.has(l)) out.set(l, (out.get(l) ?? 0) + 1);
  return out;
}

/**
 * Replaces the label `from` by `to` on every event naming it (`to` null removes it), keeping each event's other
 * labels in their order and naming `to` once.
 */
export async function relabelEvents(
  tdb: TenantDb,
  which: EventLabelColumn,
  from: string,
  to: string | null,
): Promise<void> {
  const col = column(which);
  const rows = await tdb
    .select({ id: incubatorEvents.id, labels: col })
    .from(incubatorEvents)
    .where(tdb.where(incubatorEvents, names(which, from)));
  const lowFrom = from.toLowerCase();
  for (const r of rows) {
    const next: string[] = [];
    for (const v of r.labels) {
      const value = v.toLowerCase() === lowFrom ? to : v;
      if (value != null && !next.some((n) => n.toLowerCase() === value.toLowerCase())) next.push(value);
    }
    await tdb.update(
      incubatorEvents,
      which === 'tags' ? { tags: next } : { topics: next },
      sql`${incubatorEvents.id} = ${r.id}`,
    );
  }
}

/** The labels of `after` that `before` did not name (case-insensitive). */
function added(before: readonly string[], after: readonly string[]): string[] {
  const had = new Set(before.map((v) => v.toLowerCase()));
  return after.filter((v) => !had.has(v.toLowerCase()));
}

/**
 * Tells the organisation's taxonomy of the labels an edit added (`event.labelsAdded`): a name it does not know yet
 * becomes a tag of its kind there, so the next event offers it (docs/decisions.md, "An event's topics and tags").
 */
export async function announceNewLabels(tx: SignedIn, before: EventRow, after: EventRow): Promise<void> {
  const topics = added(before.topics, after.topics);
  const tags = added(before.tags, after.tags);
  if (topics.length === 0 && tags.length === 0) return;
  await tx.services.events.publish(tx.tdb, 'event.labelsAdded', { topics, tags });
}
