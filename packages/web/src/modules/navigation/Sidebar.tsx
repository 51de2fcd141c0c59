// The left navbar of the signed-in layout (spec §2.4, §9): the server's menu (setUp.sidebarV2, three levels) in
// the tenant's sidebar palette, 210 px wide, collapsible (the choice kept in localStorage); under 768 px a drawer
// opened from the header. Locked items (feature not in the plan) are disabled, with an empty sub-menu and a
// tooltip saying so. The navbar sits at the start side: on the right in Arabic.
import { useQuery } from '@apollo/client/react';
import { SIDEBAR_OPEN_STORAGE_KEY, SIDEBAR_WIDTH } from '@ascent/shared';
import {
  ActionIcon,
  AppShell,
  Burger,
  Drawer,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
  useDirection,
  useMantineTheme,
  type AppShellNavbarConfiguration,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconLock,
} from '@tabler/icons-react';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SidebarMenuDocument, type SidebarMenuItemFragment } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { translateKey } from './messages.ts';
import { activeItemId, containsItem, sidebarColors, type SidebarColors } from './sidebarModel.ts';
import classes from './Sidebar.module.css';
import { hasQuickScreen, QuickModalEntry } from './QuickModalEntry.tsx';

export const SIDEBAR_ID = 'app-sidebar';

type Item = SidebarMenuItemFragment & { readonly children?: readonly Item[] };

export interface SidebarState {
  /** At least 768 px wide: the navbar; below, the drawer. */
  readonly desktop: boolean;
  readonly open: boolean;
  readonly toggle: () => void;
  readonly drawerOpen: boolean;
  readonly openDrawer: () => void;
  readonly closeDrawer: () => void;
  /** For AppShell's `navbar` prop. */
  readonly navbar: AppShellNavbarConfiguration;
}

export function useSidebar(): SidebarState {
  const theme = useMantineTheme();
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const [open, setOpen] = useLocalStorage({
    key: SIDEBAR_OPEN_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed in the drawer closes it; so does growing past the breakpoint.
  useEffect(() => setDrawerOpen(false), [pathname, desktop]);
  return {
    desktop,
    open,
    toggle: () => setOpen((was) => !was),
    drawerOpen,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => setDrawerOpen(false),
    navbar: { width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true, desktop: !open } },
  };
}

/** The header's buttons: the burger that opens the drawer on phones, the collapse toggle on wider screens. */
export function SidebarToggle({ sidebar }: { readonly sidebar: SidebarState }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const Collapse = rtl ? IconLayoutSidebarRightCollapse : IconLayoutSidebarLeftCollapse;
  const Expand = rtl ? IconLayoutSidebarRightExpand : IconLayoutSidebarLeftExpand;
  const label = sidebar.open ? t('navigation.hideMenu') : t('navigation.showMenu');
  return (
    <>
      <Burger
        hiddenFrom="sm"
        size="sm"
        opened={sidebar.drawerOpen}
        onClick={sidebar.openDrawer}
        aria-label={t('navigation.openMenu')}
        aria-expanded={sidebar.drawerOpen}
        data-testid="sidebar-burger"
      />
      <Tooltip label={label} openDelay={400}>
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          onClick={sidebar.toggle}
          aria-label={label}
          aria-expanded={sidebar.open}
          aria-controls={SIDEBAR_ID}
          data-testid="sidebar-toggle"
        >
          {sidebar.open ? <Collapse size={20} aria-hidden /> : <Expand size={20} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}

function paletteStyle(colors: SidebarColors | null): CSSProperties | undefined {
  if (!colors) return undefined;
  return {
    '--sidebar-bg': colors.background,
    '--sidebar-text': colors.text,
    '--sidebar-hover': colors.hover,
    '--sidebar-active-bg': colors.activeBackground,
    '--sidebar-active-text': colors.activeText,
    '--sidebar-active-sub-text': colors.activeSubText,
    '--sidebar-locked-text': colors.lockedText,
  } as CSSProperties;
}

/** The navbar on wide screens, the drawer on narrow ones. */
export function Sidebar({ sidebar }: { readonly sidebar: SidebarState }) {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const style = paletteStyle(sidebarColors(tenant.brandPalette.sidebar));
  if (sidebar.desktop) {
    return (
      <AppShell.Navbar
        id={SIDEBAR_ID}
        className={classes.panel}
        style={style}
        aria-label={t('navigation.sidebar')}
        inert={!sidebar.open}
        data-testid="sidebar"
      >
        <ScrollArea type="auto" h="100%">
          <SidebarMenu />
        </ScrollArea>
      </AppShell.Navbar>
    );
  }
  // Compound parts so the drawer's header is a plain div: a <header> there would be a second banner landmark.
  return (
    <Drawer.Root
      opened={sidebar.drawerOpen}
      onClose={sidebar.closeDrawer}
      // Mantine's left is the start side: the right in Arabic.
      position="left"
      size={280}
      classNames={{ content: classes.panel, header: classes.drawerHeader, body: classes.drawerBody }}
      styles={{ content: style }}
    >
      <Drawer.Overlay />
      <Drawer.Content data-testid="sidebar-drawer">
        <Drawer.Header renderRoot={(props) => <div {...props} />}>
          <Drawer.Title fw={700}>{t('navigation.sidebar')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('navigation.closeMenu')} className={classes.drawerClose} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t('navigation.sidebar')}>
            <SidebarMenu />
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function SidebarMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Refreshed on each visit of the layout: a flag or role change shows without signing in again.
  const { data, error } = useQuery(SidebarMenuDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) {
      return (
        <Text size="sm" p="sm" role="alert">
          {t('navigation.loadFailed')}
        </Text>
      );
    }
    return (
      <Stack gap={6} p="xs" aria-busy="true">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={34} radius="sm" />
        ))}
      </Stack>
    );
  }
  const items: readonly Item[] = data.setUp.sidebarV2;
  const active = activeItemId(items, pathname);
  return (
    <ul className={classes.list} data-testid="sidebar-menu">
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} level={1} active={active} />
      ))}
    </ul>
  );
}

function MenuEntry({
  item,
  level,
  active,
}: {
  readonly item: Item;
  readonly level: number;
  readonly active: string | null;
}) {
  const { t } = useTranslation();
  const label = translateKey(t, item.name);
  const children = item.children ?? [];
  const holdsActive = containsItem(item, active);
  const [opened, setOpened] = useState(holdsActive);
  // Reaching a page inside a closed group opens it.
  useEffect(() => {
    if (holdsActive) setOpened(true);
  }, [holdsActive]);
  const descriptionId = useId();
  const common = { className: classes.link, 'data-level': level, 'data-testid': `sidebar-item-${item.id}` };

  if (item.locked) {
    // Focusable (so the tooltip reaches keyboard users) but inert: aria-disabled, and its sub-menu empty (the
    // server sends no children for it).
    return (
      <li>
        <Tooltip label={t('navigation.locked')} events={{ hover: true, focus: true, touch: true }} multiline maw={240}>
          <NavLink
            {...common}
            component="button"
            type="button"
            label={label}
            rightSection={<IconLock size={14} aria-hidden />}
            aria-disabled="true"
            aria-describedby={descriptionId}
            data-locked
            onClick={(event) => event.preventDefault()}
          />
        </Tooltip>
        <VisuallyHidden id={descriptionId}>{t('navigation.locked')}</VisuallyHidden>
      </li>
    );
  }

  if (children.length > 0) {
    return (
      <li>
        <NavLink
          {...common}
          component="button"
          type="button"
          label={label}
          opened={opened}
          onChange={setOpened}
          aria-expanded={opened}
          childrenOffset={0}
          classNames={{ children: classes.children }}
        >
          <ul className={classes.sublist}>
            {children.map((child) => (
              <MenuEntry key={child.id} item={child} level={level + 1} active={active} />
            ))}
          </ul>
        </NavLink>
      </li>
    );
  }

  if (!item.path) return null;
  const current = item.id === active;
  if (item.quickModal && hasQuickScreen(item.path)) {
    return (
      <li>
        <QuickModalEntry path={item.path} label={label} common={common} current={current} />
      </li>
    );
  }
  return (
    <li>
      <NavLink
        {...common}
        component={Link}
        to={item.path}
        label={label}
        active={current}
        aria-current={current ? 'page' : undefined}
      />
    </li>
  );
}
