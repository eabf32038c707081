// The server side of liveDecisions.bench.ts, in its own process: a real server with N two-player rooms
// (three substitutes each) whose tournament has started, one fixture each. It first times the engine's
// resume for a decision (a snapshot at the decision's minute, then the rest of the match) on these
// matches, then announces itself as one JSON line; on 'go' it kicks every match off within one second
// and announces the start times; on 'stats' it prints how many decisions the live matches took.
import { resumeMatch, simulateMatch, snapshotAt } from '@onbir/shared/match/engine';
import type { Decision } from '@onbir/shared/match/types';
import { startTestServer } from '../src/test/testServer';
import { answerBenchCommands, kickOffAll, liveBenchRooms } from './liveKickOff';

const roomCount = Number(process.argv[2] ?? 100);
// Every socket of the bench comes from 127.0.0.1: the per-address budgets must not be what is measured.
const s = await startTestServer({ MATCH_SECONDS_PER_MINUTE: '1', MAX_CONNECTIONS: '0', MAX_CONNECTIONS_PER_ADDRESS: '1000000', SOCKETS_PER_ADDRESS: '1000000', API_WRITES_PER_10S: '1000000' });
const { roomIds, fixtureRows, inputs, rooms } = await liveBenchRooms(s, roomCount, { username: 'dec', bench: 3 });

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

process.stdout.write(`${JSON.stringify({ url: s.url, rooms, resumeMs, fullMs })}\n`);

answerBenchCommands(s, () => kickOffAll(s, fixtureRows, roomIds, inputs), {
  stats: () => ({ resumed: s.ctx.matches.timelines.resumed }),
});
