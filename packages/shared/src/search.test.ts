import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_MAX_LENGTH, searchMatchRank, searchQueryProblem } from './search.ts';

describe('searchQueryProblem', () => {
  it('takes ordinary queries, short ones and spaces alone (they find nothing, they are not wrong)', () => {
    for (const q of [
      'tidep',
      'García',
      'a',
      '',
      '   ',
      'x'.repeat(SEARCH_MAX_LENGTH),
      ` ${'x'.repeat(SEARCH_MAX_LENGTH)} `,
      '100% _done_\\',
    ])
      expect(searchQueryProblem(q), q).toBeNull();
  });

  it('refuses a query over the limit once trimmed', () => {
    expect(searchQueryProblem('x'.repeat(SEARCH_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('refuses control characters: NUL, tab, line breaks, DEL, C1', () => {
    for (const c of ['\u0000', '\t', '\n', '\r', '\u007f', '\u0085'])
      expect(searchQueryProblem(`ab${c}cd`), JSON.stringify(c)).toBe('controlCharacters');
  });
});

describe('foldForSearch and searchMatchRank', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('García ØSTBY Łódź')).toBe('garcia ostby lodz');
  });

  it('ranks a name starting with the query before a word of it, before the middle, before no match', () => {
    expect(searchMatchRank('Tidepool Analytics', 'tidep')).toBe(0);
    expect(searchMatchRank('Tasks by person', ' TASKS ')).toBe(0);
    expect(searchMatchRank('Water Tidepool', 'tidep')).toBe(1);
    expect(searchMatchRank('Riptidepool', 'tidep')).toBe(2);
    expect(searchMatchRank('Aisha Bello', 'tidep')).toBe(3);
    expect(searchMatchRank('Elena García', 'garc')).toBe(1);
  });
});
