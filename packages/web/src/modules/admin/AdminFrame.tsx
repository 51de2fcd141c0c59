// The frame of /admin/configuration's sections (general, roles, permissions, plan, users): the title and a tab
// per section the user may open. The route guard (modules/navigation) decides who opens a section; the tabs ask
// it the same question with the same cached answers, so a tab never leads to a refusal.
import { ROUTES, findRoute } from '@ascent/shared';
import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { RouteGuardChecksDocument } from '../../generated/graphql.ts';
import { signedInDecision } from '../navigation/guardDecision.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { ADMIN_TABS, adminPath, type AdminTab } from './adminAccess.ts';
import classes from './AdminFrame.module.css';

export function tabLabel(tab: AdminTab, t: TFunction): string {
  switch (tab) {
    case 'general':
      return t('admin.nav.general');
    case 'branding':
      return t('branding.tab');
    case 'roles':
      return t('admin.nav.roles');
    case 'permissions':
      return t('admin.nav.permissions');
    case 'mentormatching':
      return t('admin.nav.mentorMatching');
    case 'plan':
      return t('admin.nav.plan');
    case 'users':
      return t('admin.nav.users');
    default: {
      const unhandled: never = tab;
      return unhandled;
    }
  }
}

const GrantedContext = createContext<ReadonlySet<string>>(new Set());

/** The permission keys the signed-in user's role grants (any scope but NONE), as the route guard knows them. */
export function useGrantedPermissions(): ReadonlySet<string> {
  return use(GrantedContext);
}

export function AdminFrame({ tab, children }: { readonly tab: AdminTab; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Already answered for the guard that let this page open: read from the cache.
  const { data } = useQuery(RouteGuardChecksDocument);
  const granted = useMemo(() => new Set((data?.currentUserPermissions ?? []).map((p) => p.key)), [data]);
  const tabs = useMemo(() => {
    const facts = {
      roleType: user.role.type,
      hasStartup: user.startups.length > 0,
      permissions: granted,
      features: new Set(data?.featureFlags?.featureFlags.filter((f) => f.enabled).map((f) => f.name) ?? []),
    };
    return ADMIN_TABS.filter((candidate) => {
      const route = findRoute(adminPath(candidate), ROUTES);
      return candidate === tab || (route?.screen === true && signedInDecision(route, facts) === 'allow');
    });
  }, [data, granted, tab, user]);

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('admin.title')}</Title>
        <nav aria-label={t('admin.nav.label')}>
          <ul className={classes.tabs}>
            {tabs.map((candidate) => (
              <li key={candidate}>
                <Link
                  to={adminPath(candidate)}
                  className={classes.tab}
                  aria-current={candidate === tab ? 'page' : undefined}
                  data-testid={`admin-tab-${candidate}`}
                >
                  {tabLabel(candidate, t)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <GrantedContext value={granted}>{children}</GrantedContext>
      </Stack>
    </Container>
  );
}
