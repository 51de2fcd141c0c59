// Pure parts of the sidebar: which item is the current page, and the tenant's sidebar palette made readable.
import { blend, contrastRatio, parseColor } from '../../app/palette.ts';

export interface MenuItem {
  readonly id: string;
  readonly path: string | null;
  readonly locked: boolean;
  /** The third level has none. */
  readonly children?: readonly MenuItem[];
}

function covers(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The item of the current page: the one whose path covers the location most closely (one item at most). */
export function activeItemId(items: readonly MenuItem[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.path && !item.locked && covers(item.path, pathname) && item.path.length > (best?.length ?? -1))
        best = { id: item.id, length: item.path.length };
      visit(item.children ?? []);
    }
  };
  visit(items);
  return (best as { id: string } | null)?.id ?? null;
}

/** Whether the item, or something under it, is the item with that id. */
export function containsItem(item: MenuItem, id: string | null): boolean {
  if (id === null) return false;
  return item.id === id || (item.children ?? []).some((child) => containsItem(child, id));
}

export interface SidebarPalette {
  readonly backgroundColor: string;
  readonly textColor: string;
  readonly activeItemBackgroundColor: string;
  readonly activeItemTextColor: string;
  readonly activeSubItemTextColor: string;
}

export interface SidebarColors {
  readonly background: string;
  readonly text: string;
  readonly hover: string;
  readonly activeBackground: string;
  readonly activeText: string;
  readonly activeSubText: string;
  readonly lockedText: string;
}

const AA = 4.5;

/** The colour, or whichever of black and white reads better on the background when it does not reach AA. */
function readable(color: string, background: string): string {
  if (parseColor(color) && contrastRatio(color, background) >= AA) return color;
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/**
 * The tenant's sidebar colours (spec §1: colour palette of the sidebar), each text colour kept readable (WCAG AA)
 * on its background. Null when the tenant has no usable background colour: the theme's colours apply.
 */
export function sidebarColors(palette: SidebarPalette | null | undefined): SidebarColors | null {
  if (!palette || !parseColor(palette.backgroundColor)) return null;
  const background = palette.backgroundColor.trim();
  const text = readable(palette.textColor, background);
  const activeBackground = parseColor(palette.activeItemBackgroundColor)
    ? palette.activeItemBackgroundColor.trim()
    : blend(background, text, 0.2);
  const dimmed = blend(background, text, 0.78);
  return {
    background,
    text,
    hover: blend(background, text, 0.1),
    activeBackground,
    activeText: readable(palette.activeItemTextColor, activeBackground),
    activeSubText: readable(palette.activeSubItemTextColor, background),
    lockedText: contrastRatio(dimmed, background) >= AA ? dimmed : text,
  };
}
