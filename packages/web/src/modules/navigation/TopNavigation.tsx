// The top navigation of the header (spec 01 §2.4, §6, §9): the user's items in one row; those that do not fit
// go to a "More" menu. Every item is measured off screen; the row is laid out at once and again 500 ms after the
// header's or an item's width stops changing. Links and the More menu work by keyboard (Tab, arrows in the menu).
import { NAV_ITEM_PADDING_PX, NAV_RESIZE_DEBOUNCE_MS } from '@ascent/shared';
import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEM_ICONS, navItemLabel } from './navItemLabels.tsx';
import { activeNavItem, fittingCount, topNavItems, type NavItem } from './topNavModel.ts';
import { useNavigationFacts } from './useNavigationFacts.ts';
import classes from './TopNavigation.module.css';

function ItemContent({ item }: { readonly item: NavItem }) {
  const { t } = useTranslation();
  const Icon = NAV_ITEM_ICONS[item.id];
  return (
    <>
      <Icon size={18} aria-hidden />
      <span>{navItemLabel(t, item.id)}</span>
      {item.locked ? <IconLock size={14} aria-hidden /> : null}
    </>
  );
}

function NavEntry({ item, active }: { readonly item: NavItem; readonly active: boolean }) {
  const { t } = useTranslation();
  if (item.locked) {
    return (
      <Tooltip label={t('navigation.locked')}>
        <span className={classes.item} data-locked aria-disabled="true" tabIndex={0} data-testid={`topnav-${item.id}`}>
          <ItemContent item={item} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Link
      to={item.path}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={`topnav-${item.id}`}
    >
      <ItemContent item={item} />
    </Link>
  );
}

export function TopNavigation() {
  const { t, i18n } = useTranslation();
  const facts = useNavigationFacts();
  const items = useMemo(() => (facts ? topNavItems(facts) : []), [facts]);
  const { pathname } = useLocation();
  const active = activeNavItem(items, pathname);
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(items.length);

  const layout = useCallback(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const widths = [...measure.querySelectorAll('[data-measure="item"]')].map((el) => el.getBoundingClientRect().width);
    const more = measure.querySelector('[data-measure="more"]')?.getBoundingClientRect().width ?? 0;
    setCount(fittingCount(widths, row.clientWidth, more, NAV_ITEM_PADDING_PX));
  }, []);
  const relayout = useDebouncedCallback(layout, NAV_RESIZE_DEBOUNCE_MS);

  // At once when the items or their language change.
  useLayoutEffect(layout, [layout, items, i18n.language]);
  // After the width settles (spec §9: debounced 500 ms).
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => relayout());
    observer.observe(row);
    // An item's own width changes too when its label or font arrives after the first layout (a catalogue loaded
    // after the first paint): laid out again at once, before that paint, so no item shows in the wrong place.
    const itemObserver = new ResizeObserver(() => layout());
    measureRef.current?.querySelectorAll('[data-measure]').forEach((el) => itemObserver.observe(el));
    return () => {
      observer.disconnect();
      itemObserver.disconnect();
    };
  }, [relayout, layout, items]);

  if (items.length === 0) return <div className={classes.row} ref={rowRef} />;
  const shown = items.slice(0, count);
  const overflow = items.slice(count);
  const moreActive = overflow.some((i) => i.id === active);
  return (
    <div className={classes.row} ref={rowRef}>
      <nav aria-label={t('topNav.label')} className={classes.nav} data-testid="top-nav" data-visible-count={count}>
        <ul className={classes.list}>
          {shown.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} active={item.id === active} />
            </li>
          ))}
          {overflow.length > 0 ? (
            <li>
              <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <UnstyledButton
                    className={classes.item}
                    data-active={moreActive || undefined}
                    aria-label={t('topNav.moreLabel', { count: overflow.length })}
                    data-testid="topnav-more"
                  >
                    <span>{t('topNav.more')}</span>
                    <IconChevronDown size={14} aria-hidden />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown data-testid="topnav-more-menu">
                  {overflow.map((item) => {
                    const Icon = NAV_ITEM_ICONS[item.id];
                    return item.locked ? (
                      <Menu.Item
                        key={item.id}
                        disabled
                        leftSection={<Icon size={16} aria-hidden />}
                        rightSection={<IconLock size={14} aria-hidden />}
                        title={t('navigation.locked')}
                      >
                        {navItemLabel(t, item.id)}
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        key={item.id}
                        renderRoot={(props) => <Link to={item.path} {...props} />}
                        leftSection={<Icon size={16} aria-hidden />}
                        aria-current={item.id === active ? 'page' : undefined}
                        data-testid={`topnav-more-${item.id}`}
                      >
                        {navItemLabel(t, item.id)}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            </li>
          ) : null}
        </ul>
      </nav>
      {/* Every item at its natural width, off screen and out of the accessibility tree, to measure. */}
      <div className={classes.measure} ref={measureRef} aria-hidden inert>
        {items.map((item) => (
          <span key={item.id} className={classes.item} data-measure="item">
            <ItemContent item={item} />
          </span>
        ))}
        <span className={classes.item} data-measure="more">
          <span>{t('topNav.more')}</span>
          <IconChevronDown size={14} aria-hidden />
        </span>
      </div>
    </div>
  );
}
