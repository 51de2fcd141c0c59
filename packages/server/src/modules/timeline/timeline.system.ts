// System posts: written by the timeline's subscribers to other modules' events (metrics: data due / submitted;
// categorisation: update / skip; timeline.subscribers.ts) through createSystemPost. They keep their payload as a
// snapshot, and the event's key, so that a redelivered event writes no second post.
import { eq } from 'drizzle-orm';
import { SYSTEM_POST_KINDS, type SystemPostKind, type SystemPostPayload } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { startupExists } from '../startups/startups.public.ts';
import { timelinePosts } from './timeline.schema.ts';

export interface SystemPostInput<K extends SystemPostKind> {
  startupId: string;
  kind: K;
  payload: SystemPostPayload[K];
  /** The person whose action it reports (e.g. who submitted the data); null for the system itself. */
  authorId?: string | null;
  /** Default true: founders see their own data posts. */
  isPublic?: boolean;
  /** The domain event (and part) this post answers: a second write with the same key writes nothing. */
  eventKey?: string | null;
}

/** Writes a system post on the startup's timeline and answers its id. Runs inside the caller's transaction when given one. */
export async function createSystemPost<K extends SystemPostKind>(
  tdb: TenantDb,
  input: SystemPostInput<K>,
): Promise<string> {
  if (!(SYSTEM_POST_KINDS as readonly string[]).includes(input.kind)) {
    throw new AppError('VALIDATION_FAILED', `"${String(input.kind)}" is not a system post kind.`);
  }
  if (input.payload == null || typeof input.payload !== 'object')
    throw new AppError('VALIDATION_FAILED', 'A system post needs its payload.');
  if (!(await startupExists(tdb, input.startupId))) throw new AppError('NOT_FOUND', 'No such startup.');
  const [row] = await tdb
    .insert(timelinePosts, {
      startupId: input.startupId,
      kind: input.kind,
      authorId: input.authorId ?? null,
      message: '',
      isPublic: input.isPublic ?? true,
      payload: input.payload,
      eventKey: input.eventKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: timelinePosts.id });
  if (row) return row.id;
  // Written before for the same event (a redelivery): the post that exists.
  const [existing] = await tdb
    .select({ id: timelinePosts.id })
    .from(timelinePosts)
    .where(tdb.where(timelinePosts, eq(timelinePosts.eventKey, input.eventKey ?? '')));
  if (!existing) throw new Error('A system post was neither written nor found');
  return existing.id;
}

/**
 * Replaces the snapshot of the system post written under `eventKey` (a coaching session's post follows its changes);
 * writes the post when there is none yet. Answers the post's id.
 */
export async function upsertSystemPost<K extends SystemPostKind>(
  tdb: TenantDb,
  input: SystemPostInput<K> & { eventKey: string },
): Promise<string> {
  const [row] = await tdb
    .update(timelinePosts, { payload: input.payload }, eq(timelinePosts.eventKey, input.eventKey))
    .returning({ id: timelinePosts.id });
  return row ? row.id : createSystemPost(tdb, input);
}
