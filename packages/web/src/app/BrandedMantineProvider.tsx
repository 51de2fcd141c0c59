// Mantine, themed with the tenant's brand, in the text direction of the current language.
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../modules/incubators/TenantProvider.tsx';
import { ShellStatus } from './shell-states/ShellStatus.tsx';
import { createColorSchemeManager, DEFAULT_COLOR_SCHEME } from './colorSchemeManager.ts';
import { isRtl, TOAST_MS } from '@ascent/shared';
import { buildCssVariablesResolver, buildTheme } from './theme.ts';

const colorSchemeManager = createColorSchemeManager();

/** Keeps Mantine's direction (popovers, menus, rtl mixins) in step with the language. */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const dir = isRtl(i18n.language) ? 'rtl' : 'ltr';
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

export function BrandedMantineProvider({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const { tenant } = useTenant();
  const brandColor = tenant?.brandPalette.sidebar.activeItemBackgroundColor;
  const theme = useMemo(() => buildTheme({ brandColor }), [brandColor]);
  const cssVariablesResolver = useMemo(() => buildCssVariablesResolver({ brandColor }), [brandColor]);
  return (
    <DirectionProvider initialDirection={isRtl(i18n.language) ? 'rtl' : 'ltr'} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
      >
        <DirectionSync />
        <Notifications position="top-right" autoClose={TOAST_MS} />
        <ShellStatus />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
