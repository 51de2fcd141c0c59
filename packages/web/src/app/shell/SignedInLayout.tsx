// The signed-in frame: a header with the tenant, the user and the account actions, the sidebar, then the page.
import {
  ActionIcon,
  AppShell,
  Avatar,
  Box,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { EmailGate } from '../../modules/accounts/EmailGate.tsx';
import { useAuth } from '../../modules/auth/AuthProvider.tsx';
import { Sidebar, SidebarToggle, useSidebar } from '../../modules/navigation/Sidebar.tsx';
import { useRequiredTenant, type Tenant } from '../../modules/incubators/TenantProvider.tsx';
import { NotificationBell } from '../../modules/notifications/NotificationBell.tsx';
import { TasksHeaderButton } from '../../modules/tasks/TasksHeaderButton.tsx';
import { NotificationToasts } from '../../modules/notifications/NotificationToasts.tsx';
import { SessionKeeper } from '../../modules/sessions/SessionKeeper.tsx';
import { MetricPrompt } from '../../modules/metrics/form/MetricPrompt.tsx';
import { useCurrentUser } from '../../modules/users/CurrentUserProvider.tsx';
import { ProfileHoverCard } from '../../modules/users/people/ProfileHoverCard.tsx';
import { roleLabel } from '../../modules/users/roleLabel.ts';
import { GlobalSearch, SearchButton } from '../../modules/search/GlobalSearch.tsx';
import { HelpButton, HelpSearch } from '../help/HelpSearch.tsx';
import { TopNavigation } from '../../modules/navigation/TopNavigation.tsx';
import { BOTTOM_BAR_HEIGHT, BottomBar } from '../../modules/navigation/BottomBar.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CreateMenu } from './CreateMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import classes from './SignedInLayout.module.css';

const HEADER_HEIGHT = 56; // spec §9: top navigation 3.5rem

function TenantMark({ tenant }: { readonly tenant: Tenant }) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  // On a dark header the white logo reads better, when the tenant has one; phones get the square logo.
  const logo = (scheme === 'dark' && tenant.whiteLogo) || tenant.logo || tenant.logoSquare;
  const square = tenant.logoSquare || logo;
  return (
    <Box component={Link} to="/" className={classes.home} aria-label={t('shell.home', { name: tenant.name })}>
      {logo ? (
        <Image src={logo} alt="" h={32} w="auto" maw={140} fit="contain" visibleFrom="sm" data-testid="header-logo" />
      ) : null}
      {square ? <Image src={square} alt="" h={32} w={32} fit="contain" hiddenFrom="sm" /> : null}
      {/* Short, so the top navigation keeps its room beside it; beside a logo (which names the organisation already)
          only on wide screens, where the navigation has room for every item. */}
      <Text
        fw={700}
        truncate
        maw={160}
        dir="auto"
        visibleFrom={logo ? 'xl' : undefined}
        data-testid="header-tenant-name"
      >
        {tenant.name}
      </Text>
    </Box>
  );
}

export function SignedInLayout() {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const role = roleLabel(user.role, user.startups, t);
  const sidebar = useSidebar();
  const theme = useMantineTheme();
  // Spec §2.4: under 576 px a bottom bar replaces the top navigation.
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.xs} - 0.01em))`, false, {
    getInitialValueInEffect: false,
  });
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={sidebar.navbar}
      footer={{ height: BOTTOM_BAR_HEIGHT, collapsed: !phone }}
      padding={0}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <NotificationToasts />
      <SessionKeeper />
      <MetricPrompt />
      <GlobalSearch />
      <HelpSearch />
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap={4} wrap="nowrap" miw={0}>
            <SidebarToggle sidebar={sidebar} />
            <TenantMark tenant={tenant} />
          </Group>
          <TopNavigation />
          <Group gap={6} wrap="nowrap" miw={0}>
            <SearchButton />
            <HelpButton />
            <CreateMenu />
            <TasksHeaderButton />
            <NotificationBell />
            <ProfileHoverCard userId={user._id}>
              <Group
                gap="xs"
                wrap="nowrap"
                miw={0}
                data-testid="user-badge"
                renderRoot={(props) => <Link to="/account/settings/security" {...props} />}
                className={classes.userBadge}
              >
                <Avatar src={user.avatar} name={user.fullName} size={32} alt="" visibleFrom="xs" />
                <Stack gap={0} miw={0}>
                  <Text
                    size="sm"
                    fw={600}
                    truncate
                    maw={{ base: 84, xs: 130, sm: 220 }}
                    dir="auto"
                    data-testid="user-name"
                  >
                    {user.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate maw={220} visibleFrom="sm" data-testid="user-role">
                    {role}
                  </Text>
                </Stack>
                <VisuallyHidden>{t('sessions.title')}</VisuallyHidden>
              </Group>
            </ProfileHoverCard>
            <AccountMenu />
            {/* On phones these live in the account menu. */}
            <Box visibleFrom="sm">
              <LanguageMenu compact />
            </Box>
            <ColorSchemeToggle visibleFrom="sm" />
            {/* An icon with its name as a tooltip: a label here would take the room of the top navigation's items. */}
            <Tooltip label={t('auth.signOut')}>
              <ActionIcon
                visibleFrom="sm"
                variant="default"
                size={36}
                onClick={() => void signOut()}
                aria-label={t('auth.signOut')}
                data-testid="sign-out"
              >
                <IconLogout size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <Sidebar sidebar={sidebar} />
      {phone ? <BottomBar /> : null}
      <AppShell.Main id="main-content" tabIndex={-1}>
        <EmailGate>
          <Outlet />
        </EmailGate>
      </AppShell.Main>
    </AppShell>
  );
}
