// How an export is shown to its requester, and the push of every change (`<incubatorId>/exportUpdated/<userId>`);
// shared by the request (exports.service.ts), the job (exports.job.ts) and the sweep (exports.sweep.ts).
import { topicFor } from '../../core/pubsub.ts';
import type { Services } from '../../core/services.ts';
import type { ExportRow } from './exports.schema.ts';
import { readExportFailure, type ExportFailure } from '@ascent/shared';

export const EXPORT_UPDATED = 'exportUpdated';

export interface ExportView {
  id: string;
  kind: string;
  format: string;
  status: string;
  progress: number;
  name: string | null;
  startupId: string | null;
  programId: string | null;
  fileName: string | null;
  size: number | null;
  /** In English: the reason's words, or the refusing module's. */
  error: string | null;
  /** Why it failed, for the reader's language (null: none, or a text stored before reasons). */
  errorReason: ExportFailure | null;
  downloadUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const downloadPath = (id: string) => `/api/exports/${id}/download`;

export const presentExport = (row: ExportRow): ExportView => {
  const failure = row.error === null ? null : readExportFailure(row.error);
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    status: row.status,
    progress: row.progress,
    name: row.params.name ?? null,
    startupId: row.params.startupId ?? null,
    programId: row.params.programId ?? null,
    fileName: row.fileName,
    size: row.size,
    error: failure?.message ?? null,
    errorReason: failure?.reason ?? null,
    downloadUrl: row.status === 'COMPLETED' ? downloadPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
};

export interface ExportEvent {
  incubatorId: string;
  userId: string;
  exportUpdated: ExportView;
}

/** Pushes the export's state to its requester (`<incubatorId>/exportUpdated/<userId>`). */
export async function publishExport(services: Pick<Services, 'pubsub' | 'log'>, row: ExportRow): Promise<void> {
  const event: ExportEvent = {
    incubatorId: row.incubatorId,
    userId: row.requestedById,
    exportUpdated: presentExport(row),
  };
  try {
    await services.pubsub.publish(topicFor(row.incubatorId, EXPORT_UPDATED, row.requestedById), event);
  } catch (err) {
    services.log.warn({ err }, 'export update not published');
  }
}
