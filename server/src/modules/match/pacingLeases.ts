import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { fixtures } from '../../db/schema';
import { releaseLease, renewLease, tryAcquireLease } from '../leases/leases.service';
import type { LiveFixture, MatchPacer } from './pacer';

/**
 * Several server processes (REDIS_URL set): each live match is paced by exactly one of them, the one
 * holding its lease. Every process renews its leases each second and looks for live matches nobody
 * holds (their process died, or handed them over on shutdown): the first to claim one resumes it
 * right after the last event its previous pacer recorded as sent, so clients, which drop a seq they
 * already have, see no event twice and miss none.
 */
export const LEASE_TTL_MS = 3_000;
const TICK_MS = 1_000;

const leaseName = (fixtureId: string) => `match:${fixtureId}`;

type FixtureRow = typeof fixtures.$inferSelect;

export interface PacingLeases {
  /** Claims a match this process has just kicked off; false when another process holds it. */
  claim(fixtureId: string): Promise<boolean>;
  /** Records the last event sent (monotonic, so a late write never moves it back). */
  recordSent(fixtureId: string, seq: number): void;
}

export function startPacingLeases(
  ctx: AppContext,
  pacer: MatchPacer,
  liveOf: (row: FixtureRow) => LiveFixture,
): PacingLeases {
  const holder = ctx.instanceId;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const id of pacer.runningIds()) {
        if (!(await renewLease(ctx.db, leaseName(id), holder, LEASE_TTL_MS))) {
          ctx.log.warn({ fixtureId: id }, 'match lease lost; another process paces it');
          pacer.abandon(id);
        }
      }
      const live = await ctx.db
        .select()
        .from(fixtures)
        .where(and(isNotNull(fixtures.startedAt), eq(fixtures.played, false)));
      for (const row of live) {
        if (pacer.isRunning(row.id)) continue;
        if (!(await tryAcquireLease(ctx.db, leaseName(row.id), holder, LEASE_TTL_MS))) continue;
        ctx.log.info({ fixtureId: row.id, fromSeq: row.pacedSeq + 1 }, 'taking over a live match');
        pacer.run(liveOf(row), { fromSeq: row.pacedSeq + 1 });
      }
    } catch (err) {
      ctx.log.warn({ err }, 'match lease round failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  void tick();
  // A graceful shutdown hands its matches over at once instead of waiting for the leases to expire.
  ctx.onClose(async () => {
    clearInterval(timer);
    const held = pacer.runningIds();
    pacer.stop();
    await Promise.allSettled(held.map((id) => releaseLease(ctx.db, leaseName(id), holder)));
  });

  return {
    claim: (fixtureId) => tryAcquireLease(ctx.db, leaseName(fixtureId), holder, LEASE_TTL_MS),
    recordSent(fixtureId, seq) {
      void ctx.db
        .update(fixtures)
        .set({ pacedSeq: sql`greatest(${fixtures.pacedSeq}, ${seq})` })
        .where(eq(fixtures.id, fixtureId))
        .catch((err: unknown) => ctx.log.warn({ err, fixtureId }, 'could not record the paced seq'));
    },
  };
}
