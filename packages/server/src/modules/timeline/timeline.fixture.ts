// The timeline's integration tests share this: the documents, the server with every persona signed in, and the
// helpers (timeline.integration.test.ts, timeline-conversation.integration.test.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { type DataDuePayload } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { timelineComments, timelinePosts, timelineReactions } from './timeline.schema.ts';
import { AISHA, CLAIRE, ELENA, HANNAH, MARCO, MAYA, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
export const NORTH = 'northstar.localhost';

export const AUTHOR = '_id fullName roleLabel role { type label }';
export const COMMENT = `_id postId parentCommentId message editedAt canEdit canDelete author { ${AUTHOR} }`;
export const POST = `__typename _id eventType isPublic isPinned createdAt canEdit canDelete canPin canComment canReact commentCount
  createdBy { ${AUTHOR} } reactions { type count reacted } comments { ${COMMENT} replies { ${COMMENT} } }
  ... on TimelineMessagePost { message isUpdate editedAt attachments { _id name url } }
  ... on TimelineDataDuePost { periodId dueDate }`;
export const FEED = `query($startupId: ID!, $cursor: String, $type: TimelinePostKind) {
  startupEventTimeline(startupId: $startupId, cursor: $cursor, type: $type) { next canPost canPostStaffOnly results { ${POST} } } }`;
export const EVENTS = `query($startupId: ID!, $cursor: String, $eventType: TimelinePostKind) {
  startupEvents(startupId: $startupId, cursor: $cursor, eventType: $eventType) { next results { _id eventType } } }`;
export const CREATE = `mutation($startupId: ID!, $message: String!, $isPublic: Boolean, $attachmentIds: [ID!]) {
  createTimelinePost(startupId: $startupId, message: $message, isPublic: $isPublic, attachmentIds: $attachmentIds) { ${POST} } }`;
export const UPDATE = `mutation($postId: ID!, $message: String!) { updateTimelinePost(postId: $postId, message: $message) { ${POST} } }`;
export const DELETE = 'mutation($postId: ID!) { deleteTimelinePost(postId: $postId) }';
export const PIN = `mutation($postId: ID!, $pinned: Boolean!) { pinTimelinePost(postId: $postId, pinned: $pinned) { _id isPinned } }`;
export const COMMENT_ON = `mutation($postId: ID!, $parentCommentId: ID, $message: String!) { createTimelineComment(postId: $postId, parentCommentId: $parentCommentId, message: $message) { ${COMMENT} } }`;
export const EDIT_COMMENT = `mutation($commentId: ID!, $message: String!) { updateTimelineComment(commentId: $commentId, message: $message) { ${COMMENT} } }`;
export const DELETE_COMMENT = 'mutation($commentId: ID!) { deleteTimelineComment(commentId: $commentId) }';
export const REACT =
  'mutation($postId: ID!, $type: ReactionType!) { toggleTimelineReaction(postId: $postId, type: $type) { postId type reacted reactions { type count reacted } } }';
export const SET_FLAG =
  'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { name enabled } }';

export type Author = { _id: string; fullName: string; roleLabel: string; role: { type: string; label: string | null } };
export type Comment = {
  _id: string;
  postId: string;
  parentCommentId: string | null;
  message: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
  author: Author | null;
  replies?: Comment[];
};
export type Post = {
  __typename: string;
  _id: string;
  eventType: string;
  isPublic: boolean;
  isPinned: boolean;
  createdAt: string;
  canEdit: boolean;
  canDelete: boolean;
  canPin: boolean;
  canComment: boolean;
  canReact: boolean;
  commentCount: number;
  createdBy: Author | null;
  reactions: { type: string; count: number; reacted: boolean }[];
  comments: Comment[];
  message?: string;
  isUpdate?: boolean;
  attachments?: { _id: string; name: string; url: string }[];
  periodId?: string;
};
export type Page = { next: string | null; canPost: boolean; canPostStaffOnly: boolean; results: Post[] };

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export const startupId: Record<string, string> = {};
export let demoId: string;

export const db = () => s.running.services.database.db;
export const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
export const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });
export const feed = async (who: string, vars: Record<string, unknown>) => {
  const res = await gql<{ startupEventTimeline: Page }>(who, FEED, vars);
  expect(res.body.errors, who).toBeUndefined();
  return res.body.data!.startupEventTimeline;
};
export const post = async (who: string, vars: Record<string, unknown>) => {
  const res = await gql<{ createTimelinePost: Post }>(who, CREATE, vars);
  expect(res.body.errors, who).toBeUndefined();
  return res.body.data!.createTimelinePost;
};
export async function counts() {
  const [p] = await db().select({ n: count() }).from(timelinePosts);
  const [c] = await db().select({ n: count() }).from(timelineComments);
  const [r] = await db().select({ n: count() }).from(timelineReactions);
  return { posts: p!.n, comments: c!.n, reactions: r!.n };
}
export async function notificationsOf(email: string, type: string) {
  return db()
    .select({ message: notificationRecipients.message, url: notifications.url })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, ids[email]!), eq(notifications.notificationType, type)));
}
export const due = (n: number): DataDuePayload => ({
  periodId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  from: '2026-01-01',
  to: '2026-01-31',
  dueDate: '2026-02-05',
});

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useTimelineServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [MAYA, PRIYA, HANNAH, SAMUEL, ELENA, AISHA, MARCO, SOFIA]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
    for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
    for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups))
      startupId[r.name] = r.id;
    demoId = (await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
  });
  afterAll(() => s?.close());
}
