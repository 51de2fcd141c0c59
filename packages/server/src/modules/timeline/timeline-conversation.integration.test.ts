// The startup activity timeline end to end on the real server (issue 7 §3), continued: who may edit / delete / pin /
// comment, attachments, notifications of new comments, reactions, the web's own feed document, the activityFeed flag.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { createSystemPost } from './timeline.service.ts';
import { timelinePosts } from './timeline.schema.ts';
import { AISHA, ELENA, HANNAH, MARCO, MAYA, PRIYA, SAMUEL } from '../../../test/personas.ts';
import {
  codeOf,
  type Comment,
  COMMENT_ON,
  counts,
  CREATE,
  db,
  DELETE,
  DELETE_COMMENT,
  demoId,
  due,
  EDIT_COMMENT,
  FEED,
  feed,
  gql,
  ids,
  notificationsOf,
  PIN,
  type Post,
  post,
  REACT,
  s,
  SET_FLAG,
  startupId,
  tokens,
  UPDATE,
  useTimelineServer,
} from './timeline.fixture.ts';

useTimelineServer();

describe('startup timeline', () => {
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
    // Hannah: Aisha's comment and Samuel's note (her own reply excepted; Marco's answered her reply, which she hears
    // of as newNoteReply — timeline-notices.integration.test.ts); Samuel: never his own.
    expect(await notificationsOf(HANNAH, 'newCommentStartupStaff')).toHaveLength(hannahBefore + 2);
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

  it('keeps the record of data and system posts while the activity feed is switched off; every write is refused', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const message = await post(PRIYA, { startupId: tidepool, message: 'Before the switch' });
    await createSystemPost(new TenantDb(db(), demoId), { startupId: tidepool, kind: 'DATA_DUE', payload: due(77) });
    const [system] = await db()
      .select()
      .from(timelinePosts)
      .where(and(eq(timelinePosts.startupId, tidepool), eq(timelinePosts.kind, 'DATA_DUE')));
    expect((await gql(MAYA, SET_FLAG, { n: 'activityFeed', a: false })).body.errors).toBeUndefined();
    try {
      const before = await counts();
      for (const who of [PRIYA, AISHA]) {
        const page = await feed(who, { startupId: tidepool });
        expect(page.canPost, who).toBe(false);
        expect(page.results.length, who).toBeGreaterThan(0);
        expect(
          page.results.every((p) => p.eventType !== 'MESSAGE'),
          who,
        ).toBe(true);
        expect(
          page.results.every((p) => !p.canComment && !p.canReact && !p.canPin),
          who,
        ).toBe(true);
      }
      expect(codeOf(await gql(PRIYA, CREATE, { startupId: tidepool, message: 'x' }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(PRIYA, COMMENT_ON, { postId: system!.id, message: 'x' }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(AISHA, REACT, { postId: system!.id, type: 'LIKE' }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(PRIYA, PIN, { postId: system!.id, pinned: true }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(PRIYA, DELETE, { postId: message._id }))).toBe('FEATURE_DISABLED');
      expect(await counts()).toEqual(before);
    } finally {
      await gql(MAYA, SET_FLAG, { n: 'activityFeed', a: true });
    }
    expect((await gql(PRIYA, FEED, { startupId: tidepool })).body.errors).toBeUndefined();
  });
});
