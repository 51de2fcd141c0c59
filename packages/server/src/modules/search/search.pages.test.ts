// The server's English page titles must be the web catalogue's: a screen added to the route table with a title
// needs its English title here too, or the search would match it by its path only.
import { readFileSync } from 'node:fs';
import { ROUTES } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES_EN } from './search.pages.ts';

const en = JSON.parse(readFileSync(new URL('../../../../web/src/locales/en.json', import.meta.url), 'utf8')) as {
  routes: Record<string, string>;
};

describe('search page titles', () => {
  it('holds the English title of every signed-in screen with a title', () => {
    const keys = [
      ...new Set(ROUTES.filter((r) => r.access === 'signedIn' && r.screen && r.title).map((r) => r.title!)),
    ];
    expect(keys.filter((k) => PAGE_TITLES_EN[k] !== en.routes[k.replace(/^routes\./, '')])).toEqual([]);
  });
});
