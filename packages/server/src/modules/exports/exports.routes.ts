// GET /api/exports/{id}/download (bearer authentication): the file of a COMPLETED export, to its requester only.
// Another user's export, another organisation's or an unknown id are all NOT_FOUND (no existence leak).
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { SIGNED_IN } from '../../core/graphql/policy.ts';
import { findExport } from './exports.repository.ts';
import { exportFilePath } from './exports.job.ts';
import { isUuid } from '../../core/validation.ts';

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function exportsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Being its requester is the check.
  route(app, services, {
    method: 'GET',
    url: '/api/exports/:id/download',
    access: SIGNED_IN,
    handler: async ({ scope, params, reply }) => {
      const row = isUuid(params.id) ? await findExport(scope.tdb, params.id) : null;
      if (!row || row.requestedById !== scope.user.id) throw new AppError('NOT_FOUND', 'No such export.');
      if (row.status !== 'COMPLETED') throw new AppError('CONFLICT', 'This export is not ready.');
      let bytes: Buffer;
      try {
        bytes = await readFile(exportFilePath(services.config.DATA_DIR, scope.tenant.id, row.id));
      } catch {
        throw new AppError('NOT_FOUND', 'The file of this export is missing.');
      }
      const fileName = (row.fileName ?? `export.${row.format}`).replace(/["\\]/g, '_');
      return reply
        .header('content-type', CONTENT_TYPES[row.format] ?? 'application/octet-stream')
        .header('content-length', bytes.length)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
