// One keyset cursor codec for every list: the last row's sort key(s) and id, as base64url JSON — opaque to clients.
// Decoding checks the shape field by field, so junk, a cursor of another list or a tampered one is refused
// (null: each list answers it with its own VALIDATION_FAILED message) and never reaches SQL.
import { isUuid } from './validation.ts';

/**
 * What one position of a cursor holds: `text` any string, `uuid` an id, `timestamp` a timestamptz as PostgreSQL
 * prints it (microseconds kept, so rows of the same millisecond are neither skipped nor repeated), `instant` an
 * ISO date-time, `flag` a boolean.
 */
export type CursorField = 'text' | 'uuid' | 'timestamp' | 'instant' | 'flag';
type ValueOf<F extends CursorField> = F extends 'flag' ? boolean : string;
export type CursorValues<T extends readonly CursorField[]> = {
  [K in keyof T]: T[K] extends CursorField ? ValueOf<T[K]> : never;
};

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;
/** Longer than any cursor this codec writes for the lists' keys (names are at most a few hundred characters). */
const MAX_LENGTH = 2048;

const fits = (field: CursorField, value: unknown): boolean => {
  switch (field) {
    case 'text':
      return typeof value === 'string';
    case 'uuid':
      return isUuid(value);
    case 'timestamp':
      return typeof value === 'string' && PG_TIMESTAMP.test(value);
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'flag':
      return typeof value === 'boolean';
    default: {
      const unhandled: never = field;
      return unhandled;
    }
  }
};

export function encodeCursor(values: readonly (string | boolean)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The cursor's values when it has exactly the given shape, else null. */
export function decodeCursor<const T extends readonly CursorField[]>(raw: unknown, fields: T): CursorValues<T> | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== fields.length) return null;
  return fields.every((field, i) => fits(field, parsed[i])) ? (parsed as CursorValues<T>) : null;
}
