// /startups/profile — "the startup profile" (spec 01 §2.2, a route without a screen of its own): a founder lands on
// their startup's file, whoever may browse startups on the portfolio, anyone else home. Never a blank page.
import { entryState, type SignedInUserFacts } from '@ascent/shared';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useNavigationFacts } from '../../navigation/useNavigationFacts.ts';
import { useCurrentUser } from '../../users/CurrentUserProvider.tsx';

/** Where /startups/profile leads this user. */
export function startupsProfileTarget(firstStartupId: string | undefined, facts: SignedInUserFacts): string {
  if (firstStartupId) return `/startup/${firstStartupId}/file`;
  if (entryState('/startups', facts) === 'open') return '/startups';
  if (facts.roleType === 'Cofounder') return '/startup/file';
  return '/';
}

export function StartupsProfileLanding() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const facts = useNavigationFacts();
  if (!facts)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return <Navigate to={startupsProfileTarget(user.startups[0]?._id, facts)} replace />;
}
