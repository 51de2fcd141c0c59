// The timeline's mutations and how each one updates the cached feed: a new or (un)pinned post reloads the first
// page (the list restarts); edits update the normalised post or comment; a deletion evicts it; a comment is
// appended to its post (or thread); a reaction rewrites the post's counts.
import { useApolloClient } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import {
  CreateTimelineCommentDocument,
  CreateTimelinePostDocument,
  DeleteTimelineCommentDocument,
  DeleteTimelinePostDocument,
  PinTimelinePostDocument,
  ToggleTimelineReactionDocument,
  UpdateTimelineCommentDocument,
  UpdateTimelinePostDocument,
  type ReactionType,
  type TimelineCommentFieldsFragment,
} from '../../generated/graphql.ts';
import { TIMELINE_POSSIBLE_TYPES } from './possibleTypes.ts';

/** The cache id of a post whatever its concrete type. */
function postCacheIds(postId: string): string[] {
  return TIMELINE_POSSIBLE_TYPES.TimelinePost.map((typename) => `${typename}:${postId}`);
}

export function useTimelineActions(reload: () => Promise<unknown>) {
  const client = useApolloClient();

  const createPost = useCallback(
    async (vars: { startupId: string; message: string; isPublic: boolean; attachmentIds: string[] }) => {
      await client.mutate({ mutation: CreateTimelinePostDocument, variables: vars });
      await reload();
    },
    [client, reload],
  );

  const updatePost = useCallback(
    async (postId: string, message: string) => {
      await client.mutate({ mutation: UpdateTimelinePostDocument, variables: { postId, message } });
    },
    [client],
  );

  const deletePost = useCallback(
    async (postId: string) => {
      await client.mutate({ mutation: DeleteTimelinePostDocument, variables: { postId } });
      for (const id of postCacheIds(postId)) client.cache.evict({ id });
      client.cache.gc();
    },
    [client],
  );

  const pinPost = useCallback(
    async (postId: string, pinned: boolean) => {
      await client.mutate({ mutation: PinTimelinePostDocument, variables: { postId, pinned } });
      await reload();
    },
    [client, reload],
  );

  const createComment = useCallback(
    async (postId: string, message: string, parentCommentId: string | null) => {
      const res = await client.mutate({
        mutation: CreateTimelineCommentDocument,
        variables: { postId, message, parentCommentId },
      });
      const comment = res.data?.createTimelineComment;
      if (!comment) return;
      const ref = client.cache.identify({ __typename: 'TimelineComment', _id: comment._id });
      const toRef = (c: TimelineCommentFieldsFragment) =>
        ({ __ref: client.cache.identify({ __typename: 'TimelineComment', _id: c._id })! }) as Reference;
      if (comment.parentCommentId) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'TimelineComment', _id: comment.parentCommentId }),
          fields: { replies: (existing: readonly Reference[] = []) => [...existing, toRef(comment)] },
        });
      }
      for (const id of postCacheIds(postId)) {
        client.cache.modify({
          id,
          fields: {
            comments: (existing: readonly Reference[] = []) =>
              comment.parentCommentId || !ref ? existing : [...existing, toRef(comment)],
            commentCount: (n: number) => n + 1,
          },
        });
      }
    },
    [client],
  );

  const updateComment = useCallback(
    async (commentId: string, message: string) => {
      await client.mutate({ mutation: UpdateTimelineCommentDocument, variables: { commentId, message } });
    },
    [client],
  );

  const deleteComment = useCallback(
    async (postId: string, commentId: string, removed: number) => {
      await client.mutate({ mutation: DeleteTimelineCommentDocument, variables: { commentId } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'TimelineComment', _id: commentId }) });
      for (const id of postCacheIds(postId))
        client.cache.modify({ id, fields: { commentCount: (n: number) => Math.max(0, n - removed) } });
      client.cache.gc();
    },
    [client],
  );

  const toggleReaction = useCallback(
    async (postId: string, type: ReactionType) => {
      const res = await client.mutate({ mutation: ToggleTimelineReactionDocument, variables: { postId, type } });
      const result = res.data?.toggleTimelineReaction;
      if (!result) return;
      for (const id of postCacheIds(postId)) client.cache.modify({ id, fields: { reactions: () => result.reactions } });
    },
    [client],
  );

  return { createPost, updatePost, deletePost, pinPost, createComment, updateComment, deleteComment, toggleReaction };
}

export type TimelineActions = ReturnType<typeof useTimelineActions>;
