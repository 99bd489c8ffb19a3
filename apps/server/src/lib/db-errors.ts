/**
 * When `error` is a unique-key violation, the text that names the key (PostgreSQL: the constraint or index
 * name; SQLite: its message, e.g. "UNIQUE constraint failed: users.email"); otherwise null.
 * Callers turn it into a 409: two requests may both pass a "is it taken?" check and race to the insert.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return typeof constraint === 'string' ? constraint : String(message ?? '');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return String(message ?? '');
  return null;
}
