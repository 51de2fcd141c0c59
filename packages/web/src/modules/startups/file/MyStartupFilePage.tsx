// /startup/file — "my startup": a founder goes to their startup's file; without a startup, a clear message.
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../users/CurrentUserProvider.tsx';

export function MyStartupFilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const first = user.startups[0];
  if (first) return <Navigate to={`/startup/${first._id}/file`} replace />;
  return (
    <Container size={720} py="xl">
      <Card withBorder radius="md" padding="xl" data-testid="no-startup">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('startups.file.noStartupTitle')}
          </Title>
          <Text>{t('startups.file.noStartup')}</Text>
          <div>
            <Button component={Link} to="/" variant="light">
              {t('startups.file.backHome')}
            </Button>
          </div>
        </Stack>
      </Card>
    </Container>
  );
}
