// The attachment routes of spec 01 §7 (bearer authentication unless said otherwise):
//   GET    /api/attachments                         the signed-in user's own attachments
//   GET    /api/attachments/{id}                    one attachment's metadata
//   GET    /api/attachments/{id}/file               its bytes; WITHOUT sign-in for a signed address (?exp=&sig=,
//                                                    attachment-urls.ts) or a branding image the
//                                                    organisation's branding shows (the login page reads it)
//   GET    /api/attachments/reference/{type}/{id}   the attachments of one reference (branding + slot, user, startup)
//   POST   /api/attachment/upload                   multipart: `file`, with referenceType and referenceId (query or fields)
//   POST   /api/users/file                          multipart: `file`, attached to the signed-in user
//   PUT    /api/attachments/{id}                    { name }: renames it
//   DELETE /api/attachments/{referenceType}/{id}    deletes it: {a} is the reference type, {b} the attachment id
// Files are answered with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox`
// (an SVG opened directly cannot run script) and `Content-Disposition: inline` for images, `attachment` otherwise.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { route } from '../../core/http/route.ts';
import { PUBLIC, SIGNED_IN } from '../../core/graphql/policy.ts';
import type { Services } from '../../core/services.ts';
import { isUuid } from '../../core/validation.ts';
import { assertCleanText } from '../../core/input-guard.ts';
import { listOwnAttachments, listReferencedAttachments, renameAttachment } from './attachments.repository.ts';
import {
  checkReference,
  findAttachment,
  isUsedByBranding,
  mayManage,
  presentAttachment,
  readableAttachment,
  readStoredFile,
  removeAttachment,
  storeUpload,
} from './attachments.service.ts';
import { IMAGE_TYPES, MAX_ATTACHMENT_BYTES, safeFileName } from './file-types.ts';

const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

async function receiveFile(
  request: FastifyRequest,
): Promise<{ name: string; bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in a field named "file".');
  const { part, bytes } = await readPart(request);
  if (!part) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in a field named "file".');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && v.type === 'field' && typeof v.value === 'string') fields[key] = v.value;
  }
  assertCleanText(part.filename, fields);
  return { name: part.filename ?? 'file', bytes, fields };
}

/** Reading the request: a body the parser cannot read (no boundary, truncated, over a limit) is the client's error. */
async function readPart(request: FastifyRequest) {
  try {
    const part = await request.file();
    return { part, bytes: part ? await part.toBuffer() : Buffer.alloc(0) };
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (err instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
    throw new AppError(
      'BAD_REQUEST',
      'The upload could not be read: send one complete multipart/form-data body (one file, at most 10 fields).',
    );
  }
}

const Rename = z.preprocess(
  (body) => body ?? {},
  z.object({
    name: z.string().trim().min(1, 'Name is a required field').max(200, 'Name can have at most 200 characters'),
  }),
);

/** A query parameter as the upload reads it: the form's field when absent. */
const UploadQuery = z.object({ referenceType: z.unknown().optional(), referenceId: z.unknown().optional() });

export async function attachmentsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Uploads: in their own context, where multipart bodies are parsed. Who may attach to what: checkReference.
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });

    route(scoped, services, {
      method: 'POST',
      url: '/api/attachment/upload',
      access: SIGNED_IN,
      query: UploadQuery,
      handler: async ({ scope, query, request, reply }) => {
        const file = await receiveFile(request);
        const ref = await checkReference(scope, {
          referenceType: (query.referenceType ?? file.fields.referenceType) as string | undefined,
          referenceId: (query.referenceId ?? file.fields.referenceId) as string | undefined,
        });
        const row = await storeUpload(services, scope, ref, file);
        return reply.status(201).send(presentAttachment(row));
      },
    });

    // The caller's own files.
    route(scoped, services, {
      method: 'POST',
      url: '/api/users/file',
      access: SIGNED_IN,
      handler: async ({ scope, request, reply }) => {
        const file = await receiveFile(request);
        const row = await storeUpload(services, scope, { referenceType: 'user', referenceId: scope.user.id }, file);
        return reply.status(201).send(presentAttachment(row));
      },
    });
  });

  // The per-file checks (owner, reference, staff's scope) run in the service: attachments.service.ts.
  route(app, services, {
    method: 'GET',
    url: '/api/attachments',
    access: SIGNED_IN,
    handler: async ({ scope }) => (await listOwnAttachments(scope.tdb, scope.user.id)).map(presentAttachment),
  });

  route(app, services, {
    method: 'GET',
    url: '/api/attachments/reference/:referenceType/:referenceId',
    access: SIGNED_IN,
    handler: async ({ scope, params }) => {
      const rows = await listReferencedAttachments(scope.tdb, params.referenceType!, params.referenceId!);
      const visible = [];
      for (const row of rows) if (await mayManage(scope, row)) visible.push(row);
      return visible.map(presentAttachment);
    },
  });

  route(app, services, {
    method: 'GET',
    url: '/api/attachments/:id',
    access: SIGNED_IN,
    handler: async ({ scope, params }) =>
      presentAttachment(await readableAttachment(scope, params.id!, { read: true })),
  });

  // Public for a signed address or a branding image the organisation shows; otherwise a signed-in user allowed to see it.
  route(app, services, {
    method: 'GET',
    url: '/api/attachments/:id/file',
    access: PUBLIC,
    handler: async ({ scope, params, query, reply }) => {
      const { tenant, tdb } = scope;
      const id = params.id!;
      let att = isUuid(id) ? await findAttachment(tdb, id) : null;
      const { exp, sig } = query as { exp?: string; sig?: string };
      if (sig !== undefined || exp !== undefined) {
        // A signed address (attachment-urls.ts): for this organisation and file, until it expires; nothing else.
        if (!att || !services.tokens.verifyFileSignature(tenant.id, att.id, Number(exp), String(sig ?? ''))) {
          throw new AppError('FORBIDDEN', 'This file address is not valid or has expired.');
        }
      } else if (!att || !isUsedByBranding(tenant, att)) {
        // A branding image the organisation shows is public; anything else needs a signed-in user allowed to see it.
        const user = await scope.currentUser();
        if (!user) {
          if (att) throw new AppError('AUTHENTICATION_REQUIRED', 'You need to sign in to do this.');
          throw new AppError('NOT_FOUND', 'No such attachment.');
        }
        att = await readableAttachment({ ...scope, user }, id, { read: true });
      }
      const bytes = await readStoredFile(services, att);
      const disposition = IMAGE_TYPES.has(att.fileType) ? 'inline' : 'attachment';
      const fileName = safeFileName(att.name).replace(/["\\]/g, '_');
      return reply
        .header('content-type', att.fileType)
        .header('content-length', bytes.length)
        .header('content-security-policy', FILE_CSP)
        .header(
          'content-disposition',
          `${disposition}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  });

  route(app, services, {
    method: 'PUT',
    url: '/api/attachments/:id',
    access: SIGNED_IN,
    body: Rename,
    handler: async ({ scope, params, body }) => {
      const att = await readableAttachment(scope, params.id!);
      await renameAttachment(scope.tdb, att.id, safeFileName(body.name));
      return presentAttachment((await findAttachment(scope.tdb, att.id))!);
    },
  });

  // {referenceType} must be the file's reference type.
  route(app, services, {
    method: 'DELETE',
    url: '/api/attachments/:referenceType/:id',
    access: SIGNED_IN,
    handler: async ({ scope, params, reply }) => {
      const att = await readableAttachment(scope, params.id!);
      if (att.referenceType !== params.referenceType) throw new AppError('NOT_FOUND', 'No such attachment.');
      await removeAttachment(services, scope, att);
      return reply.status(204).send();
    },
  });
}
