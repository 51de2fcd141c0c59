// Who may do what on a startup's timeline (issue 7 §3). Reading: STARTUPS:VIEW on the startup (ALL, or ASSIGNED
// through the engine) or being one of its people. Founders (the startup's people, or any founder-side role) see
// public posts only. Posting: the startup's people (always public) or NOTES:CREATE (staff, who may choose staff
// only). Deleting: NOTES:DELETE or the author. Comments: TIMELINE/COMMENTS:CREATE / :DELETE, or the startup's
// people on the public posts they see. Editing: the author only. Pinning: whoever may post staff only.
import { isFounderSideRole, isReactionType, type PermissionKey } from '@ascent/shared';
import type { SignedIn } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { findStartupById } from '../startups/startups.public.ts';
import { startupMemberIds, type FeedRow } from './timeline.repository.ts';
import type { TimelineCommentRow } from './timeline.schema.ts';
import { isUuid } from '../../core/validation.ts';
import { isFeatureOn } from '../features/features.service.ts';

export const startupNotFound = () => new AppError('NOT_FOUND', 'No such startup.');
export const postNotFound = () => new AppError('NOT_FOUND', 'No such post on this timeline.');
export const commentNotFound = () => new AppError('NOT_FOUND', 'No such comment.');

/** What the caller may do on one startup's timeline. */
export interface TimelineViewer {
  userId: string;
  startup: { id: string; name: string };
  /** One of the startup's people. */
  isMember: boolean;
  /** Sees staff-only posts. */
  staffView: boolean;
  canPost: boolean;
  canPostStaffOnly: boolean;
  canPin: boolean;
  canDeleteAnyPost: boolean;
  canComment: boolean;
  /** The activity feed is on: messages, comments, reactions and pins (off: the record of data and system posts). */
  conversation: boolean;
  canDeleteAnyComment: boolean;
  /** The startup's people count (for the Founder label). */
  peopleCount: number;
  memberIds: readonly string[];
}

/** The viewer of a startup's timeline, or NOT_FOUND when the startup is unknown here or not theirs to see. */
export async function timelineViewer(scope: SignedIn, startupId: string): Promise<TimelineViewer> {
  if (!isUuid(startupId)) throw startupNotFound();
  const startup = await findStartupById(scope.tdb, startupId);
  if (!startup) throw startupNotFound();
  const authz = new Authorizer(scope.tdb, scope.user);
  const item = { kind: 'startup' as const, id: startupId };
  const can = (key: PermissionKey) => authz.can(key, item);
  const memberIds = await startupMemberIds(scope.tdb, startupId);
  const isMember = memberIds.includes(scope.user.id);
  const canView = await can('STARTUPS:VIEW');
  if (!isMember && !canView) throw new AppError('FORBIDDEN', 'You may not see this startup’s timeline.');
  const staffView = !isMember && canView && !isFounderSideRole(scope.user.roleType);
  const [notesCreate, notesDelete, commentsCreate, commentsDelete] = await Promise.all([
    can('NOTES:CREATE'),
    can('NOTES:DELETE'),
    can('TIMELINE/COMMENTS:CREATE'),
    can('TIMELINE/COMMENTS:DELETE'),
  ]);
  const conversation = await isFeatureOn(scope.services, scope.tenant, 'activityFeed');
  const staffPoster = conversation && staffView && notesCreate;
  return {
    userId: scope.user.id,
    startup,
    isMember,
    staffView,
    canPost: conversation && (isMember || staffPoster),
    canPostStaffOnly: staffPoster,
    canPin: staffPoster,
    canDeleteAnyPost: notesDelete && (staffView || isMember),
    canComment: conversation && (isMember || commentsCreate),
    conversation,
    canDeleteAnyComment: commentsDelete && staffView,
    peopleCount: memberIds.length,
    memberIds,
  };
}

/** May the viewer see this post (a post of the viewer's startup; staff-only ones to staff only)? */
export function seesPost(viewer: TimelineViewer, post: Pick<FeedRow, 'startupId' | 'isPublic'>): boolean {
  return post.startupId === viewer.startup.id && (post.isPublic || viewer.staffView);
}

export interface PostRights {
  canEdit: boolean;
  canDelete: boolean;
  canPin: boolean;
  canComment: boolean;
  canReact: boolean;
}

export function postRights(viewer: TimelineViewer, post: Pick<FeedRow, 'kind' | 'authorId'>): PostRights {
  const own = post.authorId === viewer.userId;
  return {
    canEdit: post.kind === 'MESSAGE' && own,
    canDelete: viewer.canDeleteAnyPost || (post.kind === 'MESSAGE' && own),
    canPin: viewer.canPin,
    canComment: viewer.canComment,
    canReact: viewer.conversation,
  };
}

export function commentRights(
  viewer: TimelineViewer,
  comment: Pick<TimelineCommentRow, 'authorId'>,
): { canEdit: boolean; canDelete: boolean } {
  const own = comment.authorId === viewer.userId;
  return { canEdit: own, canDelete: own || viewer.canDeleteAnyComment };
}

export function assertReactionType(type: string): void {
  if (!isReactionType(type)) throw new AppError('VALIDATION_FAILED', `Unknown reaction "${type}".`);
}
