// The branding page's live preview: the sidebar and the login page in the palettes being edited.
import { Box, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEX, type Slot, type SlotImage, type Values } from './brandingValues.ts';

export function Preview({
  values,
  images,
  name,
}: {
  readonly values: Values;
  readonly images: Record<Slot, SlotImage>;
  readonly name: string;
}) {
  const { t } = useTranslation();
  const colour = (v: string, fallback: string) => (HEX.test(v) ? v : fallback);
  const bg = colour(values.backgroundColor, '#0f172a');
  const text = colour(values.textColor, '#ffffff');
  const sidebarLogo =
    values.sidebarLogoType === 'REVERSE' ? images.whiteLogo.preview || images.logo.preview : images.logo.preview;
  const loginReverse = values.loginLogoType === 'REVERSE';
  const loginLogo = loginReverse ? images.whiteLogo.preview || images.logo.preview : images.logo.preview;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="branding-preview">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('branding.previewSidebar')}
        </Text>
        <Box
          p="sm"
          style={{ backgroundColor: bg, color: text, borderRadius: 8, minHeight: 180 }}
          data-testid="branding-preview-sidebar"
        >
          <Box mb="sm" h={40} display="flex" style={{ alignItems: 'center' }}>
            {sidebarLogo ? (
              <Image src={sidebarLogo} alt="" h={32} w="auto" maw="100%" fit="contain" />
            ) : (
              <Text fw={700}>{name}</Text>
            )}
          </Box>
          <Box
            px="sm"
            py={6}
            style={{
              backgroundColor: colour(values.activeItemBackgroundColor, '#1d4ed8'),
              color: colour(values.activeItemTextColor, '#ffffff'),
              borderRadius: 6,
            }}
          >
            {t('branding.sampleActive')}
          </Box>
          <Box ps="lg" py={4} style={{ color: colour(values.activeSubItemTextColor, text) }}>
            {t('branding.sampleSubItem')}
          </Box>
          <Box px="sm" py={6}>
            {t('branding.sampleItem')}
          </Box>
        </Box>
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('branding.previewLogin')}
        </Text>
        <Box
          style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)', overflow: 'hidden' }}
          data-testid="branding-preview-login"
        >
          <Stack
            align="center"
            gap={4}
            p="md"
            style={
              loginReverse ? { backgroundColor: bg, color: text } : { backgroundColor: 'var(--mantine-color-body)' }
            }
          >
            {loginLogo ? <Image src={loginLogo} alt="" h={40} w="auto" maw="100%" fit="contain" /> : null}
            <Text fw={700}>{name}</Text>
          </Stack>
          {values.loginTextActive && values.loginText.trim() ? (
            <Box p="sm">
              <Box
                px="sm"
                py={6}
                ta="center"
                style={{
                  borderRadius: 6,
                  border: '1px solid var(--mantine-color-default-border)',
                  ...(HEX.test(values.buttonBackgroundColor) ? { backgroundColor: values.buttonBackgroundColor } : {}),
                  ...(HEX.test(values.buttonTextColor) ? { color: values.buttonTextColor } : {}),
                }}
              >
                {values.loginText}
              </Box>
            </Box>
          ) : null}
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
