// The startup file's "company" tab: the company profile, and its edit form for the startup's founders and staff.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateStartupDocument } from '../../../generated/graphql.ts';
import { countryName } from '../../users/people/countries.ts';
import { startupErrorMessage } from '../startupErrors.ts';
import { CompanyForm } from './CompanyForm.tsx';
import type { StartupFileTabProps } from './tabs.tsx';

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function CompanyTab({ startup }: StartupFileTabProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [update] = useMutation(UpdateStartupDocument);
  const none = (
    <Text span c="dimmed">
      {t('startups.company.none')}
    </Text>
  );
  const link = (url: string | null | undefined) =>
    url ? (
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        {url.replace(/^https?:\/\//, '')}
      </Anchor>
    ) : (
      none
    );

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="company-title"
      data-testid="company-tab"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="company-title">
            {t('startups.company.title')}
          </Title>
          {startup.canEditProfile && !editing ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              data-testid="company-edit"
            >
              {t('startups.company.edit')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <CompanyForm
            idPrefix="company"
            initial={startup}
            submitLabel={t('startups.actions.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              try {
                await update({ variables: { id: startup._id, input } });
                notifications.show({ color: 'green', message: t('startups.company.saved') });
                setEditing(false);
              } catch (error) {
                notifications.show({
                  color: 'red',
                  title: t('startups.company.saveFailed'),
                  message: startupErrorMessage(error, t),
                });
              }
            }}
          />
        ) : (
          <Stack gap="md" data-testid="company-view">
            <Field label={t('startups.company.description')}>{startup.description || none}</Field>
            <Group gap="xl" align="flex-start" wrap="wrap">
              <Field label={t('startups.company.foundedYear')}>{startup.foundedYear ?? none}</Field>
              <Field label={t('startups.company.stage')}>
                {startup.stage ? t(`startups.stages.${startup.stage}`) : none}
              </Field>
              <Field label={t('startups.company.employeeCount')}>{startup.employeeCount ?? none}</Field>
              <Field label={t('startups.company.location')}>
                {[startup.city, countryName(startup.country, i18n.language)].filter(Boolean).join(', ') || none}
              </Field>
            </Group>
            <Group gap="xl" align="flex-start" wrap="wrap">
              <Field label={t('startups.company.website')}>{link(startup.website)}</Field>
              <Field label="LinkedIn">{link(startup.linkedin)}</Field>
              <Field label="X / Twitter">{link(startup.twitter)}</Field>
              <Field label="Facebook">{link(startup.facebook)}</Field>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
