// The timeline module's public file (docs/architecture.md, "Module boundaries"): what other modules may read of a
// startup's feed. The coaching brief reads the snapshots the system posts keep (metrics submitted with their change
// arrows, categorisation answers), the pinned posts and the latest comments.
import { desc, eq, gte, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { timelineComments, timelinePosts } from './timeline.schema.ts';

export interface HighlightPost {
  id: string;
  kind: string;
  createdAt: Date;
  message: string;
  payload: unknown;
}

const postColumns = {
  id: timelinePosts.id,
  kind: timelinePosts.kind,
  createdAt: timelinePosts.createdAt,
  message: timelinePosts.message,
  payload: timelinePosts.payload,
};

/** The startup's system posts of these kinds, newest first, since a moment (all when null), at most `limit`. */
export async function postsOfKinds(
  tdb: TenantDb,
  startupId: string,
  kinds: readonly string[],
  since: Date | null,
  limit: number,
): Promise<HighlightPost[]> {
  return tdb
    .select(postColumns)
    .from(timelinePosts)
    .where(
      tdb.where(
        timelinePosts,
        eq(timelinePosts.startupId, startupId),
        inArray(timelinePosts.kind, [...kinds]),
        since ? gte(timelinePosts.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id))
    .limit(limit);
}

/** The startup's pinned posts, newest first. */
export async function pinnedPosts(tdb: TenantDb, startupId: string, limit: number): Promise<HighlightPost[]> {
  return tdb
    .select(postColumns)
    .from(timelinePosts)
    .where(tdb.where(timelinePosts, eq(timelinePosts.startupId, startupId), eq(timelinePosts.isPinned, true)))
    .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id))
    .limit(limit);
}

/** The latest comments on the startup's posts, newest first. */
export async function latestComments(
  tdb: TenantDb,
  startupId: string,
  limit: number,
): Promise<{ id: string; postId: string; authorId: string | null; message: string; createdAt: Date }[]> {
  return tdb
    .select({
      id: timelineComments.id,
      postId: timelineComments.postId,
      authorId: timelineComments.authorId,
      message: timelineComments.message,
      createdAt: timelineComments.createdAt,
    })
    .from(timelineComments)
    .innerJoin(timelinePosts, tdb.where(timelinePosts, eq(timelinePosts.id, timelineComments.postId)))
    .where(tdb.where(timelineComments, eq(timelinePosts.startupId, startupId)))
    .orderBy(desc(timelineComments.createdAt), desc(timelineComments.id))
    .limit(limit);
}
