// The attachments table: every query restricted to the request's tenant by its TenantDb.
import { and, desc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { incubatorEvents } from '../events/events.tables.ts';
import { startups } from '../startups/startups.tables.ts';
import { attachments, type AttachmentRow } from './attachments.schema.ts';

export async function findAttachment(tdb: TenantDb, id: string): Promise<AttachmentRow | null> {
  const [row] = await tdb
    .select()
    .from(attachments)
    .where(tdb.where(attachments, eq(attachments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listOwnAttachments(tdb: TenantDb, ownerUserId: string): Promise<AttachmentRow[]> {
  return tdb
    .select()
    .from(attachments)
    .where(tdb.where(attachments, eq(attachments.ownerUserId, ownerUserId)))
    .orderBy(desc(attachments.createdAt));
}

export async function listReferencedAttachments(
  tdb: TenantDb,
  referenceType: string,
  referenceId: string,
): Promise<AttachmentRow[]> {
  return tdb
    .select()
    .from(attachments)
    .where(
      tdb.where(
        attachments,
        and(eq(attachments.referenceType, referenceType), eq(attachments.referenceId, referenceId)),
      ),
    )
    .orderBy(desc(attachments.createdAt));
}

export async function insertAttachment(
  tdb: TenantDb,
  row: Omit<AttachmentRow, 'incubatorId' | 'createdAt'>,
): Promise<AttachmentRow> {
  await tdb.insert(attachments, row);
  return (await findAttachment(tdb, row.id))!;
}

export async function renameAttachment(tdb: TenantDb, id: string, name: string): Promise<void> {
  await tdb.update(attachments, { name }, eq(attachments.id, id));
}

export async function deleteAttachment(tdb: TenantDb, id: string): Promise<void> {
  await tdb.delete(attachments, eq(attachments.id, id));
}

export async function eventExists(tdb: TenantDb, id: string): Promise<boolean> {
  const [row] = await tdb
    .select({ id: incubatorEvents.id })
    .from(incubatorEvents)
    .where(tdb.where(incubatorEvents, eq(incubatorEvents.id, id)))
    .limit(1);
  return !!row;
}

export async function startupExists(tdb: TenantDb, id: string): Promise<boolean> {
  const [row] = await tdb
    .select({ id: startups.id })
    .from(startups)
    .where(tdb.where(startups, eq(startups.id, id)))
    .limit(1);
  return !!row;
}
