// Searching the help pages: those meant for the reader's kind, matched word by word (every word of the query
// must appear in the translated title or summary, the English body or the keywords), best matches first.
import type { TFunction } from 'i18next';
import type { HelpPage } from './helpPages.ts';
import type { HelpUserKind } from './userKind.ts';

export function helpPagesFor(pages: readonly HelpPage[], kind: HelpUserKind | null): HelpPage[] {
  return pages.filter((p) => !p.audience || (kind !== null && p.audience.includes(kind)));
}

/** Lower case, accents dropped, so "Réglages" finds "reglages". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export interface HelpHit {
  readonly page: HelpPage;
  readonly score: number;
}

export function searchHelp(pages: readonly HelpPage[], query: string, t: TFunction): HelpPage[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  const hits: HelpHit[] = [];
  for (const page of pages) {
    const title = normalise(page.title(t));
    const summary = normalise(page.summary(t));
    const keywords = normalise(page.keywords.join(' '));
    const body = normalise(
      page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.steps ?? [])]).join(' '),
    );
    let score = 0;
    let all = true;
    for (const word of words) {
      const weight =
        (title.includes(word) ? 8 : 0) +
        (keywords.includes(word) ? 4 : 0) +
        (summary.includes(word) ? 2 : 0) +
        (body.includes(word) ? 1 : 0);
      if (weight === 0) all = false;
      score += weight;
    }
    if (all) hits.push({ page, score });
  }
  return hits.sort((a, b) => b.score - a.score).map((h) => h.page);
}
