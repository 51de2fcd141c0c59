// Interface language. The language shown is the first supported one of: the visitor's choice
// (cookie lang_pref, 60 days), the signed-in user's language, the programme's default language,
// English (spec §4, "UI state"). English is bundled; the other catalogues load on demand.
import {
  DEFAULT_LANGUAGE,
  isRtl,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  normalizeLanguage,
  resolveLocale,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@ascent/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

type Catalogue = typeof en;
const catalogueLoaders = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

export const i18n = i18next.createInstance();

async function ensureCatalogue(language: SupportedLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = catalogueLoaders[`../locales/${language}.json`];
  if (!load) return;
  i18n.addResourceBundle(language, 'translation', await load());
}

// --- the chosen language cookie ---------------------------------------------------------------

export function readLanguageCookie(): SupportedLanguage | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return normalizeLanguage(entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : null);
}

function writeLanguageCookie(language: SupportedLanguage): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.isSecureContext ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

// --- the sources of the language, in order of preference ----------------------------------------

const sources: { user: string | null; programme: string | null } = { user: null, programme: null };

function preferredLanguage(): SupportedLanguage {
  return resolveLocale({ chosen: readLanguageCookie(), user: sources.user, programme: sources.programme });
}

async function applyLanguage(language: SupportedLanguage): Promise<void> {
  await ensureCatalogue(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Records what the programme or the signed-in user prefers (null to forget it) and applies the result. */
export async function setLanguageSources(update: Partial<typeof sources>): Promise<void> {
  Object.assign(sources, update);
  await applyLanguage(preferredLanguage());
}

/** The visitor picked a language: it wins over every other source from now on. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  writeLanguageCookie(language);
  await applyLanguage(language);
}

export function currentLanguage(): SupportedLanguage {
  return normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

function reflectOnDocument(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function initI18n(): Promise<typeof i18n> {
  const initial = preferredLanguage();
  i18n.on('languageChanged', reflectOnDocument);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  reflectOnDocument(DEFAULT_LANGUAGE);
  await applyLanguage(initial);
  return i18n;
}
