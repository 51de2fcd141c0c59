// The living demo's first step: the organisation's further programmes and startups (a dozen in all), their founders
// and the coaches and mentors assigned to them. Written as the base seed writes its own (seed.ts).
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { startupAssignments } from '../../modules/assignments/assignments.schema.ts';
import { programs } from '../../modules/programs/programs.schema.ts';
import {
  startupIndustries,
  startupMembers,
  startupPrograms,
  startups,
  startupTags,
} from '../../modules/startups/startups.schema.ts';
import { industries, tags } from '../../modules/taxonomy/taxonomy.schema.ts';
import { roles, users } from '../../modules/users/users.schema.ts';
import { demoEmail, type DemoTenant } from '../demo-data.ts';
import type { LivingTenant } from './living-data.ts';
import { daysAgo } from './random.ts';

export async function seedPortfolio(
  tdb: TenantDb,
  t: DemoTenant,
  living: LivingTenant,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const [founderRole] = await tdb
    .select({ id: roles.id, type: roles.type })
    .from(roles)
    .where(tdb.where(roles))
    .then((rows) => rows.filter((r) => r.type === 'Cofounder'));
  await tdb.insert(programs, living.programs);
  const allPrograms = await tdb
    .select({ id: programs.id, slug: programs.slug })
    .from(programs)
    .where(tdb.where(programs));
  const programId = (slug: string) => allPrograms.find((p) => p.slug === slug)!.id;
  const tagRows = await tdb.select({ id: tags.id, name: tags.name }).from(tags).where(tdb.where(tags));
  const industryRows = await tdb
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .where(tdb.where(industries));
  const created = await tdb
    .insert(
      startups,
      living.startups.map((s, i) => ({
        name: s.name,
        description: s.description,
        website: s.website,
        initialCategorizationComplete: true,
        ...s.profile,
        // Joined over the past year, the oldest first.
        createdAt: daysAgo(now, 380 - i * 9),
      })),
    )
    .returning({ id: startups.id, name: startups.name });
  const startupId = (name: string) => created.find((c) => c.name === name)!.id;
  const founders = living.startups.flatMap((s) =>
    s.founders.map((f) => ({
      startup: s.name,
      row: {
        email: demoEmail(t, f),
        passwordHash,
        firstName: f.firstName,
        lastName: f.lastName,
        headline: `Co-founder, ${s.name}`,
        status: 'active',
        validated: true,
        adminValidated: true,
        roleId: founderRole!.id,
        timezone: t.timezone,
      },
    })),
  );
  const founderRows = await tdb
    .insert(
      users,
      founders.map((f) => f.row),
    )
    .returning({ id: users.id, email: users.email });
  await tdb.insert(
    startupMembers,
    founders.map((f) => ({
      startupId: startupId(f.startup),
      userId: founderRows.find((r) => r.email === f.row.email)!.id,
    })),
  );
  await tdb.insert(
    startupPrograms,
    living.startups.flatMap((s) =>
      s.programs.map((slug) => ({ startupId: startupId(s.name), programId: programId(slug) })),
    ),
  );
  const tagLinks = living.startups.flatMap((s) =>
    (s.tags ?? []).map((name) => ({ startupId: startupId(s.name), tagId: tagRows.find((r) => r.name === name)!.id })),
  );
  if (tagLinks.length) await tdb.insert(startupTags, tagLinks);
  const industryLinks = living.startups.flatMap((s) =>
    (s.industries ?? []).map((name) => ({
      startupId: startupId(s.name),
      industryId: industryRows.find((r) => r.name === name)!.id,
    })),
  );
  if (industryLinks.length) await tdb.insert(startupIndustries, industryLinks);

  const everyStartup = await tdb
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(tdb.where(startups));
  const staffRows = await tdb.select({ id: users.id, email: users.email }).from(users).where(tdb.where(users));
  const links = living.assignments.flatMap((a) => {
    const person = t.people.find((p) => `${p.firstName} ${p.lastName}` === a.person)!;
    const userId = staffRows.find((u) => u.email === demoEmail(t, person))!.id;
    return a.startups.map((name) => ({ startupId: everyStartup.find((s) => s.name === name)!.id, userId }));
  });
  await tdb.insert(startupAssignments, links).onConflictDoNothing();
}
