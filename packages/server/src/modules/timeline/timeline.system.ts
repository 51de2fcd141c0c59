// System posts: written by other modules (metrics: data due / submitted; categorisation: update / skip) through
// createSystemPost, re-exported by timeline.service.ts. They keep their payload as a snapshot.
import { eq } from 'drizzle-orm';
import { SYSTEM_POST_KINDS, type SystemPostKind, type SystemPostPayload } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { startups } from '../startups/startups.schema.ts';
import { timelinePosts } from './timeline.schema.ts';

export interface SystemPostInput<K extends SystemPostKind> {
  startupId: string;
  kind: K;
  payload: SystemPostPayload[K];
  /** The person whose action it reports (e.g. who submitted the data); null for the system itself. */
  authorId?: string | null;
  /** Default true: founders see their own data posts. */
  isPublic?: boolean;
}

/** Writes a system post on the startup's timeline and answers its id. Runs inside the caller's transaction when given one. */
export async function createSystemPost<K extends SystemPostKind>(tdb: TenantDb, input: SystemPostInput<K>): Promise<string> {
  if (!(SYSTEM_POST_KINDS as readonly string[]).includes(input.kind)) {
    throw new AppError('VALIDATION_FAILED', `"${String(input.kind)}" is not a system post kind.`);
  }
  if (input.payload == null || typeof input.payload !== 'object') throw new AppError('VALIDATION_FAILED', 'A system post needs its payload.');
  const [startup] = await tdb.select({ id: startups.id }).from(startups).where(tdb.where(startups, eq(startups.id, input.startupId))).limit(1);
  if (!startup) throw new AppError('NOT_FOUND', 'No such startup.');
  const [row] = await tdb
    .insert(timelinePosts, {
      startupId: input.startupId,
      kind: input.kind,
      authorId: input.authorId ?? null,
      message: '',
      isPublic: input.isPublic ?? true,
      payload: input.payload,
    })
    .returning({ id: timelinePosts.id });
  return row!.id;
}
