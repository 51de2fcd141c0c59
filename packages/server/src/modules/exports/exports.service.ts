// Requesting an export and presenting it. Who may export a startup's metric report: METRICS/DATA:EDIT on that
// startup (ALL, or ASSIGNED — staff assigned to it, and its founders); a programme's: METRICS/DATA:EDIT with ALL,
// or a team member assigned to the programme holding the permission at all. Who may export applications, and which:
// the applications module decides (checkApplicationsExport). The request stores the row (QUEUED) and puts the
// kind's task on the queue (exports.job.ts); every change is pushed to the requester.
import { EXPORT_FORMATS, exportFailure, isTeamRole, type ExportFormat, type ExportKind } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import type { ExportParams } from './exports.schema.ts';
import { insertExport, listExportsOf, programName, startupName, updateExport } from './exports.repository.ts';
import { exportTaskOf } from './exports.job.ts';
import { checkApplicationsExport } from '../applications/applications.public.ts';
import { presentExport, publishExport, type ExportView } from './exports.presenter.ts';
import { isUuid } from '../../core/validation.ts';

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

const checkFormat = (format: string): ExportFormat => {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new AppError('VALIDATION_FAILED', 'The format must be csv or xlsx.', { field: 'format' });
  return format as ExportFormat;
};

export async function requestMetricsExport(
  scope: SignedIn,
  args: { startupId?: string | null; programId?: string | null; format: string },
): Promise<ExportView> {
  const format = checkFormat(args.format);
  return queueExport(scope, 'metrics', format, await metricsSubject(scope, args));
}

/** The applications pipeline under the list's filters; the applications module checks the request. */
export async function requestApplicationsExport(
  scope: SignedIn,
  args: {
    funnelId?: string | null;
    status?: string | null;
    group?: string | null;
    search?: string | null;
    format: string;
  },
): Promise<ExportView> {
  const format = checkFormat(args.format);
  const { filters, name } = await checkApplicationsExport(scope, args);
  return queueExport(scope, 'applications', format, { filters: { ...filters }, ...(name == null ? {} : { name }) });
}

/** Stores the export (QUEUED), pushes it and queues its kind's task; a queue that refuses it leaves it ERROR. */
async function queueExport(
  scope: SignedIn,
  kind: ExportKind,
  format: ExportFormat,
  params: ExportParams,
): Promise<ExportView> {
  const row = await insertExport(scope.tdb, { requestedById: scope.user.id, kind, format, params });
  await publishExport(scope.services, row);
  try {
    await scope.services.jobs.send(exportTaskOf(kind), { incubatorId: row.incubatorId, exportId: row.id });
  } catch (err) {
    scope.services.log.error({ err, exportId: row.id }, 'export not queued');
    const failed = await updateExport(scope.tdb, row.id, {
      status: 'ERROR',
      error: exportFailure('queueFailed'),
      finishedAt: new Date(),
    });
    if (failed) await publishExport(scope.services, failed);
    return presentExport(failed ?? row);
  }
  return presentExport(row);
}
