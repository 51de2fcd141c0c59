// The `exports-sweep` job, the last resort: a run whose process died is resumed (exports.resume.ts), but an export
// whose task never ran (its queue message lost) or that keeps being resumed would stay unfinished for ever, its
// requester waiting. Every ten minutes, in every organisation, an export still not finished 30 minutes after it was
// requested is marked ERROR with a message saying so (a report takes seconds, so nothing alive is cut short), and
// the change is pushed to its requester. A task delivered late finds the row no longer QUEUED and leaves it alone.
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { JobDefinition } from '../../core/jobs.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { failUnfinishedExports } from './exports.repository.ts';
import { publishExport } from './exports.presenter.ts';
import { exportFailure } from '@ascent/shared';

export const STALE_EXPORT_MINUTES = 30;
export const STALE_EXPORT_ERROR = exportFailure('interrupted');

/** Marks the exports of every organisation unfinished for more than 30 minutes at `now` as ERROR; returns how many. */
export async function sweepStaleExports(services: Services, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STALE_EXPORT_MINUTES * 60_000);
  let swept = 0;
  for (const tenant of await listIncubators(services.database)) {
    try {
      const tdb = new TenantDb(services.database.db, tenant.id);
      const rows = await failUnfinishedExports(tdb, before, {
        status: 'ERROR',
        error: STALE_EXPORT_ERROR,
        finishedAt: now,
      });
      for (const row of rows) await publishExport(services, row);
      swept += rows.length;
    } catch (err) {
      services.log.error({ err, incubator: tenant.slug }, 'sweeping stale exports failed');
    }
  }
  return swept;
}

export const exportsSweepJob: JobDefinition = {
  name: 'exports-sweep',
  // Every ten minutes.
  cron: '*/10 * * * *',
  run: async (services, now) => {
    const swept = await sweepStaleExports(services, now);
    if (swept) services.log.warn({ swept }, 'stale exports marked as ERROR');
  },
};
