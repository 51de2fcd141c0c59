// Leads (issue 21 item 6): the autumn intake of the first programme — published, its round opening in three weeks,
// on the spring intake's application form — and a dozen people who registered their interest over the last weeks on
// its public page or were added by the staff; the earliest were sent the link to apply (their tokens are unknown:
// staff send a fresh one from the leads panel).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applicationLeads } from '../../modules/applications/leads.schema.ts';
import { funnelRounds, funnels } from '../../modules/applications/applications.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

const LEADS: readonly { name: string; startup: string; source: 'public' | 'staff' }[] = [
  { name: 'Ines Carvalho', startup: 'Tidewater Analytics', source: 'public' },
  { name: 'Tobias Brandt', startup: 'Loam Robotics', source: 'public' },
  { name: 'Nadia Rahman', startup: '', source: 'staff' },
  { name: 'Kwame Asante', startup: 'Shea Ledger', source: 'public' },
  { name: 'Sofia Lindgren', startup: 'Nordlys Health', source: 'public' },
  { name: 'Hiroshi Yamada', startup: 'Kumo Logistics', source: 'staff' },
  { name: 'Valentina Russo', startup: 'Ortica Foods', source: 'public' },
  { name: 'Ahmed Farouk', startup: 'Sandglass Energy', source: 'public' },
  { name: 'Emily Clarke', startup: 'Fieldnote', source: 'staff' },
  { name: 'Mariana López', startup: 'Colibrí Pay', source: 'public' },
  { name: 'Dmytro Kovalenko', startup: 'Steppe Maps', source: 'public' },
  { name: 'Grace Mwangi', startup: '', source: 'public' },
];

export async function seedLeads(ctx: LivingContext, _notifications: DemoNotification[]): Promise<void> {
  const { tdb, rng, now } = ctx;
  const admin = ctx.person('Admin');
  const [spring] = await tdb
    .select({ formId: funnelRounds.formId, programId: funnels.programId })
    .from(funnelRounds)
    .innerJoin(funnels, and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)))
    .where(tdb.where([funnelRounds, funnels], eq(funnels.slug, 'spring-intake'), eq(funnelRounds.position, 0)));
  if (!spring) return;
  const [funnel] = await tdb
    .insert(funnels, {
      programId: spring.programId,
      name: 'Autumn intake',
      slug: 'autumn-intake',
      description: 'The next cohort: twelve weeks of coaching, workshops and a demo day. Register your interest now.',
      publishingState: 'success',
      publishedAt: new Date(now.getTime() - 40 * DAY),
      createdById: admin.id,
      createdAt: new Date(now.getTime() - 42 * DAY),
    })
    .returning({ id: funnels.id });
  await tdb.insert(funnelRounds, {
    funnelId: funnel!.id,
    position: 0,
    name: 'Application',
    formId: spring.formId,
    opensOn: day(new Date(now.getTime() + 21 * DAY)),
    closesOn: day(new Date(now.getTime() + 70 * DAY)),
  });
  // Spread over the last five weeks, oldest first; the oldest third were sent the link a few days later.
  await tdb.insert(
    applicationLeads,
    LEADS.map((lead, i) => {
      const createdAt = new Date(now.getTime() - (35 - i * 3) * DAY - rng.int(0, 20) * 3_600_000);
      const invited = i < 4 && lead.name !== 'Nadia Rahman';
      const email = `${lead.name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .replace(/ /g, '.')}@example.org`;
      return {
        funnelId: funnel!.id,
        email,
        name: lead.name,
        startupName: lead.startup,
        source: lead.source,
        createdById: lead.source === 'staff' ? admin.id : null,
        tokenHash: invited ? createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex') : null,
        invitedAt: invited ? new Date(createdAt.getTime() + rng.int(2, 6) * DAY) : null,
        createdAt,
      };
    }),
  );
}
