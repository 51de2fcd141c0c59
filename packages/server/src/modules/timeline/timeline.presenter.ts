// Rows → the API's posts. Each presented post carries its `__typename`, which both graphql-js's and graphql-jit's
// default type resolvers read for the TimelinePost interface (Mercurius ignores a schema-first `__resolveType`).
// Comments, attachments, reactions and authors of a page come in one query each, whatever the page size.
import {
  REACTION_TYPES,
  roleDisplayLabel,
  type CategorizationPayload,
  type CoachingInvitePostPayload,
  type CoachingSessionPostPayload,
  type DataDuePayload,
  type DataSubmittedPayload,
} from '@ascent/shared';
import type {
  ReactionType,
  TimelineAuthor,
  TimelineCategorizationPost,
  TimelineCoachingInvitePost,
  TimelineCoachingSessionPost,
  TimelineComment,
  TimelineDataDuePost,
  TimelineDataSubmittedPost,
  TimelineMessagePost,
  TimelinePostKind,
  TimelineReactionCount,
} from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { commentRights, postRights, type TimelineViewer } from './timeline.access.ts';
import {
  attachmentsOfPosts,
  commentsOfPosts,
  findAuthors,
  myReactions,
  reactionCounts,
  type AuthorRow,
  type FeedRow,
} from './timeline.repository.ts';
import type { TimelineCommentRow } from './timeline.schema.ts';

export type PresentedPost =
  | TimelineMessagePost
  | TimelineDataDuePost
  | TimelineDataSubmittedPost
  | TimelineCategorizationPost
  | TimelineCoachingSessionPost
  | TimelineCoachingInvitePost;

const fileUrl = (id: string) => `/api/attachments/${id}/file`;

function presentAuthor(row: AuthorRow | undefined, viewer: TimelineViewer): TimelineAuthor | null {
  if (!row) return null;
  const peopleCount = viewer.memberIds.includes(row.id) ? viewer.peopleCount : null;
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    avatar: row.avatar,
    role: { _id: row.roleId, type: row.roleType as TimelineAuthor['role']['type'], label: row.roleLabel },
    roleType: row.roleType as TimelineAuthor['roleType'],
    roleLabel: roleDisplayLabel({ type: row.roleType, label: row.roleLabel }, peopleCount),
  };
}

export function presentReactions(
  counts: readonly { type: string; count: number }[],
  mine: ReadonlySet<string>,
): TimelineReactionCount[] {
  return REACTION_TYPES.map((type) => ({
    type: type as ReactionType,
    count: counts.find((c) => c.type === type)?.count ?? 0,
    reacted: mine.has(type),
  }));
}

export function presentComment(
  c: TimelineCommentRow,
  authors: ReadonlyMap<string, AuthorRow>,
  viewer: TimelineViewer,
): TimelineComment {
  return {
    _id: c.id,
    postId: c.postId,
    parentCommentId: c.parentCommentId,
    message: c.message,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
    author: presentAuthor(c.authorId ? authors.get(c.authorId) : undefined, viewer),
    replies: [],
    ...commentRights(viewer, c),
  };
}

function presentComments(
  rows: readonly TimelineCommentRow[],
  authors: ReadonlyMap<string, AuthorRow>,
  viewer: TimelineViewer,
): TimelineComment[] {
  const top = rows.filter((c) => !c.parentCommentId).map((c) => presentComment(c, authors, viewer));
  const byId = new Map(top.map((c) => [c._id, c]));
  for (const r of rows)
    if (r.parentCommentId) byId.get(r.parentCommentId)?.replies.push(presentComment(r, authors, viewer));
  return top;
}

/** Presents posts of one timeline for its viewer (comments, reactions, attachments and authors batched). */
export async function presentPosts(
  tdb: TenantDb,
  viewer: TimelineViewer,
  posts: readonly FeedRow[],
): Promise<PresentedPost[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((p) => p.id);
  const [comments, files, counts, mine] = await Promise.all([
    commentsOfPosts(tdb, ids),
    attachmentsOfPosts(tdb, ids),
    reactionCounts(tdb, ids),
    myReactions(tdb, ids, viewer.userId),
  ]);
  const authorIds = new Set<string>();
  for (const p of posts) if (p.authorId) authorIds.add(p.authorId);
  for (const c of comments) if (c.authorId) authorIds.add(c.authorId);
  const authors = new Map((await findAuthors(tdb, [...authorIds])).map((a) => [a.id, a]));

  return posts.map((p): PresentedPost => {
    const postComments = comments.filter((c) => c.postId === p.id);
    const base = {
      _id: p.id,
      eventType: p.kind as TimelinePostKind,
      isPublic: p.isPublic,
      isPinned: p.isPinned,
      createdAt: p.createdAt.toISOString(),
      createdBy: presentAuthor(p.authorId ? authors.get(p.authorId) : undefined, viewer),
      comments: presentComments(postComments, authors, viewer),
      commentCount: postComments.length,
      reactions: presentReactions(
        counts.filter((c) => c.postId === p.id),
        new Set(mine.filter((m) => m.postId === p.id).map((m) => m.type)),
      ),
      ...postRights(viewer, p),
    };
    switch (p.kind) {
      case 'DATA_DUE': {
        const d = p.payload as DataDuePayload;
        return {
          __typename: 'TimelineDataDuePost',
          ...base,
          periodId: d.periodId,
          from: d.from,
          to: d.to,
          dueDate: d.dueDate,
        };
      }
      case 'DATA_SUBMITTED': {
        const d = p.payload as DataSubmittedPayload;
        return {
          __typename: 'TimelineDataSubmittedPost',
          ...base,
          periodId: d.periodId,
          dueDate: d.dueDate,
          from: d.from,
          to: d.to,
          data: (d.data ?? []).map((e) => ({
            id: e.metricDataId,
            metricId: e.metricId,
            metricName: e.metricName.map((l) => ({ language: l.language, value: l.value })),
            unitType: e.unitType,
            unit: e.customUnitName,
            value: e.value,
            dateValue: e.dateValue,
            isPoint0: e.isPoint0,
            metadata: { diff: e.metadata.diff, change: e.metadata.change, useArrow: e.metadata.useArrow },
          })),
          editedBy: d.editedBy
            ? { editedBy: { _id: d.editedBy.userId, fullName: d.editedBy.fullName }, editedAt: d.editedBy.editedAt }
            : null,
        };
      }
      case 'CATEGORIZATION_UPDATE':
      case 'CATEGORIZATION_SKIP': {
        const d = p.payload as CategorizationPayload;
        return {
          __typename: 'TimelineCategorizationPost',
          ...base,
          categorizationId: d.categorizationId,
          skip: d.skip,
          values: (d.values ?? []).map((v) => ({ key: v.key, value: v.value ?? null })),
        };
      }
      case 'COACHING_SESSION': {
        const d = p.payload as CoachingSessionPostPayload;
        return {
          __typename: 'TimelineCoachingSessionPost',
          ...base,
          sessionId: d.sessionId,
          name: d.name,
          meetingType: d.meetingType,
          start: d.start,
          end: d.end,
          conferenceLink: d.conferenceLink,
          status: d.status,
          coachNames: [...d.coachNames],
        };
      }
      case 'COACHING_INVITE': {
        const d = p.payload as CoachingInvitePostPayload;
        return {
          __typename: 'TimelineCoachingInvitePost',
          ...base,
          inviteId: d.inviteId,
          name: d.name,
          times: [...d.times],
          duration: d.duration,
          status: d.status,
          expires: d.expires,
          invitedBy: d.invitedBy,
          inviteeNames: [...d.inviteeNames],
          scheduledSessionId: d.sessionId,
          acceptedTime: d.acceptedTime,
          location: d.location,
          source: 'coaching',
        };
      }
      default:
        return {
          __typename: 'TimelineMessagePost',
          ...base,
          message: p.message,
          isUpdate: p.editedAt !== null,
          editedAt: p.editedAt?.toISOString() ?? null,
          attachments: files
            .filter((f) => f.postId === p.id)
            .map((f) => ({
              _id: f.id,
              name: f.name,
              fileType: f.fileType,
              url: fileUrl(f.id),
              fileUrl: fileUrl(f.id),
            })),
        };
    }
  });
}
