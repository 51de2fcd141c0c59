// The daily opening of metric periods (issue 7 §4): for every organisation with dataCollection on, the periods
// that ended are opened (idempotent: openDuePeriods creates each period once).
import type { JobDefinition } from '../../core/jobs.ts';
import { jobScope } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { openDuePeriods } from './metrics.periods.ts';

export async function openMetricPeriodsEverywhere(services: Services, now: Date): Promise<number> {
  let opened = 0;
  for (const tenant of await listIncubators(services.database)) {
    try {
      opened += (await openDuePeriods(jobScope(services, tenant), {}, now)).opened;
    } catch (err) {
      services.log.error({ err, incubator: tenant.slug }, 'opening metric periods failed');
    }
  }
  return opened;
}

export const metricPeriodsJob: JobDefinition = {
  name: 'metric-periods-open',
  // Daily at 00:20 UTC.
  cron: '20 0 * * *',
  run: async (services, now) => {
    const opened = await openMetricPeriodsEverywhere(services, now);
    if (opened) services.log.info({ opened }, 'metric periods opened');
  },
};
