// Saved views of the staff pipeline (docs/applications.md, "Filters and saved views"): each person keeps up to 50 per
// list, by unique name; a shared view is offered to everyone else who sees the list, who may apply it but not change
// it. Filters are stored only as the shared parser reads them, so a stored view always opens.
import { APPLICATION_VIEW_LIMITS, parseApplicationViewFilters } from '@ascent/shared';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { SavedView, SavedViewList, SaveViewInput } from '../../generated/graphql.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { viewError } from './application-filters.ts';
import {
  countOwnViews,
  deleteView,
  findOwnView,
  insertView,
  listViews,
  updateView,
  type ViewWithOwner,
} from './application-views.repository.ts';
import type { SavedViewRow } from './application-views.schema.ts';

const present = (scope: SignedIn, v: SavedViewRow & { firstName: string; lastName: string }): SavedView => ({
  _id: v.id,
  list: v.list as SavedViewList,
  name: v.name,
  filters: JSON.stringify(v.filters),
  shared: v.shared,
  mine: v.ownerId === scope.user.id,
  ownerName: fullNameOf(v),
  updatedAt: v.updatedAt.toISOString(),
});

export async function savedViewsOf(scope: SignedIn, list: SavedViewList): Promise<SavedView[]> {
  const rows = await listViews(scope.tdb, list, scope.user.id);
  // A view whose filters no longer read (a rule tightened since) is left out rather than offered broken.
  return rows.filter((v: ViewWithOwner) => parseApplicationViewFilters(v.filters)).map((v) => present(scope, v));
}

function filtersOf(json: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw viewError('badFilters');
  }
  const filters = parseApplicationViewFilters(raw);
  if (!filters) throw viewError('badFilters');
  return { ...filters, search: filters.search.trim() };
}

export async function saveView(scope: SignedIn, input: SaveViewInput): Promise<SavedView> {
  const name = input.name.trim();
  if (name.length === 0 || [...name].length > APPLICATION_VIEW_LIMITS.viewNameMax)
    throw viewError('badName', { max: APPLICATION_VIEW_LIMITS.viewNameMax });
  const values = { list: input.list, name, filters: filtersOf(input.filters), shared: input.shared };
  const owner = { firstName: scope.user.firstName, lastName: scope.user.lastName };
  try {
    if (input.id) {
      const own = isUuid(input.id) ? await findOwnView(scope.tdb, input.id, scope.user.id) : null;
      if (!own || own.list !== input.list) throw viewError('viewNotFound');
      return present(scope, { ...(await updateView(scope.tdb, own.id, values)), ...owner });
    }
    if ((await countOwnViews(scope.tdb, input.list, scope.user.id)) >= APPLICATION_VIEW_LIMITS.viewsPerUser)
      throw viewError('tooManyViews', { max: APPLICATION_VIEW_LIMITS.viewsPerUser });
    return present(scope, { ...(await insertView(scope.tdb, { ...values, ownerId: scope.user.id })), ...owner });
  } catch (err) {
    if (isUniqueViolation(err, 'saved_views_name_key')) throw viewError('nameTaken');
    throw err;
  }
}

export async function deleteSavedView(scope: SignedIn, id: string): Promise<boolean> {
  if (!isUuid(id) || !(await deleteView(scope.tdb, id, scope.user.id))) throw viewError('viewNotFound');
  return true;
}
