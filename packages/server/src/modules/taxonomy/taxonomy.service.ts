// The taxonomy's rules (spec 01 §2 /setup/tags/{kind}, /setup/industries): names unique within a kind, merges
// within a kind and never into itself, a reorder naming the whole list, and who sets a person's tags. Every
// refusal is a reason of TAXONOMY_ERRORS and changes nothing; merges and deletes run in one transaction.
import {
  DEFAULT_TAG_COLOR,
  isTagCategory,
  isTagColor,
  STARTUP_LIMITS,
  TAXONOMY_ERRORS,
  TAXONOMY_LIST_MAX,
  USER_TAG_KINDS,
  type TagKind,
} from '@ascent/shared';
import { AppError, reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { moveStartupTaxonomy } from '../startups/startups.public.ts';
import { fullNamesById, mayViewUser, rulesOfUser, shownFieldsFor } from '../users/users.public.ts';
import {
  countedTag,
  deleteIndustryRow,
  deleteTagRow,
  findIndustries,
  findTags,
  industryIds,
  industryNameTaken,
  insertIndustry,
  insertTag,
  listIndustries,
  listTags,
  moveUserTags,
  removeTagRow,
  renameTagUses,
  replaceUserTags,
  setPositions,
  tagIdsOfKind,
  tagNameTaken,
  tagsOfUsers,
  updateIndustryRow,
  updateTagRow,
  type CountedTag,
  type TagRow,
} from './taxonomy.repository.ts';

const refuse = (
  code: 'VALIDATION_FAILED' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN',
  reason: keyof typeof TAXONOMY_ERRORS,
  params?: Record<string, string | number>,
  extra?: Record<string, unknown>,
) => reasonError(code, TAXONOMY_ERRORS, reason, params, extra);

export interface TagValues {
  name: string;
  kind?: TagKind | null;
  category?: string | null;
  color?: string | null;
}

function tagValues(input: TagValues) {
  const name = input.name.trim();
  if (!name || name.length > STARTUP_LIMITS.tagName)
    throw refuse('VALIDATION_FAILED', 'nameLength', { max: STARTUP_LIMITS.tagName }, { field: 'name' });
  const category = input.category ?? 'untagged';
  if (!isTagCategory(category)) throw new AppError('VALIDATION_FAILED', 'Unknown tag category.', { field: 'category' });
  const color = input.color ?? DEFAULT_TAG_COLOR;
  if (!isTagColor(color)) throw new AppError('VALIDATION_FAILED', 'A colour is #rgb or #rrggbb.', { field: 'color' });
  return { name, category: category as string, color: color.toLowerCase() };
}

function industryName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > STARTUP_LIMITS.industryName)
    throw refuse('VALIDATION_FAILED', 'nameLength', { max: STARTUP_LIMITS.industryName }, { field: 'name' });
  return name;
}

async function oneTag({ tdb }: SignedIn, id: string): Promise<TagRow> {
  const [row] = isUuid(id) ? await findTags(tdb, [id]) : [];
  if (!row) throw refuse('NOT_FOUND', 'unknownTag');
  return row;
}

export const tagsOfKind = ({ tdb }: SignedIn, kind: TagKind) => listTags(tdb, kind);

export async function createTag(scope: SignedIn, input: TagValues): Promise<CountedTag> {
  const kind = input.kind ?? 'startup';
  const v = tagValues(input);
  return scope.tdb.transaction(async (tx) => {
    if (await tagNameTaken(tx, kind, v.name)) throw refuse('CONFLICT', 'nameTaken', undefined, { field: 'name' });
    return countedTag(tx, await insertTag(tx, { ...v, kind }));
  });
}

export async function updateTag(scope: SignedIn, id: string, input: TagValues): Promise<CountedTag> {
  const before = await oneTag(scope, id);
  if (input.kind && input.kind !== before.kind)
    throw refuse('VALIDATION_FAILED', 'wrongKind', undefined, { field: 'kind' });
  const v = tagValues({ ...input, category: input.category ?? before.category });
  return scope.tdb.transaction(async (tx) => {
    if (await tagNameTaken(tx, before.kind, v.name, id))
      throw refuse('CONFLICT', 'nameTaken', undefined, { field: 'name' });
    const row = await updateTagRow(tx, id, v);
    if (!row) throw refuse('NOT_FOUND', 'unknownTag');
    await renameTagUses(tx, before, v.name);
    return countedTag(tx, row);
  });
}

export async function deleteTag(scope: SignedIn, id: string): Promise<boolean> {
  const row = await oneTag(scope, id);
  await scope.tdb.transaction((tx) => deleteTagRow(tx, row));
  return true;
}

export async function mergeTags(scope: SignedIn, sourceId: string, targetId: string): Promise<CountedTag> {
  if (sourceId === targetId) throw refuse('VALIDATION_FAILED', 'mergeIntoItself', undefined, { field: 'targetId' });
  const source = await oneTag(scope, sourceId);
  const target = await oneTag(scope, targetId);
  if (source.kind !== target.kind)
    throw refuse('VALIDATION_FAILED', 'mergeOtherKind', undefined, { field: 'targetId' });
  return scope.tdb.transaction(async (tx) => {
    if (source.kind === 'startup') await moveStartupTaxonomy(tx, 'tag', source.id, target.id);
    if ((USER_TAG_KINDS as readonly string[]).includes(source.kind)) await moveUserTags(tx, source.id, target.id);
    // Event and topic tags are named on events: renaming the source to the target's name merges them there.
    await renameTagUses(tx, source, target.name);
    await removeTagRow(tx, source.id);
    return countedTag(tx, target);
  });
}

function checkOrder(ids: readonly string[], existing: readonly string[]): void {
  if (ids.length > TAXONOMY_LIST_MAX) throw refuse('VALIDATION_FAILED', 'tooMany', { max: TAXONOMY_LIST_MAX });
  const set = new Set(ids);
  if (set.size !== ids.length || set.size !== existing.length || existing.some((id) => !set.has(id)))
    throw refuse('VALIDATION_FAILED', 'orderMismatch', undefined, { field: 'ids' });
}

export async function reorderTags(scope: SignedIn, kind: TagKind, ids: readonly string[]): Promise<CountedTag[]> {
  return scope.tdb.transaction(async (tx) => {
    checkOrder(ids, await tagIdsOfKind(tx, kind));
    await setPositions(tx, 'tags', ids);
    return listTags(tx, kind);
  });
}

async function hasPermission(scope: SignedIn, key: 'USERS:EDIT'): Promise<boolean> {
  try {
    await scope.services.ports.requirePermission(scope.tdb, scope.user, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/** A person's skills and user tags, as far as their role's profile fields show them to this viewer. */
export async function userTagsOf(scope: SignedIn, userId: string) {
  if (!isUuid(userId) || !(await mayViewUser(scope.tdb, scope.user, userId))) return [];
  const rules = await rulesOfUser(scope.tdb, userId);
  if (!rules) return [];
  const shown = new Set<string>(await shownFieldsFor(scope, userId, rules));
  return (await tagsOfUsers(scope.tdb, [userId])).filter((t) =>
    shown.has(t.kind === 'mentortag' ? 'skills' : 'userTags'),
  );
}

export async function setUserTags(
  scope: SignedIn,
  userId: string,
  kind: TagKind,
  tagIds: readonly string[],
): Promise<TagRow[]> {
  if (!(USER_TAG_KINDS as readonly string[]).includes(kind))
    throw refuse('VALIDATION_FAILED', 'wrongKind', undefined, { field: 'kind' });
  if (!(await hasPermission(scope, 'USERS:EDIT'))) {
    // A person sets their own skills (unless lockedSkills) or user tags where their role's profile fields allow.
    if (userId !== scope.user.id) throw refuse('FORBIDDEN', 'notYours');
    const rule = (await rulesOfUser(scope.tdb, userId))?.[kind === 'mentortag' ? 'skills' : 'userTags'];
    if (!rule?.editable) throw refuse('FORBIDDEN', kind === 'mentortag' ? 'skillsLocked' : 'notYours');
    if (kind === 'mentortag' && (await isFeatureOn(scope.services, scope.tenant, 'lockedSkills')))
      throw refuse('FORBIDDEN', 'skillsLocked');
    if (rule.required && tagIds.length === 0) throw refuse('VALIDATION_FAILED', 'required', undefined, { field: kind });
  }
  if (tagIds.length > TAXONOMY_LIST_MAX) throw refuse('VALIDATION_FAILED', 'tooMany', { max: TAXONOMY_LIST_MAX });
  const unique = [...new Set(tagIds)];
  if (!isUuid(userId) || (await fullNamesById(scope.tdb, [userId])).size === 0)
    throw refuse('NOT_FOUND', 'unknownUser');
  if (unique.some((id) => !isUuid(id)) || (await findTags(scope.tdb, unique, kind)).length !== unique.length)
    throw refuse('VALIDATION_FAILED', 'wrongKind', undefined, { field: 'tagIds' });
  await scope.tdb.transaction((tx) => replaceUserTags(tx, userId, kind, unique));
  return tagsOfUsers(scope.tdb, [userId]);
}

// Industries

export const industriesList = ({ tdb }: SignedIn) => listIndustries(tdb);

async function counted(scope: SignedIn, id: string) {
  const row = (await listIndustries(scope.tdb)).find((i) => i.id === id);
  if (!row) throw refuse('NOT_FOUND', 'unknownIndustry');
  return row;
}

export async function createIndustry(scope: SignedIn, raw: string) {
  const name = industryName(raw);
  const row = await scope.tdb.transaction(async (tx) => {
    if (await industryNameTaken(tx, name)) throw refuse('CONFLICT', 'industryNameTaken', undefined, { field: 'name' });
    return insertIndustry(tx, name);
  });
  return { ...row, startupCount: 0 };
}

export async function renameIndustry(scope: SignedIn, id: string, raw: string) {
  if (!isUuid(id)) throw refuse('NOT_FOUND', 'unknownIndustry');
  const name = industryName(raw);
  if (await industryNameTaken(scope.tdb, name, id))
    throw refuse('CONFLICT', 'industryNameTaken', undefined, { field: 'name' });
  if (!(await updateIndustryRow(scope.tdb, id, name))) throw refuse('NOT_FOUND', 'unknownIndustry');
  return counted(scope, id);
}

export async function deleteIndustry(scope: SignedIn, id: string): Promise<boolean> {
  if (!isUuid(id) || !(await deleteIndustryRow(scope.tdb, id))) throw refuse('NOT_FOUND', 'unknownIndustry');
  return true;
}

export async function mergeIndustries(scope: SignedIn, sourceId: string, targetId: string) {
  if (sourceId === targetId) throw refuse('VALIDATION_FAILED', 'mergeIntoItself', undefined, { field: 'targetId' });
  const ids = [sourceId, targetId];
  if (ids.some((id) => !isUuid(id)) || (await findIndustries(scope.tdb, ids)).length !== 2)
    throw refuse('NOT_FOUND', 'unknownIndustry');
  await scope.tdb.transaction(async (tx) => {
    await moveStartupTaxonomy(tx, 'industry', sourceId, targetId);
    await deleteIndustryRow(tx, sourceId);
  });
  return counted(scope, targetId);
}

export async function reorderIndustries(scope: SignedIn, ids: readonly string[]) {
  return scope.tdb.transaction(async (tx) => {
    checkOrder(ids, await industryIds(tx));
    await setPositions(tx, 'industries', ids);
    return listIndustries(tx);
  });
}
