import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * The rows of a raw statement (a data-modifying WITH, a VALUES list): drizzle's `execute` answers in the
 * driver's own result type, the same `{ rows }` for node-postgres and PGlite.
 */
export async function queryRows<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

type PgError = { code?: string; constraint?: string; cause?: PgError };

/**
 * A unique-key violation (PostgreSQL 23505) as either driver reports it (drizzle may wrap it in `cause`),
 * with the constraint's name; null for any other error.
 */
export function uniqueViolationOf(err: unknown): { constraint?: string } | null {
  const e = err as PgError | null;
  if (e?.code === '23505') return e;
  return e?.cause?.code === '23505' ? e.cause : null;
}

export function isUniqueViolation(err: unknown): boolean {
  return uniqueViolationOf(err) !== null;
}
