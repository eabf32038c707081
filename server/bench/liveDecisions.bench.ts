// Live matches with managers' decisions (issue 27): N matches paced at the real speed (one match minute a
// second), each watched by 4 sockets, and 3 decisions a match (mentality, pressing, tempo) sent by REST
// during the measured minutes, each recomputing the rest of its match from its minute. Prints the event
// lag (arrival minus the moment the minute was due; target: p99 under 250 ms at 1,000), the decisions'
// answer times, and the engine's cost of a resume beside a whole match.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const here = path.dirname(fileURLToPath(import.meta.url));
const LEVELS = (process.env.LIVE_DECISIONS_LEVELS ?? '1000').split(',').map(Number);
const WINDOW_S = Number(process.env.LIVE_BENCH_WINDOW ?? 20);
const SOCKETS_PER_MATCH = 4;
const DECISIONS_PER_MATCH = 3;
const CHOICES = [
  { type: 'mentality', value: 'attacking' },
  { type: 'pressing', value: 'high' },
  { type: 'tempo', value: 'fast' },
] as const;

function startServer(rooms: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'liveDecisionsBenchServer.ts'), String(rooms)], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, TEST_LOG_LEVEL: 'silent' } });
  let buffer = '';
  const waiting: Array<(line: string) => void> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiting.shift()?.(line);
    }
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`))));
  exited.catch(() => {});
  return {
    nextLine: <T>() => Promise.race([new Promise<string>((resolve) => waiting.push(resolve)), exited]).then((l) => JSON.parse(l) as T),
    send: (line: string) => child.stdin.write(`${line}\n`),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode) return done();
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function level(matches: number, server: ReturnType<typeof startServer>) {
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
  const server = startServer(n);
  try {
    await level(n, server);
  } catch (err) {
    console.log(`${String(n).padStart(5)} maç: ölçülemedi (${(err as Error).message})`);
    await server.stop();
  }
}
process.exit(0);
