// /profile/:id — a person's profile (spec 01 §2.3), shown only when the viewer's role may see them (the server
// answers null otherwise). Tabs: the profile, and the timeline (/profile/:id/timeline, what they posted and were
// named in, when the organisation has the activity feed), and for a coach or mentor the feedback their sessions left
// (/profile/:id/feedback: for the person and the programme team).
import { isFounderSideRole, isMentoringRole } from '@ascent/shared';
import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconClock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { UserProfileDocument, type UserProfileQuery } from '../../generated/graphql.ts';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';
import { ProfileTimeline } from '../timeline/ProfileTimeline.tsx';
import { CoachFeedbackPanel } from '../coaching/CoachFeedbackPanel.tsx';
import { useCurrentUser } from './CurrentUserProvider.tsx';
import { AvatarList } from '../../ui/AvatarList.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useClock } from './people/Clock.tsx';
import { PROFILE_LINKS, countryName } from './people/countries.ts';
import { roleLabel } from './roleLabel.ts';
import { ProfileTags } from '../taxonomy/ProfileTags.tsx';
import { ProfileDetails } from './fields/ProfileDetails.tsx';

function Chips({ items, labelId }: { readonly items: readonly string[]; readonly labelId: string }) {
  return (
    <Group gap="xs" component="ul" aria-labelledby={labelId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Badge component="li" key={item} variant="light" tt="none" size="lg" fw={500}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** The person's local time, ticking (spec 02 §9 clock), with their zone. */
function LocalTime({ timeZone }: { readonly timeZone: string }) {
  const { t } = useTranslation();
  const time = useClock(timeZone);
  return (
    <Group gap={4} wrap="nowrap" data-testid="profile-local-time">
      <IconClock size={16} aria-hidden />
      <Text size="sm">{time ? t('people.localTime', { time, timezone: timeZone }) : timeZone}</Text>
    </Group>
  );
}

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const { data, loading, error } = useQuery(UserProfileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const facts = useNavigationFacts();
  const withTimeline = facts?.features.has('activityFeed') ?? false;
  const me = useCurrentUser();
  const tab = params['*'] ?? '';
  const p = data?.profile;
  // The feedback tab: a coach's or mentor's, for themselves and the programme team.
  const withFeedback = !p || (isMentoringRole(p.role.type) && (p.isMe || !isFounderSideRole(me.role.type)));
  // /profile/:id/show (the avatar links) and any unknown tab open the profile.
  if (tab !== '' && !(tab === 'timeline' && (withTimeline || !facts)) && !(tab === 'feedback' && withFeedback))
    return <Navigate to={`/profile/${id}`} replace />;
  if (!p) {
    return (
      <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
        {loading ? (
          <Loader aria-label={t('profile.loading')} />
        ) : (
          <Alert
            color={error ? 'red' : 'gray'}
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="profile-unavailable"
          >
            {error ? t('profile.loadFailed') : t('profile.notVisible')}
          </Alert>
        )}
      </Container>
    );
  }
  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Card withBorder radius="md" padding={0}>
          <Box
            h={{ base: 96, sm: 160 }}
            style={{
              background: p.cover
                ? `center / cover no-repeat url(${JSON.stringify(p.cover)})`
                : 'var(--mantine-color-indigo-light)',
            }}
          />
          <Stack gap="xs" p="lg" mt={-56}>
            <UserAvatar user={p} size={96} />
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} miw={0}>
                <Title order={1} dir="auto" data-testid="profile-name">
                  {p.fullName}
                </Title>
                {p.headline ? (
                  <Text dir="auto" data-testid="profile-headline">
                    {p.headline}
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Badge variant="light" tt="none">
                    {roleLabel(p.role, p.startups, t)}
                  </Badge>
                  {p.country ? <Text size="sm">{countryName(p.country, i18n.language)}</Text> : null}
                  {p.timezone ? <LocalTime timeZone={p.timezone} /> : null}
                </Group>
              </Stack>
              {p.isMe ? (
                <Button
                  component={Link}
                  to="/profile"
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  data-testid="edit-profile"
                >
                  {t('profile.edit')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Card>
        <Box component="nav" aria-label={t('profile.tabs')}>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/profile/${p._id}`}
              variant={tab === '' ? 'light' : 'subtle'}
              aria-current={tab === '' ? 'page' : undefined}
              data-testid="profile-tab-profile"
            >
              {t('profile.tab.profile')}
            </Button>
            {withTimeline ? (
              <Button
                component={Link}
                to={`/profile/${p._id}/timeline`}
                variant={tab === 'timeline' ? 'light' : 'subtle'}
                aria-current={tab === 'timeline' ? 'page' : undefined}
                data-testid="profile-tab-timeline"
              >
                {t('profile.tab.timeline')}
              </Button>
            ) : null}
            {withFeedback ? (
              <Button
                component={Link}
                to={`/profile/${p._id}/feedback`}
                variant={tab === 'feedback' ? 'light' : 'subtle'}
                aria-current={tab === 'feedback' ? 'page' : undefined}
                data-testid="profile-tab-feedback"
              >
                {t('profile.tab.feedback')}
              </Button>
            ) : null}
          </Group>
        </Box>
        {tab === 'timeline' ? (
          <ProfileTimeline userId={p._id} fullName={p.fullName} />
        ) : tab === 'feedback' ? (
          <CoachFeedbackPanel userId={p._id} />
        ) : (
          <ProfileAbout profile={p} />
        )}
      </Stack>
    </Container>
  );
}

function ProfileAbout({ profile: p }: { readonly profile: NonNullable<UserProfileQuery['profile']> }) {
  const { t } = useTranslation();
  const links = PROFILE_LINKS.filter((l) => p.links[l.key]);
  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-about">
        <Stack gap="md">
          <Title order={2} fz="h3" id="profile-about">
            {t('profile.about')}
          </Title>
          {p.shownFields.includes('bio') ? (
            <Text
              style={{ whiteSpace: 'pre-wrap' }}
              dir="auto"
              c={p.bio ? undefined : 'dimmed'}
              data-testid="profile-bio"
            >
              {p.bio || t('profile.noBio')}
            </Text>
          ) : null}
          {p.expertise.length > 0 ? (
            <Stack gap={6}>
              <Title order={3} fz="h5" id="profile-expertise">
                {t('profile.expertise')}
              </Title>
              <Chips items={p.expertise} labelId="profile-expertise" />
            </Stack>
          ) : null}
          {p.industries.length > 0 ? (
            <Stack gap={6}>
              <Title order={3} fz="h5" id="profile-industries">
                {t('profile.industries')}
              </Title>
              <Chips items={p.industries} labelId="profile-industries" />
            </Stack>
          ) : null}
          {links.length > 0 ? (
            <Stack gap={6}>
              <Title order={3} fz="h5" id="profile-links">
                {t('profile.links')}
              </Title>
              <Group
                gap="md"
                component="ul"
                aria-labelledby="profile-links"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {links.map(({ key, brand }) => (
                  <li key={key}>
                    <Anchor
                      href={p.links[key]!}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`profile-link-${key}`}
                    >
                      {brand}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Card>
      <ProfileDetails profile={p} />
      <ProfileTags userId={p._id} name={p.fullName} shown={p.shownFields} />
      {p.startups.length > 0 ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-startups">
          <Title order={2} fz="h3" id="profile-startups" mb="sm">
            {t('profile.startups')}
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {p.startups.map((s) => (
              <Group component="li" key={s._id} justify="space-between" wrap="nowrap">
                <Text fw={600} dir="auto">
                  {s.name}
                </Text>
                <AvatarList people={s.people} withHoverCards />
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
