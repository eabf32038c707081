// The server side of live.bench.ts, in its own process so the 4 × N socket clients do not share its
// event loop: a real server on PGlite (or DATABASE_URL) with N two-player rooms whose tournament has
// started (one fixture each). It announces itself as one JSON line; when it reads 'go' on stdin it
// computes and stores every match, then kicks them all off within one second (start times spread
// evenly, as matches started by different rooms would be) and announces the start times.
import { startTestServer } from '../src/test/testServer';
import { answerBenchCommands, kickOffAll, liveBenchRooms } from './liveKickOff';

const roomCount = Number(process.argv[2] ?? 100);
const s = await startTestServer({ MATCH_SECONDS_PER_MINUTE: '1' });
const { roomIds, fixtureRows, inputs, rooms } = await liveBenchRooms(s, roomCount, { username: 'live' });
process.stdout.write(`${JSON.stringify({ url: s.url, rooms })}\n`);

answerBenchCommands(s, () => kickOffAll(s, fixtureRows, roomIds, inputs), {
  // How many times the engine ran for /live calls (the kick-off's runs are not counted: made above).
  'engine-runs': () => ({ engineRuns: s.ctx.matches.timelines.computed }),
});
