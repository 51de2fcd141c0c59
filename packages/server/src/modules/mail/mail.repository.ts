// Reading the outbox: keyset pages, newest first. The cursor holds the row's exact created_at (as PostgreSQL
// prints it, to the microsecond) and its id, so no row is skipped or repeated between pages. Mail recorded within
// the same clock tick (PGlite's clock counts milliseconds) is ordered by id: stable, if not by the microsecond.
import { count, desc, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';

export interface OutboxCursor {
  createdAt: string;
  id: string;
}

export interface OutboxRow {
  id: string;
  createdAt: Date;
  cursorAt: string;
  toAddress: string;
  kind: string;
  subject: string;
  status: string;
  error: string | null;
  textBody: string;
}

export async function listOutbox(tdb: TenantDb, limit: number, after: OutboxCursor | null): Promise<OutboxRow[]> {
  return tdb
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      cursorAt: sql<string>`${mailOutbox.createdAt}::text`,
      toAddress: mailOutbox.toAddress,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      error: mailOutbox.error,
      textBody: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .where(
      tdb.where(
        mailOutbox,
        after
          ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function countOutbox(tdb: TenantDb): Promise<number> {
  const [row] = await tdb.select({ n: count() }).from(mailOutbox).where(tdb.where(mailOutbox));
  return row?.n ?? 0;
}
