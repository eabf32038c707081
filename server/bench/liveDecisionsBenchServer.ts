// The server side of liveDecisions.bench.ts, in its own process: a real server with N two-player rooms
// (three substitutes each) whose tournament has started, one fixture each. It first times the engine's
// resume for a decision (a snapshot at the decision's minute, then the rest of the match) on these
// matches, then announces itself as one JSON line; on 'go' it kicks every match off within one second
// and announces the start times; on 'stats' it prints how many decisions the live matches took.
import { createInterface } from 'node:readline';
import bcrypt from 'bcryptjs';
import { resumeMatch, simulateMatch, snapshotAt } from '@onbir/shared/match/engine';
import type { Decision, MatchInput } from '@onbir/shared/match/types';
import { ENGINE_VERSION } from '@onbir/shared/match/wire';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { startTestServer } from '../src/test/testServer';
import { kickOffAll } from './liveKickOff';
import { fixtures, users } from '../src/db/schema';
import { signToken } from '../src/modules/auth/token';
import { insertDraftedRooms } from '../src/modules/match/matchTestKit';
import { readStoredRoom } from '../src/modules/rooms/roomRead';

const roomCount = Number(process.argv[2] ?? 100);
// Every socket of the bench comes from 127.0.0.1: the per-address budgets must not be what is measured.
const s = await startTestServer({ MATCH_SECONDS_PER_MINUTE: '1', MAX_CONNECTIONS: '0', MAX_CONNECTIONS_PER_ADDRESS: '1000000', SOCKETS_PER_ADDRESS: '1000000', API_WRITES_PER_10S: '1000000' });
const passwordHash = bcrypt.hashSync('kale-direk-42', 4);
const people: Array<{ id: string; username: string }> = [];
for (let i = 0; i < roomCount * 2; i += 500) {
  const slice = Array.from({ length: Math.min(500, roomCount * 2 - i) }, (_, k) => {
    const username = `dec${i + k}`;
    return { username, email: `${username}@example.com`, firstName: username, lastName: 'Bench', passwordHash };
  });
  people.push(...(await s.ctx.db.insert(users).values(slice).returning({ id: users.id, username: users.username })));
}
const pairs = Array.from({ length: roomCount }, (_, i) => [people[2 * i], people[2 * i + 1]]);
const roomIds = await insertDraftedRooms(s.ctx.db, pairs, { status: 'in_progress', bench: 3 });
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

// The engine's cost of a resume, as a decision at minute m costs the server: a snapshot at m, then the rest
// (after a warm-up, so neither figure pays for the compiler).
for (const input of inputs.slice(0, 200)) {
  simulateMatch(input);
  resumeMatch(snapshotAt(input, { minute: 30 }), [{ side: 'A', minute: 30, type: 'tempo', value: 'fast' }]);
}
const t0 = performance.now();
for (const [i, input] of inputs.entries()) {
  const minute = 10 + (i % 80);
  const d: Decision = { side: i % 2 ? 'A' : 'B', minute, type: 'mentality', value: 'attacking' };
  resumeMatch(snapshotAt(input, { minute }), [d]);
}
const resumeMs = (performance.now() - t0) / inputs.length;
const t1 = performance.now();
for (const input of inputs) simulateMatch(input);
const fullMs = (performance.now() - t1) / inputs.length;

const rooms = roomIds.map((roomId, i) => ({ roomId, users: pairs[i].map((u) => ({ id: u.id, token: signToken(s.ctx.config, u) })) }));
process.stdout.write(`${JSON.stringify({ url: s.url, rooms, resumeMs, fullMs })}\n`);

async function kickOff() {
  process.stdout.write(`${JSON.stringify({ started: await kickOffAll(s, fixtureRows, roomIds, inputs) })}\n`);
}

const commands = createInterface({ input: process.stdin });
commands.on('line', (line) => {
  if (line.trim() === 'go') void kickOff();
  if (line.trim() === 'stats') process.stdout.write(`${JSON.stringify({ resumed: s.ctx.matches.timelines.resumed })}\n`);
});
commands.on('close', () => void s.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
