// /account/confirmation: the one signed-in page the email gate leaves open — where to ask for the link again,
// or where a confirmed user reads that all is well.
import { needsEmailConfirmation } from '@ascent/shared';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';

export function AccountConfirmationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pending = needsEmailConfirmation(user) || !user.validated;
  return (
    <Container size="sm" px={{ base: 'md', sm: 'xl' }} py="xl">
      {pending ? (
        <ResendConfirmation email={user.email} />
      ) : (
        <Card withBorder radius="md" padding="xl" data-testid="email-confirmed">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={28} stroke={1.5} color="var(--mantine-color-green-filled)" aria-hidden />
              <Title order={1} fz="h3">
                {t('accounts.confirmation.confirmedTitle')}
              </Title>
            </Group>
            <Text>{t('accounts.confirmation.confirmedMessage')}</Text>
            <Group>
              <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
                {t('accounts.confirmation.home')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
