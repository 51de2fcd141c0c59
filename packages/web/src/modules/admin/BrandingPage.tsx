// /admin/configuration/branding: the organisation's logos (uploaded as branding attachments), the sidebar and
// login palettes with a live preview, SEO, the custom login text and the terms link. Saving reloads the app's
// branding, so the sidebar and the login page show the change at once.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  ColorInput,
  FileButton,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminBrandingDocument,
  AdminUpdateBrandingDocument,
  type AdminBrandingFieldsFragment,
  type LogoType,
} from '../../generated/graphql.ts';
import { readToken } from '../auth/tokenStore.ts';
import { useReloadTenant } from '../incubators/TenantProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminFrame } from './AdminFrame.tsx';

type Branding = AdminBrandingFieldsFragment;
const SLOTS = ['logo', 'whiteLogo', 'logoSquare'] as const;
type Slot = (typeof SLOTS)[number];
const COLOR_FIELDS = [
  'backgroundColor',
  'textColor',
  'activeItemBackgroundColor',
  'activeItemTextColor',
  'activeSubItemTextColor',
] as const;
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';
const MAX_BYTES = 5 * 1024 * 1024;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A slot's image: what the preview shows, and the change to send (undefined: keep; null: remove; id: new). */
interface SlotImage {
  readonly preview: string | null;
  readonly change: string | null | undefined;
}

interface Values {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  activeSubItemTextColor: string;
  sidebarLogoType: LogoType;
  loginLogoType: LogoType;
  seoActive: boolean;
  seoTitle: string;
  seoDescription: string;
  loginTextActive: boolean;
  loginText: string;
  loginUrl: string;
  buttonBackgroundColor: string;
  buttonTextColor: string;
  termsUrl: string;
}

const isWebUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

function initialValues(b: Branding): Values {
  const { sidebar, login } = b.brandPalette;
  return {
    backgroundColor: sidebar.backgroundColor,
    textColor: sidebar.textColor,
    activeItemBackgroundColor: sidebar.activeItemBackgroundColor,
    activeItemTextColor: sidebar.activeItemTextColor,
    activeSubItemTextColor: sidebar.activeSubItemTextColor,
    sidebarLogoType: sidebar.logoType,
    loginLogoType: login.logoType,
    seoActive: b.incubatorSeo.active,
    seoTitle: b.incubatorSeo.seoTitle ?? '',
    seoDescription: b.incubatorSeo.seoDescription ?? '',
    loginTextActive: b.customLoginText.active,
    loginText: b.customLoginText.text ?? '',
    loginUrl: b.customLoginText.url ?? '',
    buttonBackgroundColor: b.customLoginText.buttonBackgroundColor ?? '',
    buttonTextColor: b.customLoginText.buttonTextColor ?? '',
    termsUrl: b.termsLink.url ?? '',
  };
}

const imagesOf = (b: Branding): Record<Slot, SlotImage> => ({
  logo: { preview: b.logo ?? null, change: undefined },
  whiteLogo: { preview: b.whiteLogo ?? null, change: undefined },
  logoSquare: { preview: b.logoSquare ?? null, change: undefined },
});

async function uploadBrandingImage(
  slot: Slot,
  file: File,
): Promise<{ ok: true; id: string; url: string } | { ok: false; status: number }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = readToken();
  const res = await fetch(`/api/attachment/upload?referenceType=branding&referenceId=${slot}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  if (!res.ok) return { ok: false, status: res.status };
  const json = (await res.json()) as { id: string; url: string };
  return { ok: true, id: json.id, url: json.url };
}

function LogoField({
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

function Preview({
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

function BrandingForm({ branding }: { readonly branding: Branding }) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const reloadTenant = useReloadTenant();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [images, setImages] = useState<Record<Slot, SlotImage>>(() => imagesOf(branding));
  const [save, { loading }] = useMutation(AdminUpdateBrandingDocument);
  const color = (required: boolean) => (v: string) =>
    !v && !required ? null : HEX.test(v) ? null : t('branding.colorInvalid');
  const url = (v: string) => (!v.trim() || isWebUrl(v.trim()) ? null : t('branding.urlInvalid'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(branding),
    validate: {
      backgroundColor: color(true),
      textColor: color(true),
      activeItemBackgroundColor: color(true),
      activeItemTextColor: color(true),
      activeSubItemTextColor: color(true),
      buttonBackgroundColor: color(false),
      buttonTextColor: color(false),
      loginUrl: url,
      termsUrl: url,
    },
  });
  const logoTypes = [
    { value: 'NORMAL', label: t('branding.logoTypeNormal') },
    { value: 'REVERSE', label: t('branding.logoTypeReverse') },
  ];

  const submit = form.onSubmit(
    async (v) => {
      setFeedback(null);
      const logos = Object.fromEntries(
        SLOTS.filter((s) => images[s].change !== undefined).map((s) => [s, images[s].change]),
      );
      try {
        const { data } = await save({
          variables: {
            input: {
              ...logos,
              sidebar: {
                backgroundColor: v.backgroundColor,
                textColor: v.textColor,
                activeItemBackgroundColor: v.activeItemBackgroundColor,
                activeItemTextColor: v.activeItemTextColor,
                activeSubItemTextColor: v.activeSubItemTextColor,
                logoType: v.sidebarLogoType,
              },
              loginLogoType: v.loginLogoType,
              seo: {
                active: v.seoActive,
                seoTitle: v.seoTitle.trim() || null,
                seoDescription: v.seoDescription.trim() || null,
              },
              customLoginText: {
                active: v.loginTextActive,
                text: v.loginText.trim() || null,
                url: v.loginUrl.trim() || null,
                buttonBackgroundColor: v.buttonBackgroundColor || null,
                buttonTextColor: v.buttonTextColor || null,
              },
              termsUrl: v.termsUrl.trim() || null,
            },
          },
        });
        if (data) {
          setImages(imagesOf(data.updateBranding));
          form.resetDirty(initialValues(data.updateBranding));
        }
        reloadTenant();
        setFeedback({ tone: 'success', message: t('branding.saved') });
      } catch (error) {
        setFeedback({ tone: 'error', message: failure(error) });
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-branding-title">
      <Stack gap="md">
        <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={3}>{t('branding.logos')}</Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {SLOTS.map((slot) => (
                <LogoField
                  key={slot}
                  slot={slot}
                  image={images[slot]}
                  onChange={(next) => setImages((all) => ({ ...all, [slot]: next }))}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={3}>{t('branding.palette')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {COLOR_FIELDS.map((field) => (
                <ColorInput
                  key={form.key(field)}
                  label={t(`branding.colors.${field}`)}
                  format="hex"
                  required
                  dir="ltr"
                  withEyeDropper={false}
                  {...form.getInputProps(field)}
                  data-testid={`branding-${field}`}
                />
              ))}
              <NativeSelect
                label={t('branding.sidebarLogoType')}
                data={logoTypes}
                key={form.key('sidebarLogoType')}
                {...form.getInputProps('sidebarLogoType')}
              />
              <NativeSelect
                label={t('branding.loginLogoType')}
                description={t('branding.loginLogoTypeHelp')}
                data={logoTypes}
                key={form.key('loginLogoType')}
                {...form.getInputProps('loginLogoType')}
              />
            </SimpleGrid>
            <Title order={4}>{t('branding.preview')}</Title>
            <Preview values={form.values} images={images} name={branding.name} />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md" maw={640}>
            <Title order={3}>{t('branding.loginText')}</Title>
            <Switch
              label={t('branding.loginTextActive')}
              key={form.key('loginTextActive')}
              {...form.getInputProps('loginTextActive', { type: 'checkbox' })}
              data-testid="branding-login-active"
            />
            <TextInput
              label={t('branding.loginTextText')}
              maxLength={300}
              dir="auto"
              key={form.key('loginText')}
              {...form.getInputProps('loginText')}
              data-testid="branding-login-text"
            />
            <TextInput
              label={t('branding.loginTextUrl')}
              type="url"
              dir="ltr"
              placeholder="https://"
              key={form.key('loginUrl')}
              {...form.getInputProps('loginUrl')}
              data-testid="branding-login-url"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ColorInput
                label={t('branding.colors.buttonBackgroundColor')}
                format="hex"
                dir="ltr"
                withEyeDropper={false}
                key={form.key('buttonBackgroundColor')}
                {...form.getInputProps('buttonBackgroundColor')}
              />
              <ColorInput
                label={t('branding.colors.buttonTextColor')}
                format="hex"
                dir="ltr"
                withEyeDropper={false}
                key={form.key('buttonTextColor')}
                {...form.getInputProps('buttonTextColor')}
              />
            </SimpleGrid>
            <TextInput
              label={t('branding.termsUrl')}
              type="url"
              dir="ltr"
              placeholder="https://"
              key={form.key('termsUrl')}
              {...form.getInputProps('termsUrl')}
              data-testid="branding-terms-url"
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md" maw={640}>
            <Title order={3}>{t('branding.seo')}</Title>
            <Switch
              label={t('branding.seoActive')}
              key={form.key('seoActive')}
              {...form.getInputProps('seoActive', { type: 'checkbox' })}
            />
            <TextInput
              label={t('branding.seoTitle')}
              maxLength={120}
              dir="auto"
              key={form.key('seoTitle')}
              {...form.getInputProps('seoTitle')}
            />
            <Textarea
              label={t('branding.seoDescription')}
              maxLength={300}
              autosize
              minRows={2}
              dir="auto"
              key={form.key('seoDescription')}
              {...form.getInputProps('seoDescription')}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="branding-save"
          >
            {t('branding.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BrandingPage() {
  return (
    <AdminFrame tab="branding">
      <BrandingPageContent />
    </AdminFrame>
  );
}

function BrandingPageContent() {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminBrandingDocument, { fetchPolicy: 'network-only' });
  const branding = data?.publicIncubator;
  return (
    <Stack component="section" gap="md" aria-labelledby="admin-branding-title">
      <Stack gap={4}>
        <Title order={2} id="admin-branding-title">
          {t('branding.title')}
        </Title>
        <Text c="dimmed">{t('branding.intro')}</Text>
      </Stack>
      {error && !branding ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : null}
      {branding ? <BrandingForm branding={branding} /> : !error ? <Text c="dimmed">{t('common.loading')}</Text> : null}
    </Stack>
  );
}
