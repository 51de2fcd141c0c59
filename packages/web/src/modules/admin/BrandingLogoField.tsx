// One logo slot of the branding page: the current image, upload (checked for type and size) and removal.
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, MAX_BYTES, uploadBrandingImage, type Slot, type SlotImage } from './brandingValues.ts';

export function LogoField({
  slot,
  image,
  onChange,
}: {
  readonly slot: Slot;
  readonly image: SlotImage;
  readonly onChange: (next: SlotImage) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t(`branding.${slot}`);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) {
      setError(t('branding.errors.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadBrandingImage(slot, file);
      if (result.ok) onChange({ preview: result.url, change: result.id });
      else
        setError(
          result.status === 413
            ? t('branding.errors.tooLarge')
            : result.status === 400
              ? t('branding.errors.badFile')
              : t('branding.errors.uploadFailed'),
        );
    } catch {
      setError(t('branding.errors.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const previews: { key: string; label: string; style: CSSProperties }[] =
    slot === 'whiteLogo'
      ? [
          { key: 'dark', label: t('branding.previewDark'), style: { backgroundColor: '#1f2937' } },
          { key: 'light', label: t('branding.previewLight'), style: { backgroundColor: '#ffffff' } },
        ]
      : [{ key: 'light', label: t('branding.previewLight'), style: { backgroundColor: '#ffffff' } }];
  return (
    <Stack gap="xs" data-testid={`branding-${slot}`}>
      <Text fw={600} id={`branding-${slot}-label`}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`branding.${slot}Help`)}
      </Text>
      <Group gap="xs" wrap="wrap">
        {previews.map((p) => (
          <Stack key={p.key} gap={4} align="center">
            <Box
              p="sm"
              w={150}
              h={72}
              display="flex"
              style={{
                ...p.style,
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 8,
                border: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {image.preview ? (
                <Image
                  src={image.preview}
                  alt={t('branding.previewAlt', { image: label, background: p.label })}
                  h={48}
                  w="auto"
                  maw="100%"
                  fit="contain"
                  data-testid={`branding-${slot}-preview`}
                />
              ) : (
                <Text size="sm" c={p.key === 'dark' ? '#e5e7eb' : '#4b5563'}>
                  {t('branding.noImage')}
                </Text>
              )}
            </Box>
            <Text size="xs" c="dimmed">
              {p.label}
            </Text>
          </Stack>
        ))}
      </Group>
      <Group gap="xs">
        <FileButton
          onChange={(f) => void choose(f)}
          accept={IMAGE_ACCEPT}
          inputProps={{ 'data-testid': `branding-${slot}-input`, 'aria-label': label } as Record<string, string>}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={busy}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-describedby={`branding-${slot}-label`}
            >
              {image.preview ? t('branding.replace') : t('branding.upload')}
            </Button>
          )}
        </FileButton>
        {image.preview ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange({ preview: null, change: null })}
            aria-describedby={`branding-${slot}-label`}
          >
            {t('branding.remove')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
