// The export tasks (`metrics-export`, `applications-export`: one queue per kind, so a long pipeline export does not
// hold up a metric report): each writes a requested export (the kind's producer, exports.producers.ts, answers its
// table; exports.files.ts writes it) to DATA_DIR/exports/<incubatorId>/<id>, moving the row QUEUED → IN_PROGRESS →
// COMPLETED, with its progress, and pushing each step to the requester. FAILED: the producer says why the export
// cannot be made (the subject deleted, the requester's rights withdrawn); ERROR: anything unexpected (the message
// stored is generic, the details go to the log). The task claims the row (QUEUED only, one more attempt), so a task
// delivered twice writes once; each step refreshes its heartbeat and applies only while the run is still its own, so
// a run taken back after its process seemed dead (exports.resume.ts) stops quietly.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, exportFailure, type ExportKind } from '@ascent/shared';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import type { Services } from '../../core/services.ts';
import { safeFileName } from '../attachments/file-types.ts';
import type { ExportRow } from './exports.schema.ts';
import { claimExport, updateExport, userLanguage } from './exports.repository.ts';
import { toCsv, toXlsx } from './exports.files.ts';
import { publishExport } from './exports.presenter.ts';
import { EXPORT_PRODUCERS } from './exports.producers.ts';

export { METRICS_REPORT_HEADER, metricsReport } from './exports.producers.ts';

export interface ExportTaskData {
  incubatorId: string;
  exportId: string;
}

export const exportFilePath = (dataDir: string, incubatorId: string, id: string) =>
  join(dataDir, 'exports', incubatorId, id);

/** This run is no longer the row's (taken back and resumed by another): stop without touching it. */
class RunTakenBack extends Error {}

async function step(
  services: Services,
  tdb: TenantDb,
  run: { id: string; attempts: number },
  set: Parameters<typeof updateExport>[2],
): Promise<ExportRow> {
  const row = await updateExport(tdb, run.id, { ...set, heartbeatAt: new Date() }, run.attempts);
  if (!row) throw new RunTakenBack();
  await publishExport(services, row);
  return row;
}

/** Writes one queued export of any kind (the tasks', the seed's and the tests' writer). */
export async function writeExport(services: Services, data: ExportTaskData): Promise<void> {
  const tdb = new TenantDb(services.database.db, data.incubatorId);
  const row = await claimExport(tdb, data.exportId);
  if (!row) return;
  await publishExport(services, row);
  const path = exportFilePath(services.config.DATA_DIR, data.incubatorId, row.id);
  try {
    const produce = EXPORT_PRODUCERS[row.kind as ExportKind];
    if (!produce) throw new Error(`No producer for exports of kind ${row.kind}`);
    const language = (await userLanguage(tdb, row.requestedById)) ?? DEFAULT_LANGUAGE;
    const produced = await produce({
      tdb,
      row,
      language,
      progress: async (percent) => void (await step(services, tdb, row, { progress: percent })),
    });
    if ('failed' in produced) {
      await step(services, tdb, row, { status: 'FAILED', error: produced.failed, finishedAt: new Date() });
      return;
    }
    const bytes = row.format === 'xlsx' ? await toXlsx(produced.table, produced.sheetName) : toCsv(produced.table);
    await step(services, tdb, row, { progress: 90 });
    await mkdir(join(services.config.DATA_DIR, 'exports', data.incubatorId), { recursive: true });
    await writeFile(path, bytes);
    const day = new Date().toISOString().slice(0, 10);
    await step(services, tdb, row, {
      status: 'COMPLETED',
      progress: 100,
      fileName: safeFileName(`${produced.fileStem}-${day}.${row.format}`),
      size: bytes.length,
      finishedAt: new Date(),
    });
  } catch (err) {
    if (err instanceof RunTakenBack) return;
    services.log.error({ err, exportId: row.id }, 'export failed');
    await rm(path, { force: true }).catch(() => undefined);
    await step(services, tdb, row, {
      status: 'ERROR',
      error: exportFailure('writeFailed'),
      finishedAt: new Date(),
    }).catch((e: unknown) => {
      if (!(e instanceof RunTakenBack)) throw e;
    });
  }
}

export const metricsExportTask: TaskDefinition<ExportTaskData> = { name: 'metrics-export', run: writeExport };
export const applicationsExportTask: TaskDefinition<ExportTaskData> = {
  name: 'applications-export',
  run: writeExport,
};

/** Every export task (the manifest's `tasks`). */
export const EXPORT_TASKS = [metricsExportTask, applicationsExportTask] as const;

/** The queue of an export's kind (a kind without its own queue goes with the metric reports'). */
export const exportTaskOf = (kind: string): TaskDefinition<ExportTaskData> =>
  kind === 'applications' ? applicationsExportTask : metricsExportTask;
