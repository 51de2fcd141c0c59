// /startups/mentors: mentor matching, each part shown to whom it concerns — the requests asked of a mentor; a
// founder's suggested mentors and their startup's requests; the staff's mentors management and their own finder,
// which matches a mentor with a startup at once.
import { isFounderSideRole, isMentoringRole } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CoachingStartupOptionsDocument,
  MentorMatchingSettingsDocument,
  MentorRequestsDocument,
  MentorsDocument,
  RouteGuardChecksDocument,
} from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { MentorFinder } from './MentorFinder.tsx';
import { MentorRequestsList } from './MentorRequestsList.tsx';
import { MentorsTable } from './MentorsTable.tsx';

function useManagesStartups(): { manages: boolean; all: boolean } {
  const { data } = useQuery(RouteGuardChecksDocument, { fetchPolicy: 'cache-first' });
  const grant = data?.currentUserPermissions.find((p) => p.key === 'STARTUPS:EDIT');
  const manages = Boolean(grant && grant.permissionCriteria !== 'NONE');
  return { manages, all: grant?.permissionCriteria === 'ALL' };
}

function StaffSections({ setCapacity }: { readonly setCapacity: boolean }) {
  const mentors = useQuery(MentorsDocument, { fetchPolicy: 'cache-and-network' });
  const startups = useQuery(CoachingStartupOptionsDocument);
  return (
    <>
      {mentors.data ? <MentorsTable mentors={mentors.data.mentors} canSetCapacity={setCapacity} /> : null}
      <MentorFinder mode="match" startups={startups.data?.startups.results ?? []} />
    </>
  );
}

export function MentorsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { manages, all } = useManagesStartups();
  const staff = manages && !isFounderSideRole(user.role.type);
  const mentor = isMentoringRole(user.role.type);
  const founder = user.startups.length > 0;
  const settings = useQuery(MentorMatchingSettingsDocument, { skip: !founder });
  const requests = useQuery(MentorRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const list = requests.data?.mentorRequests ?? [];
  const mine = list.filter((r) => r.mentor._id === user._id);
  const ownStartups = new Set(user.startups.map((s) => s._id));
  const ours = list.filter((r) => ownStartups.has(r.startup._id));
  const mayAsk = settings.data?.mentorMatchingSettings.startupsMayRequest;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('mentoring.page.title')}</Title>
          <Text c="dimmed">
            {staff
              ? t('mentoring.page.introStaff')
              : mentor
                ? t('mentoring.page.introMentor')
                : t('mentoring.page.introFounder')}
          </Text>
        </Stack>
        {mentor ? (
          <MentorRequestsList
            id="requests-to-me"
            side="mentor"
            requests={mine}
            title={t('mentoring.requests.toYou')}
            empty={t('mentoring.requests.toYouEmpty')}
          />
        ) : null}
        {founder && mayAsk === false ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('mentoring.errors.requestsClosed')}
          </Alert>
        ) : null}
        {founder && mayAsk ? <MentorFinder mode="request" startups={user.startups} /> : null}
        {founder ? (
          <MentorRequestsList
            id="requests-of-ours"
            side="startup"
            requests={ours}
            title={t('mentoring.requests.ours')}
            empty={t('mentoring.requests.oursEmpty')}
          />
        ) : null}
        {staff ? <StaffSections setCapacity={all} /> : null}
        {!mentor && !founder && !staff ? <Text c="dimmed">{t('mentoring.page.nothing')}</Text> : null}
      </Stack>
    </Container>
  );
}
