// /application/new and /apply/program/{slug} for a signed-in applicant, cofounder or community member (spec 01 §2.1):
// they apply as themselves — no new account. The intakes taking applications (or the one the link names) are listed
// with their deadline; one already applied to leads to that application, an open one takes the startup's name and
// starts the application at its first round's form, one opening later says when (FunnelApplyIntro).
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ApplyFunnelsDocument,
  CreateApplicationDocument,
  MyApplicationsDocument,
  type PublicFunnelFieldsFragment,
} from '../../generated/graphql.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { FunnelApplyIntro, opensLater } from './FunnelApplyIntro.tsx';

export function ApplyAsMemberPage({ slug }: { readonly slug?: string }) {
  const { t } = useTranslation();
  const funnels = useQuery(ApplyFunnelsDocument, { fetchPolicy: 'cache-and-network' });
  const mine = useQuery(MyApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  if ((funnels.loading && !funnels.data) || (mine.loading && !mine.data)) return <PageLoader />;
  if (!funnels.data || !mine.data) return <ErrorScreen />;
  const named = slug ? funnels.data.applyFunnels.filter((f) => f.slug === slug) : [];
  const shown = named.length > 0 ? named : funnels.data.applyFunnels;
  const applied = new Map(mine.data.myApplications.map((a) => [a.funnelId, a._id]));
  return (
    <StandaloneLayout maxWidth={560}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader subtitle={t('applications.applyAs.title')} />
        <Stack px="xl" pb="xl" pt="md" gap="md">
          {slug && named.length === 0 ? (
            <Alert color="yellow" data-testid="apply-unknown-intake">
              {t('applications.applyAs.unknownIntake')}
            </Alert>
          ) : null}
          {shown.length === 0 ? (
            <Text ta="center" c="dimmed" data-testid="apply-no-intake">
              {t('applications.applyAs.noIntake')}
            </Text>
          ) : (
            shown.map((f) => <IntakeCard key={f._id} funnel={f} applicationId={applied.get(f._id) ?? null} />)
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/" underline="always">
              {t('applications.applyAs.home')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}

function IntakeCard({
  funnel,
  applicationId,
}: {
  readonly funnel: PublicFunnelFieldsFragment;
  readonly applicationId: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useApplicationErrorMessage();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApplicationDocument);
  const later = opensLater(funnel);
  const start = async () => {
    setFailure(null);
    try {
      const created = (await create({ variables: { funnelSlug: funnel.slug, name: name.trim() } })).data
        ?.createApplication;
      if (!created) return;
      const round = created.rounds[0]?.round._id;
      await navigate(round ? `/application/${created._id}/forms/${round}/fill` : `/application/${created._id}`);
    } catch (error) {
      setFailure(message(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="apply-intake">
      <Stack gap="sm">
        <FunnelApplyIntro funnel={funnel} />
        {applicationId ? (
          <Button
            component={Link}
            to={`/application/${applicationId}`}
            variant="light"
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            data-testid="apply-continue"
          >
            {t('applications.applyAs.continue')}
          </Button>
        ) : later ? null : funnel.open ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <Stack gap="sm">
              {failure ? (
                <Alert color="red" role="alert" data-testid="apply-error">
                  {failure}
                </Alert>
              ) : null}
              <TextInput
                label={t('applications.apply.startupName')}
                required
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                data-testid="startup-name"
              />
              <Button type="submit" loading={loading} disabled={!name.trim()} data-testid="apply-start">
                {t('applications.apply.start')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Title order={3} fz="sm" ta="center" c="dimmed">
            {t('applications.apply.closed')}
          </Title>
        )}
      </Stack>
    </Card>
  );
}
