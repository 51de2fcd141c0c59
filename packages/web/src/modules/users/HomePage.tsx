// The signed-in home, fitted to the role: founders see their startups with their people, today's tasks and recent
// notifications; the programme team sees today's tasks, recent notifications and the invite action; applicants
// see a short welcome with what they can do now.
import { isFounderSideRole } from '@ascent/shared';
import { Alert, Anchor, Badge, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyTasksDocument, NotificationsPanelDocument } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { HomeDashboard } from '../dashboard/HomeDashboard.tsx';
import { InviteButton } from '../invitations/InviteModal.tsx';
import { NotificationListItem } from '../notifications/NotificationListItem.tsx';
import { AvatarList } from '../../ui/AvatarList.tsx';
import { TaskList } from '../tasks/TaskList.tsx';
import { navbarVariables } from '../tasks/useTaskBadge.ts';
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
      {startup.people.length > 0 ? (
        <Group mb="sm" data-testid="startup-people">
          <AvatarList people={startup.people} withHoverCards />
        </Group>
      ) : null}
      {startup.programs.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" mb={6} id={`${headingId}-programs`}>
            {t('home.startups.programs')}
          </Text>
          <Group
            gap="xs"
            component="ul"
            aria-labelledby={`${headingId}-programs`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
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

const HOME_NOTIFICATIONS = 5;

function TodaysTasks() {
  const { t } = useTranslation();
  const zone = useRequiredTenant().timezone;
  const [variables] = useState(() => navbarVariables(new Date(), zone));
  const { data, error, loading } = useQuery(MyTasksDocument, { variables, fetchPolicy: 'cache-and-network' });
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-tasks-title"
      data-testid="home-tasks"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="home-tasks-title">
          {t('home.tasks.title')}
        </Title>
        <Anchor component={Link} to="/tasks" size="sm">
          {t('home.tasks.all')}
        </Anchor>
      </Group>
      {data ? (
        <TaskList
          tasks={data.myTasksPaginated.results}
          empty={t('home.tasks.empty')}
          label={t('home.tasks.title')}
          withActions={false}
        />
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {t('home.loadFailed')}
        </Alert>
      ) : loading ? (
        <Loader size="sm" aria-label={t('home.loading')} />
      ) : null}
    </Card>
  );
}

function RecentNotifications() {
  const { t } = useTranslation();
  const { data, error, loading } = useQuery(NotificationsPanelDocument, {
    variables: {},
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.notifications.notifications.slice(0, HOME_NOTIFICATIONS) ?? [];
  const now = Date.now();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-notifications-title"
      data-testid="home-notifications"
    >
      <Title order={2} fz="h3" id="home-notifications-title" mb="sm">
        {t('home.notifications.title')}
      </Title>
      {data ? (
        items.length > 0 ? (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item._id}>
                <NotificationListItem item={item} now={now} onOpen={() => undefined} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('home.notifications.empty')}</Text>
        )
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {t('home.loadFailed')}
        </Alert>
      ) : loading ? (
        <Loader size="sm" aria-label={t('home.loading')} />
      ) : null}
    </Card>
  );
}

function ApplicantWelcome() {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-next-title"
      data-testid="home-applicant"
    >
      <Title order={2} fz="h3" id="home-next-title" mb="sm">
        {t('home.applicant.title')}
      </Title>
      <Text mb="sm">{t('home.applicant.intro')}</Text>
      <Stack gap={6} component="ul" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>
          <Anchor component={Link} to="/profile">
            {t('home.applicant.profile')}
          </Anchor>
        </li>
        <li>
          <Anchor component={Link} to="/account/settings">
            {t('home.applicant.settings')}
          </Anchor>
        </li>
      </Stack>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.firstName.trim() || user.fullName;
  const applicant = user.role.type === 'Applicant';
  const founder = isFounderSideRole(user.role.type) && !applicant;
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
        <HomeDashboard />
        {applicant ? (
          <ApplicantWelcome />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TodaysTasks />
            <RecentNotifications />
          </SimpleGrid>
        )}
        {founder || user.startups.length > 0 ? (
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
        ) : null}
      </Stack>
    </Container>
  );
}
