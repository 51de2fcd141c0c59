// The composer: a message, the staff-only switch (shown to staff only; founders always post publicly) and files
// uploaded through POST /api/attachment/upload (as the branding editor does), attached when the post is saved.
import { TIMELINE_MAX_ATTACHMENTS, TIMELINE_MESSAGE_MAX, timelineTextProblem } from '@ascent/shared';
import { ActionIcon, Alert, Button, Card, FileButton, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '../auth/tokenStore.ts';

interface Uploaded {
  readonly id: string;
  readonly name: string;
}

/** Uploads one file as the signed-in user's own attachment (it becomes the post's when the post is saved). */
export async function uploadTimelineFile(file: File, userId: string): Promise<Uploaded> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = readToken();
  const res = await fetch(`/api/attachment/upload?referenceType=user&referenceId=${encodeURIComponent(userId)}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  if (!res.ok) throw new Error(`upload ${res.status}`);
  const json = (await res.json()) as { id: string; name: string };
  return { id: json.id, name: json.name };
}

export function TimelineComposer({
  startupId,
  userId,
  canPostStaffOnly,
  onPost,
}: {
  readonly startupId: string;
  readonly userId: string;
  readonly canPostStaffOnly: boolean;
  readonly onPost: (vars: {
    startupId: string;
    message: string;
    isPublic: boolean;
    attachmentIds: string[];
  }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = timelineTextProblem(message, TIMELINE_MESSAGE_MAX);
  const fieldError =
    touched && problem
      ? problem === 'empty'
        ? t('timeline.composer.empty')
        : t('timeline.composer.tooLong', { max: TIMELINE_MESSAGE_MAX })
      : null;

  const addFiles = async (picked: File[]) => {
    if (picked.length === 0) return;
    setUploading(true);
    setError(null);
    try {
      const room = TIMELINE_MAX_ATTACHMENTS - files.length;
      const done = await Promise.all(picked.slice(0, room).map((f) => uploadTimelineFile(f, userId)));
      setFiles((current) => [...current, ...done]);
    } catch {
      setError(t('timeline.composer.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onPost({
        startupId,
        message: message.trim(),
        isPublic: !(canPostStaffOnly && staffOnly),
        attachmentIds: files.map((f) => f.id),
      });
      setMessage('');
      setFiles([]);
      setStaffOnly(false);
      setTouched(false);
    } catch {
      setError(t('timeline.composer.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="timeline-composer"
    >
      <Stack gap="sm">
        <Textarea
          label={t('timeline.composer.label')}
          placeholder={t('timeline.composer.placeholder')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          onBlur={() => message && setTouched(true)}
          error={fieldError}
          autosize
          minRows={2}
          maxRows={10}
          data-testid="timeline-composer-message"
        />
        {files.length > 0 ? (
          <Group
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('timeline.post.attachments')}
          >
            {files.map((f) => (
              <Group key={f.id} component="li" gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <Text size="sm">{f.name}</Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="gray"
                  aria-label={t('timeline.composer.removeFile', { name: f.name })}
                  onClick={() => setFiles((c) => c.filter((x) => x.id !== f.id))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <FileButton
              onChange={(picked) => void addFiles(picked)}
              multiple
              disabled={uploading || files.length >= TIMELINE_MAX_ATTACHMENTS}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  loading={uploading}
                  data-testid="timeline-composer-attach"
                >
                  {t('timeline.composer.attach')}
                </Button>
              )}
            </FileButton>
            {canPostStaffOnly ? (
              <Switch
                label={t('timeline.composer.staffOnly')}
                description={t('timeline.composer.staffOnlyHint')}
                checked={staffOnly}
                onChange={(e) => setStaffOnly(e.currentTarget.checked)}
                data-testid="timeline-composer-staff-only"
              />
            ) : null}
          </Group>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={busy}
            disabled={uploading}
            data-testid="timeline-composer-submit"
          >
            {t('timeline.composer.post')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
