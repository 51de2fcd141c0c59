// /admin/configuration/branding: the organisation's logos (uploaded as branding attachments), the sidebar and
// login palettes with a live preview, SEO, the custom login text and the terms link. Saving reloads the app's
// branding, so the sidebar and the login page show the change at once.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  ColorInput,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminBrandingDocument, AdminUpdateBrandingDocument } from '../../generated/graphql.ts';
import { useReloadTenant } from '../incubators/TenantProvider.tsx';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminSection } from './AdminSection.tsx';
import {
  COLOR_FIELDS,
  HEX,
  SLOTS,
  imagesOf,
  initialValues,
  isWebUrl,
  type Branding,
  type Slot,
  type SlotImage,
  type Values,
} from './brandingValues.ts';
import { LogoField } from './BrandingLogoField.tsx';
import { Preview } from './BrandingPreview.tsx';

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
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminBrandingDocument, { fetchPolicy: 'network-only' });
  return (
    <AdminSection
      tab="branding"
      title={t('branding.title')}
      intro={t('branding.intro')}
      data={data?.publicIncubator}
      error={error}
    >
      {(branding) => <BrandingForm branding={branding} />}
    </AdminSection>
  );
}
