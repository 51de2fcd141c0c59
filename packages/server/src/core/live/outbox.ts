// The live-update outbox on the application's database (see delivery.ts): rows of updates the transport did not
// take at once. Not tenant-scoped through TenantDb: this is platform plumbing keyed by the topic's tenant.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LiveStore, QueuedUpdate } from './delivery.ts';
import { liveUpdateOutbox } from './outbox.schema.ts';
import { storableJson } from '../input-guard.ts';

const ABANDONED_AFTER = sql`now() - interval '60 seconds'`;
const BATCH = 500;

export function createLiveStore(db: Db): LiveStore {
  return {
    save: async (origin, u) => {
      await db.insert(liveUpdateOutbox).values({
        incubatorId: u.incubatorId,
        id: u.id,
        topic: u.topic,
        payload: storableJson(u.payload) as object,
        origin,
        claimedAt: sql`now()`,
      });
    },
    remove: async (u) => {
      await db
        .delete(liveUpdateOutbox)
        .where(and(eq(liveUpdateOutbox.incubatorId, u.incubatorId), eq(liveUpdateOutbox.id, u.id)));
    },
    touch: async (origin) => {
      await db
        .update(liveUpdateOutbox)
        .set({ claimedAt: sql`now()` })
        .where(eq(liveUpdateOutbox.origin, origin));
    },
    takeAbandoned: async (origin): Promise<QueuedUpdate[]> => {
      const due = db
        .select({ incubatorId: liveUpdateOutbox.incubatorId, id: liveUpdateOutbox.id })
        .from(liveUpdateOutbox)
        .where(lt(sql`coalesce(${liveUpdateOutbox.claimedAt}, ${liveUpdateOutbox.createdAt})`, ABANDONED_AFTER))
        .orderBy(liveUpdateOutbox.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(liveUpdateOutbox)
        .set({ origin, claimedAt: sql`now()` })
        .where(sql`(${liveUpdateOutbox.incubatorId}, ${liveUpdateOutbox.id}) in (${due})`)
        .returning();
      rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return rows.map((r) => ({ id: r.id, incubatorId: r.incubatorId, topic: r.topic, payload: r.payload }));
    },
  };
}
