// The feed's cursor: the last post's creation time (PostgreSQL's text form, microseconds kept, so no two posts
// of the same millisecond are skipped) and id, as base64url JSON. Opaque to clients.
import { AppError } from '../../core/errors.ts';
import type { FeedCursor } from './timeline.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeCursor(c: FeedCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

export function decodeCursor(raw: string): FeedCursor {
  const invalid = () => new AppError('VALIDATION_FAILED', 'This page cursor is not valid.', { fields: { cursor: 'invalid' } });
  if (raw.length > 200) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !PG_TIMESTAMP.test(createdAt) || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { createdAt, id };
}
