// Signed, expiring addresses for profile images. A user's photo or cover is an attachment, which needs a signed-in
// reader; an <img> cannot send the bearer token, so the GraphQL answers carry the address with `exp` (unix
// seconds) and `sig` (HMAC of tenant, attachment and expiry with the server secret, core/auth/tokens.ts). The file
// route serves a well-signed, unexpired address without sign-in, at the organisation it was signed for only.
//
// Only `avatar` and `cover` values are signed, and only when they name an image uploaded as a user or programme
// attachment: those columns are written only by setMyProfileImage (the caller's own image) and setProgramCover (an
// image uploaded for that programme by its editor), so nobody can get another attachment signed by pointing a
// free-text field at it.
import { inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { TokenService } from '../../core/auth/tokens.ts';
import type { Scope } from '../../core/scope.ts';
import { attachments } from './attachments.schema.ts';
import { IMAGE_TYPES } from './file-types.ts';

/** Valid for at least this long… */
export const FILE_URL_TTL_SECONDS = 12 * 60 * 60;
/** …rounded up to the hour, so an address stays the same for an hour (the browser and Apollo cache it). */
const FILE_URL_BUCKET_SECONDS = 60 * 60;

const FILE_PATH = /^\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/file$/i;
const SIGNED_FIELDS = new Set(['avatar', 'cover']);

export function fileUrlExpiry(nowSeconds = Date.now() / 1000): number {
  return Math.ceil((nowSeconds + FILE_URL_TTL_SECONDS) / FILE_URL_BUCKET_SECONDS) * FILE_URL_BUCKET_SECONDS;
}

export function signedFileUrl(
  tokens: TokenService,
  incubatorId: string,
  attachmentId: string,
  expiresAt = fileUrlExpiry(),
): string {
  return `/api/attachments/${attachmentId}/file?exp=${expiresAt}&sig=${tokens.fileSignature(incubatorId, attachmentId, expiresAt)}`;
}

type Json = unknown;
interface Slot {
  readonly holder: Record<string, Json>;
  readonly key: string;
  readonly id: string;
}

function collect(value: Json, slots: Slot[], depth = 0): void {
  if (depth > 32 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, slots, depth + 1);
    return;
  }
  const record = value as Record<string, Json>;
  for (const [key, v] of Object.entries(record)) {
    if (typeof v === 'string') {
      const match = SIGNED_FIELDS.has(key) ? FILE_PATH.exec(v) : null;
      if (match) slots.push({ holder: record, key, id: match[1]!.toLowerCase() });
    } else collect(v, slots, depth + 1);
  }
}

/** The ids among these that are images uploaded as user, programme or event attachments of this organisation. */
async function profileImageIds(tdb: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tdb
    .select({ id: attachments.id, referenceType: attachments.referenceType, fileType: attachments.fileType })
    .from(attachments)
    .where(tdb.where(attachments, inArray(attachments.id, [...ids])));
  return new Set(
    rows
      .filter((r) => ['user', 'program', 'event'].includes(r.referenceType) && IMAGE_TYPES.has(r.fileType))
      .map((r) => r.id),
  );
}

/** Replaces, in a GraphQL answer, every profile image address by its signed address (in place). */
export async function signProfileImages({ services, tenant, tdb }: Scope, data: Json): Promise<void> {
  const slots: Slot[] = [];
  collect(data, slots);
  if (slots.length === 0) return;
  const allowed = await profileImageIds(tdb, [...new Set(slots.map((s) => s.id))]);
  const expiresAt = fileUrlExpiry();
  for (const slot of slots) {
    if (allowed.has(slot.id)) slot.holder[slot.key] = signedFileUrl(services.tokens, tenant.id, slot.id, expiresAt);
  }
}
