// The taxonomy module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
// They import this file, never its repository; the owner chooses what is here.
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { findTags } from './taxonomy.repository.ts';

export { findIndustries, taxonomyOfStartups, type IndustryRow, type TagRow } from './taxonomy.repository.ts';

/** The startup tags among these ids (a tag of another kind is not one a startup may carry). */
export const findStartupTags = (tdb: TenantDb, ids: readonly string[]) => findTags(tdb, ids, 'startup');
