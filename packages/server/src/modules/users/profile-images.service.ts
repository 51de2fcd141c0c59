// The caller's profile photo and cover: an image attachment they uploaded themselves (reference "user", owner the
// caller), stored as its file address; answered signed (attachments/attachment-urls.ts) so an <img> can load it.
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { ProfileImageKind, UserProfile } from '../../generated/graphql.ts';
import { findAttachment } from '../attachments/attachments.public.ts';
import { publicFileUrl } from '../attachments/attachments.service.ts';
import { IMAGE_TYPES } from '../attachments/file-types.ts';
import { loadProfile } from './profile.service.ts';
import { users } from './users.schema.ts';
import { isUuid } from '../../core/validation.ts';

export async function setMyProfileImage(
  scope: SignedIn,
  kind: ProfileImageKind,
  attachmentId: string | null | undefined,
): Promise<UserProfile> {
  let url: string | null = null;
  if (attachmentId) {
    const att = isUuid(attachmentId) ? await findAttachment(scope.tdb, attachmentId) : null;
    if (!att || att.ownerUserId !== scope.user.id || att.referenceType !== 'user')
      throw new AppError('NOT_FOUND', 'No such attachment.');
    // SVG can carry script; a photo is a raster image.
    if (!IMAGE_TYPES.has(att.fileType) || att.fileType === 'image/svg+xml') {
      throw new AppError('VALIDATION_FAILED', 'A profile image must be a PNG, JPEG, GIF or WebP image.', {
        fields: ['attachmentId'],
      });
    }
    url = publicFileUrl(att.id);
  }
  const column = kind === 'AVATAR' ? { avatar: url } : { cover: url };
  await scope.tdb.update(users, { ...column, updatedAt: sql`now()` }, eq(users.id, scope.user.id));
  const profile = await loadProfile(scope, scope.user.id);
  if (!profile) throw new AppError('NOT_FOUND', 'No such user.');
  return profile;
}
