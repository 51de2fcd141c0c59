// A programme's cover in its edit dialog: the image, "Change cover" (uploaded for the programme, POST
// /api/attachment/upload with reference "program", then setProgramCover) and "Remove". The programmes page's cards
// show it; the server answers it at a signed address an <img> can load.
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgramsOverviewDocument, SetProgramCoverDocument } from '../../../generated/graphql.ts';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from '../../../ui/uploadImage.ts';

export function ProgramCover({ programId, cover }: { readonly programId: string; readonly cover: string | null }) {
  const { t } = useTranslation();
  const [setCover, { loading }] = useMutation(SetProgramCoverDocument, { refetchQueries: [ProgramsOverviewDocument] });
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
        const uploaded = await uploadImage(file, { referenceType: 'program', referenceId: programId });
        if (!uploaded.ok) return setProblem(t(uploaded.problem));
        attachmentId = uploaded.id;
      }
      const res = await setCover({ variables: { id: programId, attachmentId } });
      setCurrent(res.data?.setProgramCover.cover ?? null);
    } catch {
      setProblem(t('profileMedia.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="program-cover">
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
        data-testid="program-cover-preview"
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
              loading={busy || loading}
              data-testid="program-cover-change"
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
            disabled={busy || loading}
            data-testid="program-cover-remove"
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
