// The startup activity timeline (spec 02 §2, §3): posts of mixed kinds, their attachments, comments (one level of
// replies) and reactions. System posts (data due/submitted, categorisation) keep a snapshot of what they showed
// in `payload`, so the feed never joins back into the module that wrote them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { attachments } from '../attachments/attachments.schema.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

export const timelinePosts = pgTable(
  'timeline_posts',
  {
    incubatorId: incubatorId(),
    id: id(),
    startupId: uuid('startup_id').notNull(),
    /** One of TIMELINE_POST_KINDS. */
    kind: text('kind').notNull(),
    /**
     * Who wrote it (null for system posts). No foreign key on purpose, as for tasks: a composite key cannot SET
     * NULL only this column, and a post must outlive its author's account.
     */
    authorId: uuid('author_id'),
    message: text('message').notNull().default(''),
    /** false: staff only (founders of the startup never see it). */
    isPublic: boolean('is_public').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** The snapshot of a system post (SystemPostPayload[kind]); null for messages. */
    payload: jsonb('payload').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the author changed the message (the "edited" marker). */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** For a system post written by a domain event's handler: the event (and part) it answers, written once. */
    eventKey: text('event_key'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    // Keyset paging: (created_at, id) < cursor walks this index, so page 5,000 costs what page 1 does.
    index('timeline_posts_feed_idx').on(t.incubatorId, t.startupId, t.createdAt.desc(), t.id.desc()),
    index('timeline_posts_kind_idx').on(t.incubatorId, t.startupId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('timeline_posts_public_idx')
      .on(t.incubatorId, t.startupId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    // A person's timeline (the profile's tab): their posts, newest first, across startups.
    index('timeline_posts_author_idx').on(t.incubatorId, t.authorId, t.createdAt.desc(), t.id.desc()),
    index('timeline_posts_pinned_idx')
      .on(t.incubatorId, t.startupId, t.createdAt.desc())
      .where(sql`${t.isPinned}`),
    uniqueIndex('timeline_posts_event_key').on(t.incubatorId, t.eventKey),
  ],
);

export const timelinePostAttachments = pgTable(
  'timeline_post_attachments',
  {
    incubatorId: incubatorId(),
    postId: uuid('post_id').notNull(),
    attachmentId: uuid('attachment_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.postId, t.attachmentId] }),
    foreignKey({
      columns: [t.incubatorId, t.postId],
      foreignColumns: [timelinePosts.incubatorId, timelinePosts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.incubatorId, t.attachmentId],
      foreignColumns: [attachments.incubatorId, attachments.id],
    }).onDelete('cascade'),
    index('timeline_post_attachments_attachment_idx').on(t.incubatorId, t.attachmentId),
  ],
);

export const timelineComments = pgTable(
  'timeline_comments',
  {
    incubatorId: incubatorId(),
    id: id(),
    postId: uuid('post_id').notNull(),
    /** A reply's top-level comment (replies are one level deep). */
    parentCommentId: uuid('parent_comment_id'),
    /** No foreign key, as for posts: a thread keeps its shape when an account goes. */
    authorId: uuid('author_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({
      columns: [t.incubatorId, t.postId],
      foreignColumns: [timelinePosts.incubatorId, timelinePosts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.parentCommentId], foreignColumns: [t.incubatorId, t.id] }).onDelete(
      'cascade',
    ),
    index('timeline_comments_post_idx').on(t.incubatorId, t.postId, t.createdAt),
  ],
);

/** One row per user, post and reaction type (toggling deletes it). */
export const timelineReactions = pgTable(
  'timeline_reactions',
  {
    incubatorId: incubatorId(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** One of REACTION_TYPES. */
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.postId, t.userId, t.type] }),
    foreignKey({
      columns: [t.incubatorId, t.postId],
      foreignColumns: [timelinePosts.incubatorId, timelinePosts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type TimelinePostRow = typeof timelinePosts.$inferSelect;
export type TimelineCommentRow = typeof timelineComments.$inferSelect;
