// The server side of the live benches (liveBenchServer.ts, liveDecisionsBenchServer.ts): their rooms and
// fixtures, the commands they answer on stdin, and the kick-off: every match computed, stored and paced,
// the start times spread over one second as matches started by different rooms would be.
import { createInterface } from 'node:readline';
import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchInput } from '@onbir/shared/match/types';
import { ENGINE_VERSION } from '@onbir/shared/match/wire';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { fixtures, users } from '../src/db/schema';
import { signToken } from '../src/modules/auth/token';
import { insertDraftedRooms } from '../src/test/matchRooms';
import { readStoredRoom } from '../src/modules/rooms/roomRead';
import type { TestServer } from '../src/test/testServer';

/**
 * `roomCount` two-player rooms whose tournament has started, one fixture each, written straight into the
 * database: their ids, fixtures, engine inputs, and the players with their tokens (for the bench's sockets).
 */
export async function liveBenchRooms(s: TestServer, roomCount: number, opts: { username: string; bench?: number }) {
  const passwordHash = bcrypt.hashSync('kale-direk-42', 4);
  const people: Array<{ id: string; username: string }> = [];
  for (let i = 0; i < roomCount * 2; i += 500) {
    const slice = Array.from({ length: Math.min(500, roomCount * 2 - i) }, (_, k) => {
      const username = `${opts.username}${i + k}`;
      return { username, email: `${username}@example.com`, firstName: username, lastName: 'Bench', passwordHash };
    });
    people.push(...(await s.ctx.db.insert(users).values(slice).returning({ id: users.id, username: users.username })));
  }
  const pairs = Array.from({ length: roomCount }, (_, i) => [people[2 * i], people[2 * i + 1]]);
  const roomIds = await insertDraftedRooms(s.ctx.db, pairs, { status: 'in_progress', ...(opts.bench ? { bench: opts.bench } : {}) });
  const fixtureRows = await s.ctx.db
    .insert(fixtures)
    .values(roomIds.map((roomId, i) => ({ roomId, ordinal: 1, round: 1, teamA: pairs[i][0].id, teamB: pairs[i][1].id })))
    .returning({ id: fixtures.id });
  const inputs: MatchInput[] = [];
  for (const [i, roomId] of roomIds.entries()) {
    const { state, poolVersion } = (await readStoredRoom(s.ctx.db, roomId))!;
    const pool = await s.ctx.pool.atVersion(s.ctx.db, poolVersion);
    const input = engineInputOf(state, pool.byIds(state.picks.map((p) => p.playerId)), { teamA: pairs[i][0].id, teamB: pairs[i][1].id }, 1000 + i)!;
    inputs.push({ ...input, engineVersion: ENGINE_VERSION });
  }
  const rooms = roomIds.map((roomId, i) => ({ roomId, users: pairs[i].map((u) => ({ id: u.id, token: signToken(s.ctx.config, u) })) }));
  return { roomIds, fixtureRows, inputs, rooms };
}

/**
 * Answers the bench's commands, one a line on stdin: 'go' kicks every match off and prints the start times;
 * `extra` maps other commands to the JSON they print. Ends with the bench (stdin closed) or on SIGTERM.
 */
export function answerBenchCommands(s: TestServer, kickOff: () => Promise<Record<string, number>>, extra: Record<string, () => unknown> = {}) {
  const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  const commands = createInterface({ input: process.stdin });
  commands.on('line', (line) => {
    const command = line.trim();
    if (command === 'go') void kickOff().then((started) => print({ started }));
    else if (extra[command]) print(extra[command]());
  });
  // The bench closes stdin when it ends or dies: never outlive it.
  commands.on('close', () => void s.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
}

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
