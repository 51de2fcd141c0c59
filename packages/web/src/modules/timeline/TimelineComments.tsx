// A post's comments, oldest first, each with its replies (one level deep), and the forms to comment and reply.
// Editing is the author's; deleting the author's or TIMELINE/COMMENTS:DELETE's (the server says which: canEdit,
// canDelete).
import { TIMELINE_COMMENT_MAX, timelineTextProblem } from '@ascent/shared';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineCommentFieldsFragment } from '../../generated/graphql.ts';
import { TimelineAuthorLine } from './TimelineAuthorLine.tsx';
import type { TimelineActions } from './useTimelineActions.ts';

type Comment = TimelineCommentFieldsFragment & { readonly replies?: readonly TimelineCommentFieldsFragment[] };

export function CommentForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  readonly initial?: string;
  readonly submitLabel: string;
  readonly onSubmit: (message: string) => Promise<void>;
  readonly onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = timelineTextProblem(message, TIMELINE_COMMENT_MAX);
    if (problem) {
      setError(
        problem === 'empty'
          ? t('timeline.comments.empty')
          : t('timeline.composer.tooLong', { max: TIMELINE_COMMENT_MAX }),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(message.trim());
      setMessage('');
    } catch {
      setError(t('timeline.comments.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      gap={6}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={label}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={error}
        autosize
        minRows={1}
        maxRows={6}
        size="sm"
        data-testid="timeline-comment-input"
      />
      <Group gap="xs" justify="flex-end">
        {onCancel ? (
          <Button variant="default" size="compact-sm" onClick={onCancel}>
            {t('timeline.post.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="compact-sm" loading={busy} data-testid="timeline-comment-submit">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

function CommentItem({
  comment,
  postId,
  actions,
  onReply,
}: {
  readonly comment: Comment;
  readonly postId: string;
  readonly actions: TimelineActions;
  readonly onReply?: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setFailed(false);
    try {
      await actions.deleteComment(postId, comment._id, 1 + (comment.replies?.length ?? 0));
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap={4} data-testid="timeline-comment">
      <TimelineAuthorLine
        author={comment.author}
        createdAt={comment.createdAt}
        edited={comment.editedAt != null}
        size={28}
      />
      {editing ? (
        <CommentForm
          label={t('timeline.comments.editLabel')}
          initial={comment.message}
          submitLabel={t('timeline.post.save')}
          onSubmit={async (m) => {
            await actions.updateComment(comment._id, m);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto" ps={36}>
          {comment.message}
        </Text>
      )}
      <Group gap="sm" ps={36}>
        {onReply ? (
          <Anchor component="button" type="button" size="xs" onClick={onReply}>
            {t('timeline.comments.reply')}
          </Anchor>
        ) : null}
        {comment.canEdit && !editing ? (
          <Anchor component="button" type="button" size="xs" onClick={() => setEditing(true)}>
            {t('timeline.post.edit')}
          </Anchor>
        ) : null}
        {comment.canDelete ? (
          <Anchor component="button" type="button" size="xs" c="red" onClick={() => void remove()}>
            {t('timeline.post.delete')}
          </Anchor>
        ) : null}
        {failed ? (
          <Text size="xs" c="red" role="alert">
            {t('timeline.actionFailed')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

export function TimelineComments({
  postId,
  comments,
  canComment,
  actions,
}: {
  readonly postId: string;
  readonly comments: readonly Comment[];
  readonly canComment: boolean;
  readonly actions: TimelineActions;
}) {
  const { t } = useTranslation();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  return (
    <Stack gap="sm" role="group" aria-label={t('timeline.comments.label')}>
      {comments.map((c) => (
        <Stack key={c._id} gap="xs">
          <CommentItem
            comment={c}
            postId={postId}
            actions={actions}
            onReply={canComment ? () => setReplyTo(c._id) : undefined}
          />
          {(c.replies?.length ?? 0) > 0 || replyTo === c._id ? (
            <Stack
              gap="xs"
              ps={{ base: 'md', sm: 36 }}
              style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
            >
              {c.replies?.map((r) => (
                <CommentItem
                  key={r._id}
                  comment={r}
                  postId={postId}
                  actions={actions}
                  onReply={canComment ? () => setReplyTo(c._id) : undefined}
                />
              ))}
              {replyTo === c._id ? (
                <CommentForm
                  label={t('timeline.comments.replyTo', {
                    name: c.author?.fullName ?? t('timeline.comments.unknownAuthor'),
                  })}
                  submitLabel={t('timeline.comments.send')}
                  onSubmit={async (m) => {
                    await actions.createComment(postId, m, c._id);
                    setReplyTo(null);
                  }}
                  onCancel={() => setReplyTo(null)}
                />
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      ))}
      {canComment ? (
        <CommentForm
          label={t('timeline.comments.write')}
          submitLabel={t('timeline.comments.send')}
          onSubmit={(m) => actions.createComment(postId, m, null)}
        />
      ) : null}
    </Stack>
  );
}
