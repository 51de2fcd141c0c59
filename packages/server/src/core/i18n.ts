// The server's own texts (emails, notification messages): one catalogue per language in src/locales/<file>.json, in
// the web's format (nested JSON, i18next `{{param}}` interpolation, the same eleven files as packages/web/src/locales).
// `t(language, key, params)` answers the language's message, else the English one; a key is typed from en.json, so a
// misspelt key does not compile, and `npm run i18n:keys` checks that every key is in every language and used.
// The answer is plain text: whoever puts it into HTML escapes it (core/mail/layout.ts escapes every text and param).
import { readFileSync } from 'node:fs';
import { CATALOGUE_FILES, CATALOGUE_LANGUAGES, type CatalogueLanguage } from '@ascent/shared';
import type english from '../locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the server catalogue ('email.invitation.subject', 'notification.taskAssigned', …). */
export type ServerMessageKey = Leaves<typeof english>;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else flatten(v, path, out);
  }
  return out;
}

/** The directory of the catalogues, beside src/core. */
const LOCALES = new URL('../locales/', import.meta.url);

const CATALOGUES: ReadonlyMap<CatalogueLanguage, ReadonlyMap<string, string>> = new Map(
  CATALOGUE_LANGUAGES.map((language) => [
    language,
    flatten(JSON.parse(readFileSync(new URL(`${CATALOGUE_FILES[language]}.json`, LOCALES), 'utf8')) as Catalogue),
  ]),
);

/** `{{name}}` (spaces allowed inside, as i18next reads them). */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/** The message of a language as written, without English fallback (undefined when the catalogue lacks it). */
export function ownMessage(language: string, key: ServerMessageKey): string | undefined {
  return CATALOGUES.get(language as CatalogueLanguage)?.get(key);
}

/** The message as written: the language's, else English (for a language without a catalogue too). */
export function messageTemplate(language: string, key: ServerMessageKey): string {
  return ownMessage(language, key) ?? CATALOGUES.get('en')?.get(key) ?? key;
}

/** The placeholders a message uses, in order of appearance, without repeats. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/**
 * The message of `key` in `language` (English when the language has none) with its `{{param}}`s filled in. A
 * placeholder without a value stays visible rather than vanishing. Values are inserted as they are: plain text.
 */
export function t(language: string, key: ServerMessageKey, params: Readonly<Record<string, string>> = {}): string {
  return messageTemplate(language, key).replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? params[name]! : whole,
  );
}
