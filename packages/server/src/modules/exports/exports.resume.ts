// The `exports-resume` job: an export whose process died mid-run (a restart, a crash, a kill) is taken up again.
// Every minute, in every organisation, a run whose heartbeat stopped two minutes ago goes back to QUEUED and its task
// is queued again: the report is written anew from the data as it is then, so a resumed export is exact. After three
// attempts it is given up as ERROR ("interrupted"), and the requester sees each change live. A worker still alive
// but silent that long finds the run taken back at its next step and stops (exports.job.ts).
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { JobDefinition } from '../../core/jobs.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { exportTaskOf } from './exports.job.ts';
import { publishExport } from './exports.presenter.ts';
import { takeBackInterruptedExports } from './exports.repository.ts';
import { STALE_EXPORT_ERROR } from './exports.sweep.ts';

/** A run silent this long is taken for dead (a step takes well under a second). */
export const EXPORT_STALE_SECONDS = 120;
export const EXPORT_MAX_ATTEMPTS = 3;

/** Takes back the interrupted runs of every organisation at `now`; answers how many were queued again and given up. */
export async function resumeInterruptedExports(
  services: Services,
  now: Date,
): Promise<{ resumed: number; givenUp: number }> {
  const stale = new Date(now.getTime() - EXPORT_STALE_SECONDS * 1000);
  let resumed = 0;
  let givenUp = 0;
  for (const tenant of await listIncubators(services.database)) {
    try {
      const tdb = new TenantDb(services.database.db, tenant.id);
      const taken = await takeBackInterruptedExports(tdb, stale, EXPORT_MAX_ATTEMPTS, {
        status: 'ERROR',
        error: STALE_EXPORT_ERROR,
        finishedAt: now,
      });
      for (const row of [...taken.requeued, ...taken.failed]) await publishExport(services, row);
      for (const row of taken.requeued)
        await services.jobs.send(exportTaskOf(row.kind), { incubatorId: tenant.id, exportId: row.id });
      resumed += taken.requeued.length;
      givenUp += taken.failed.length;
    } catch (err) {
      services.log.error({ err, incubator: tenant.slug }, 'resuming interrupted exports failed');
    }
  }
  return { resumed, givenUp };
}

export const exportsResumeJob: JobDefinition = {
  name: 'exports-resume',
  cron: '* * * * *',
  run: async (services, now) => {
    const { resumed, givenUp } = await resumeInterruptedExports(services, now);
    if (resumed || givenUp) services.log.warn({ resumed, givenUp }, 'interrupted exports taken back');
  },
};
