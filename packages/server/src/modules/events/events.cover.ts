// An event's cover (issue 19): an image uploaded for the event (POST /api/attachment/upload, reference "event" and its
// id, by someone with EVENTS:CREATE), then chosen with setEventCover by someone who may change the event. In a series, the later
// dates get it too. Answers carry a signed address an <img> can load (attachment-urls.ts signs event images).
import { inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { findAttachment } from '../attachments/attachments.public.ts';
import { publicFileUrl } from '../attachments/attachments.service.ts';
import { IMAGE_TYPES } from '../attachments/file-types.ts';
import { findEvent } from './events.repository.ts';
import { incubatorEvents } from './events.schema.ts';
import { followingOccurrences } from './events.series.ts';
import { present, withEditableEvent } from './events.service.ts';
import { conflict } from './events.input.ts';

export async function setEventCover(scope: SignedIn, id: string, attachmentId: string | null | undefined) {
  return withEditableEvent(scope, id, async (tx, event) => {
    if (event.isArchived) throw conflict('archived');
    let cover: string | null = null;
    if (attachmentId) {
      const att = isUuid(attachmentId) ? await findAttachment(tx.tdb, attachmentId) : null;
      if (!att || att.referenceType !== 'event' || att.referenceId !== event.id)
        throw new AppError('NOT_FOUND', 'No such image of this event.');
      // SVG can carry script; a cover is a raster image.
      if (!IMAGE_TYPES.has(att.fileType) || att.fileType === 'image/svg+xml')
        throw new AppError('VALIDATION_FAILED', 'A cover must be a PNG, JPEG, GIF or WebP image.', {
          fields: ['attachmentId'],
        });
      cover = publicFileUrl(att.id);
    }
    const ids = [event.id, ...(await followingOccurrences(tx.tdb, event)).map((r) => r.id)];
    await tx.tdb.update(incubatorEvents, { cover, updatedAt: new Date() }, inArray(incubatorEvents.id, ids));
    return present(tx, (await findEvent(tx.tdb, event.id))!, true);
  });
}
