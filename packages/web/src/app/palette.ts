// Pure colour helpers: a tenant gives one brand colour; Mantine wants ten shades of it.
import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

/** The shade that Mantine uses for filled components in both colour schemes (see theme.ts). */
export const BRAND_SHADE = 6;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i;

/** Reads #rgb, #rrggbb and rgb()/rgba(); anything else (names, hsl, garbage) gives null. */
export function parseColor(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map((c) => Number(c));
    if (channels.every((c) => c >= 0 && c <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amountOfB) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// Index i < 6 is tinted towards white, i > 6 shaded towards black; index 6 is the brand colour itself.
const TINTS = [0.92, 0.8, 0.64, 0.46, 0.3, 0.15];
const SHADES = [0.14, 0.28, 0.42];

/** The colour seen when `color` is laid over `background` with the given opacity. */
export function blend(background: string, color: string, alpha: number): string {
  const bg = parseColor(background) ?? WHITE;
  const fg = parseColor(color) ?? bg;
  return toHex(mix(bg, fg, alpha));
}

/** Ten shades, lightest first, with the given colour exactly at BRAND_SHADE. */
export function generatePalette(color: string): MantineColorsTuple | null {
  const base = parseColor(color);
  if (!base) return null;
  return [
    ...TINTS.map((t) => toHex(mix(base, WHITE, t))),
    toHex(base),
    ...SHADES.map((s) => toHex(mix(base, BLACK, s))),
  ] as unknown as MantineColorsTuple;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** WCAG contrast ratio between two colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parseColor(a);
  const y = parseColor(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The shade of the palette closest to the brand colour that is readable as text on the
 * background (WCAG AA, 4.5:1), for links. When no shade is, the brand colour is taken further
 * towards black (on light backgrounds) or white (on dark ones) until it is.
 */
export function readableShade(palette: readonly string[], background: string, minimum = 4.5): string {
  const order = [...palette.keys()].sort((a, b) => Math.abs(a - BRAND_SHADE) - Math.abs(b - BRAND_SHADE) || b - a);
  for (const index of order) {
    const shade = palette[index]!;
    if (contrastRatio(shade, background) >= minimum) return shade;
  }
  const base = parseColor(palette[BRAND_SHADE]) ?? BLACK;
  const bg = parseColor(background) ?? WHITE;
  const towards = luminance(bg) > 0.179 ? BLACK : WHITE;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = toHex(mix(base, towards, amount));
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return toHex(towards);
}
