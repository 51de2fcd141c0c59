// Requesting an export and presenting it. Who may export a startup's metric report: METRICS/DATA:EDIT on that
// startup (ALL, or ASSIGNED — staff assigned to it, and its founders); a programme's: METRICS/DATA:EDIT with ALL,
// or a team member assigned to the programme holding the permission at all. The request stores the row (QUEUED)
// and puts the `metrics-export` task on the queue (exports.job.ts); every change is pushed to the requester.
import { EXPORT_FORMATS, isTeamRole, type ExportFormat } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { Services } from '../../core/services.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import type { ExportParams, ExportRow } from './exports.schema.ts';
import { insertExport, listExportsOf, programName, startupName, updateExport } from './exports.repository.ts';
import { metricsExportTask } from './exports.job.ts';
import { isUuid } from '../../core/validation.ts';

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
  error: string | null;
  downloadUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const downloadPath = (id: string) => `/api/exports/${id}/download`;

export const presentExport = (row: ExportRow): ExportView => ({
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
  error: row.error,
  downloadUrl: row.status === 'COMPLETED' ? downloadPath(row.id) : null,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

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

export async function myExports(scope: SignedIn): Promise<ExportView[]> {
  return (await listExportsOf(scope.tdb, scope.user.id)).map(presentExport);
}

const forbidden = () =>
  new AppError('FORBIDDEN', 'You do not have the permission to export this report.', {
    permission: 'METRICS/DATA:EDIT',
  });

/** Checks the subject and the caller's right to it; answers the parameters to store. */
async function metricsSubject(
  scope: SignedIn,
  args: { startupId?: string | null; programId?: string | null },
): Promise<ExportParams> {
  const { startupId, programId } = args;
  if ((startupId == null) === (programId == null)) {
    throw new AppError('VALIDATION_FAILED', 'Give either a startup or a programme.', {
      field: startupId == null ? 'startupId' : 'programId',
    });
  }
  const auth = new Authorizer(scope.tdb, scope.user);
  if (startupId != null) {
    const name = isUuid(startupId) ? await startupName(scope.tdb, startupId) : null;
    if (name == null) throw new AppError('NOT_FOUND', 'No such startup.');
    if (!(await auth.can('METRICS/DATA:EDIT', { kind: 'startup', id: startupId }))) throw forbidden();
    return { startupId, name };
  }
  const name = isUuid(programId) ? await programName(scope.tdb, programId) : null;
  if (name == null) throw new AppError('NOT_FOUND', 'No such programme.');
  const granted = auth.scope('METRICS/DATA:EDIT');
  const allowed =
    granted === 'ALL' ||
    (granted !== 'NONE' && isTeamRole(scope.user.roleType) && (await auth.assignedTo('program')).has(programId!));
  if (!allowed) throw forbidden();
  return { programId: programId!, name };
}

export async function requestMetricsExport(
  scope: SignedIn,
  args: { startupId?: string | null; programId?: string | null; format: string },
): Promise<ExportView> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(args.format))
    throw new AppError('VALIDATION_FAILED', 'The format must be csv or xlsx.', { field: 'format' });
  const params = await metricsSubject(scope, args);
  const row = await insertExport(scope.tdb, {
    requestedById: scope.user.id,
    kind: 'metrics',
    format: args.format as ExportFormat,
    params,
  });
  await publishExport(scope.services, row);
  try {
    await scope.services.jobs.send(metricsExportTask, { incubatorId: row.incubatorId, exportId: row.id });
  } catch (err) {
    scope.services.log.error({ err, exportId: row.id }, 'export not queued');
    const failed = await updateExport(scope.tdb, row.id, {
      status: 'ERROR',
      error: 'The export could not be queued.',
      finishedAt: new Date(),
    });
    if (failed) await publishExport(scope.services, failed);
    return presentExport(failed ?? row);
  }
  return presentExport(row);
}
