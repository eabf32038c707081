// Live matches with managers' decisions (issue 27): N matches paced at the real speed (one match minute a
// second), each watched by 4 sockets, and 3 decisions a match (mentality, pressing, tempo) sent by REST
// during the measured minutes, each recomputing the rest of its match from its minute. Prints the event
// lag (arrival minus the moment the minute was due; target: p99 under 250 ms at 1,000), the decisions'
// answer times, and the engine's cost of a resume beside a whole match.
import { pool, startBenchServer, type BenchServer } from './benchChild';
import { io as connect, type Socket } from 'socket.io-client';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Setup {
  url: string;
  rooms: Array<{ roomId: string; users: Array<{ id: string; token: string }> }>;
  resumeMs: number;
  fullMs: number;
}

const LEVELS = (process.env.LIVE_DECISIONS_LEVELS ?? '1000').split(',').map(Number);
const WINDOW_S = Number(process.env.LIVE_BENCH_WINDOW ?? 20);
const SOCKETS_PER_MATCH = 4;
const DECISIONS_PER_MATCH = 3;
const CHOICES = [
  { type: 'mentality', value: 'attacking' },
  { type: 'pressing', value: 'high' },
  { type: 'tempo', value: 'fast' },
] as const;


const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function level(matches: number, server: BenchServer) {
  const setup = await server.nextLine<Setup>();
  const sockets: ClientSocket[] = [];
  let startedAt: Record<string, number> = {};
  const lags: number[] = [];
  let measureUntil = Infinity;
  const watchers = setup.rooms.flatMap((r) => Array.from({ length: SOCKETS_PER_MATCH }, (_, i) => ({ roomId: r.roomId, token: r.users[i % 2].token })));
  await pool(watchers, 25, async ({ roomId, token }) => {
    const socket: ClientSocket = connect(setup.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 120_000 });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on('matchEvent', (p: MatchEventPayload) => {
      const due = startedAt[p.fixtureId] + p.event.clock * 1000;
      if (due <= measureUntil) lags.push(Date.now() - due);
    });
    const ack = await socket.emitWithAck('joinRoom', roomId);
    if (!ack.ok) throw new Error(ack.message);
  });

  const kickOff = server.nextLine<{ started: Record<string, number> }>();
  server.send('go');
  startedAt = (await kickOff).started;
  const first = Math.min(...Object.values(startedAt));
  measureUntil = first + WINDOW_S * 1000;
  // Each match's decisions at random moments of the measured minutes, by either manager.
  const answers: number[] = [];
  let refused = 0;
  const sends = setup.rooms.flatMap((r) =>
    CHOICES.slice(0, DECISIONS_PER_MATCH).map((body, k) => ({ at: first + 2000 + Math.random() * (WINDOW_S - 4) * 1000, room: r, body, user: r.users[k % 2] })),
  );
  await Promise.all(
    sends.map(async ({ at, room, body, user }) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
      const t0 = performance.now();
      const res = await fetch(`${setup.url}/api/match/${room.roomId}/decision`, { method: 'POST', headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      if (res.ok) answers.push(performance.now() - t0);
      else refused++;
    }),
  );
  await new Promise((r) => setTimeout(r, Math.max(0, measureUntil - Date.now()) + 1500));
  const stats = server.nextLine<{ resumed: number }>();
  server.send('stats');
  const { resumed } = await stats;
  for (const s of sockets) s.disconnect();
  await server.stop();

  lags.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const fmt = (ms: number) => `${Math.max(0, ms).toFixed(0)} ms`;
  console.log(
    `${String(matches).padStart(5)} maç, ${sockets.length} soket, ${sends.length} karar: ${lags.length} teslimat, gecikme medyan ${fmt(percentile(lags, 50))}, p99 ${fmt(percentile(lags, 99))}, en çok ${fmt(lags.at(-1) ?? 0)}`,
  );
  console.log(`        kararların yanıtı: medyan ${fmt(percentile(answers, 50))}, p99 ${fmt(percentile(answers, 99))}; ${refused} reddedildi; maçın kalanı ${resumed} kez yeniden hesaplandı`);
  console.log(`        motor: bir kararın devamı (anlık görüntü + kalan dakikalar) ${setup.resumeMs.toFixed(3)} ms, bütün bir maç ${setup.fullMs.toFixed(3)} ms`);
}

console.log(`canlı maç ve kararlar: dakika başına 1 sn, maç başına ${SOCKETS_PER_MATCH} soket ve ${DECISIONS_PER_MATCH} karar, ilk ${WINDOW_S} dakika ölçülür`);
for (const n of LEVELS) {
  const server = startBenchServer('liveDecisionsBenchServer.ts', n);
  try {
    await level(n, server);
  } catch (err) {
    console.log(`${String(n).padStart(5)} maç: ölçülemedi (${(err as Error).message})`);
    await server.stop();
  }
}
process.exit(0);
