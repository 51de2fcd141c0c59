// The branding page's values: the form's fields from the organisation's branding, the logo slots, the checks, and
// the upload of a logo (a branding attachment).
import { type AdminBrandingFieldsFragment, type LogoType } from '../../generated/graphql.ts';
import { readToken } from '../auth/tokenStore.ts';

export type Branding = AdminBrandingFieldsFragment;
export const SLOTS = ['logo', 'whiteLogo', 'logoSquare'] as const;
export type Slot = (typeof SLOTS)[number];
export const COLOR_FIELDS = [
  'backgroundColor',
  'textColor',
  'activeItemBackgroundColor',
  'activeItemTextColor',
  'activeSubItemTextColor',
] as const;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';
export const MAX_BYTES = 5 * 1024 * 1024;
export const HEX = /^#[0-9a-fA-F]{6}$/;

/** A slot's image: what the preview shows, and the change to send (undefined: keep; null: remove; id: new). */
export interface SlotImage {
  readonly preview: string | null;
  readonly change: string | null | undefined;
}

export interface Values {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  activeSubItemTextColor: string;
  sidebarLogoType: LogoType;
  loginLogoType: LogoType;
  seoActive: boolean;
  seoTitle: string;
  seoDescription: string;
  loginTextActive: boolean;
  loginText: string;
  loginUrl: string;
  buttonBackgroundColor: string;
  buttonTextColor: string;
  termsUrl: string;
}

export const isWebUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

export function initialValues(b: Branding): Values {
  const { sidebar, login } = b.brandPalette;
  return {
    backgroundColor: sidebar.backgroundColor,
    textColor: sidebar.textColor,
    activeItemBackgroundColor: sidebar.activeItemBackgroundColor,
    activeItemTextColor: sidebar.activeItemTextColor,
    activeSubItemTextColor: sidebar.activeSubItemTextColor,
    sidebarLogoType: sidebar.logoType,
    loginLogoType: login.logoType,
    seoActive: b.incubatorSeo.active,
    seoTitle: b.incubatorSeo.seoTitle ?? '',
    seoDescription: b.incubatorSeo.seoDescription ?? '',
    loginTextActive: b.customLoginText.active,
    loginText: b.customLoginText.text ?? '',
    loginUrl: b.customLoginText.url ?? '',
    buttonBackgroundColor: b.customLoginText.buttonBackgroundColor ?? '',
    buttonTextColor: b.customLoginText.buttonTextColor ?? '',
    termsUrl: b.termsLink.url ?? '',
  };
}

export const imagesOf = (b: Branding): Record<Slot, SlotImage> => ({
  logo: { preview: b.logo ?? null, change: undefined },
  whiteLogo: { preview: b.whiteLogo ?? null, change: undefined },
  logoSquare: { preview: b.logoSquare ?? null, change: undefined },
});

export async function uploadBrandingImage(
  slot: Slot,
  file: File,
): Promise<{ ok: true; id: string; url: string } | { ok: false; status: number }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = readToken();
  const res = await fetch(`/api/attachment/upload?referenceType=branding&referenceId=${slot}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  if (!res.ok) return { ok: false, status: res.status };
  const json = (await res.json()) as { id: string; url: string };
  return { ok: true, id: json.id, url: json.url };
}
