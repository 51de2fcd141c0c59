// The organisation's own name for startups (spec 01 §3 "alternative startup label"), shown wherever the interface
// says "startup". The catalogues keep their natural wording; when the label is active, every message of the
// loaded catalogues has the language's words for startup replaced by the organisation's (docs/decisions.md).
// Replacing in the messages — not in the rendered text — leaves names and other interpolated values untouched.

export interface TranslatedLabel {
  readonly language: string;
  readonly value: string;
}

export interface AlternativeStartupLabel {
  readonly active: boolean;
  readonly label: readonly TranslatedLabel[];
  readonly pluralLabel?: readonly TranslatedLabel[] | null;
}

export interface StartupWords {
  readonly singular: string;
  readonly plural: string;
}

interface LanguageForms {
  /** Whole words (or phrases) meaning "startups", then "startup"; matched case-insensitively. */
  readonly plural: readonly string[];
  readonly singular: readonly string[];
  /**
   * Inflecting languages (suffixes carry case and number): the stem is replaced by the singular label and the
   * suffix kept, so a form is matched at the start of a word only.
   */
  readonly stem?: boolean;
  /** Nouns keep their capital mid-sentence (German). */
  readonly keepCase?: boolean;
}

const FORMS: Readonly<Record<string, LanguageForms>> = {
  en: { plural: ['startups', 'start-ups'], singular: ['startup', 'start-up'] },
  fr: { plural: ['startups', 'start-ups'], singular: ['startup', 'start-up'] },
  es: {
    plural: ['empresas emergentes', 'startups', 'start-ups'],
    singular: ['empresa emergente', 'startup', 'start-up'],
  },
  pt: {
    plural: ['empresas nascentes', 'startups', 'start-ups'],
    singular: ['empresa nascente', 'startup', 'start-up'],
  },
  de: { plural: ['startups', 'start-ups'], singular: ['startup', 'start-up'], keepCase: true },
  ar: { plural: ['الشركات الناشئة', 'شركات ناشئة'], singular: ['الشركة الناشئة', 'شركة ناشئة'] },
  ko: { plural: [], singular: ['스타트업'], stem: true },
  ja: { plural: [], singular: ['スタートアップ'], stem: true },
  uk: { plural: [], singular: ['стартап'], stem: true },
  tr: { plural: [], singular: ['girişim'], stem: true },
  id: { plural: ['perusahaan rintisan', 'startup'], singular: [] },
};

const pick = (labels: readonly TranslatedLabel[] | null | undefined, language: string): string | null => {
  const find = (l: string) => labels?.find((x) => x.language === l)?.value.trim() || null;
  return find(language.split('-')[0]!) ?? find('en');
};

/** The organisation's words in a language (English as fallback, the singular for a missing plural), or null. */
export function startupWords(alt: AlternativeStartupLabel | null | undefined, language: string): StartupWords | null {
  if (!alt?.active) return null;
  const singular = pick(alt.label, language);
  if (!singular) return null;
  return { singular, plural: pick(alt.pluralLabel, language) ?? singular };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const upperFirst = (s: string, language: string) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1);
const lowerFirst = (s: string, language: string) => s.charAt(0).toLocaleLowerCase(language) + s.slice(1);

const patterns = new Map<string, RegExp>();
function patternFor(language: string, forms: LanguageForms): RegExp {
  let re = patterns.get(language);
  if (!re) {
    // Longest first, so "start-ups" wins over "start-up" and a phrase over its words.
    const all = [...forms.plural, ...forms.singular].sort((a, b) => b.length - a.length).map(escape);
    const end = forms.stem ? '' : '(?![\\p{L}\\p{N}])';
    re = new RegExp(`(?<![\\p{L}\\p{N}])(${all.join('|')})${end}`, 'giu');
    patterns.set(language, re);
  }
  return re;
}

/** A message with the language's words for startup replaced by the organisation's. */
export function replaceStartupWords(message: string, language: string, words: StartupWords): string {
  const forms = FORMS[language.split('-')[0]!];
  if (!forms || (forms.plural.length === 0 && forms.singular.length === 0)) return message;
  return message.replace(patternFor(language, forms), (match: string) => {
    const plural = forms.plural.some((f) => f.toLocaleLowerCase(language) === match.toLocaleLowerCase(language));
    const word = plural ? words.plural : words.singular;
    if (forms.keepCase) return word;
    const first = match.charAt(0);
    const capital = first !== first.toLocaleLowerCase(language);
    const caseless = first === first.toLocaleUpperCase(language) && !capital;
    if (caseless) return word;
    return capital ? upperFirst(word, language) : lowerFirst(word, language);
  });
}

type Messages = { [key: string]: string | Messages };

/** Sections that speak of the setting itself, left in the catalogue's words. */
export const UNREWRITTEN_SECTIONS: readonly string[] = ['startupLabelSettings'];

/** Every message of a catalogue, rewritten. */
export function rewriteCatalogue(
  catalogue: Messages,
  language: string,
  words: StartupWords | null,
  top = true,
): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out[key] = words ? replaceStartupWords(value, language, words) : value;
    else out[key] = top && UNREWRITTEN_SECTIONS.includes(key) ? value : rewriteCatalogue(value, language, words, false);
  }
  return out;
}
