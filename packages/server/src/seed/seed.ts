// An idempotent seed of the demo programmes: an existing tenant is left as it is unless `reset` is asked,
// which deletes it (every tenant-owned row cascades from the incubator) and builds it again.
import { eq, inArray } from 'drizzle-orm';
import {
  defaultGrants,
  isAdminLikeRole,
  isStaffLikeRole,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
} from '@ascent/shared';
import type { Db } from '../core/db/client.ts';
import { TenantDb } from '../core/db/tenant-db.ts';
import { incubators } from '../core/db/incubators.schema.ts';
import { roles, users } from '../modules/users/users.schema.ts';
import { programs } from '../modules/programs/programs.schema.ts';
import {
  startupIndustries,
  startupMembers,
  startupPrograms,
  startups,
  startupTags,
} from '../modules/startups/startups.schema.ts';
import { industries, tags } from '../modules/taxonomy/taxonomy.schema.ts';
import { programAssignments, startupAssignments } from '../modules/assignments/assignments.schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { operators } from '../core/db/instance.schema.ts';
import { seedDemoForms } from './demo-forms.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, demoEmail, type DemoTenant } from './demo-data.ts';
import { seedExports, seedLiving, type ExportWriter } from './living/index.ts';
import { seedTaxonomy } from './taxonomy.ts';
import { seedProfiles } from './profiles.ts';

export interface SeedResult {
  created: string[];
  kept: string[];
}

export interface SeedOptions {
  reset?: boolean;
  tenants?: DemoTenant[];
  /**
   * The living demo (living/index.ts): a programme in motion on top of the base seed. The product's start and
   * `npm run seed` ask for it; tests get the small base seed unless they ask too.
   */
  living?: boolean;
  /** The day the living demo is counted back from (default: now). */
  now?: Date;
  /** Writes the living demo's exports (the exports module's task with the running services); without it, none. */
  writeExport?: ExportWriter;
}

export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const tenants = opts.tenants ?? DEMO_TENANTS;
  const result: SeedResult = { created: [], kept: [] };
  if (opts.reset) {
    await db.delete(incubators).where(
      inArray(
        incubators.slug,
        tenants.map((t) => t.slug),
      ),
    );
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of tenants) {
    const existing = await db.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, tenant.slug));
    if (existing.length > 0) {
      result.kept.push(tenant.slug);
      continue;
    }
    const now = opts.now ?? new Date();
    const incubatorId = await db.transaction(async (tx) => {
      const id = await seedTenant(tx as unknown as Db, tenant, passwordHash);
      if (opts.living) await seedLiving(tx as unknown as Db, tenant, id, passwordHash, now);
      return id;
    });
    if (opts.living && opts.writeExport) await seedExports(db, incubatorId, now, opts.writeExport);
    result.created.push(tenant.slug);
  }
  // The living demo's operator of the console (operator.localhost), with the demo password; kept if present.
  if (opts.living) await db.insert(operators).values({ email: DEMO_OPERATOR, passwordHash }).onConflictDoNothing();
  return result;
}

/** The demo's instance operator (docs/operations.md, "The operator console"). */
export const DEMO_OPERATOR = 'operator@ascent.example';

function roleAccess(type: RoleType) {
  const everything = isStaffLikeRole(type) || type === 'SubAdmin' || type === 'System';
  return {
    userAccess: {
      roles: [] as string[],
      visibilitySettings: everything ? 'all' : type === 'Applicant' ? 'own' : 'user_roles',
    },
    startupAccess: {
      visibilitySettings: everything || isAdminLikeRole(type) ? 'all' : type === 'Applicant' ? 'none' : 'own',
    },
  };
}

async function seedTenant(db: Db, t: DemoTenant, passwordHash: string): Promise<string> {
  const [inc] = await db
    .insert(incubators)
    .values({
      slug: t.slug,
      name: t.name,
      description: t.description,
      timezone: t.timezone,
      currency: t.currency,
      defaultLanguage: t.defaultLanguage,
      planName: t.planName,
      employeeCountLimit: t.employeeCountLimit,
      generalEmail: `hello@${t.emailDomain}`,
      // Lakeside confirmed its sender address long ago; Northstar, newer, has not followed the link yet (its mail
      // goes out from the instance's address and its general settings say so).
      generalEmailConfirmedAt: t.senderConfirmed ? new Date() : null,
      supportEmail: `support@${t.emailDomain}`,
      branding: t.branding,
    })
    .returning({ id: incubators.id });
  const tdb = new TenantDb(db, inc!.id);

  const roleRows = await tdb
    .insert(
      roles,
      ROLE_TYPES.map((type) => ({
        type,
        label: ROLE_LABELS[type],
        permissions: defaultGrants(type),
        ...roleAccess(type),
      })),
    )
    .returning({ id: roles.id, type: roles.type });
  const roleId = (type: string) => roleRows.find((r) => r.type === type)!.id;

  const person = (p: { firstName: string; lastName: string; headline?: string }, role: string) => ({
    email: demoEmail(t, p),
    passwordHash,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline ?? null,
    status: 'active',
    validated: true,
    adminValidated: true,
    roleId: roleId(role),
    timezone: t.timezone,
    // The demo people have used the product for months: the first sign-in's onboarding (/welcome) is behind them.
    welcomedAt: new Date(),
  });
  const staff = await tdb
    .insert(
      users,
      t.people.map((p) => person(p, p.role)),
    )
    .returning({ id: users.id, email: users.email });

  const programRows = await tdb.insert(programs, t.programs).returning({ id: programs.id, slug: programs.slug });
  const tagRows = t.tags?.length
    ? await tdb
        .insert(
          tags,
          t.tags.map((tag, position) => ({ ...tag, position })),
        )
        .returning({ id: tags.id, name: tags.name })
    : [];
  const industryRows = t.industries?.length
    ? await tdb
        .insert(
          industries,
          t.industries.map((name) => ({ name })),
        )
        .returning({ id: industries.id, name: industries.name })
    : [];
  const startupIds = new Map<string, string>();
  /** One founder per startup, in order: the demo forms' respondents. */
  const respondents: string[] = [];
  for (const s of t.startups) {
    const [startup] = await tdb
      .insert(startups, {
        name: s.name,
        description: s.description,
        website: s.website,
        initialCategorizationComplete: true,
        ...s.profile,
      })
      .returning({ id: startups.id });
    if (s.tags?.length)
      await tdb.insert(
        startupTags,
        s.tags.map((name) => ({ startupId: startup!.id, tagId: tagRows.find((r) => r.name === name)!.id })),
      );
    if (s.industries?.length) {
      await tdb.insert(
        startupIndustries,
        s.industries.map((name) => ({
          startupId: startup!.id,
          industryId: industryRows.find((r) => r.name === name)!.id,
        })),
      );
    }
    startupIds.set(s.name, startup!.id);
    const founderIds: string[] = [];
    for (const f of s.founders) {
      const email = demoEmail(t, f);
      const known = staff.find((u) => u.email === email);
      if (known) {
        founderIds.push(known.id);
        continue;
      }
      const [created] = await tdb
        .insert(users, person({ ...f, headline: `Co-founder, ${s.name}` }, 'Cofounder'))
        .returning({ id: users.id });
      founderIds.push(created!.id);
    }
    await tdb.insert(
      startupMembers,
      founderIds.map((userId) => ({ startupId: startup!.id, userId })),
    );
    if (founderIds[0]) respondents.push(founderIds[0]);
    await tdb.insert(
      startupPrograms,
      s.programs.map((slug) => ({ startupId: startup!.id, programId: programRows.find((p) => p.slug === slug)!.id })),
    );
  }
  for (const a of t.assignments) {
    const person = t.people.find((p) => `${p.firstName} ${p.lastName}` === a.person)!;
    const userId = staff.find((u) => u.email === demoEmail(t, person))!.id;
    if (a.startups?.length)
      await tdb.insert(
        startupAssignments,
        a.startups.map((name) => ({ startupId: startupIds.get(name)!, userId })),
      );
    if (a.programs?.length)
      await tdb.insert(
        programAssignments,
        a.programs.map((slug) => ({ programId: programRows.find((p) => p.slug === slug)!.id, userId })),
      );
  }
  await seedTaxonomy(tdb, t, staff);
  await seedProfiles(tdb, t.slug);
  const admin = t.people.find((p) => p.role === 'Admin')!;
  await seedDemoForms(tdb, staff.find((u) => u.email === demoEmail(t, admin))!.id, respondents);
  return inc!.id;
}

/** One line per role: what the start prints so a visitor can sign in. */
export function demoCredentials(t: DemoTenant = DEMO_TENANTS[0]!): { role: string; email: string }[] {
  return t.people.map((p) => ({ role: p.role, email: demoEmail(t, p) }));
}
