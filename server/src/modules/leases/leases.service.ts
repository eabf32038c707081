import { and, eq, sql } from 'drizzle-orm';
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

/** Extends a lease this holder still owns; false when it was lost (expired and taken). */
export async function renewLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await db
    .update(leases)
    .set({ expiresAt: new Date(Date.now() + ttlMs) })
    .where(and(eq(leases.name, name), eq(leases.holder, holder)))
    .returning({ name: leases.name });
  return rows.length === 1;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
}
