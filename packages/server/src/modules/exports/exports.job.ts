// The `metrics-export` task: writes a requested metric report (exports.files.ts) to
// DATA_DIR/exports/<incubatorId>/<id>, moving the row QUEUED → IN_PROGRESS → COMPLETED, with its progress, and
// pushing each step to the requester. FAILED: the subject is gone (deleted since the request); ERROR: anything
// unexpected (the message stored is generic, the details go to the log). The task claims the row (QUEUED only, one
// more attempt), so a task delivered twice writes once; each step refreshes its heartbeat and applies only while the
// run is still its own, so a run taken back after its process seemed dead (exports.resume.ts) stops quietly.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, translatedLabel } from '@ascent/shared';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import type { Services } from '../../core/services.ts';
import { safeFileName } from '../attachments/file-types.ts';
import type { ExportRow } from './exports.schema.ts';
import {
  claimExport,
  programName,
  startupName,
  startupsOfProgram,
  submittedValues,
  updateExport,
  userLanguage,
  type SubmittedValue,
} from './exports.repository.ts';
import { toCsv, toXlsx, type Table } from './exports.files.ts';
import { publishExport } from './exports.presenter.ts';

export interface MetricsExportData {
  incubatorId: string;
  exportId: string;
}

export const exportFilePath = (dataDir: string, incubatorId: string, id: string) =>
  join(dataDir, 'exports', incubatorId, id);

export const METRICS_REPORT_HEADER = [
  'Startup',
  'Metric',
  'Unit',
  'Period from',
  'Period to',
  'Value',
  'Submitted at',
] as const;

const isPlainNumber = (v: string) => /^-?\d+(\.\d+)?$/.test(v);

/** The report's rows, sorted by startup, metric name and period. */
export function metricsReport(values: readonly SubmittedValue[], language: string): Table {
  const rows = values
    .map((v) => {
      const value = v.dateValue ?? v.value ?? '';
      return [
        v.startupName,
        translatedLabel(v.metricName, language),
        v.unitType === 'CUSTOM' ? (v.customUnitName ?? '') : v.unitType,
        v.from,
        v.to,
        isPlainNumber(value) ? Number(value) : value,
        v.submittedAt.toISOString(),
      ] as const;
    })
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], language) || a[3].localeCompare(b[3]));
  return { header: METRICS_REPORT_HEADER, rows };
}

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

export async function writeMetricsExport(services: Services, data: MetricsExportData): Promise<void> {
  const tdb = new TenantDb(services.database.db, data.incubatorId);
  const row = await claimExport(tdb, data.exportId);
  if (!row) return;
  await publishExport(services, row);
  const path = exportFilePath(services.config.DATA_DIR, data.incubatorId, row.id);
  try {
    const { startupId, programId } = row.params;
    const subject = startupId
      ? await startupName(tdb, startupId)
      : programId
        ? await programName(tdb, programId)
        : null;
    if (subject == null) {
      await step(services, tdb, row, {
        status: 'FAILED',
        error: 'The startup or programme no longer exists.',
        finishedAt: new Date(),
      });
      return;
    }
    const startupIds = startupId ? [startupId] : await startupsOfProgram(tdb, programId!);
    const language = (await userLanguage(tdb, row.requestedById)) ?? DEFAULT_LANGUAGE;
    const values = await submittedValues(tdb, startupIds);
    await step(services, tdb, row, { progress: 50 });
    const table = metricsReport(values, language);
    const bytes = row.format === 'xlsx' ? await toXlsx(table, subject) : toCsv(table);
    await step(services, tdb, row, { progress: 90 });
    await mkdir(join(services.config.DATA_DIR, 'exports', data.incubatorId), { recursive: true });
    await writeFile(path, bytes);
    const day = new Date().toISOString().slice(0, 10);
    const fileName = safeFileName(
      `metrics-${subject.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'report'}-${day}.${row.format}`,
    );
    await step(services, tdb, row, {
      status: 'COMPLETED',
      progress: 100,
      fileName,
      size: bytes.length,
      finishedAt: new Date(),
    });
  } catch (err) {
    if (err instanceof RunTakenBack) return;
    services.log.error({ err, exportId: row.id }, 'export failed');
    await rm(path, { force: true }).catch(() => undefined);
    await step(services, tdb, row, {
      status: 'ERROR',
      error: 'The export could not be written.',
      finishedAt: new Date(),
    }).catch((e: unknown) => {
      if (!(e instanceof RunTakenBack)) throw e;
    });
  }
}

export const metricsExportTask: TaskDefinition<MetricsExportData> = {
  name: 'metrics-export',
  run: writeMetricsExport,
};
