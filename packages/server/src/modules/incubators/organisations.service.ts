// The organisation lifecycle, for the instance operator (issue 17 item 0): create an organisation with its default
// roles and its first administrator's invitation (the `organisation.created` event, which invitations handles),
// rename, suspend and resume, delete — a soft delete with an export of all its data first, then a purge after the
// grace period (the `organisations-purge` job). Used by `npm run org` (src/operator/org-cli.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isSupportedLanguage,
  isValidTenantSlug,
  isValidTimeZone,
  ORGANISATION_REASONS,
  PLAN_NAMES,
  reasonText,
  type ErrorParams,
  type OrganisationReason,
  type PlanName,
} from '@ascent/shared';
import type { Branding, IncubatorRow } from '../../core/db/incubators.schema.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { recordEvent } from '../../core/events/record.ts';
import { createDefaultRoles } from '../roles/default-roles.ts';
import {
  deletedBefore,
  findRegisteredBySlug,
  insertIncubator,
  listRegistered,
  purgeIncubator,
  tenantRowsOf,
  updateRegistered,
  type RegistryDb,
} from './incubators.repository.ts';
import type { JobDefinition } from '../../core/jobs.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import './organisations.domain-events.ts';

/** Host labels no organisation may take: the operator console's and the usual service names. */
export const RESERVED_LABELS = ['operator', 'www', 'api', 'admin', 'app', 'mail', 'smtp', 'static', 'assets', 'status'];
/** Days between a deletion and the purge of the organisation's data. */
export const PURGE_GRACE_DAYS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A refusal of the operator's command, the console or the sign-up: a reason of ORGANISATION_REASONS (the web
 * translates it) with a sentence for the terminal.
 */
export class OrganisationError extends Error {
  constructor(
    readonly reason: OrganisationReason,
    readonly params: ErrorParams = {},
  ) {
    super(reasonText(ORGANISATION_REASONS[reason], params));
    this.name = 'OrganisationError';
  }
}

/** Whether a label may name a new organisation: its format, the reserved names and the instance's own labels. */
export function checkLabel(raw: string, reserved: readonly string[] = []): string {
  const slug = raw.trim().toLowerCase();
  if (!isValidTenantSlug(slug)) throw new OrganisationError('invalidLabel', { label: raw.slice(0, 80) });
  if (RESERVED_LABELS.includes(slug) || reserved.includes(slug))
    throw new OrganisationError('reservedLabel', { label: slug });
  return slug;
}

export interface NewOrganisation {
  slug: string;
  name: string;
  plan?: string;
  language?: string;
  timezone?: string;
  adminEmail: string;
  adminFirstName?: string | null;
  adminLastName?: string | null;
}

const DEFAULT_BRANDING: Branding = {
  palette: {
    sidebar: {
      backgroundColor: '#1f2937',
      textColor: '#f9fafb',
      activeItemBackgroundColor: '#4f46e5',
      activeItemTextColor: '#ffffff',
      activeSubItemTextColor: '#c7d2fe',
      logoType: 'NORMAL',
    },
    login: { logoType: 'NORMAL' },
  },
  seo: { active: false },
  customLoginText: { active: false },
  loginProviders: [{ provider: 'local', enabled: true }],
  alternativeStartupLabel: { active: false, label: [] },
};

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 120) throw new OrganisationError('invalidName');
  return trimmed;
}

async function requireOrganisation(db: RegistryDb, slug: string): Promise<IncubatorRow> {
  const row = await findRegisteredBySlug(db, slug.trim().toLowerCase());
  if (!row || row.status === 'deleted') throw new OrganisationError('notFound', { label: slug.slice(0, 80) });
  return row;
}

/**
 * Creates an organisation. `reserved`: the instance's own labels (the operator console's, the sign-up's), refused
 * like RESERVED_LABELS. `withAdmin` runs in the creation's transaction after the default roles (the self-service
 * sign-up creates its first administrator's account there: the invitation then finds it and is not sent).
 */
export async function createOrganisation(
  db: RegistryDb,
  input: NewOrganisation,
  options: { reserved?: readonly string[]; withAdmin?: (tdb: TenantDb) => Promise<void> } = {},
): Promise<IncubatorRow> {
  const slug = checkLabel(input.slug, options.reserved);
  const name = checkName(input.name);
  const plan = input.plan || 'Starter';
  if (!(PLAN_NAMES as string[]).includes(plan))
    throw new OrganisationError('unknownPlan', { plan: plan.slice(0, 80), plans: PLAN_NAMES.join(', ') });
  const language = input.language || 'en';
  if (!isSupportedLanguage(language))
    throw new OrganisationError('unknownLanguage', { language: language.slice(0, 80) });
  const timezone = input.timezone || 'UTC';
  if (!isValidTimeZone(timezone)) throw new OrganisationError('unknownTimezone', { timezone: timezone.slice(0, 80) });
  const adminEmail = input.adminEmail.trim().toLowerCase();
  if (!EMAIL.test(adminEmail) || adminEmail.length > 254)
    throw new OrganisationError('invalidEmail', { email: input.adminEmail.slice(0, 80) });
  if (await findRegisteredBySlug(db, slug)) throw new OrganisationError('labelTaken', { label: slug });
  try {
    const values = {
      slug,
      name,
      planName: plan as PlanName,
      defaultLanguage: language,
      timezone,
      branding: DEFAULT_BRANDING,
      employeeCountLimit: null,
    };
    return await insertIncubator(db, values, async (tdb) => {
      await createDefaultRoles(tdb);
      await options.withAdmin?.(tdb);
      await recordEvent(tdb, 'organisation.created', {
        adminEmail,
        adminFirstName: input.adminFirstName?.trim() || null,
        adminLastName: input.adminLastName?.trim() || null,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'incubators_slug_key')) throw new OrganisationError('labelTaken', { label: slug });
    throw err;
  }
}

export async function listOrganisations(db: RegistryDb): Promise<IncubatorRow[]> {
  return listRegistered(db);
}

export async function renameOrganisation(db: RegistryDb, slug: string, name: string): Promise<IncubatorRow> {
  const row = await requireOrganisation(db, slug);
  return (await updateRegistered(db, row.id, { name: checkName(name) }))!;
}

/** Suspends (every call refused, TENANT_SUSPENDED) or resumes an organisation. */
export async function setSuspended(db: RegistryDb, slug: string, suspended: boolean): Promise<IncubatorRow> {
  const row = await requireOrganisation(db, slug);
  return (await updateRegistered(db, row.id, {
    status: suspended ? 'suspended' : 'active',
    suspendedAt: suspended ? new Date() : null,
  }))!;
}

/**
 * Deletes an organisation: its data is written first to DATA_DIR/exports/organisations/<slug>-<time>.json (kept
 * after the purge), then it is marked deleted — its label answers nothing — and purged after PURGE_GRACE_DAYS.
 */
export async function deleteOrganisation(
  db: RegistryDb,
  dataDir: string,
  slug: string,
  now = new Date(),
): Promise<{ row: IncubatorRow; exportPath: string }> {
  const row = await requireOrganisation(db, slug);
  const dir = join(dataDir, 'exports', 'organisations');
  await mkdir(dir, { recursive: true });
  const exportPath = join(dir, `${row.slug}-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  const data = { organisation: row, exportedAt: now.toISOString(), tables: await tenantRowsOf(db, row.id) };
  await writeFile(exportPath, JSON.stringify(data, null, 2), { mode: 0o600 });
  const deleted = (await updateRegistered(db, row.id, { status: 'deleted', deletedAt: now }))!;
  return { row: deleted, exportPath };
}

/** Purges the organisations deleted more than PURGE_GRACE_DAYS ago; answers their labels. */
export async function purgeDeletedOrganisations(db: RegistryDb, now = new Date()): Promise<string[]> {
  const due = await deletedBefore(db, new Date(now.getTime() - PURGE_GRACE_DAYS * 24 * 60 * 60 * 1000));
  for (const row of due) await purgeIncubator(db, row.id);
  return due.map((r) => r.slug);
}

/** Daily: the deleted organisations past their grace period go, with everything they own. */
export const organisationsPurgeJob: JobDefinition = {
  name: 'organisations-purge',
  cron: '40 3 * * *',
  run: async (services, now) => {
    const purged = await purgeDeletedOrganisations(services.database, now);
    if (purged.length) services.log.info({ purged }, 'deleted organisations purged');
  },
};
