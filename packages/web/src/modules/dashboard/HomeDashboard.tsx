// The home dashboard's card registry (issue 14 §9): each entry says for whom it shows and what it draws. A later
// module (events, sessions, the applications pipeline) adds its entry here, with its own query on the server.
import { isFounderSideRole } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteGuardChecksDocument } from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { FounderDashboard } from './FounderDashboard.tsx';
import { PortfolioDashboard } from './PortfolioDashboard.tsx';
import { MyApplicationsCard } from '../applications/MyApplicationsCard.tsx';

export interface HomeCardContext {
  readonly roleType: string;
  /** The scope the role grants for a permission key ('NONE' when it grants nothing). */
  scope(key: string): string;
}

export interface HomeCard {
  readonly key: string;
  visible(ctx: HomeCardContext): boolean;
  render(ctx: HomeCardContext): ReactNode;
}

export const HOME_CARDS: readonly HomeCard[] = [
  {
    key: 'founder',
    visible: (ctx) => isFounderSideRole(ctx.roleType) && ctx.roleType !== 'Applicant',
    render: () => <FounderDashboard />,
  },
  {
    key: 'applications',
    visible: (ctx) => isFounderSideRole(ctx.roleType),
    render: (ctx) => <MyApplicationsCard alwaysShown={ctx.roleType === 'Applicant'} />,
  },
  {
    key: 'portfolio',
    visible: (ctx) => !isFounderSideRole(ctx.roleType) && ctx.scope('STARTUPS:VIEW') !== 'NONE',
    render: (ctx) => <PortfolioDashboard assignedOnly={ctx.scope('STARTUPS:VIEW') !== 'ALL'} />,
  },
];

export function HomeDashboard() {
  const user = useCurrentUser();
  const { data } = useQuery(RouteGuardChecksDocument);
  if (!data) return null;
  const ctx: HomeCardContext = {
    roleType: user.role.type,
    scope: (key) => data.currentUserPermissions.find((p) => p.key === key)?.permissionCriteria ?? 'NONE',
  };
  const cards = HOME_CARDS.filter((c) => c.visible(ctx));
  if (cards.length === 0) return null;
  return (
    <Stack gap="lg" data-testid="home-dashboard">
      {cards.map((c) => (
        <div key={c.key}>{c.render(ctx)}</div>
      ))}
    </Stack>
  );
}
