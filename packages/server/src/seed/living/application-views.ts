// Saved views (docs/applications.md, "Filters and saved views") in the living demo: the programme lead keeps a shared
// view of the spring intake's revenue-stage applications as cards, and a private one of what waits for a decision; a
// second staff member keeps her own view of the intake's drafts. Each is checked by the parser the server uses.
import { parseApplicationViewFilters, type ApplicationViewFilters } from '@ascent/shared';
import { eq } from 'drizzle-orm';
import { savedViews } from '../../modules/applications/application-views.schema.ts';
import { funnelRounds, funnels } from '../../modules/applications/applications.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

/** The stage question of the spring intake's application form (seed/living/applications.ts). */
const STAGE_QUESTION = '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000002';

export async function seedApplicationViews(ctx: LivingContext, _notes: DemoNotification[]): Promise<void> {
  const { tdb, now } = ctx;
  const [funnel] = await tdb
    .select({ id: funnels.id })
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.slug, 'spring-intake')));
  if (!funnel) return;
  const [round] = await tdb
    .select({ id: funnelRounds.id })
    .from(funnelRounds)
    .where(tdb.where(funnelRounds, eq(funnelRounds.funnelId, funnel.id)));
  const admin = ctx.person('Admin');
  const staff = ctx.users.find((u) => u.roleType === 'Staff') ?? admin;
  const view = (v: Partial<ApplicationViewFilters>): Record<string, unknown> => {
    const parsed = parseApplicationViewFilters({ funnelId: funnel.id, ...v });
    if (!parsed) throw new Error(`Demo saved view refused: ${JSON.stringify(v)}`);
    return { ...parsed };
  };
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rows = [
    {
      ownerId: admin.id,
      name: 'Revenue-stage startups',
      shared: true,
      filters: view({
        group: null,
        layout: 'cards',
        answers: round ? [{ roundId: round.id, questionId: STAGE_QUESTION, operator: 'IS', values: ['revenue'] }] : [],
      }),
      createdAt: at(40),
    },
    {
      ownerId: admin.id,
      name: 'Awaiting decision',
      shared: false,
      filters: view({ status: 'pending_decision', group: null }),
      createdAt: at(21),
    },
    {
      ownerId: staff.id,
      name: 'Drafts to chase',
      shared: false,
      filters: view({ status: 'draft', group: null }),
      createdAt: at(9),
    },
  ];
  await tdb.insert(
    savedViews,
    rows.map((r) => ({ ...r, list: 'APPLICATIONS', updatedAt: r.createdAt })),
  );
}
