// The server side of live.bench.ts, in its own process so the 4 × N socket clients do not share its
// event loop: a real server on PGlite (or DATABASE_URL) with N two-player rooms whose tournament has
// started (one fixture each). It announces itself as one JSON line; when it reads 'go' on stdin it
// computes and stores every match, then kicks them all off within one second (start times spread
// evenly, as matches started by different rooms would be) and announces the start times.
import { createInterface } from 'node:readline';
import bcrypt from 'bcryptjs';
import type { MatchInput } from '@onbir/shared/match/types';
import { startTestServer } from '../src/test/testServer';
import { kickOffAll } from './liveKickOff';
import { fixtures, users } from '../src/db/schema';
import { signToken } from '../src/modules/auth/token';
import { insertDraftedRooms } from '../src/modules/match/matchTestKit';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { readStoredRoom } from '../src/modules/rooms/roomRead';

const roomCount = Number(process.argv[2] ?? 100);
const s = await startTestServer({ MATCH_SECONDS_PER_MINUTE: '1' });
const passwordHash = bcrypt.hashSync('kale-direk-42', 4);
const people: Array<{ id: string; username: string }> = [];
for (let i = 0; i < roomCount * 2; i += 500) {
  const slice = Array.from({ length: Math.min(500, roomCount * 2 - i) }, (_, k) => {
    const username = `live${i + k}`;
    return { username, email: `${username}@example.com`, firstName: username, lastName: 'Bench', passwordHash };
  });
  people.push(...(await s.ctx.db.insert(users).values(slice).returning({ id: users.id, username: users.username })));
}
const pairs = Array.from({ length: roomCount }, (_, i) => [people[2 * i], people[2 * i + 1]]);
const roomIds = await insertDraftedRooms(s.ctx.db, pairs, { status: 'in_progress' });
const fixtureRows = await s.ctx.db
  .insert(fixtures)
  .values(roomIds.map((roomId, i) => ({ roomId, ordinal: 1, round: 1, teamA: pairs[i][0].id, teamB: pairs[i][1].id })))
  .returning({ id: fixtures.id });
const inputs: MatchInput[] = [];
for (const [i, roomId] of roomIds.entries()) {
  const { state, poolVersion } = (await readStoredRoom(s.ctx.db, roomId))!;
  const pool = await s.ctx.pool.atVersion(s.ctx.db, poolVersion);
  inputs.push(engineInputOf(state, pool.byIds(state.picks.map((p) => p.playerId)), { teamA: pairs[i][0].id, teamB: pairs[i][1].id }, 1000 + i)!);
}
const rooms = roomIds.map((roomId, i) => ({ roomId, users: pairs[i].map((u) => ({ id: u.id, token: signToken(s.ctx.config, u) })) }));
process.stdout.write(`${JSON.stringify({ url: s.url, rooms })}\n`);

async function kickOff() {
  process.stdout.write(`${JSON.stringify({ started: await kickOffAll(s, fixtureRows, roomIds, inputs) })}\n`);
}

const commands = createInterface({ input: process.stdin });
commands.on('line', (line) => {
  if (line.trim() === 'go') void kickOff();
  // How many times the engine ran for /live calls (the kick-off's runs are not counted: made above).
  if (line.trim() === 'engine-runs') process.stdout.write(`${JSON.stringify({ engineRuns: s.ctx.matches.timelines.computed })}\n`);
});
// The bench closes stdin when it ends or dies: never outlive it.
commands.on('close', () => void s.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
