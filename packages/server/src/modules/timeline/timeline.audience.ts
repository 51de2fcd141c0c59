// Who, besides the startup's founders and followers, hears of a new note (issue 17 §7): the author of the note
// answered (newNoteReply), the others who answered the same note (siblingNoteReply), and, for a new post, the
// followers who hold the author's role (alikePeopleNoteCreated). Nobody hears of a note they could not read:
// each candidate is checked as the timeline checks a reader (timeline.access.ts).
import { isFounderSideRole } from '@ascent/shared';
import { eq, isNull } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { findAuthUserById } from '../users/users.public.ts';
import { timelineComments } from './timeline.schema.ts';

/** The candidates who may read a post of this startup now (public posts: its people too; staff-only: staff). */
export async function readersAmong(
  tdb: TenantDb,
  candidates: readonly string[],
  post: { startupId: string; isPublic: boolean },
  memberIds: readonly string[],
): Promise<string[]> {
  const readers: string[] = [];
  for (const id of new Set(candidates)) {
    if (memberIds.includes(id)) {
      if (post.isPublic) readers.push(id);
      continue;
    }
    const user = await findAuthUserById(tdb, id);
    // People who still act, as the followers' rule counts them (assignments: active or pending).
    if (!user || !['active', 'pending'].includes(user.status)) continue;
    if (!post.isPublic && isFounderSideRole(user.roleType)) continue;
    if (await new Authorizer(tdb, user).can('STARTUPS:VIEW', { kind: 'startup', id: post.startupId })) readers.push(id);
  }
  return readers;
}

/**
 * The authors of the other answers to the same note: the post's top-level comments for a comment, the thread's
 * replies for a reply. Authors whose accounts are gone are absent.
 */
export async function siblingAuthorIds(
  tdb: TenantDb,
  postId: string,
  parentCommentId: string | null,
  exceptCommentId: string,
): Promise<string[]> {
  const rows = await tdb
    .select({ id: timelineComments.id, authorId: timelineComments.authorId })
    .from(timelineComments)
    .where(
      tdb.where(
        timelineComments,
        eq(timelineComments.postId, postId),
        parentCommentId === null
          ? isNull(timelineComments.parentCommentId)
          : eq(timelineComments.parentCommentId, parentCommentId),
      ),
    );
  return [...new Set(rows.filter((r) => r.id !== exceptCommentId && r.authorId).map((r) => r.authorId!))];
}

/** Removes from each later list whoever an earlier list names (one notification per person per note). */
export function firstListWins(...lists: string[][]): string[][] {
  const seen = new Set<string>();
  return lists.map((list) => {
    const kept = [...new Set(list)].filter((id) => !seen.has(id));
    kept.forEach((id) => seen.add(id));
    return kept;
  });
}

/** Of the startup's followers (staff assigned to it, directly or through a programme), those who hold this role. */
export async function followersWithRole(
  tdb: TenantDb,
  roleId: string,
  followerIds: readonly string[],
): Promise<string[]> {
  const kept: string[] = [];
  for (const id of followerIds) if ((await findAuthUserById(tdb, id))?.roleId === roleId) kept.push(id);
  return kept;
}
