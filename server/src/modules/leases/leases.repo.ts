import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leases } from '../../db/schema';

/**
 * Leases decide which server process runs a timed job (a live match's pacer, a draft clock) when
 * several processes share one database. A holder keeps its lease by renewing it; when it dies the
 * lease expires and another process may take it.
 */
export async function tryAcquireLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const expires = new Date(Date.now() + ttlMs);
  const rows = await db
    .insert(leases)
    .values({ name, holder, expiresAt: expires })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt: expires },
      setWhere: sql`${leases.holder} = ${holder} or ${leases.expiresAt} < now()`,
    })
    .returning({ holder: leases.holder });
  return rows.length === 1 && rows[0].holder === holder;
}

/** Extends, in one statement, the leases of these that this holder still owns; returns those (the rest were lost). */
export async function renewLeases(db: Db, names: string[], holder: string, ttlMs: number): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .update(leases)
    .set({ expiresAt: new Date(Date.now() + ttlMs) })
    .where(and(inArray(leases.name, names), eq(leases.holder, holder)))
    .returning({ name: leases.name });
  return new Set(rows.map((r) => r.name));
}

export async function releaseLeases(db: Db, names: string[], holder: string): Promise<void> {
  if (names.length === 0) return;
  await db.delete(leases).where(and(inArray(leases.name, names), eq(leases.holder, holder)));
}
