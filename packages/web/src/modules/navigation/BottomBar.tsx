// Under 576 px the bottom bar replaces the top navigation (spec 01 §2.4, §6): the user's items as icons with
// their names; the drawer still holds the full sidebar.
import { AppShell, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEM_ICONS, navItemLabel } from './navItemLabels.tsx';
import { activeNavItem, bottomBarItems } from './topNavModel.ts';
import { useNavigationFacts } from './useNavigationFacts.ts';
import classes from './BottomBar.module.css';

export const BOTTOM_BAR_HEIGHT = 60;

export function BottomBar() {
  const { t } = useTranslation();
  const facts = useNavigationFacts();
  const items = useMemo(() => (facts ? bottomBarItems(facts) : []), [facts]);
  const { pathname } = useLocation();
  const active = activeNavItem(items, pathname);
  return (
    <AppShell.Footer className={classes.bar}>
      <nav aria-label={t('topNav.bottomBar')} data-testid="bottom-bar" className={classes.nav}>
        <ul className={classes.list}>
          {items.map((item) => {
            const Icon = NAV_ITEM_ICONS[item.id];
            const label = navItemLabel(t, item.id);
            return (
              <li key={item.id} className={classes.cell}>
                {item.locked ? (
                  <Tooltip label={t('navigation.locked')}>
                    <span className={classes.item} data-locked aria-disabled="true" tabIndex={0}>
                      <IconLock size={20} aria-hidden />
                      <span className={classes.label}>{label}</span>
                    </span>
                  </Tooltip>
                ) : (
                  <Link
                    to={item.path}
                    className={classes.item}
                    data-active={item.id === active || undefined}
                    aria-current={item.id === active ? 'page' : undefined}
                    data-testid={`bottombar-${item.id}`}
                  >
                    <Icon size={22} aria-hidden />
                    <span className={classes.label}>{label}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </AppShell.Footer>
  );
}
