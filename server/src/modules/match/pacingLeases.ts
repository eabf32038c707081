import type { AppContext } from '../../context';
import { releaseLeases, renewLeases, tryAcquireLease } from '../leases/leases.repo';
import { fixtureById, orphanedLiveFixtureIds, recordPacedSeqs, type FixtureRow } from './match.repo';
import type { LiveFixture, MatchPacer } from './pacer';

/**
 * Several server processes (REDIS_URL set): each live match is paced by exactly one of them, the one
 * holding its lease. Every process renews its leases each second and looks for live matches nobody
 * holds (their process died, or handed them over on shutdown): the first to claim one resumes it
 * right after the last event its previous pacer recorded as sent, so clients, which drop a seq they
 * already have, see no event twice and miss none.
 */
const LEASE_TTL_MS = 3_000;
const TICK_MS = 1_000;

const LEASE_PREFIX = 'match:';
const leaseName = (fixtureId: string) => `${LEASE_PREFIX}${fixtureId}`;

export interface PacingLeases {
  /** Claims a match this process has just kicked off; false when another process holds it. */
  claim(fixtureId: string): Promise<boolean>;
  /** Notes the last event sent; stored with the next lease round (monotonic, so a late write never moves it back). */
  recordSent(fixtureId: string, seq: number): void;
}

export function startPacingLeases(
  ctx: AppContext,
  pacer: MatchPacer,
  liveOf: (row: FixtureRow) => LiveFixture,
): PacingLeases {
  const holder = ctx.instanceId;
  /** Last seq sent per match since the previous tick, written together at the next one. */
  const sent = new Map<string, number>();
  let busy = false;

  // Every statement here covers all of this process's matches at once: with hundreds live, one
  // statement a match each second would be most of the database's work.
  const renewAll = async () => {
    const running = pacer.runningIds();
    const kept = await renewLeases(ctx.db, running.map(leaseName), holder, LEASE_TTL_MS);
    for (const id of running) {
      if (kept.has(leaseName(id))) continue;
      ctx.log.warn({ fixtureId: id }, 'match lease lost; another process paces it');
      pacer.abandon(id);
      sent.delete(id);
    }
  };
  // Written once a second, not per event: a taker-over may resend up to a second of events, which
  // clients drop by seq; it can never skip one, since the record only trails what was sent.
  const flushSent = async () => {
    if (sent.size === 0) return;
    const ids = [...sent.keys()];
    const seqs = ids.map((id) => sent.get(id)!);
    sent.clear();
    await recordPacedSeqs(ctx.db, ids, seqs);
  };
  const takeOrphans = async () => {
    // Only the ids of live matches whose lease is gone; the heavy row is read for a match actually taken.
    for (const id of await orphanedLiveFixtureIds(ctx.db, LEASE_PREFIX)) {
      if (pacer.isRunning(id) || !(await tryAcquireLease(ctx.db, leaseName(id), holder, LEASE_TTL_MS))) continue;
      const row = await fixtureById(ctx.db, id);
      if (!row || row.played) continue;
      ctx.log.info({ fixtureId: id, fromSeq: row.pacedSeq + 1 }, 'taking over a live match');
      pacer.run(liveOf(row), { fromSeq: row.pacedSeq + 1 });
    }
  };
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await renewAll();
      await flushSent();
      await takeOrphans();
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
    await flushSent().catch((err: unknown) => ctx.log.warn({ err }, 'could not record the paced seqs'));
    await releaseLeases(ctx.db, held.map(leaseName), holder).catch((err: unknown) => ctx.log.warn({ err }, 'could not release match leases'));
  });

  return {
    claim: (fixtureId) => tryAcquireLease(ctx.db, leaseName(fixtureId), holder, LEASE_TTL_MS),
    recordSent(fixtureId, seq) {
      sent.set(fixtureId, Math.max(seq, sent.get(fixtureId) ?? -1));
    },
  };
}
