// The Mantine theme of a tenant: its brand colour (the sidebar's active item background) becomes the
// primary colour, with the exact brand value used by filled components in both colour schemes.
import { MODAL_CLOSE_MS } from '@ascent/shared';
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type ModalProps,
  type MantineThemeComponent,
} from '@mantine/core';
import { blend, BRAND_SHADE, contrastRatio, generatePalette, readableShade } from './palette.ts';

/** Used when a tenant has no readable brand colour, and before the tenant is known. */
export const DEFAULT_BRAND_COLOR = '#3b5bdb';
const LIGHT_BODY = DEFAULT_THEME.white;
const DARK_BODY = DEFAULT_THEME.colors.dark[7];

export interface Branding {
  readonly brandColor: string | null | undefined;
}

export function buildTheme({ brandColor }: Branding): MantineThemeOverride {
  const brand = generatePalette(brandColor ?? '') ?? generatePalette(DEFAULT_BRAND_COLOR)!;
  return createTheme({
    colors: { brand },
    primaryColor: 'brand',
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    // Text on filled buttons turns dark on light brand colours.
    autoContrast: true,
    // 0.179 is where black and white text give the same WCAG contrast.
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Spec §9 breakpoints: 576, 768, 992, 1200, 1400 px.
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans KR", "Apple SD Gothic Neo", sans-serif',
    other: { brandPalette: brand },
    // Spec §9: modals take 300 ms to close. What Modal.extend would return, written out: importing Modal here would
    // put the modal (with its scroll area and focus trap) into the first script of every page, /login included.
    components: {
      Modal: {
        defaultProps: {
          transitionProps: { duration: MODAL_CLOSE_MS, exitDuration: MODAL_CLOSE_MS },
        } satisfies Partial<ModalProps>,
      } satisfies MantineThemeComponent,
    },
  });
}

/**
 * Colours that Mantine's defaults leave below WCAG AA contrast (dimmed text, error text, links and
 * light-variant text in the brand colour) are moved to readable shades.
 */
export function buildCssVariablesResolver({ brandColor }: Branding): CSSVariablesResolver {
  const brand = generatePalette(brandColor ?? '') ?? generatePalette(DEFAULT_BRAND_COLOR)!;
  // Light variants (badges, alerts) write brand-9 on a 10 % brand tint; very light brands need darker text.
  const lightTint = blend(LIGHT_BODY, brand[BRAND_SHADE], 0.1);
  const lightVariantText: Record<string, string> =
    contrastRatio(brand[9], lightTint) >= 4.5
      ? {}
      : { '--mantine-color-brand-light-color': readableShade(brand, lightTint) };
  return () => ({
    variables: {},
    light: {
      ...lightVariantText,
      '--mantine-color-anchor': readableShade(brand, LIGHT_BODY),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {
      '--mantine-color-anchor': readableShade(brand, DARK_BODY),
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
    },
  });
}
