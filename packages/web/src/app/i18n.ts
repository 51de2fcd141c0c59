// Interface language. The language shown is the first supported one of: the visitor's choice
// (cookie lang_pref, 60 days), the signed-in user's language, the programme's default language,
// English (spec §4, "UI state"). English is bundled; the other catalogues load on demand. Besides the nine languages
// of the switcher, the Indonesian (id) and Japanese (ja, file ja_JP.json) catalogues are shown to whoever asks for them.
// Language codes here are BCP 47 tags ('ja', not 'ja_JP'), so i18n.language goes straight to Intl and `lang`.
import {
  CATALOGUE_FILES,
  CATALOGUE_LANGUAGES,
  DEFAULT_LANGUAGE,
  isRtl,
  normalizeLocale,
  resolveLocale,
  type CatalogueLanguage,
} from '@ascent/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { languageCookie, languageFromCookies } from './languageCookie.ts';

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

async function ensureCatalogue(language: CatalogueLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = catalogueLoaders[`../locales/${CATALOGUE_FILES[language]}.json`];
  if (!load) return;
  i18n.addResourceBundle(language, 'translation', await load());
}

// --- the chosen language cookie ---------------------------------------------------------------

export function readLanguageCookie(): CatalogueLanguage | null {
  return languageFromCookies(document.cookie);
}

function writeLanguageCookie(language: CatalogueLanguage): void {
  document.cookie = languageCookie(language, window.isSecureContext);
}

// --- the sources of the language, in order of preference ----------------------------------------

const sources: { user: string | null; programme: string | null } = { user: null, programme: null };

function preferredLanguage(): CatalogueLanguage {
  return resolveLocale({ chosen: readLanguageCookie(), user: sources.user, programme: sources.programme });
}

async function applyLanguage(language: CatalogueLanguage): Promise<void> {
  await ensureCatalogue(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Records what the programme or the signed-in user prefers (null to forget it) and applies the result. */
export async function setLanguageSources(update: Partial<typeof sources>): Promise<void> {
  Object.assign(sources, update);
  await applyLanguage(preferredLanguage());
}

/** The visitor picked a language: it wins over every other source from now on. */
export async function chooseLanguage(language: CatalogueLanguage): Promise<void> {
  writeLanguageCookie(language);
  await applyLanguage(language);
}

/** The language shown: one of the eleven catalogues, as a BCP 47 tag fit for Intl and `lang`. */
export function currentLanguage(): CatalogueLanguage {
  return normalizeLocale(i18n.language) ?? DEFAULT_LANGUAGE;
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
    supportedLngs: [...CATALOGUE_LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  reflectOnDocument(DEFAULT_LANGUAGE);
  await applyLanguage(initial);
  return i18n;
}
