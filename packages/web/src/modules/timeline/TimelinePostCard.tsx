// One post of the timeline: the author line (or the system's), badges (staff only, pinned), the menu (edit for the
// author, delete, pin), the body of its kind, the reactions bar and the comments.
import { TIMELINE_MESSAGE_MAX, timelineTextProblem } from '@ascent/shared';
import { ActionIcon, Badge, Button, Card, Divider, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconDots, IconEyeOff, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelinePostFieldsFragment } from '../../generated/graphql.ts';
import { ReactionsBar } from './ReactionsBar.tsx';
import { TimelineAuthorLine } from './TimelineAuthorLine.tsx';
import { TimelineComments } from './TimelineComments.tsx';
import { TimelinePostBody } from './TimelinePostBody.tsx';
import type { TimelineActions } from './useTimelineActions.ts';

export function TimelinePostCard({
  post,
  actions,
}: {
  readonly post: TimelinePostFieldsFragment;
  readonly actions: TimelineActions;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isMessage = post.__typename === 'TimelineMessagePost';
  const edited = isMessage && post.isUpdate;
  const hasMenu = post.canEdit || post.canDelete || post.canPin;

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await fn();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const problem = timelineTextProblem(draft, TIMELINE_MESSAGE_MAX);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t(`timeline.filter.${post.eventType}`)}
      data-testid="timeline-post"
      data-kind={post.eventType}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <TimelineAuthorLine author={post.createdBy} createdAt={post.createdAt} edited={edited} />
          <Group gap={6} wrap="nowrap">
            {post.isPinned ? (
              <Badge variant="light" leftSection={<IconPin size={12} aria-hidden />} data-testid="timeline-pinned">
                {t('timeline.post.pinned')}
              </Badge>
            ) : null}
            {!post.isPublic ? (
              <Badge
                color="yellow.4"
                variant="filled"
                autoContrast
                leftSection={<IconEyeOff size={12} aria-hidden />}
                data-testid="timeline-staff-only"
              >
                {t('timeline.post.staffOnly')}
              </Badge>
            ) : null}
            {hasMenu ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('timeline.post.menu')}
                    data-testid="timeline-post-menu"
                  >
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {post.canEdit && isMessage ? (
                    <Menu.Item
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => {
                        setDraft(post.message);
                        setEditing(true);
                      }}
                    >
                      {t('timeline.post.edit')}
                    </Menu.Item>
                  ) : null}
                  {post.canPin ? (
                    <Menu.Item
                      leftSection={
                        post.isPinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />
                      }
                      onClick={() => void run(() => actions.pinPost(post._id, !post.isPinned))}
                    >
                      {post.isPinned ? t('timeline.post.unpin') : t('timeline.post.pin')}
                    </Menu.Item>
                  ) : null}
                  {post.canDelete ? (
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setConfirming(true)}
                      data-testid="timeline-post-delete"
                    >
                      {t('timeline.post.delete')}
                    </Menu.Item>
                  ) : null}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>

        {editing && isMessage ? (
          <Stack
            gap="xs"
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!problem)
                void run(() => actions.updatePost(post._id, draft.trim())).then((ok) => ok && setEditing(false));
            }}
          >
            <Textarea
              label={t('timeline.post.editLabel')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              error={
                problem === 'empty'
                  ? t('timeline.composer.empty')
                  : problem === 'tooLong'
                    ? t('timeline.composer.tooLong', { max: TIMELINE_MESSAGE_MAX })
                    : null
              }
              autosize
              minRows={2}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="compact-sm" onClick={() => setEditing(false)}>
                {t('timeline.post.cancel')}
              </Button>
              <Button type="submit" size="compact-sm" loading={busy} disabled={!!problem}>
                {t('timeline.post.save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <TimelinePostBody post={post} />
        )}
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('timeline.actionFailed')}
          </Text>
        ) : null}

        <ReactionsBar
          reactions={post.reactions}
          onToggle={
            post.canReact ? (type) => actions.toggleReaction(post._id, type).catch(() => setFailed(true)) : undefined
          }
        />
        {post.comments.length > 0 || post.canComment ? <Divider /> : null}
        <TimelineComments postId={post._id} comments={post.comments} canComment={post.canComment} actions={actions} />
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('timeline.post.deleteTitle')}
        centered
        data-testid="timeline-delete-dialog"
      >
        <Text mb="lg">{t('timeline.post.deleteBody')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('timeline.post.dismiss')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void run(() => actions.deletePost(post._id)).then(() => setConfirming(false))}
            data-testid="timeline-delete-confirm"
          >
            {t('timeline.post.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
