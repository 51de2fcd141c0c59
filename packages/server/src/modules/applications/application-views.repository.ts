// The SQL of saved views.
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { savedViews, type SavedViewRow } from './application-views.schema.ts';

export interface ViewWithOwner extends SavedViewRow {
  firstName: string;
  lastName: string;
}

/** The owner's views of a list and the ones others shared; the owner's first, then by name. */
export async function listViews(tdb: TenantDb, list: string, ownerId: string): Promise<ViewWithOwner[]> {
  const rows = await tdb
    .select({ view: savedViews, firstName: users.firstName, lastName: users.lastName })
    .from(savedViews)
    .innerJoin(users, tdb.where(users, eq(users.id, savedViews.ownerId)))
    .where(
      tdb.where(
        savedViews,
        eq(savedViews.list, list),
        or(eq(savedViews.ownerId, ownerId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(desc(eq(savedViews.ownerId, ownerId)), asc(savedViews.name), asc(savedViews.id));
  return rows.map((r) => ({ ...r.view, firstName: r.firstName, lastName: r.lastName }));
}

export async function countOwnViews(tdb: TenantDb, list: string, ownerId: string): Promise<number> {
  const [row] = await tdb
    .select({ n: count() })
    .from(savedViews)
    .where(tdb.where(savedViews, eq(savedViews.list, list), eq(savedViews.ownerId, ownerId)));
  return row?.n ?? 0;
}

export async function findOwnView(tdb: TenantDb, id: string, ownerId: string): Promise<SavedViewRow | null> {
  const [row] = await tdb
    .select()
    .from(savedViews)
    .where(tdb.where(savedViews, eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)));
  return row ?? null;
}

export type ViewValues = Pick<SavedViewRow, 'list' | 'name' | 'filters' | 'shared'>;

export async function insertView(tdb: TenantDb, values: ViewValues & { ownerId: string }): Promise<SavedViewRow> {
  const [row] = await tdb.insert(savedViews, values).returning();
  return row!;
}

export async function updateView(tdb: TenantDb, id: string, values: ViewValues): Promise<SavedViewRow> {
  const [row] = await tdb.update(savedViews, { ...values, updatedAt: new Date() }, eq(savedViews.id, id)).returning();
  return row!;
}

export async function deleteView(tdb: TenantDb, id: string, ownerId: string): Promise<boolean> {
  const rows = await tdb
    .delete(savedViews, and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
