// Leads (issue 21 item 6; docs/applications.md, "Leads"): the public page registers interest, staff list and add
// leads and email one a link; the link's holder, signed in, turns the lead into an application of their own.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LEAD_ERROR_MESSAGES,
  LEAD_LIMITS,
  leadFieldProblems,
  roundWindowState,
  type ErrorCode,
  type LeadErrorReason,
  type LeadStatus,
} from '@ascent/shared';
import type { Application, Lead, LeadTransfer } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import { attemptLimits } from '../../core/rate-limit.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { hashAccountToken } from '../accounts/accounts.service.ts';
import { staffCan } from './applications.access.ts';
import { applicationError } from './applications.input.ts';
import { iso, windowOf } from './applications.presenter.ts';
import { findFunnel, listRounds } from './applications.repository.ts';
import type { FunnelRow } from './applications.schema.ts';
import { createApplication, getApplication } from './applications.service.ts';
import { funnelZone, openFunnelBySlug } from './funnels.service.ts';
import { sendLeadInvite } from './leads.emails.ts';
import {
  findLead,
  insertStaffLead,
  listLeadRows,
  markLeadTransferred,
  setLeadToken,
  upsertPublicLead,
  type LeadValues,
} from './leads.repository.ts';
import type { ApplicationLeadRow } from './leads.schema.ts';

const CODES: Partial<Record<LeadErrorReason, ErrorCode>> = {
  notFound: 'NOT_FOUND',
  alreadyLead: 'CONFLICT',
  transferred: 'CONFLICT',
  transferredToOther: 'CONFLICT',
  tooMany: 'TOO_MANY_ATTEMPTS',
};

export const leadError = (
  reason: LeadErrorReason,
  params?: Record<string, string | number>,
  extra: Record<string, unknown> = {},
): AppError => reasonError(CODES[reason] ?? 'VALIDATION_FAILED', LEAD_ERROR_MESSAGES, reason, params, extra);

const MAX: Record<'name' | 'email' | 'startupName', number> = {
  name: LEAD_LIMITS.nameMax,
  email: LEAD_LIMITS.emailMax,
  startupName: LEAD_LIMITS.startupNameMax,
};

/** The lead's fields trimmed, the email lower-cased; a problem refuses them all, naming each field's. */
function leadFields(input: { name: string; email: string; startupName: string }): Omit<LeadValues, 'funnelId'> {
  const problems = leadFieldProblems(input);
  const first = (['name', 'email', 'startupName'] as const).find((field) => problems[field]);
  if (first) throw leadError(problems[first]!, { max: MAX[first] }, { field: first, fields: problems });
  return { name: input.name.trim(), email: input.email.trim().toLowerCase(), startupName: input.startupName.trim() };
}

function statusOf(row: ApplicationLeadRow): LeadStatus {
  if (row.transferredAt) return 'transferred';
  return row.invitedAt ? 'invited' : 'new';
}

function presentLead(row: ApplicationLeadRow): Lead {
  return {
    _id: row.id,
    funnelId: row.funnelId,
    name: row.name,
    email: row.email,
    startupName: row.startupName,
    source: row.source === 'staff' ? 'staff' : 'public',
    status: statusOf(row),
    invitedAt: iso(row.invitedAt),
    transferredAt: iso(row.transferredAt),
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A funnel the caller holds `key` on; unknown and unreachable ones are not found alike. */
async function staffFunnel(
  scope: SignedIn,
  funnelId: string,
  key: 'APPLICATIONS:VIEW' | 'APPLICATIONS:EDIT',
): Promise<FunnelRow> {
  const funnel = isUuid(funnelId) ? await findFunnel(scope.tdb, funnelId) : null;
  if (!funnel || !(await staffCan(scope, key, funnel.id)))
    throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
  return funnel;
}

/** Public: interest in a published intake. Throttled per client address, every attempt counted. */
export async function registerLead(
  scope: Scope,
  args: { funnelSlug: string; name: string; email: string; startupName: string },
  clientAddress: string | null,
): Promise<boolean> {
  const limit = attemptLimits(scope.services).get(
    'lead-registration:address',
    LEAD_LIMITS.registrationsPerMinute,
    60_000,
  );
  if (await limit.take(clientAddress ?? 'unknown')) throw leadError('tooMany');
  const fields = leadFields(args);
  const funnel = await openFunnelBySlug(scope.tdb, args.funnelSlug);
  // The same answer whether the address was known or not: nothing tells a visitor who else registered.
  await upsertPublicLead(scope.tdb, { ...fields, funnelId: funnel.id });
  return true;
}

export async function listLeads(scope: SignedIn, funnelId: string): Promise<Lead[]> {
  const funnel = await staffFunnel(scope, funnelId, 'APPLICATIONS:VIEW');
  return (await listLeadRows(scope.tdb, funnel.id)).map(presentLead);
}

export async function createLead(
  scope: SignedIn,
  args: { funnelId: string; name: string; email: string; startupName: string },
): Promise<Lead> {
  const fields = leadFields(args);
  const funnel = await staffFunnel(scope, args.funnelId, 'APPLICATIONS:EDIT');
  const row = await insertStaffLead(scope.tdb, { ...fields, funnelId: funnel.id, createdById: scope.user.id });
  if (!row) throw leadError('alreadyLead', undefined, { field: 'email' });
  return presentLead(row);
}

/** A lead staff may act on (APPLICATIONS:EDIT on its funnel); anything else is not found. */
async function staffLead(scope: SignedIn, id: string): Promise<{ lead: ApplicationLeadRow; funnel: FunnelRow }> {
  const lead = isUuid(id) ? await findLead(scope.tdb, id) : null;
  const funnel = lead ? await findFunnel(scope.tdb, lead.funnelId) : null;
  if (!lead || !funnel || !(await staffCan(scope, 'APPLICATIONS:EDIT', funnel.id))) throw leadError('notFound');
  return { lead, funnel };
}

/** A fresh link (the previous one stops working), emailed to the lead. */
export async function inviteLead(scope: SignedIn, id: string): Promise<Lead> {
  const { lead, funnel } = await staffLead(scope, id);
  if (lead.transferredAt) throw leadError('transferred');
  const rawToken = randomBytes(32).toString('base64url');
  const row = await setLeadToken(scope.tdb, lead.id, hashAccountToken(rawToken));
  if (!row) throw leadError('transferred');
  await sendLeadInvite(scope, row, rawToken, funnel.name);
  return presentLead(row);
}

function sameHash(stored: string | null, token: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(hashAccountToken(token));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The lead a link names; a wrong token, an unknown id and another organisation's lead are not found alike. */
async function leadOfLink(scope: Scope, id: string, token: string, lock = false): Promise<ApplicationLeadRow> {
  const lead = isUuid(id) && token.length <= 200 ? await findLead(scope.tdb, id, lock) : null;
  if (!lead || !sameHash(lead.tokenHash, token)) throw leadError('notFound');
  return lead;
}

export async function leadTransfer(scope: Scope, id: string, token: string): Promise<LeadTransfer> {
  const lead = await leadOfLink(scope, id, token);
  const funnel = (await findFunnel(scope.tdb, lead.funnelId))!;
  const [first] = await listRounds(scope.tdb, [funnel.id]);
  const { timeZone } = await funnelZone(scope, funnel);
  return {
    _id: lead.id,
    funnelName: funnel.name,
    funnelSlug: funnel.slug,
    name: lead.name,
    email: lead.email,
    startupName: lead.startupName,
    open:
      funnel.publishingState === 'success' &&
      !!first &&
      roundWindowState(windowOf(first), new Date(), timeZone) === 'open',
    transferred: !!lead.transferredAt,
  };
}

/**
 * The signed-in holder of the link starts the lead's application, as createApplication does (its checks: a published
 * intake whose first round is open, one application per person and intake), named after the lead's startup (else the
 * lead's name). Under the lead's lock, so the link is taken once; the same person again gets the same application.
 */
export async function transferLead(scope: SignedIn, id: string, token: string): Promise<Application> {
  const applicationId = await scope.tdb.transaction(async (tdb) => {
    const tx = { ...scope, tdb };
    const lead = await leadOfLink(tx, id, token, true);
    if (lead.transferredAt) {
      if (lead.userId !== scope.user.id || !lead.applicationId) throw leadError('transferredToOther');
      return lead.applicationId;
    }
    const funnel = (await findFunnel(tdb, lead.funnelId))!;
    const application = await createApplication(tx, funnel.slug, lead.startupName || lead.name);
    await markLeadTransferred(tdb, lead.id, { applicationId: application._id, userId: scope.user.id });
    return application._id;
  });
  return getApplication(scope, applicationId);
}
