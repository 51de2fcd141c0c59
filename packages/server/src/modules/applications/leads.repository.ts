// The leads' SQL (application_leads).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { applicationLeads, type ApplicationLeadRow } from './leads.schema.ts';

export interface LeadValues {
  funnelId: string;
  email: string;
  name: string;
  startupName: string;
}

/** Newest first. */
export async function listLeadRows(tdb: TenantDb, funnelId: string): Promise<ApplicationLeadRow[]> {
  return tdb
    .select()
    .from(applicationLeads)
    .where(tdb.where(applicationLeads, eq(applicationLeads.funnelId, funnelId)))
    .orderBy(desc(applicationLeads.createdAt), desc(applicationLeads.id));
}

export async function findLead(tdb: TenantDb, id: string, lock = false): Promise<ApplicationLeadRow | null> {
  const query = tdb
    .select()
    .from(applicationLeads)
    .where(tdb.where(applicationLeads, eq(applicationLeads.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The public page's registration: a new lead, or the same address's lead with its name and startup name updated (a
 * transferred lead keeps what it had). One statement, so two registrations at once cannot make two leads.
 */
export async function upsertPublicLead(tdb: TenantDb, values: LeadValues): Promise<void> {
  await tdb.insert(applicationLeads, { ...values, source: 'public' }).onConflictDoUpdate({
    target: [applicationLeads.incubatorId, applicationLeads.funnelId, applicationLeads.email],
    set: { name: values.name, startupName: values.startupName },
    setWhere: isNull(applicationLeads.transferredAt),
  });
}

/** A staff lead; null when the address is already a lead of the intake. */
export async function insertStaffLead(
  tdb: TenantDb,
  values: LeadValues & { createdById: string },
): Promise<ApplicationLeadRow | null> {
  const [row] = await tdb
    .insert(applicationLeads, { ...values, source: 'staff' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setLeadToken(tdb: TenantDb, id: string, tokenHash: string): Promise<ApplicationLeadRow | null> {
  const [row] = await tdb
    .update(
      applicationLeads,
      { tokenHash, invitedAt: sql`now()` },
      and(eq(applicationLeads.id, id), isNull(applicationLeads.transferredAt)),
    )
    .returning();
  return row ?? null;
}

export async function markLeadTransferred(
  tdb: TenantDb,
  id: string,
  values: { applicationId: string; userId: string },
): Promise<void> {
  await tdb.update(applicationLeads, { ...values, transferredAt: new Date() }, eq(applicationLeads.id, id));
}
