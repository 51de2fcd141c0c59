// Bulk inserts and deletes in parts: rows per statement well under the drivers' parameter limit.
const CHUNK = 1000;

/** The items in parts of at most 1000, for one statement each. */
export const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
