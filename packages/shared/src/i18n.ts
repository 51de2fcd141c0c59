// Interface languages, text direction, locale resolution and translated labels (spec 01 §1, §4; 02 §9).

/** Languages a user can pick. Catalogues for id and ja_JP exist but are not offered. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es', 'de', 'ar', 'ko', 'uk', 'pt', 'tr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

/** Each language named in itself, for the language selector. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
  ko: '한국어',
  uk: 'Українська',
  pt: 'Português',
  tr: 'Türkçe',
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

export function isRtl(language: string | null | undefined): boolean {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary);
}

export function textDirection(language: string | null | undefined): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Locale order: the chosen locale, the user's language, the programme's default language,
 * English. Unsupported or missing values are skipped.
 */
export function resolveLocale(sources: {
  readonly chosen?: string | null;
  readonly user?: string | null;
  readonly programme?: string | null;
}): SupportedLanguage {
  return (
    normalizeLanguage(sources.chosen) ??
    normalizeLanguage(sources.user) ??
    normalizeLanguage(sources.programme) ??
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
  const wanted = normalizeLanguage(language) ?? language;
  const find = (lang: string): string | undefined =>
    list.find((entry) => (normalizeLanguage(entry.language) ?? entry.language) === lang && entry.value)?.value ??
    undefined;
  return find(wanted) ?? find(DEFAULT_LANGUAGE) ?? '';
}
