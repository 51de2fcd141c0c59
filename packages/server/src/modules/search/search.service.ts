// Global search (spec 01 §8, issue 5): people, startups, tasks and pages, each limited to what the caller may see.
// People follow the role's userAccess, startups STARTUPS:VIEW, tasks the tasks module's own visibility rule, pages
// the shared access rule (`entryState`, as the navigation). Events do not exist yet, so there is nothing to search there.
import {
  entryState,
  foldForSearch,
  isRoleType,
  ROUTES,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  searchQueryProblem,
  type RouteDefinition,
} from '@ascent/shared';
import type { SearchResults } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { loadAccessFacts } from '../navigation/navigation.service.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { visibleCondition } from '../tasks/tasks.queries.ts';
import { readerLanguage, taskNameIn } from '../tasks/tasks.public.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { AuthUser } from '../../core/identity.ts';
import { selfAndStartupCoMembers } from '../users/users.public.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { containsPattern, findPeople, findStartups, findTasks, roleAccessOf } from './search.repository.ts';
import { PAGE_TITLES_EN } from './search.pages.ts';

export { foldForSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH };
const MAX_FIRST = 50;

const EMPTY: SearchResults = { people: [], startups: [], tasks: [], pages: [] };

// The same rule as the profile and hover card (users/user-visibility.ts): all and user_roles reach the role
// types listed in `roles` (an empty list: every type); own, the people who share a startup; none, oneself.
async function peopleFilter(
  tdb: TenantDb,
  user: AuthUser,
  access: { roles: string[]; visibilitySettings: string } | null,
): Promise<{ ids?: string[]; roleTypes?: string[] }> {
  const visibility = access?.visibilitySettings ?? 'none';
  if (visibility === 'all' || visibility === 'user_roles') {
    const listed = (access?.roles ?? []).filter(isRoleType);
    return listed.length ? { roleTypes: listed } : {};
  }
  if (visibility === 'own') return { ids: await selfAndStartupCoMembers(tdb, user.id) };
  return { ids: [user.id] };
}

async function visiblePages(scope: SignedIn, term: string): Promise<{ path: string; title: string }[]> {
  const { user, tdb, tenant } = scope;
  const { facts } = await loadAccessFacts(tdb, tenant, user);
  // The pages the navigation would offer open (a page locked by the plan is not a result).
  const mayOpen = (r: RouteDefinition): boolean => entryState(r.path, facts) === 'open';
  return ROUTES.filter(
    (r) => r.access === 'signedIn' && r.screen && r.title && !r.path.includes(':') && !r.path.includes('*') && !r.bare,
  )
    .filter(mayOpen)
    .filter((r) => foldForSearch(r.path).includes(term) || foldForSearch(PAGE_TITLES_EN[r.title!] ?? '').includes(term))
    .map((r) => ({ path: r.path, title: r.title! }));
}

export async function search(scope: SignedIn, args: { query: string; first?: number | null }): Promise<SearchResults> {
  const problem = searchQueryProblem(args.query);
  if (problem === 'controlCharacters')
    throw new AppError('VALIDATION_FAILED', 'The search may not hold control characters (tabs, line breaks).');
  if (problem === 'tooLong')
    throw new AppError('VALIDATION_FAILED', `The search may hold at most ${SEARCH_MAX_LENGTH} characters.`);
  const query = args.query.trim();
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
    throw new AppError('VALIDATION_FAILED', `first must be between 1 and ${MAX_FIRST}.`);
  if (query.length < SEARCH_MIN_LENGTH) return EMPTY;
  const term = foldForSearch(query);
  const pattern = containsPattern(term);
  const { tdb, user } = scope;
  const language = readerLanguage(user, scope.tenant);
  const authz = new Authorizer(tdb, user);

  const startupIds = reachIds(await authz.reach('STARTUPS:VIEW'));

  const [people, startupRows, taskRows, pages] = await Promise.all([
    roleAccessOf(tdb, user.roleId).then(async (access) =>
      findPeople(tdb, pattern, await peopleFilter(tdb, user, access), first),
    ),
    startupIds && startupIds.length === 0 ? Promise.resolve([]) : findStartups(tdb, pattern, startupIds, first),
    visibleCondition(scope, authz).then((visible) => findTasks(tdb, pattern, visible, first)),
    visiblePages(scope, term),
  ]);
  return {
    people: people.map((p) => ({
      _id: p.id,
      fullName: `${p.firstName} ${p.lastName}`,
      headline: p.headline,
      avatar: p.avatar,
      roleLabel: p.roleLabel?.trim() || p.roleType,
    })),
    startups: startupRows.map((s) => ({ _id: s.id, name: s.name })),
    // Matched on the stored (English) name; an automated task's name is answered in the reader's language.
    tasks: taskRows.map((t) => ({ _id: t.id, name: taskNameIn(language, t), dueDate: t.dueDate.toISOString() })),
    pages: pages.slice(0, first),
  };
}
