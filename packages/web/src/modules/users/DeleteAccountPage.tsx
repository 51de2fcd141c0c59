// /account/settings/delete — the signed-in user deletes their own account, only when the organisation allows it
// (general settings); the password confirms it. Afterwards the session is over and the sign-in page opens.
import { Alert, Button, Card, Container, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DeleteMyAccountDocument, SelfDeleteAllowedDocument } from '../../generated/graphql.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { errorMessage, type ErrorTable } from '../../app/errors.ts';

const DELETE_ERRORS: ErrorTable = {
  codes: {
    INVALID_CREDENTIALS: 'deleteAccount.wrongPassword',
    VALIDATION_FAILED: 'deleteAccount.failed',
    NETWORK: 'deleteAccount.failed',
    INTERNAL: 'deleteAccount.failed',
    UNKNOWN: 'deleteAccount.failed',
  },
};

export function DeleteAccountPage() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const allowed = useQuery(SelfDeleteAllowedDocument, { fetchPolicy: 'network-only' });
  const [remove, state] = useMutation(DeleteMyAccountDocument);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (allowed.loading && !allowed.data) return <Loader m="xl" aria-label={t('deleteAccount.loading')} />;
  if (!allowed.data?.publicIncubator?.allowUserSelfDelete) return <Navigate to="/account/settings" replace />;
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg" maw={560}>
        <Title order={1}>{t('deleteAccount.title')}</Title>
        <Card withBorder radius="md" padding="lg">
          <form
            noValidate
            aria-label={t('deleteAccount.title')}
            onSubmit={async (e) => {
              e.preventDefault();
              setProblem(null);
              if (!password) {
                setProblem(t('validation.required', { field: t('deleteAccount.password') }));
                return;
              }
              try {
                const res = await remove({ variables: { password } });
                if (res.data?.deleteMyAccount) await signOut();
              } catch (err) {
                setProblem(errorMessage(err, DELETE_ERRORS, t));
              }
            }}
          >
            <Stack gap="md">
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                <Text size="sm">{t('deleteAccount.warning')}</Text>
              </Alert>
              {problem ? (
                <Alert color="red" variant="outline" role="alert" data-testid="delete-error">
                  {problem}
                </Alert>
              ) : null}
              <PasswordInput
                label={t('deleteAccount.password')}
                required
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                data-testid="delete-password"
              />
              <Button type="submit" color="red" loading={state.loading} data-testid="delete-account">
                {t('deleteAccount.confirm')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
