// Whether a failed query broke a unique constraint (SQLSTATE 23505), optionally a named one. Drizzle wraps the
// driver's error (node-postgres or PGlite, which both carry `code` and `constraint`) in `cause`.
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
