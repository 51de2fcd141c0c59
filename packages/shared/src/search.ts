// The global search's rules (spec 01 §8, issue 14 item 1): what a query may hold, how text is folded for matching,
// and how well a result's name matches (the web orders the kinds of results by it; Enter opens the first).

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** Why a query cannot be searched, checked alike by the search box (a message) and the server (VALIDATION_FAILED). */
export type SearchQueryProblem = 'tooLong' | 'controlCharacters';

// C0 and C1 control characters (tab, line breaks, NUL…): PostgreSQL refuses NUL in text, and none is ever typed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The problem with a query (before trimming), or null: a query under two characters is not a problem, it finds nothing. */
export function searchQueryProblem(query: string): SearchQueryProblem | null {
  if (CONTROL.test(query)) return 'controlCharacters';
  if (query.trim().length > SEARCH_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Lower case without diacritics, as the server's SQL folds its columns. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l');
}

/**
 * How well a name matches the query: 0 the name starts with it, 1 a word of it does, 2 it holds it elsewhere,
 * 3 the name does not hold it (the result was found by another field, e.g. a person's headline).
 */
export function searchMatchRank(name: string, query: string): 0 | 1 | 2 | 3 {
  const term = foldForSearch(query.trim());
  const text = foldForSearch(name);
  if (term.length === 0) return 3;
  if (text.startsWith(term)) return 0;
  const at = text.indexOf(term);
  if (at < 0) return 3;
  return text.split(/[\s\-_/.,·]+/u).some((word) => word.startsWith(term)) ? 1 : 2;
}
