// Exports done: metric reports the director, a coach and a founder asked for, written by the exports module's own
// task (writeExport) once the seed's transaction has committed, so the files exist and download.
import type { Db } from '../../core/db/client.ts';
import { exportJobs } from '../../modules/exports/exports.schema.ts';
import { loadContext } from './context.ts';
import { daysAgo } from './random.ts';

/** Writes one queued export's file (the exports module's task, bound to the running services). */
export type ExportWriter = (incubatorId: string, exportId: string) => Promise<void>;

export async function seedExports(db: Db, incubatorId: string, now: Date, write: ExportWriter): Promise<void> {
  const ctx = await loadContext(db, incubatorId, now);
  const admin = ctx.person('Admin');
  const coach = ctx.person('Coach');
  const founder = ctx.person('Cofounder');
  const own = ctx.startups.find((s) => s.founderIds.includes(founder.id));
  const coached = ctx.startups.find((s) => s.staffIds.includes(coach.id));
  const program = ctx.programs[0]!;
  const requests = [
    { requestedById: admin.id, format: 'xlsx', params: { programId: program.id, name: program.name }, age: 9 },
    { requestedById: admin.id, format: 'csv', params: { programId: program.id, name: program.name }, age: 2 },
    ...(coached
      ? [{ requestedById: coach.id, format: 'csv', params: { startupId: coached.id, name: coached.name }, age: 4 }]
      : []),
    ...(own
      ? [{ requestedById: founder.id, format: 'xlsx', params: { startupId: own.id, name: own.name }, age: 1 }]
      : []),
  ];
  const rows = await ctx.tdb
    .insert(
      exportJobs,
      requests.map((r) => ({
        requestedById: r.requestedById,
        kind: 'metrics',
        format: r.format,
        params: r.params,
        createdAt: daysAgo(now, r.age),
      })),
    )
    .returning({ id: exportJobs.id });
  for (const row of rows) await write(incubatorId, row.id);
}
