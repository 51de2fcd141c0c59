// The taxonomy module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
// They import this file, never its repository; the owner chooses what is here.
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { USER_TAG_KINDS } from '@ascent/shared';
import { findTags } from './taxonomy.repository.ts';
import { userTags } from './taxonomy.schema.ts';

export {
  findIndustries,
  tagsOfUsers,
  taxonomyOfStartups,
  type IndustryRow,
  type TagRow,
} from './taxonomy.repository.ts';

/** The startup tags among these ids (a tag of another kind is not one a startup may carry). */
export const findStartupTags = (tdb: TenantDb, ids: readonly string[]) => findTags(tdb, ids, 'startup');

/** The people tags (kind user) among these ids. */
export const findPeopleTags = (tdb: TenantDb, ids: readonly string[]) => findTags(tdb, ids, 'user');

/** The skills (mentortag tags) among these ids. */
export const findSkillTags = (tdb: TenantDb, ids: readonly string[]) => findTags(tdb, ids, 'mentortag');

/** A skill or people tag (the kinds a user carries) of this organisation, or null. */
export async function findUserTag(tdb: TenantDb, id: string): Promise<{ id: string; name: string } | null> {
  for (const kind of USER_TAG_KINDS) {
    const [tag] = await findTags(tdb, [id], kind);
    if (tag) return { id: tag.id, name: tag.name };
  }
  return null;
}

/** Gives a user a tag they may already carry (nothing happens then). */
export async function addUserTag(tdb: TenantDb, userId: string, tagId: string): Promise<void> {
  await tdb.insert(userTags, { userId, tagId }).onConflictDoNothing();
}
