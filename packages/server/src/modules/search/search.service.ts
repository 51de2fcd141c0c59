// Global search (spec 01 §8, issue 5): people, startups, tasks and pages, each limited to what the caller may see.
// People follow the role's userAccess, startups STARTUPS:VIEW, tasks the tasks module's own visibility rule, pages
// the route table's guards. Events do not exist yet, so there is nothing to search there.
import { featureEnabled, grantedScope, isRoleType, ROUTES, type RouteDefinition } from '@ascent/shared';
import type { SearchResults } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { flagStates } from '../features/features.service.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { visibleCondition } from '../tasks/tasks.queries.ts';
import type { ActorScope } from '../tasks/tasks.service.ts';
import { selfAndStartupCoMembers, type AuthUser } from '../users/users.repository.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { containsPattern, findPeople, findStartups, findTasks, hasStartup, roleAccessOf } from './search.repository.ts';
import { PAGE_TITLES_EN } from './search.pages.ts';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
const MAX_FIRST = 50;

const EMPTY: SearchResults = { people: [], startups: [], tasks: [], pages: [] };

/** Lower case without diacritics, as the SQL side folds its columns. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l');
}

export type SearchScope = ActorScope & { user: AuthUser };

// The same rule as the profile and hover card (users/user-visibility.ts): all and user_roles reach the role
// types listed in `roles` (an empty list: every type); own, the people who share a startup; none, oneself.
async function peopleFilter(tdb: TenantDb, user: AuthUser, access: { roles: string[]; visibilitySettings: string } | null): Promise<{ ids?: string[]; roleTypes?: string[] }> {
  const visibility = access?.visibilitySettings ?? 'none';
  if (visibility === 'all' || visibility === 'user_roles') {
    const listed = (access?.roles ?? []).filter(isRoleType);
    return listed.length ? { roleTypes: listed } : {};
  }
  if (visibility === 'own') return { ids: await selfAndStartupCoMembers(tdb, user.id) };
  return { ids: [user.id] };
}

async function visiblePages(scope: SearchScope, term: string): Promise<{ path: string; title: string }[]> {
  const { user, tdb, tenant } = scope;
  const flags = await flagStates(tdb, tenant);
  const startupMember = await hasStartup(tdb, user.id);
  const mayOpen = (r: RouteDefinition): boolean => {
    if (r.permission !== undefined) {
      if (grantedScope(user.rolePermissions, r.permission) === 'NONE') return false;
    } else if (r.roles && !(r.roles as readonly string[]).includes(user.roleType)) return false;
    if (r.noStartup && startupMember) return false;
    if (r.feature && !featureEnabled(tenant.planName, r.feature, flags.find((f) => f.name === r.feature)?.activated)) return false;
    return true;
  };
  return ROUTES.filter((r) => r.access === 'signedIn' && r.screen && r.title && !r.path.includes(':') && !r.path.includes('*') && !r.bare)
    .filter(mayOpen)
    .filter((r) => foldForSearch(r.path).includes(term) || foldForSearch(PAGE_TITLES_EN[r.title!] ?? '').includes(term))
    .map((r) => ({ path: r.path, title: r.title! }));
}

export async function search(scope: SearchScope, args: { query: string; first?: number | null }): Promise<SearchResults> {
  const query = args.query.trim();
  if (query.length > SEARCH_MAX_LENGTH) throw new AppError('VALIDATION_FAILED', `The search may hold at most ${SEARCH_MAX_LENGTH} characters.`);
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) throw new AppError('VALIDATION_FAILED', `first must be between 1 and ${MAX_FIRST}.`);
  if (query.length < SEARCH_MIN_LENGTH) return EMPTY;
  const term = foldForSearch(query);
  const pattern = containsPattern(term);
  const { tdb, user } = scope;
  const authz = new Authorizer(tdb, user);

  const startupScope = authz.scope('STARTUPS:VIEW');
  const startupIds =
    startupScope === 'ALL'
      ? undefined
      : startupScope === 'SELECTED'
        ? [...(user.rolePermissions.find((g) => g.key === 'STARTUPS:VIEW')?.selected ?? [])]
        : startupScope === 'ASSIGNED'
          ? [...(await authz.assignedTo('startup'))]
          : [];

  const [people, startupRows, taskRows, pages] = await Promise.all([
    roleAccessOf(tdb, user.roleId).then(async (access) => findPeople(tdb, pattern, await peopleFilter(tdb, user, access), first)),
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
    tasks: taskRows.map((t) => ({ _id: t.id, name: t.name, dueDate: t.dueDate.toISOString() })),
    pages: pages.slice(0, first),
  };
}
