// A person's timeline (the profile's timeline tab, /profile/{id}/timeline): what they posted and the messages naming
// them ("@First Last"), across the startups the caller may read, each post shown exactly as its startup's timeline
// shows it to the caller (the same viewer rules, presenter and rights). Keyset pages, newest first.
import { TIMELINE_PAGE_SIZE, isFounderSideRole } from '@ascent/shared';
import type { ProfileTimelinePage } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { timelineViewer, type TimelineViewer } from './timeline.access.ts';
import { decodeCursor, encodeCursor } from './timeline.cursor.ts';
import { presentPosts, type PresentedPost } from './timeline.presenter.ts';
import * as repo from './timeline.repository.ts';

export type ProfileTimelineView = Omit<ProfileTimelinePage, 'results'> & { results: PresentedPost[] };

const personNotFound = () => new AppError('NOT_FOUND', 'No such person.');

export async function profileTimelinePage(
  scope: SignedIn,
  args: { userId: string; cursor?: string | null },
): Promise<ProfileTimelineView> {
  if (!isUuid(args.userId)) throw personNotFound();
  const mention = await repo.mentionOf(scope.tdb, args.userId);
  if (mention === undefined) throw personNotFound();
  const cursor = args.cursor ? decodeCursor(args.cursor) : null;
  const [reach, memberIds] = await Promise.all([
    new Authorizer(scope.tdb, scope.user).reach('STARTUPS:VIEW'),
    repo.memberStartupIds(scope.tdb, scope.user.id),
  ]);
  const rows = await repo.pageOfPersonPosts(scope.tdb, {
    authorId: args.userId,
    mention,
    reach: reachIds(reach) ?? 'all',
    memberIds,
    staffView: !isFounderSideRole(scope.user.roleType),
    cursor,
    limit: TIMELINE_PAGE_SIZE,
  });
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const last = page.at(-1);

  // Each startup's posts are presented for the caller's viewer of that startup (rights, staff view, Founder label).
  const viewers = new Map<string, TimelineViewer>();
  for (const startupId of new Set(page.map((r) => r.startupId)))
    viewers.set(startupId, await timelineViewer(scope, startupId));
  const presented = new Map<string, PresentedPost>();
  for (const [startupId, viewer] of viewers) {
    const rowsOfStartup = page.filter((r) => r.startupId === startupId);
    const posts = await presentPosts(scope.tdb, viewer, rowsOfStartup);
    posts.forEach((p) => presented.set(p._id, p));
  }
  return {
    results: page.map((r) => presented.get(r.id)!),
    startups: page.map((r) => ({
      postId: r.id,
      startupId: r.startupId,
      startupName: viewers.get(r.startupId)!.startup.name,
    })),
    next: rows.length > TIMELINE_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}
