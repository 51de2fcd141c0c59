// The startup activity timeline end to end on the real server (issue 7 §3): keyset paging and the kind filter,
// founders never seeing staff-only posts, who may read and post, bad input refused with nothing stored, another
// tenant refused. Editing, attachments, comments, reactions and the activityFeed flag: timeline-conversation.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TIMELINE_PAGE_SIZE } from '@ascent/shared';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { attachments } from '../attachments/attachments.schema.ts';
import { timelinePosts } from './timeline.schema.ts';
import { createSystemPost } from './timeline.service.ts';
import { AISHA, CLAIRE, ELENA, HANNAH, MAYA, PRIYA, SAMUEL, SOFIA } from '../../../test/personas.ts';
import {
  codeOf,
  type Comment,
  COMMENT_ON,
  counts,
  CREATE,
  db,
  DELETE,
  demoId,
  due,
  EVENTS,
  FEED,
  feed,
  gql,
  ids,
  NORTH,
  type Page,
  PIN,
  type Post,
  post,
  REACT,
  s,
  startupId,
  useTimelineServer,
} from './timeline.fixture.ts';

useTimelineServer();

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
});
