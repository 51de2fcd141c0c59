// /leads/transfer/{id}?token=…: the page behind a lead's emailed link (public: the link is the key). Signed out, the
// lead creates an applicant account here (or signs in and comes back); signed in, "Start my application" turns the
// lead into an application named after their startup and opens its first round. A wrong link shows that it is not
// valid, and nothing of the lead.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LeadTransferDocument, TransferLeadDocument, type LeadTransferQuery } from '../../generated/graphql.ts';
import { errorCode } from '../../app/errors.ts';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPath } from '../auth/redirect.ts';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';
import { LeadAccountForm } from './LeadAccountForm.tsx';
import { useLeadErrorMessage } from './leadErrors.ts';

type Transfer = LeadTransferQuery['leadTransfer'];

function StartApplication({
  lead,
  id,
  token,
}: {
  readonly lead: Transfer;
  readonly id: string;
  readonly token: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useLeadErrorMessage();
  const [transfer, { loading }] = useMutation(TransferLeadDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setFailure(null);
    try {
      const res = await transfer({ variables: { id, token } });
      const application = res.data?.transferLead;
      if (!application) return;
      const round = application.rounds[0]?.round._id;
      void navigate(round ? `/application/${application._id}/forms/${round}/fill` : `/application/${application._id}`);
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Stack gap="sm">
      {failure ? <FailureAlert testId="lead-transfer-error">{failure}</FailureAlert> : null}
      <Button fullWidth loading={loading} disabled={!lead.open} onClick={() => void start()} data-testid="lead-start">
        {lead.transferred ? t('leads.transfer.continue') : t('leads.transfer.start')}
      </Button>
    </Stack>
  );
}

export function LeadTransferPage() {
  const { t } = useTranslation();
  const { token: session } = useAuth();
  const location = useLocation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error } = useQuery(LeadTransferDocument, {
    variables: { id, token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <PageLoader />;
  const lead = data?.leadTransfer;
  if (!token || error || !lead) {
    if (error && errorCode(error) !== 'NOT_FOUND') console.error(error);
    return (
      <StatusScreen mark={<IconLinkOff size={44} />} title={t('leads.transfer.invalidTitle')} testId="lead-invalid">
        <Text c="dimmed">{t('leads.errors.notFound')}</Text>
      </StatusScreen>
    );
  }
  return (
    <StandaloneLayout maxWidth={480}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader subtitle={t('leads.transfer.title')} />
        <Stack px="xl" pb="xl" pt="md" gap="lg">
          <Stack gap={6} ta="center">
            <Title order={2} fz="h4" dir="auto" data-testid="lead-funnel">
              {lead.funnelName}
            </Title>
            <Text size="sm">{t('leads.transfer.intro', { name: lead.name, funnel: lead.funnelName })}</Text>
            {lead.startupName ? (
              <Text size="sm" fw={600} dir="auto" data-testid="lead-startup-name">
                {t('leads.transfer.startup', { startup: lead.startupName })}
              </Text>
            ) : null}
          </Stack>
          {!lead.open ? (
            <Alert color="orange" variant="outline" data-testid="lead-not-open">
              {t('leads.transfer.notOpen')}
            </Alert>
          ) : null}
          {session ? (
            <StartApplication lead={lead} id={id} token={token} />
          ) : (
            <>
              <Text size="sm">{t('leads.transfer.signedOut')}</Text>
              <LeadAccountForm name={lead.name} email={lead.email} />
              <Text size="sm" ta="center">
                {t('applications.signUp.haveAccount')}{' '}
                <Anchor component={Link} to={loginPath(location)} underline="always" data-testid="lead-sign-in">
                  {t('leads.transfer.signIn')}
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}
