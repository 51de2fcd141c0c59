// A cover image picker: the image, "Change cover" (uploaded with its reference, POST /api/attachment/upload, then
// handed to `onSet`, which saves it and answers the new signed address) and "Remove". Used by programmes and events.
import { Alert, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from './uploadImage.ts';

interface Props {
  readonly reference: { readonly referenceType: string; readonly referenceId: string };
  readonly cover: string | null;
  /** Saves the uploaded image (or none) as the cover; answers the cover's address. */
  readonly onSet: (attachmentId: string | null) => Promise<string | null>;
  /** Prefix of the data-testid attributes ("program-cover", "event-cover"). */
  readonly testId: string;
}

export function CoverPicker({ reference, cover, onSet, testId }: Props) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(cover);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (file: File | null) => {
    setProblem(null);
    const refused = file && imageProblem(file);
    if (refused) return setProblem(t(refused));
    setBusy(true);
    try {
      let attachmentId: string | null = null;
      if (file) {
        const uploaded = await uploadImage(file, reference);
        if (!uploaded.ok) return setProblem(t(uploaded.problem));
        attachmentId = uploaded.id;
      }
      setCurrent(await onSet(attachmentId));
    } catch {
      setProblem(t('profileMedia.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={500}>
        {t('profileMedia.cover')}
      </Text>
      <Box
        h={96}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: current
            ? `center / cover no-repeat url(${JSON.stringify(current)})`
            : 'var(--mantine-color-indigo-light)',
        }}
        role={current ? 'img' : undefined}
        aria-label={current ? t('profileMedia.cover') : undefined}
        data-testid={`${testId}-preview`}
        data-has-cover={current ? 'true' : 'false'}
      />
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group gap="xs">
        <FileButton accept={IMAGE_ACCEPT} onChange={(f) => void change(f)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={16} aria-hidden />}
              loading={busy}
              data-testid={`${testId}-change`}
            >
              {t('profileMedia.uploadCover')}
            </Button>
          )}
        </FileButton>
        {current ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void change(null)}
            disabled={busy}
            data-testid={`${testId}-remove`}
          >
            {t('profileMedia.removeCover')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('profileMedia.help')}
      </Text>
    </Stack>
  );
}
