// The timeline's SQL: every query restricted to the request's tenant by its TenantDb. The feed pages by keyset
// on (created_at, id) DESC, which timeline_posts_feed_idx (or _kind_idx, _public_idx) walks directly.
import { and, asc, count, eq, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { attachments } from '../attachments/attachments.tables.ts';
import { startupMembers } from '../startups/startups.tables.ts';
import { roles, users } from '../users/users.tables.ts';
import {
  timelineComments,
  timelinePostAttachments,
  timelinePosts,
  timelineReactions,
  type TimelineCommentRow,
  type TimelinePostRow,
} from './timeline.schema.ts';

/** Where a page starts: strictly after the post with this creation time (PostgreSQL text, microseconds kept) and id. */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

export interface FeedQuery {
  startupId: string;
  kind?: string | null;
  /** Founders' view: staff-only posts left out. */
  publicOnly: boolean;
  /** Without the activity feed (feature activityFeed off): the record of data and system posts, no messages. */
  recordOnly?: boolean;
  cursor?: FeedCursor | null;
  limit: number;
}

export type FeedRow = Omit<TimelinePostRow, 'eventKey'> & { createdAtKey: string };

const feedFields = {
  ...getColumns(),
  createdAtKey: sql<string>`${timelinePosts.createdAt}::text`.as('created_at_key'),
};

function getColumns() {
  const t = timelinePosts;
  return {
    incubatorId: t.incubatorId,
    id: t.id,
    startupId: t.startupId,
    kind: t.kind,
    authorId: t.authorId,
    message: t.message,
    isPublic: t.isPublic,
    isPinned: t.isPinned,
    payload: t.payload,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    editedAt: t.editedAt,
  };
}

// The order of the feed indexes exactly (drizzle declares `.desc()` index columns NULLS LAST, and a plain DESC is
// NULLS FIRST): otherwise PostgreSQL sorts the whole timeline instead of reading the first rows of the index.
const FEED_ORDER = [sql`${timelinePosts.createdAt} desc nulls last`, sql`${timelinePosts.id} desc nulls last`] as const;

function feedFilter(
  q: Pick<FeedQuery, 'startupId' | 'kind' | 'publicOnly' | 'recordOnly'>,
  ...more: (SQL | undefined)[]
): (SQL | undefined)[] {
  return [
    eq(timelinePosts.startupId, q.startupId),
    q.kind ? eq(timelinePosts.kind, q.kind) : undefined,
    q.publicOnly ? eq(timelinePosts.isPublic, true) : undefined,
    q.recordOnly ? ne(timelinePosts.kind, 'MESSAGE') : undefined,
    ...more,
  ];
}

/** One page of the unpinned posts, newest first; `limit + 1` rows are read to know whether a next page exists. */
export async function pageOfPosts(tdb: TenantDb, q: FeedQuery): Promise<FeedRow[]> {
  const after = q.cursor
    ? sql`(${timelinePosts.createdAt}, ${timelinePosts.id}) < (${q.cursor.createdAt}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  return tdb
    .select(feedFields)
    .from(timelinePosts)
    .where(tdb.where(timelinePosts, ...feedFilter(q, not(timelinePosts.isPinned), after)))
    .orderBy(...FEED_ORDER)
    .limit(q.limit + 1);
}

/** The pinned posts (shown above the first page), newest first. */
export async function pinnedPosts(tdb: TenantDb, q: Omit<FeedQuery, 'cursor' | 'limit'>): Promise<FeedRow[]> {
  return tdb
    .select(feedFields)
    .from(timelinePosts)
    .where(tdb.where(timelinePosts, ...feedFilter(q, eq(timelinePosts.isPinned, true))))
    .orderBy(...FEED_ORDER)
    .limit(50);
}

export async function findPost(tdb: TenantDb, id: string): Promise<FeedRow | null> {
  const [row] = await tdb
    .select(feedFields)
    .from(timelinePosts)
    .where(tdb.where(timelinePosts, eq(timelinePosts.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertPost(
  tdb: TenantDb,
  values: Omit<typeof timelinePosts.$inferInsert, 'incubatorId'>,
): Promise<string> {
  const [row] = await tdb.insert(timelinePosts, values).returning({ id: timelinePosts.id });
  return row!.id;
}

export async function updatePost(
  tdb: TenantDb,
  id: string,
  set: Partial<Pick<TimelinePostRow, 'message' | 'isPinned' | 'editedAt' | 'updatedAt'>>,
): Promise<void> {
  await tdb.update(timelinePosts, set, eq(timelinePosts.id, id));
}

export async function deletePost(tdb: TenantDb, id: string): Promise<void> {
  await tdb.delete(timelinePosts, eq(timelinePosts.id, id));
}

export async function linkAttachments(tdb: TenantDb, postId: string, attachmentIds: readonly string[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  await tdb.insert(
    timelinePostAttachments,
    attachmentIds.map((attachmentId, position) => ({ postId, attachmentId, position })),
  );
}

export async function findAttachmentsByIds(tdb: TenantDb, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tdb
    .select()
    .from(attachments)
    .where(tdb.where(attachments, inArray(attachments.id, [...ids])));
}

/** Attachment ids already used by a post (an upload belongs to one post). */
export async function linkedAttachmentIds(tdb: TenantDb, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tdb
    .select({ id: timelinePostAttachments.attachmentId })
    .from(timelinePostAttachments)
    .where(tdb.where(timelinePostAttachments, inArray(timelinePostAttachments.attachmentId, [...ids])));
  return rows.map((r) => r.id);
}

export async function attachmentsOfPosts(tdb: TenantDb, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return tdb
    .select({
      postId: timelinePostAttachments.postId,
      id: attachments.id,
      name: attachments.name,
      fileType: attachments.fileType,
    })
    .from(timelinePostAttachments)
    .innerJoin(attachments, tdb.where(attachments, eq(attachments.id, timelinePostAttachments.attachmentId)))
    .where(tdb.where(timelinePostAttachments, inArray(timelinePostAttachments.postId, [...postIds])))
    .orderBy(asc(timelinePostAttachments.position));
}

/** The posts (of this tenant) an attachment is linked to: whoever reads one of them may download it. */
export async function postsOfAttachment(tdb: TenantDb, attachmentId: string): Promise<FeedRow[]> {
  return tdb
    .select(feedFields)
    .from(timelinePostAttachments)
    .innerJoin(timelinePosts, tdb.where(timelinePosts, eq(timelinePosts.id, timelinePostAttachments.postId)))
    .where(tdb.where(timelinePostAttachments, eq(timelinePostAttachments.attachmentId, attachmentId)));
}

export async function commentsOfPosts(tdb: TenantDb, postIds: readonly string[]): Promise<TimelineCommentRow[]> {
  if (postIds.length === 0) return [];
  return tdb
    .select()
    .from(timelineComments)
    .where(tdb.where(timelineComments, inArray(timelineComments.postId, [...postIds])))
    .orderBy(asc(timelineComments.createdAt), asc(timelineComments.id));
}

export async function findComment(tdb: TenantDb, id: string): Promise<TimelineCommentRow | null> {
  const [row] = await tdb
    .select()
    .from(timelineComments)
    .where(tdb.where(timelineComments, eq(timelineComments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertComment(
  tdb: TenantDb,
  values: Omit<typeof timelineComments.$inferInsert, 'incubatorId'>,
): Promise<string> {
  const [row] = await tdb.insert(timelineComments, values).returning({ id: timelineComments.id });
  return row!.id;
}

export async function updateComment(tdb: TenantDb, id: string, message: string): Promise<void> {
  const now = new Date();
  await tdb.update(timelineComments, { message, editedAt: now, updatedAt: now }, eq(timelineComments.id, id));
}

export async function deleteComment(tdb: TenantDb, id: string): Promise<void> {
  await tdb.delete(timelineComments, eq(timelineComments.id, id));
}

export async function reactionCounts(tdb: TenantDb, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return tdb
    .select({ postId: timelineReactions.postId, type: timelineReactions.type, count: count() })
    .from(timelineReactions)
    .where(tdb.where(timelineReactions, inArray(timelineReactions.postId, [...postIds])))
    .groupBy(timelineReactions.postId, timelineReactions.type);
}

export async function myReactions(tdb: TenantDb, postIds: readonly string[], userId: string) {
  if (postIds.length === 0) return [];
  return tdb
    .select({ postId: timelineReactions.postId, type: timelineReactions.type })
    .from(timelineReactions)
    .where(
      tdb.where(
        timelineReactions,
        inArray(timelineReactions.postId, [...postIds]),
        eq(timelineReactions.userId, userId),
      ),
    );
}

/** Adds the reaction, or removes it when it was there; answers whether it is now on. */
export async function toggleReaction(tdb: TenantDb, postId: string, userId: string, type: string): Promise<boolean> {
  const removed = await tdb
    .delete(
      timelineReactions,
      and(eq(timelineReactions.postId, postId), eq(timelineReactions.userId, userId), eq(timelineReactions.type, type)),
    )
    .returning({ type: timelineReactions.type });
  if (removed.length > 0) return false;
  await tdb.insert(timelineReactions, { postId, userId, type }).onConflictDoNothing();
  return true;
}

export interface AuthorRow {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  roleId: string;
  roleType: string;
  roleLabel: string | null;
}

export async function findAuthors(tdb: TenantDb, ids: readonly string[]): Promise<AuthorRow[]> {
  if (ids.length === 0) return [];
  return tdb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      roleId: roles.id,
      roleType: roles.type,
      roleLabel: roles.label,
    })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, inArray(users.id, [...ids])));
}

export async function startupMemberIds(tdb: TenantDb, startupId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.startupId, startupId)));
  return rows.map((r) => r.id);
}

/** The startups this user is one of the people of. */
export async function memberStartupIds(tdb: TenantDb, userId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupMembers.startupId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, eq(startupMembers.userId, userId)));
  return rows.map((r) => r.id);
}

export interface PersonFeedQuery {
  /** The person: their posts, and the messages naming them (`mention`, "@First Last"). */
  authorId: string;
  mention: string | null;
  /** The startups the viewer reaches with STARTUPS:VIEW, and those they are one of the people of. */
  reach: 'all' | readonly string[];
  memberIds: readonly string[];
  /** Staff see every post of a startup they reach but are not one of; founders, and anyone on their own, public ones. */
  staffView: boolean;
  cursor?: FeedCursor | null;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of what a person posted or was named in, on the startups the viewer may read and as they may read them
 * there (timeline.access.ts), newest first: pinning is a startup timeline's order, not a person's. `limit + 1` rows
 * are read to know whether a next page exists.
 */
export async function pageOfPersonPosts(tdb: TenantDb, q: PersonFeedQuery): Promise<FeedRow[]> {
  const t = timelinePosts;
  const inList = (ids: readonly string[]) => (ids.length > 0 ? inArray(t.startupId, [...ids]) : sql`false`);
  const inReach = q.reach === 'all' ? sql`true` : inList(q.reach);
  const inMember = inList(q.memberIds);
  const publicPosts = and(or(inReach, inMember), eq(t.isPublic, true));
  const visible = q.staffView ? or(and(inReach, not(inMember)), publicPosts) : publicPosts;
  const about = q.mention
    ? or(eq(t.authorId, q.authorId), and(eq(t.kind, 'MESSAGE'), ilike(t.message, `%${escapeLike(q.mention)}%`)))
    : eq(t.authorId, q.authorId);
  const after = q.cursor
    ? sql`(${t.createdAt}, ${t.id}) < (${q.cursor.createdAt}::timestamptz, ${q.cursor.id}::uuid)`
    : undefined;
  return tdb
    .select(feedFields)
    .from(t)
    .where(tdb.where(t, about, visible, after))
    .orderBy(...FEED_ORDER)
    .limit(q.limit + 1);
}

/** A person's name as a mention ("@First Last"), or null for an unknown person. */
export async function mentionOf(tdb: TenantDb, userId: string): Promise<string | null | undefined> {
  const [row] = await tdb
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  if (!row) return undefined;
  const name = `${row.firstName} ${row.lastName}`.trim();
  return name ? `@${name}` : null;
}
