// The timeline's reads for the home dashboard: the latest posts of some startups (staff-only ones only for staff),
// and when each person last wrote on each startup's timeline (a founder's last update, a coach's last post).
import { and, desc, eq, inArray, isNotNull, max, notInArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { timelinePosts } from './timeline.schema.ts';

export interface DashboardPost {
  id: string;
  startupId: string;
  kind: string;
  authorId: string | null;
  message: string;
  createdAt: Date;
}

const EXCERPT = 280;

/** The latest posts on these startups' timelines, leaving out the "data due" reminders. */
export async function latestPosts(
  tdb: TenantDb,
  startupIds: readonly string[],
  opts: { staffView: boolean; limit: number; authorIds?: readonly string[]; kinds?: readonly string[] },
): Promise<DashboardPost[]> {
  if (startupIds.length === 0 || opts.authorIds?.length === 0) return [];
  const rows = await tdb
    .select({
      id: timelinePosts.id,
      startupId: timelinePosts.startupId,
      kind: timelinePosts.kind,
      authorId: timelinePosts.authorId,
      message: timelinePosts.message,
      createdAt: timelinePosts.createdAt,
    })
    .from(timelinePosts)
    .where(
      tdb.where(
        timelinePosts,
        and(
          inArray(timelinePosts.startupId, [...startupIds]),
          opts.kinds ? inArray(timelinePosts.kind, [...opts.kinds]) : notInArray(timelinePosts.kind, ['DATA_DUE']),
          opts.staffView ? undefined : eq(timelinePosts.isPublic, true),
          opts.authorIds ? inArray(timelinePosts.authorId, [...opts.authorIds]) : undefined,
        ),
      ),
    )
    .orderBy(desc(timelinePosts.createdAt), desc(timelinePosts.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, message: Array.from(r.message).slice(0, EXCERPT).join('') }));
}

/** When each author last posted on each of these startups' timelines. */
export async function lastPostByAuthor(
  tdb: TenantDb,
  startupIds: readonly string[],
): Promise<{ startupId: string; authorId: string; at: Date }[]> {
  if (startupIds.length === 0) return [];
  const rows = await tdb
    .select({ startupId: timelinePosts.startupId, authorId: timelinePosts.authorId, at: max(timelinePosts.createdAt) })
    .from(timelinePosts)
    .where(
      tdb.where(
        timelinePosts,
        and(inArray(timelinePosts.startupId, [...startupIds]), isNotNull(timelinePosts.authorId)),
      ),
    )
    .groupBy(timelinePosts.startupId, timelinePosts.authorId);
  return rows.map((r) => ({ startupId: r.startupId, authorId: r.authorId!, at: r.at! }));
}
