// /apply/program/{slug} before the intake's first round opens: instead of the application, a visitor leaves their
// name, email and startup name (registerLead) and is told they will hear when applications open. The answer is the
// same whether or not the address was already on the list.
import { useMutation } from '@apollo/client/react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterLeadDocument } from '../../generated/graphql.ts';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import { FunnelApplyIntro, type PublicFunnel } from './FunnelApplyIntro.tsx';
import { LeadForm } from './LeadForm.tsx';
import { useLeadErrorMessage } from './leadErrors.ts';

export function LeadInterestForm({ funnelSlug }: { readonly funnelSlug: string }) {
  const { t } = useTranslation();
  const message = useLeadErrorMessage();
  const [register, { loading }] = useMutation(RegisterLeadDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  if (registered)
    return (
      <Stack gap="xs" align="center" ta="center" role="status" data-testid="lead-registered">
        <IconMailCheck size={40} aria-hidden color="var(--mantine-color-teal-7)" />
        <Text fw={600}>{t('leads.interest.doneTitle')}</Text>
        <Text size="sm">{t('leads.interest.done', { email: registered })}</Text>
      </Stack>
    );
  return (
    <Stack gap="sm" data-testid="lead-interest">
      <Title order={3} fz="h5" ta="center">
        {t('leads.interest.title')}
      </Title>
      <Text size="sm" ta="center">
        {t('leads.interest.intro')}
      </Text>
      <LeadForm
        label={t('leads.interest.title')}
        submitLabel={t('leads.interest.submit')}
        loading={loading}
        failure={failure}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await register({ variables: { funnelSlug, ...values } });
            setRegistered(values.email);
            return true;
          } catch (e) {
            setFailure(message(e));
            return false;
          }
        }}
      />
    </Stack>
  );
}

export function LeadInterestPage({ funnel }: { readonly funnel: PublicFunnel }) {
  const { t } = useTranslation();
  return (
    <StandaloneLayout maxWidth={480}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader
          subtitle={t('applications.signUp.programTitle', { program: funnel.programName ?? funnel.name })}
        />
        <Stack px="xl" pb="xl" pt="md" gap="lg">
          <FunnelApplyIntro funnel={funnel} />
          <LeadInterestForm funnelSlug={funnel.slug} />
          <Text size="sm" ta="center">
            {t('applications.signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always">
              {t('applications.signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}
