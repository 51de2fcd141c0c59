// The startup activity timeline end to end on the real server (issue 7 §3): keyset paging and the kind filter,
// founders never seeing staff-only posts, who may post / edit / delete / pin / comment, notifications of new
// comments, reactions, bad input refused with nothing stored, another tenant refused, the activityFeed flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { TIMELINE_PAGE_SIZE, type DataDuePayload } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { attachments } from '../attachments/attachments.schema.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { timelineComments, timelinePosts, timelineReactions } from './timeline.schema.ts';
import { createSystemPost } from './timeline.service.ts';
import { AISHA, CLAIRE, ELENA, HANNAH, MARCO, MAYA, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const AUTHOR = '_id fullName roleLabel role { type label }';
const COMMENT = `_id postId parentCommentId message editedAt canEdit canDelete author { ${AUTHOR} }`;
const POST = `__typename _id eventType isPublic isPinned createdAt canEdit canDelete canPin canComment commentCount
  createdBy { ${AUTHOR} } reactions { type count reacted } comments { ${COMMENT} replies { ${COMMENT} } }
  ... on TimelineMessagePost { message isUpdate editedAt attachments { _id name url } }
  ... on TimelineDataDuePost { periodId dueDate }`;
const FEED = `query($startupId: ID!, $cursor: String, $type: TimelinePostKind) {
  startupEventTimeline(startupId: $startupId, cursor: $cursor, type: $type) { next canPost canPostStaffOnly results { ${POST} } } }`;
const EVENTS = `query($startupId: ID!, $cursor: String, $eventType: TimelinePostKind) {
  startupEvents(startupId: $startupId, cursor: $cursor, eventType: $eventType) { next results { _id eventType } } }`;
const CREATE = `mutation($startupId: ID!, $message: String!, $isPublic: Boolean, $attachmentIds: [ID!]) {
  createTimelinePost(startupId: $startupId, message: $message, isPublic: $isPublic, attachmentIds: $attachmentIds) { ${POST} } }`;
const UPDATE = `mutation($postId: ID!, $message: String!) { updateTimelinePost(postId: $postId, message: $message) { ${POST} } }`;
const DELETE = 'mutation($postId: ID!) { deleteTimelinePost(postId: $postId) }';
const PIN = `mutation($postId: ID!, $pinned: Boolean!) { pinTimelinePost(postId: $postId, pinned: $pinned) { _id isPinned } }`;
const COMMENT_ON = `mutation($postId: ID!, $parentCommentId: ID, $message: String!) { createTimelineComment(postId: $postId, parentCommentId: $parentCommentId, message: $message) { ${COMMENT} } }`;
const EDIT_COMMENT = `mutation($commentId: ID!, $message: String!) { updateTimelineComment(commentId: $commentId, message: $message) { ${COMMENT} } }`;
const DELETE_COMMENT = 'mutation($commentId: ID!) { deleteTimelineComment(commentId: $commentId) }';
const REACT =
  'mutation($postId: ID!, $type: ReactionType!) { toggleTimelineReaction(postId: $postId, type: $type) { postId type reacted reactions { type count reacted } } }';
const SET_FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { name enabled } }';

type Author = { _id: string; fullName: string; roleLabel: string; role: { type: string; label: string | null } };
type Comment = {
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
type Post = {
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
  commentCount: number;
  createdBy: Author | null;
  reactions: { type: string; count: number; reacted: boolean }[];
  comments: Comment[];
  message?: string;
  isUpdate?: boolean;
  attachments?: { _id: string; name: string; url: string }[];
  periodId?: string;
};
type Page = { next: string | null; canPost: boolean; canPostStaffOnly: boolean; results: Post[] };

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const startupId: Record<string, string> = {};
let demoId: string;

const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });
const feed = async (who: string, vars: Record<string, unknown>) => {
  const res = await gql<{ startupEventTimeline: Page }>(who, FEED, vars);
  expect(res.body.errors, who).toBeUndefined();
  return res.body.data!.startupEventTimeline;
};
const post = async (who: string, vars: Record<string, unknown>) => {
  const res = await gql<{ createTimelinePost: Post }>(who, CREATE, vars);
  expect(res.body.errors, who).toBeUndefined();
  return res.body.data!.createTimelinePost;
};
async function counts() {
  const [p] = await db().select({ n: count() }).from(timelinePosts);
  const [c] = await db().select({ n: count() }).from(timelineComments);
  const [r] = await db().select({ n: count() }).from(timelineReactions);
  return { posts: p!.n, comments: c!.n, reactions: r!.n };
}
async function notificationsOf(email: string, type: string) {
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
const due = (n: number): DataDuePayload => ({
  periodId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  from: '2026-01-01',
  to: '2026-01-31',
  dueDate: '2026-02-05',
});

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, HANNAH, SAMUEL, ELENA, AISHA, MARCO, SOFIA]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups)) startupId[r.name] = r.id;
  demoId = (await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
});
afterAll(() => s?.close());

describe('startup timeline', () => {
  it('requires authentication', async () => {
    expect(codeOf(await s.gql(FEED, { variables: { startupId: startupId['Tidepool Analytics'] } }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
  });

  it('pages a long timeline by cursor, newest first, without gaps or repeats (ties included), and filters by kind', async () => {
    const greenleaf = startupId['Greenleaf Robotics']!;
    const tdb = new TenantDb(db(), demoId);
    // 45 system posts, many sharing one creation instant, plus 5 messages: more than two pages.
    for (let i = 0; i < 45; i++)
      await createSystemPost(tdb, { startupId: greenleaf, kind: 'DATA_DUE', payload: due(i) });
    await db()
      .update(timelinePosts)
      .set({ createdAt: new Date('2026-03-01T10:00:00Z') })
      .where(and(eq(timelinePosts.startupId, greenleaf), eq(timelinePosts.kind, 'DATA_DUE')));
    for (let i = 0; i < 5; i++) await post(PRIYA, { startupId: greenleaf, message: `Weekly note ${i}` });

    const seen: Post[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await feed(HANNAH, { startupId: greenleaf, cursor });
      seen.push(...page.results);
      cursor = page.next;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(50);
    expect(new Set(seen.map((p) => p._id)).size).toBe(50);
    expect(seen.slice(0, 5).map((p) => p.message)).toEqual([
      'Weekly note 4',
      'Weekly note 3',
      'Weekly note 2',
      'Weekly note 1',
      'Weekly note 0',
    ]);
    expect(seen[5]).toMatchObject({
      __typename: 'TimelineDataDuePost',
      eventType: 'DATA_DUE',
      createdBy: null,
      canEdit: false,
    });

    const dueOnly = await feed(HANNAH, { startupId: greenleaf, type: 'DATA_DUE' });
    expect(dueOnly.results).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(dueOnly.results.every((p) => p.__typename === 'TimelineDataDuePost')).toBe(true);
    const messagesOnly = await gql<{ startupEvents: { next: string | null; results: { eventType: string }[] } }>(
      HANNAH,
      EVENTS,
      { startupId: greenleaf, eventType: 'MESSAGE' },
    );
    expect(messagesOnly.body.data!.startupEvents).toMatchObject({ next: null });
    expect(messagesOnly.body.data!.startupEvents.results.map((p) => p.eventType)).toEqual(Array(5).fill('MESSAGE'));

    for (const bad of ['garbage', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      expect(codeOf(await gql(HANNAH, FEED, { startupId: greenleaf, cursor: bad }))).toBe('VALIDATION_FAILED');
    }
  });

  it('shows founders the public posts only; staff and assigned advisers see staff-only ones', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const pub = await post(PRIYA, { startupId: tidepool, message: '  Great demo day pitch!  ' });
    expect(pub).toMatchObject({
      __typename: 'TimelineMessagePost',
      message: 'Great demo day pitch!',
      isPublic: true,
      isUpdate: false,
      canEdit: true,
      canDelete: true,
      canPin: true,
    });
    expect(pub.createdBy).toMatchObject({ fullName: 'Priya Raman', role: { type: 'Staff' } });
    expect(pub.reactions.map((r) => r.type)).toEqual(['CHECK', 'FIRE', 'HEART', 'HOORAY', 'LIKE', 'ROCKET']);
    const secret = await post(PRIYA, {
      startupId: tidepool,
      message: 'Runway is short; watch closely.',
      isPublic: false,
    });
    expect(secret.isPublic).toBe(false);

    const staffIds = (await feed(HANNAH, { startupId: tidepool })).results.map((p) => p._id);
    expect(staffIds).toEqual(expect.arrayContaining([pub._id, secret._id]));
    expect((await feed(SAMUEL, { startupId: tidepool })).results.map((p) => p._id)).toContain(secret._id);
    const founderPage = await feed(AISHA, { startupId: tidepool });
    expect(founderPage.results.map((p) => p._id)).toContain(pub._id);
    expect(founderPage.results.map((p) => p._id)).not.toContain(secret._id);
    expect(founderPage).toMatchObject({ canPost: true, canPostStaffOnly: false });
    expect(founderPage.results.find((p) => p._id === pub._id)).toMatchObject({
      canEdit: false,
      canDelete: false,
      canPin: false,
      canComment: true,
    });

    // A founder cannot reach a staff-only post by its id either.
    expect(codeOf(await gql(AISHA, COMMENT_ON, { postId: secret._id, message: 'Hi' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(AISHA, REACT, { postId: secret._id, type: 'LIKE' }))).toBe('NOT_FOUND');

    // Founders post publicly only; staff-only is refused with nothing stored.
    const before = await counts();
    expect(codeOf(await gql(AISHA, CREATE, { startupId: tidepool, message: 'Just us', isPublic: false }))).toBe(
      'FORBIDDEN',
    );
    expect(await counts()).toEqual(before);
    const mine = await post(AISHA, { startupId: tidepool, message: 'We shipped the sensor firmware.' });
    expect(mine).toMatchObject({ isPublic: true, canEdit: true, canDelete: true });
    expect(mine.createdBy).toMatchObject({ fullName: 'Aisha Bello', role: { type: 'Cofounder' } });
  });

  it('labels the one founder of a startup Founder', async () => {
    const kinfolk = startupId['Kinfolk Health']!;
    const p = await post(SOFIA, { startupId: kinfolk, message: 'Hello from Kinfolk' });
    // The seeded role carries a label (shown as is); without one, the one person of a startup is the Founder.
    expect(p.createdBy!.roleLabel).toBe(p.createdBy!.role.label ?? 'Founder');
  });

  it("refuses people without the right, another startup's people and another tenant, changing nothing", async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const target = (await feed(PRIYA, { startupId: tidepool })).results[0]!;
    const before = await counts();
    // Elena is assigned to Kinfolk only, Sofia is Kinfolk's founder.
    for (const who of [ELENA, SOFIA]) {
      expect(codeOf(await gql(who, FEED, { startupId: tidepool })), who).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, CREATE, { startupId: tidepool, message: 'x' })), who).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, COMMENT_ON, { postId: target._id, message: 'x' })), who).toBe('FORBIDDEN');
    }
    // Samuel (mentor) reads and comments but may not post.
    expect(codeOf(await gql(SAMUEL, CREATE, { startupId: tidepool, message: 'x' }))).toBe('FORBIDDEN');
    // Claire (Northstar) meets neither the startup nor the post: NOT_FOUND, by token and by host.
    for (const [query, vars] of [
      [FEED, { startupId: tidepool }],
      [CREATE, { startupId: tidepool, message: 'x' }],
      [COMMENT_ON, { postId: target._id, message: 'x' }],
      [REACT, { postId: target._id, type: 'LIKE' }],
      [DELETE, { postId: target._id }],
      [PIN, { postId: target._id, pinned: true }],
    ] as const) {
      expect(codeOf(await gql(CLAIRE, query, vars, NORTH)), query.slice(0, 40)).toBe('NOT_FOUND');
    }
    expect(await counts()).toEqual(before);
    expect((await db().select().from(timelinePosts).where(eq(timelinePosts.id, target._id)))[0]!.isPinned).toBe(false);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const greenleaf = startupId['Greenleaf Robotics']!;
    const before = await counts();
    const empty = await gql(PRIYA, CREATE, { startupId: tidepool, message: '   ' });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: 'Write a message first.',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(codeOf(await gql(PRIYA, CREATE, { startupId: tidepool, message: 'x'.repeat(10_001) }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(await gql(PRIYA, CREATE, { startupId: '00000000-0000-4000-8000-000000000000', message: 'x' }))).toBe(
      'NOT_FOUND',
    );
    // Someone else's upload, or an unknown id, cannot be attached.
    const [other] = await db()
      .insert(attachments)
      .values({
        incubatorId: demoId,
        ownerUserId: ids[MAYA]!,
        referenceType: 'user',
        referenceId: ids[MAYA]!,
        name: 'deck.pdf',
        fileType: 'application/pdf',
        size: 10,
        storageKey: 'x',
      })
      .returning();
    for (const attachmentIds of [[other!.id], ['not-an-id']]) {
      expect(codeOf(await gql(PRIYA, CREATE, { startupId: tidepool, message: 'With a file', attachmentIds }))).toBe(
        'VALIDATION_FAILED',
      );
    }
    // An unknown reaction is not a ReactionType.
    const target = (await feed(PRIYA, { startupId: tidepool })).results[0]!;
    expect(codeOf(await gql(PRIYA, REACT, { postId: target._id, type: 'ANGRY' }))).toBe('GRAPHQL_VALIDATION_FAILED');
    // A reply to a comment of another post (of another startup) is refused.
    const elsewhere = (await feed(PRIYA, { startupId: greenleaf })).results[0]!;
    const foreign = await gql<{ createTimelineComment: Comment }>(PRIYA, COMMENT_ON, {
      postId: elsewhere._id,
      message: 'Elsewhere',
    });
    const afterForeign = await counts();
    const cross = await gql(PRIYA, COMMENT_ON, {
      postId: target._id,
      parentCommentId: foreign.body.data!.createTimelineComment._id,
      message: 'Crossed',
    });
    expect(cross.body.errors?.[0]).toMatchObject({
      message: 'The comment you reply to is not on this post.',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(codeOf(await gql(PRIYA, COMMENT_ON, { postId: target._id, message: '' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await gql(PRIYA, COMMENT_ON, { postId: target._id, message: 'y'.repeat(4_001) }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await counts()).toEqual({ ...before, comments: before.comments + 1 });
    expect(afterForeign.comments).toBe(before.comments + 1);
  });

  it("attaches the poster's own uploads; whoever reads the post downloads them, nobody else", async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const boundary = '----timelinetest';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="referenceType"\r\n\r\nuser\r\n--${boundary}\r\nContent-Disposition: form-data; name="referenceId"\r\n\r\n${ids[PRIYA]}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nmeeting notes\r\n--${boundary}--\r\n`,
      ),
    ]);
    const up = await s.http({
      method: 'POST',
      path: '/api/attachment/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens[PRIYA]}`,
      },
      body,
    });
    expect(up.status).toBe(201);
    const fileId = (up.body as { id: string }).id;
    const fileOf = (who: string) =>
      s.http({ path: `/api/attachments/${fileId}/file`, headers: { authorization: `Bearer ${tokens[who]}` } });
    expect((await fileOf(AISHA)).status).toBe(404);

    const p = await post(PRIYA, { startupId: tidepool, message: 'Notes attached', attachmentIds: [fileId] });
    expect(p.attachments).toEqual([{ _id: fileId, name: 'notes.txt', url: `/api/attachments/${fileId}/file` }]);
    expect((await fileOf(AISHA)).text).toBe('meeting notes');
    expect((await fileOf(ELENA)).status).toBe(404);
    // Reading is not managing: a founder cannot delete the file.
    const del = await s.http({
      method: 'DELETE',
      path: `/api/attachments/user/${fileId}`,
      headers: { authorization: `Bearer ${tokens[AISHA]}` },
    });
    expect(del.status).toBe(404);
    // An upload belongs to one post.
    expect(codeOf(await gql(PRIYA, CREATE, { startupId: tidepool, message: 'Again', attachmentIds: [fileId] }))).toBe(
      'VALIDATION_FAILED',
    );
    // Staff-only post: its file stays from founders.
    const up2 = await s.http({
      method: 'POST',
      path: '/api/attachment/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens[PRIYA]}`,
      },
      body,
    });
    const secretFile = (up2.body as { id: string }).id;
    await post(PRIYA, { startupId: tidepool, message: 'Staff file', isPublic: false, attachmentIds: [secretFile] });
    expect(
      (
        await s.http({
          path: `/api/attachments/${secretFile}/file`,
          headers: { authorization: `Bearer ${tokens[AISHA]}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.http({
          path: `/api/attachments/${secretFile}/file`,
          headers: { authorization: `Bearer ${tokens[HANNAH]}` },
        })
      ).status,
    ).toBe(200);
  });

  it('lets only the author edit, the author or NOTES:DELETE delete, and staff pin', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const p = await post(HANNAH, { startupId: tidepool, message: 'Coaching recap' });
    expect(codeOf(await gql(PRIYA, UPDATE, { postId: p._id, message: 'Hijacked' }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, DELETE, { postId: p._id }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(AISHA, PIN, { postId: p._id, pinned: true }))).toBe('FORBIDDEN');
    const edited = await gql<{ updateTimelinePost: Post }>(HANNAH, UPDATE, {
      postId: p._id,
      message: 'Coaching recap (v2)',
    });
    expect(edited.body.data!.updateTimelinePost).toMatchObject({ message: 'Coaching recap (v2)', isUpdate: true });

    // A pinned post heads the first page, and only the first, however old it is.
    await db()
      .update(timelinePosts)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(timelinePosts.id, p._id));
    expect(
      (await gql<{ pinTimelinePost: { isPinned: boolean } }>(PRIYA, PIN, { postId: p._id, pinned: true })).body.data!
        .pinTimelinePost.isPinned,
    ).toBe(true);
    const first = await feed(AISHA, { startupId: tidepool });
    expect(first.results[0]).toMatchObject({ _id: p._id, isPinned: true });
    expect(first.results.filter((x) => x._id === p._id)).toHaveLength(1);
    let cursor = first.next;
    while (cursor) {
      const later = await feed(AISHA, { startupId: tidepool, cursor });
      expect(later.results.map((x) => x._id)).not.toContain(p._id);
      cursor = later.next;
    }

    // Priya (NOTES:DELETE) deletes Hannah's post; Aisha deletes her own.
    expect(
      (await gql<{ deleteTimelinePost: string }>(PRIYA, DELETE, { postId: p._id })).body.data!.deleteTimelinePost,
    ).toBe(p._id);
    const own = await post(AISHA, { startupId: tidepool, message: 'Typo post' });
    expect((await gql<{ deleteTimelinePost: string }>(AISHA, DELETE, { postId: own._id })).body.errors).toBeUndefined();
    expect(await db().select().from(timelinePosts).where(eq(timelinePosts.id, own._id))).toEqual([]);
  });

  it('threads comments, notifies the founders and the assigned staff (never the commenter), and keeps staff-only threads from founders', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const p = await post(PRIYA, { startupId: tidepool, message: 'Investor intro next week' });
    const hannahBefore = (await notificationsOf(HANNAH, 'newCommentStartupStaff')).length;
    const samuelBefore = (await notificationsOf(SAMUEL, 'newCommentStartupStaff')).length;
    const c = await gql<{ createTimelineComment: Comment }>(AISHA, COMMENT_ON, {
      postId: p._id,
      message: 'Thank you!',
    });
    expect(c.body.errors).toBeUndefined();
    const comment = c.body.data!.createTimelineComment;
    expect(comment).toMatchObject({
      postId: p._id,
      parentCommentId: null,
      canEdit: true,
      canDelete: true,
      author: { fullName: 'Aisha Bello' },
    });

    expect(await notificationsOf(MARCO, 'newCommentStartup')).toContainEqual({
      message: 'Aisha Bello commented on Tidepool Analytics',
      url: `/startup/${tidepool}/file/activities`,
    });
    expect(await notificationsOf(HANNAH, 'newCommentStartupStaff')).toHaveLength(hannahBefore + 1);
    expect(await notificationsOf(SAMUEL, 'newCommentStartupStaff')).toHaveLength(samuelBefore + 1);
    expect(await notificationsOf(AISHA, 'newCommentStartup')).toEqual([]);
    expect(await notificationsOf(AISHA, 'newCommentStartupStaff')).toEqual([]);

    // A reply, and a reply to the reply, join the same thread.
    const r1 = await gql<{ createTimelineComment: Comment }>(HANNAH, COMMENT_ON, {
      postId: p._id,
      parentCommentId: comment._id,
      message: 'Good luck',
    });
    const r2 = await gql<{ createTimelineComment: Comment }>(MARCO, COMMENT_ON, {
      postId: p._id,
      parentCommentId: r1.body.data!.createTimelineComment._id,
      message: 'Thanks',
    });
    expect(r2.body.data!.createTimelineComment.parentCommentId).toBe(comment._id);
    const thread = (await feed(AISHA, { startupId: tidepool })).results.find((x) => x._id === p._id)!;
    expect(thread.commentCount).toBe(3);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]!.replies!.map((r) => r.message)).toEqual(['Good luck', 'Thanks']);
    expect(thread.comments[0]!.replies![0]).toMatchObject({ canEdit: false, canDelete: false });

    // Only the author edits a comment; the author or TIMELINE/COMMENTS:DELETE removes it.
    expect(codeOf(await gql(MARCO, EDIT_COMMENT, { commentId: comment._id, message: 'Mine now' }))).toBe('FORBIDDEN');
    const edited = await gql<{ updateTimelineComment: Comment }>(AISHA, EDIT_COMMENT, {
      commentId: comment._id,
      message: 'Thank you so much!',
    });
    expect(edited.body.data!.updateTimelineComment).toMatchObject({ message: 'Thank you so much!' });
    expect(edited.body.data!.updateTimelineComment.editedAt).not.toBeNull();
    expect(codeOf(await gql(MARCO, DELETE_COMMENT, { commentId: comment._id }))).toBe('FORBIDDEN');
    expect(
      (await gql(PRIYA, DELETE_COMMENT, { commentId: r1.body.data!.createTimelineComment._id })).body.errors,
    ).toBeUndefined();

    // A comment on a staff-only post tells the staff only.
    const secret = await post(PRIYA, { startupId: tidepool, message: 'Staff only thread', isPublic: false });
    const marcoBefore = (await notificationsOf(MARCO, 'newCommentStartup')).length;
    expect((await gql(SAMUEL, COMMENT_ON, { postId: secret._id, message: 'Noted' })).body.errors).toBeUndefined();
    expect(await notificationsOf(MARCO, 'newCommentStartup')).toHaveLength(marcoBefore);
    // Hannah: Aisha's comment, Marco's reply, Samuel's note (her own reply excepted); Samuel: never his own.
    expect(await notificationsOf(HANNAH, 'newCommentStartupStaff')).toHaveLength(hannahBefore + 3);
    expect(await notificationsOf(SAMUEL, 'newCommentStartupStaff')).toHaveLength(samuelBefore + 3);
  });

  it('toggles reactions, one per person and type', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const p = await post(PRIYA, { startupId: tidepool, message: 'We hit 100 pilots' });
    type R = {
      toggleTimelineReaction: { reacted: boolean; reactions: { type: string; count: number; reacted: boolean }[] };
    };
    const on = await gql<R>(AISHA, REACT, { postId: p._id, type: 'ROCKET' });
    expect(on.body.data!.toggleTimelineReaction.reacted).toBe(true);
    await gql<R>(MARCO, REACT, { postId: p._id, type: 'ROCKET' });
    const aishaView = (await feed(AISHA, { startupId: tidepool })).results.find((x) => x._id === p._id)!;
    expect(aishaView.reactions.find((r) => r.type === 'ROCKET')).toEqual({ type: 'ROCKET', count: 2, reacted: true });
    const off = await gql<R>(AISHA, REACT, { postId: p._id, type: 'ROCKET' });
    expect(off.body.data!.toggleTimelineReaction.reacted).toBe(false);
    expect(off.body.data!.toggleTimelineReaction.reactions.find((r) => r.type === 'ROCKET')).toEqual({
      type: 'ROCKET',
      count: 1,
      reacted: false,
    });
  });

  it("answers the web app's own feed document within the depth and cost limits", async () => {
    const document = readFileSync(
      new URL('../../../../web/src/modules/timeline/graphql/Timeline.graphql', import.meta.url),
      'utf8',
    );
    const res = await s.http({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${tokens[AISHA]}`,
      },
      body: JSON.stringify({
        query: document,
        operationName: 'StartupEventTimeline',
        variables: { startupId: startupId['Tidepool Analytics'] },
      }),
    });
    const body = res.body as {
      data?: { startupEventTimeline: { results: { comments: unknown[] }[] } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data!.startupEventTimeline.results.some((p) => p.comments.length > 0)).toBe(true);
  });

  it('answers FEATURE_DISABLED while the activity feed is switched off', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    expect((await gql(MAYA, SET_FLAG, { n: 'activityFeed', a: false })).body.errors).toBeUndefined();
    try {
      const before = await counts();
      expect(codeOf(await gql(PRIYA, FEED, { startupId: tidepool }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(PRIYA, CREATE, { startupId: tidepool, message: 'x' }))).toBe('FEATURE_DISABLED');
      expect(await counts()).toEqual(before);
    } finally {
      await gql(MAYA, SET_FLAG, { n: 'activityFeed', a: true });
    }
    expect((await gql(PRIYA, FEED, { startupId: tidepool })).body.errors).toBeUndefined();
  });
});
