// What goes into each kind of export, one producer per kind: the exports module queues, claims, writes and serves the
// file (exports.job.ts), the producer answers its table. The metric report is read here; the applications pipeline
// is the applications module's (applications.public.ts decides who may export what and what the file holds).
import { exportFailure, translatedLabel, type ExportKind } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Table } from './exports.files.ts';
import type { ExportRow } from './exports.schema.ts';
import { applicationsExportTable, parseExportFilters } from '../applications/applications.public.ts';
import { findAuthUserById } from '../users/users.public.ts';
import {
  programName,
  startupName,
  startupsOfProgram,
  submittedValues,
  type SubmittedValue,
} from './exports.repository.ts';

export interface ProducerInput {
  tdb: TenantDb;
  row: ExportRow;
  /** The requester's language (their own, else the default). */
  language: string;
  /** Pushes the progress on (a percentage between the claim's 10 and the file's 90). */
  progress(percent: number): Promise<void>;
}

/** The table to write, the sheet's name (XLSX) and the file name's stem; or why the export cannot be made (FAILED). */
export type Produced = { table: Table; sheetName: string; fileStem: string } | { failed: string };

export type ExportProducer = (input: ProducerInput) => Promise<Produced>;

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

/** A name as a file name's part: letters and digits, dashes between. */
export const fileStemOf = (text: string, fallback: string) =>
  text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || fallback;

/** The metric report of a startup or of a programme's startups (the subject read live: deleted since → FAILED). */
const metricsProducer: ExportProducer = async ({ tdb, row, language, progress }) => {
  const { startupId, programId } = row.params;
  const subject = startupId ? await startupName(tdb, startupId) : programId ? await programName(tdb, programId) : null;
  if (subject == null) return { failed: exportFailure('subjectGone') };
  const startupIds = startupId ? [startupId] : await startupsOfProgram(tdb, programId!);
  const values = await submittedValues(tdb, startupIds);
  await progress(50);
  return {
    table: metricsReport(values, language),
    sheetName: subject,
    fileStem: `metrics-${fileStemOf(subject, 'report')}`,
  };
};

/**
 * The applications pipeline, for its requester as they are now: one no longer active, or refused by the applications
 * module (rights withdrawn, too many applications now), gets FAILED with the reason.
 */
const applicationsProducer: ExportProducer = async ({ tdb, row, language, progress }) => {
  const requester = await findAuthUserById(tdb, row.requestedById);
  if (!requester || requester.status.toLowerCase() !== 'active') return { failed: exportFailure('requesterInactive') };
  try {
    const { table, sheetName } = await applicationsExportTable(
      tdb,
      requester,
      parseExportFilters(row.params.filters),
      language,
      (share) => progress(10 + Math.round(share * 70)),
    );
    return { table, sheetName, fileStem: `applications-${fileStemOf(row.params.name ?? '', 'all')}` };
  } catch (err) {
    if (err instanceof AppError) return { failed: exportFailure('refused', err.message) };
    throw err;
  }
};

/** The kinds that can be exported today, each with its producer. */
export const EXPORT_PRODUCERS: Partial<Record<ExportKind, ExportProducer>> = {
  metrics: metricsProducer,
  applications: applicationsProducer,
};
