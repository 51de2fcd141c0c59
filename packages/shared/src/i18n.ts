// Interface languages, text direction, locale resolution and translated labels (spec 01 §1, §4; 02 §9).

/** Languages offered in the language switcher and the language settings (spec 01 §1: nine interface languages). */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es', 'de', 'ar', 'ko', 'uk', 'pt', 'tr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * Further complete catalogues (spec 01 §1 "the catalogue also holds id and ja_JP"): not offered in the switcher, but
 * shown to whoever asks for them (lang_pref cookie, the user's or the programme's language). Japanese is `ja` in the
 * app (a BCP 47 tag, so Intl and `lang` attributes accept it); its catalogue file is ja_JP.json and 'ja_JP' is read as `ja`.
 */
export const EXTRA_LANGUAGES = ['id', 'ja'] as const;
export type ExtraLanguage = (typeof EXTRA_LANGUAGES)[number];
export const CATALOGUE_LANGUAGES = [...SUPPORTED_LANGUAGES, ...EXTRA_LANGUAGES] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** The catalogue file (packages/web/src/locales/<file>.json) of each language. */
export const CATALOGUE_FILES: Readonly<Record<CatalogueLanguage, string>> = {
  ...(Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, l])) as Record<SupportedLanguage, string>),
  id: 'id',
  ja: 'ja_JP',
};

export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

/** Each language named in itself, for the language selector. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<CatalogueLanguage, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
  ko: '한국어',
  uk: 'Українська',
  pt: 'Português',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  ja: '日本語',
};

export const RTL_LANGUAGES = ['ar'] as const satisfies readonly SupportedLanguage[];

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a tag stands for: case and region are ignored ('fr-CA', 'PT_br'),
 * anything else (unsupported, empty, not a string) gives null.
 */
export function normalizeLanguage(value: unknown): SupportedLanguage | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : null;
}

export function isCatalogueLanguage(value: unknown): value is CatalogueLanguage {
  return typeof value === 'string' && (CATALOGUE_LANGUAGES as readonly string[]).includes(value);
}

/** 'in' is the former ISO 639 code of Indonesian, still sent by some systems. */
const LOCALE_ALIASES: Readonly<Record<string, CatalogueLanguage>> = { in: 'id' };

/**
 * The language, of the eleven catalogues, a tag stands for: case and region are ignored ('ja_JP' → 'ja', 'id-ID' →
 * 'id', 'fr-CA' → 'fr'); anything else gives null.
 */
export function normalizeLocale(value: unknown): CatalogueLanguage | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isCatalogueLanguage(primary) ? primary : (LOCALE_ALIASES[primary] ?? null);
}

export function isRtl(language: string | null | undefined): boolean {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary);
}

export function textDirection(language: string | null | undefined): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Locale order: the chosen locale, the user's language, the programme's default language,
 * English. Values that name no catalogue, or nothing, are skipped.
 */
export function resolveLocale(sources: {
  readonly chosen?: string | null;
  readonly user?: string | null;
  readonly programme?: string | null;
}): CatalogueLanguage {
  return (
    normalizeLocale(sources.chosen) ??
    normalizeLocale(sources.user) ??
    normalizeLocale(sources.programme) ??
    DEFAULT_LANGUAGE
  );
}

export interface TranslatedValue {
  readonly language: string;
  readonly value: string | null;
}

/**
 * The label in `language`, else in English, else ''. An empty value counts as missing, so a
 * half-translated label still shows its English text.
 */
export function translatedLabel(list: readonly TranslatedValue[] | null | undefined, language: string): string {
  if (!list) return '';
  const wanted = normalizeLocale(language) ?? language;
  const find = (lang: string): string | undefined =>
    list.find((entry) => (normalizeLocale(entry.language) ?? entry.language) === lang && entry.value)?.value ??
    undefined;
  return find(wanted) ?? find(DEFAULT_LANGUAGE) ?? '';
}
