// The chosen language cookie (spec 01 §4 "UI state", §9 storage keys): lang_pref, kept 60 days, Secure whenever the
// page is a secure context (a browser refuses a Secure cookie from a plain-http page, so it is left off there).
// Pure string functions, so the rules are unit-tested without a browser; app/i18n.ts reads and writes document.cookie.
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, normalizeLocale, type CatalogueLanguage } from '@ascent/shared';

/** The Set-Cookie text for document.cookie. */
export function languageCookie(language: CatalogueLanguage, secureContext: boolean): string {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secureContext ? '; Secure' : ''}`;
}

/** The language of the lang_pref cookie in a `document.cookie` string, or null when absent or naming no catalogue. */
export function languageFromCookies(cookies: string): CatalogueLanguage | null {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  if (!entry) return null;
  try {
    return normalizeLocale(decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)));
  } catch {
    return null; // malformed escape
  }
}
