// Attachments: who may see and change one, where its bytes live, and how branding images become public.
//
// Access: an attachment referenced by the branding ('branding' + logo|whiteLogo|logoSquare) is managed by
// SETTINGS:MANAGE, and its file is public (no sign-in) while the organisation's branding shows it. Every other
// attachment is seen and changed by its owner, or by staff whose STARTUP/FILES:EDIT scope is ALL.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { findProgramRow } from '../programs/programs.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { updateIncubatorBranding } from '../incubators/incubators.public.ts';
import type { AttachmentRow } from './attachments.schema.ts';
import {
  deleteAttachment,
  eventExists,
  findAttachment,
  insertAttachment,
  startupExists,
} from './attachments.repository.ts';
import { detectFileType, safeFileName } from './file-types.ts';
import { mayReadTimelineAttachment } from '../timeline/timeline.attachments.ts';
import { isUuid } from '../../core/validation.ts';

export const BRANDING_SLOTS = ['logo', 'whiteLogo', 'logoSquare'] as const;
export type BrandingSlot = (typeof BRANDING_SLOTS)[number];
export const REFERENCE_TYPES = ['branding', 'user', 'startup'] as const;

/** The address a branding image is shown at; answered without sign-in while the branding uses it. */
export const publicFileUrl = (id: string) => `/api/attachments/${id}/file`;

export interface AttachmentView {
  id: string;
  _id: string;
  name: string;
  fileType: string;
  size: number;
  referenceType: string;
  referenceId: string;
  ownerUserId: string;
  url: string;
  createdAt: string;
}

export const presentAttachment = (row: AttachmentRow): AttachmentView => ({
  id: row.id,
  _id: row.id,
  name: row.name,
  fileType: row.fileType,
  size: row.size,
  referenceType: row.referenceType,
  referenceId: row.referenceId,
  ownerUserId: row.ownerUserId,
  url: publicFileUrl(row.id),
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', 'No such attachment.');

export const storagePath = (dataDir: string, storageKey: string) => join(dataDir, 'attachments', storageKey);

/** Is this attachment shown by the organisation's branding (its file then needs no sign-in)? */
export function isUsedByBranding(tenant: IncubatorRow, att: AttachmentRow): boolean {
  if (att.referenceType !== 'branding') return false;
  const url = publicFileUrl(att.id);
  const b = tenant.branding;
  return b.logo === url || b.whiteLogo === url || b.logoSquare === url;
}

export async function mayManage(
  scope: SignedIn,
  att: Pick<AttachmentRow, 'referenceType' | 'ownerUserId'>,
): Promise<boolean> {
  const auth = new Authorizer(scope.tdb, scope.user);
  if (att.referenceType === 'branding') return auth.can('SETTINGS:MANAGE');
  if (att.ownerUserId === scope.user.id) return true;
  return auth.scope('STARTUP/FILES:EDIT') === 'ALL';
}

/** The attachment, when the user may see it; another tenant's or a forbidden one is NOT_FOUND (no existence leak). */
export async function readableAttachment(
  scope: SignedIn,
  id: string,
  opts: { read?: boolean } = {},
): Promise<AttachmentRow> {
  if (!isUuid(id)) throw notFound();
  const att = await findAttachment(scope.tdb, id);
  if (!att) throw notFound();
  // Reading only: a file attached to a timeline post is seen by whoever reads the post (never renamed or deleted by them).
  if (!(await mayManage(scope, att)) && !(opts.read && (await mayReadTimelineAttachment(scope, att.id))))
    throw notFound();
  return att;
}

const Reference = z.discriminatedUnion('referenceType', [
  z.object({
    referenceType: z.literal('branding'),
    referenceId: z.enum(BRANDING_SLOTS, { message: 'Reference id must be logo, whiteLogo or logoSquare' }),
  }),
  z.object({ referenceType: z.literal('user'), referenceId: z.string() }),
  z.object({
    referenceType: z.literal('startup'),
    referenceId: z.string().refine(isUuid, 'Reference id must be a startup id'),
  }),
  z.object({
    referenceType: z.literal('program'),
    referenceId: z.string().refine(isUuid, 'Reference id must be a programme id'),
  }),
  z.object({
    referenceType: z.literal('event'),
    referenceId: z.string().refine(isUuid, 'Reference id must be an event id'),
  }),
]);

/** Checks the reference and the uploader's right to attach to it. */
export async function checkReference(
  scope: SignedIn,
  raw: { referenceType?: string; referenceId?: string },
): Promise<{ referenceType: string; referenceId: string }> {
  const parsed = Reference.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      'Reference type must be branding, user, startup, program or event, with a valid reference id.',
    );
  const ref = parsed.data;
  const auth = new Authorizer(scope.tdb, scope.user);
  if (ref.referenceType === 'branding') await auth.require('SETTINGS:MANAGE');
  if (ref.referenceType === 'user' && ref.referenceId !== scope.user.id)
    throw new AppError('FORBIDDEN', 'You can attach files to your own account only.');
  if (ref.referenceType === 'startup') {
    if (!(await startupExists(scope.tdb, ref.referenceId))) throw new AppError('NOT_FOUND', 'No such startup.');
    await auth.require('STARTUP/FILES:EDIT', { kind: 'startup', id: ref.referenceId });
  }
  if (ref.referenceType === 'program') {
    if (!(await findProgramRow(scope.tdb, ref.referenceId))) throw new AppError('NOT_FOUND', 'No such programme.');
    await auth.require('PROGRAMS:EDIT', { kind: 'program', id: ref.referenceId });
  }
  // An event's files (its cover): people who plan events; setEventCover then checks they may change this one.
  if (ref.referenceType === 'event') {
    if (!(await eventExists(scope.tdb, ref.referenceId))) throw new AppError('NOT_FOUND', 'No such event.');
    await auth.require('EVENTS:CREATE');
  }
  return ref;
}

/** Stores an uploaded file: its type from its content, its bytes at DATA_DIR/attachments/<incubatorId>/<id>. */
export async function storeUpload(
  services: Pick<Services, 'config'>,
  scope: SignedIn,
  ref: { referenceType: string; referenceId: string },
  file: { name: string; bytes: Buffer },
): Promise<AttachmentRow> {
  const name = safeFileName(file.name);
  const detected = detectFileType(name, file.bytes);
  if (!detected.ok) {
    throw new AppError(
      'BAD_REQUEST',
      detected.reason === 'UNSUPPORTED'
        ? 'This type of file is not accepted: use PNG, JPEG, GIF, WebP, SVG, PDF, DOCX, XLSX, PPTX, TXT or CSV.'
        : 'The content of the file does not match its type.',
    );
  }
  if (ref.referenceType === 'branding' && !detected.mime.startsWith('image/'))
    throw new AppError('BAD_REQUEST', 'A logo must be an image (PNG, JPEG, GIF, WebP or SVG).');
  const id = randomUUID();
  const storageKey = `${scope.tenant.id}/${id}`;
  const path = storagePath(services.config.DATA_DIR, storageKey);
  await mkdir(join(services.config.DATA_DIR, 'attachments', scope.tenant.id), { recursive: true });
  await writeFile(path, file.bytes);
  try {
    return await insertAttachment(scope.tdb, {
      id,
      ownerUserId: scope.user.id,
      ...ref,
      name,
      fileType: detected.mime,
      size: file.bytes.length,
      storageKey,
    });
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}

export async function readStoredFile(services: Pick<Services, 'config'>, att: AttachmentRow): Promise<Buffer> {
  try {
    return await readFile(storagePath(services.config.DATA_DIR, att.storageKey));
  } catch {
    throw new AppError('NOT_FOUND', 'The file of this attachment is missing.');
  }
}

/** Deletes an attachment and its bytes; a branding image in use is taken off the branding first. */
export async function removeAttachment(
  services: Pick<Services, 'config' | 'database' | 'tenants'>,
  scope: SignedIn,
  att: AttachmentRow,
): Promise<void> {
  if (isUsedByBranding(scope.tenant, att)) {
    const url = publicFileUrl(att.id);
    const b = { ...scope.tenant.branding };
    for (const slot of BRANDING_SLOTS) if (b[slot] === url) b[slot] = null;
    await updateIncubatorBranding(services.database, scope.tenant.id, b);
    services.tenants.invalidate(scope.tenant.slug);
  }
  await deleteAttachment(scope.tdb, att.id);
  await rm(storagePath(services.config.DATA_DIR, att.storageKey), { force: true });
}

export { findAttachment };
