// "Anything changed?" answered by the founders every month of the year (the categorisation module opens one a month
// for startups whose metrics are collected), this month's too — except by the quiet startups, whose founders will
// be asked when they next sign in.
import { CATEGORIZATION_ANSWER_KEYS } from '@ascent/shared';
import { categorizations } from '../../modules/categorization/categorization.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, isQuiet, type Row } from './metrics.ts';
import { atHour } from './random.ts';

const MONTHS = 12;

export async function seedCategorizations(ctx: LivingContext): Promise<void> {
  const { rng, now } = ctx;
  const rows: Row<typeof categorizations>[] = [];
  ctx.startups.forEach((startup, index) => {
    for (let m = MONTHS - 1; m >= 0; m--) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1));
      const periodDate = month.toISOString().slice(0, 10);
      if (m === 0 && isQuiet(index)) continue;
      const answeredAt = atHour(periodDate, rng.int(8, 18));
      rows.push({
        startupId: startup.id,
        periodDate,
        // Traction grows over the year: free users first, then sales, then recurring revenue.
        answers: CATEGORIZATION_ANSWER_KEYS.map((key, k) => ({ key, value: k <= (MONTHS - m) / 3 ? 'yes' : 'no' })),
        skip: false,
        answeredById: rng.pick(startup.founderIds),
        answeredAt: answeredAt > now ? now : answeredAt,
        createdAt: answeredAt > now ? now : answeredAt,
      });
    }
  });
  await insertChunks(ctx, categorizations, rows);
}
