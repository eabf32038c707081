// The kick-off of the live benches' matches (live.bench.ts, liveDecisions.bench.ts): every match computed,
// stored and paced, the start times spread over one second as matches started by different rooms would be.
import { eq, sql } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchInput } from '@onbir/shared/match/types';
import { fixtures } from '../src/db/schema';
import type { TestServer } from '../src/test/testServer';

/** Kicks off every fixture and answers each one's start time (ms), keyed by fixture id. */
export async function kickOffAll(s: TestServer, fixtureRows: ReadonlyArray<{ id: string }>, roomIds: readonly string[], inputs: readonly MatchInput[]): Promise<Record<string, number>> {
  const timelines = inputs.map((input) => simulateMatch(input));
  for (const [i, f] of fixtureRows.entries()) {
    await s.ctx.db.update(fixtures).set({ seed: inputs[i].seed, input: inputs[i] }).where(eq(fixtures.id, f.id));
  }
  // A thousand kick-offs written at once is not how they come in real play: let the database write them
  // out now rather than in a checkpoint in the middle of the measured minutes.
  await s.ctx.db.execute(sql`checkpoint`);
  // One statement for every start time: row-by-row writes would hold up the first matches' pacing.
  const t0 = Date.now() + 500;
  const startedAt = fixtureRows.map((_, i) => new Date(t0 + Math.floor((1000 * i) / fixtureRows.length)));
  const values = sql.join(
    fixtureRows.map((f, i) => sql`(${f.id}::uuid, ${startedAt[i].toISOString()}::timestamptz)`),
    sql`, `,
  );
  await s.ctx.db.execute(sql`update fixtures set started_at = v.t from (values ${values}) as v(id, t) where fixtures.id = v.id`);
  const started: Record<string, number> = {};
  for (const [i, f] of fixtureRows.entries()) {
    // As a kick-off does: the pacer's timeline is the one late viewers' /live reads from the cache.
    s.ctx.matches.timelines.put(f.id, inputs[i], timelines[i]);
    s.ctx.matches.pacer.run({ fixtureId: f.id, roomId: roomIds[i], timeline: timelines[i], startedAt: startedAt[i] });
    started[f.id] = startedAt[i].getTime();
  }
  return started;
}
