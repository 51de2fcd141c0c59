// The global search's results as the options of one listbox: every kind (pages, startups, people, tasks) in one
// list, each option with the path it opens. The kind whose best name matches the query best comes first (a startup
// named "Tidepool…" before the people whose headline mentions it), so the highlighted first option — what Enter
// opens — is the likeliest one. Ties keep the order pages, startups, people, tasks.
import { searchMatchRank } from '@ascent/shared';
import type { GlobalSearchQuery } from '../../generated/graphql.ts';

type Results = GlobalSearchQuery['search'];
export type SearchKind = 'pages' | 'startups' | 'people' | 'tasks';

export type SearchOption =
  | {
      readonly kind: 'pages';
      readonly key: string;
      readonly path: string;
      readonly name: string;
      readonly item: Results['pages'][number];
    }
  | {
      readonly kind: 'startups';
      readonly key: string;
      readonly path: string;
      readonly name: string;
      readonly item: Results['startups'][number];
    }
  | {
      readonly kind: 'people';
      readonly key: string;
      readonly path: string;
      readonly name: string;
      readonly item: Results['people'][number];
    }
  | {
      readonly kind: 'tasks';
      readonly key: string;
      readonly path: string;
      readonly name: string;
      readonly item: Results['tasks'][number];
    };

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly options: readonly SearchOption[];
}

const KIND_ORDER: readonly SearchKind[] = ['pages', 'startups', 'people', 'tasks'];

/** The groups of options, best-matching kind first; `pageName` gives a page's shown (translated) title. */
export function searchGroups(
  results: Results,
  query: string,
  pageName: (page: Results['pages'][number]) => string,
): SearchGroup[] {
  const byKind: Record<SearchKind, SearchOption[]> = {
    pages: results.pages.map((p) => ({
      kind: 'pages',
      key: `page-${p.path}`,
      path: p.path,
      name: pageName(p),
      item: p,
    })),
    startups: results.startups.map((s) => ({
      kind: 'startups',
      key: `startup-${s._id}`,
      path: `/startup/${s._id}/file`,
      name: s.name,
      item: s,
    })),
    people: results.people.map((p) => ({
      kind: 'people',
      key: `person-${p._id}`,
      path: `/profile/${p._id}`,
      name: p.fullName,
      item: p,
    })),
    tasks: results.tasks.map((t) => ({ kind: 'tasks', key: `task-${t._id}`, path: '/tasks', name: t.name, item: t })),
  };
  const rank = (o: SearchOption) => searchMatchRank(o.name, query);
  return KIND_ORDER.map((kind) => ({ kind, options: [...byKind[kind]].sort((a, b) => rank(a) - rank(b)) }))
    .filter((g) => g.options.length > 0)
    .map((g) => ({ ...g, best: rank(g.options[0]!) }))
    .sort((a, b) => a.best - b.best)
    .map(({ kind, options }) => ({ kind, options }));
}

/** The next highlighted index for an arrow key, wrapping at both ends; -1 when there is nothing to highlight. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}
