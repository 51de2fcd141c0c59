// /profile: the photo and the cover. A chosen image is uploaded as the user's own attachment (POST /api/users/file),
// then set with setMyProfileImage; the server answers it at a signed, expiring address an <img> can load
// (server attachments/attachment-urls.ts). PNG, JPEG, GIF or WebP up to 5 MB, checked here and on the server.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Avatar, Box, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetMyProfileImageDocument, type ProfileImageKind } from '../../generated/graphql.ts';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from '../../ui/uploadImage.ts';

interface ProfileImagesProps {
  readonly fullName: string;
  readonly avatar: string | null | undefined;
  /** Undefined: the photo only (the first sign-in's onboarding), no cover. */
  readonly cover?: string | null;
}

export function ProfileImages({ fullName, avatar, cover }: ProfileImagesProps) {
  const withCover = cover !== undefined;
  const { t } = useTranslation();
  const client = useApolloClient();
  const [setImage] = useMutation(SetMyProfileImageDocument);
  const [busy, setBusy] = useState<ProfileImageKind | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const change = async (kind: ProfileImageKind, file: File | null) => {
    if (file === null && kind === busy) return;
    setMessage(null);
    const problem = file && imageProblem(file);
    if (problem) return setMessage({ tone: 'error', text: t(problem) });
    setBusy(kind);
    try {
      let attachmentId: string | null = null;
      if (file) {
        const uploaded = await uploadImage(file);
        if (!uploaded.ok) return setMessage({ tone: 'error', text: t(uploaded.problem) });
        attachmentId = uploaded.id;
      }
      await setImage({ variables: { kind, attachmentId } });
      // The header and cards show the photo too.
      await client.refetchQueries({ include: ['CurrentUser'] });
      setMessage({ tone: 'success', text: t('profileMedia.saved') });
    } catch {
      setMessage({ tone: 'error', text: t('profileMedia.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding={0} data-testid="profile-images">
      {withCover ? (
        <Box
          h={{ base: 96, sm: 140 }}
          data-testid="profile-cover-preview"
          style={{
            background: cover
              ? `center / cover no-repeat url(${JSON.stringify(cover)})`
              : 'var(--mantine-color-indigo-light)',
          }}
          role={cover ? 'img' : undefined}
          aria-label={cover ? t('profileMedia.cover') : undefined}
        />
      ) : null}
      <Stack gap="sm" p="lg">
        <Title order={2} fz="h4">
          {withCover ? t('profileMedia.title') : t('profileMedia.avatar')}
        </Title>
        {message ? (
          <Alert
            color={message.tone === 'error' ? 'red' : 'green'}
            variant="light"
            icon={message.tone === 'error' ? <IconAlertCircle aria-hidden /> : undefined}
            role={message.tone === 'error' ? 'alert' : 'status'}
            data-testid="profile-images-message"
          >
            {message.text}
          </Alert>
        ) : null}
        <Group gap="md" wrap="wrap" align="center">
          <Avatar
            src={avatar ?? null}
            name={fullName}
            size={72}
            alt={avatar ? t('profileMedia.avatar') : ''}
            data-testid="profile-avatar-preview"
          />
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton accept={IMAGE_ACCEPT} onChange={(f) => void change('AVATAR', f)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="sm"
                    leftSection={<IconPhoto size={16} aria-hidden />}
                    loading={busy === 'AVATAR'}
                    data-testid="avatar-upload"
                  >
                    {t('profileMedia.uploadAvatar')}
                  </Button>
                )}
              </FileButton>
              {avatar ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void change('AVATAR', null)}
                  disabled={busy !== null}
                  data-testid="avatar-remove"
                >
                  {t('profileMedia.removeAvatar')}
                </Button>
              ) : null}
            </Group>
            {withCover ? (
              <Group gap="xs">
                <FileButton accept={IMAGE_ACCEPT} onChange={(f) => void change('COVER', f)}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      size="sm"
                      leftSection={<IconPhoto size={16} aria-hidden />}
                      loading={busy === 'COVER'}
                      data-testid="cover-upload"
                    >
                      {t('profileMedia.uploadCover')}
                    </Button>
                  )}
                </FileButton>
                {cover ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => void change('COVER', null)}
                    disabled={busy !== null}
                    data-testid="cover-remove"
                  >
                    {t('profileMedia.removeCover')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('profileMedia.help')}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
