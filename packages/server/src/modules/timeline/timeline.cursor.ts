// The feed's cursor: the last post's creation time (PostgreSQL's text form, microseconds kept, so no two posts
// of the same millisecond are skipped) and id, as base64url JSON. Opaque to clients.
import { AppError } from '../../core/errors.ts';
import type { FeedCursor } from './timeline.repository.ts';
import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from '../../core/cursor.ts';

export function encodeCursor(c: FeedCursor): string {
  return encodeKeyset([c.createdAt, c.id]);
}

export function decodeCursor(raw: string): FeedCursor {
  const values = decodeKeyset(raw, ['timestamp', 'uuid']);
  if (!values)
    throw new AppError('VALIDATION_FAILED', 'This page cursor is not valid.', { fields: { cursor: 'invalid' } });
  return { createdAt: values[0], id: values[1] };
}
