// The signed-in home: a greeting and the user's startups with their programmes.
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InviteButton } from '../invitations/InviteModal.tsx';
import { useCurrentUser, type CurrentUser } from './CurrentUserProvider.tsx';

function StartupCard({ startup }: { readonly startup: CurrentUser['startups'][number] }) {
  const { t } = useTranslation();
  const headingId = `startup-${startup._id}`;
  return (
    <Card component="li" withBorder radius="md" padding="lg" data-testid="startup-card">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <IconRocket size={20} stroke={1.6} aria-hidden />
        <Title order={3} fz="h4" id={headingId}>
          {startup.name}
        </Title>
      </Group>
      {startup.programs.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" mb={6} id={`${headingId}-programs`}>
            {t('home.startups.programs')}
          </Text>
          <Group gap="xs" component="ul" aria-labelledby={`${headingId}-programs`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {startup.programs.map((program) => (
              <Badge component="li" key={program._id} variant="light" tt="none" size="lg" fw={500}>
                {program.name}
              </Badge>
            ))}
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.startups.noPrograms')}
        </Text>
      )}
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.firstName.trim() || user.fullName;
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1} data-testid="home-greeting">
              {t('home.greeting', { name })}
            </Title>
            <Text c="dimmed">{t('home.intro')}</Text>
          </Stack>
          <InviteButton />
        </Group>
        <Stack component="section" gap="md" aria-labelledby="home-startups-title">
          <Title order={2} fz="h3" id="home-startups-title">
            {t('home.startups.title')}
          </Title>
          {user.startups.length > 0 ? (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="startup-list"
            >
              {user.startups.map((startup) => (
                <StartupCard key={startup._id} startup={startup} />
              ))}
            </SimpleGrid>
          ) : (
            <Card withBorder radius="md" padding="lg" data-testid="no-startups">
              <Text>{t('home.startups.empty')}</Text>
            </Card>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
