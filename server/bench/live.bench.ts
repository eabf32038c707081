// Live capacity: N matches paced at the real speed (one match minute a second) on one server process,
// each watched by 4 sockets; the lag of every delivery is its arrival minus the moment its minute was
// due (start time + clock). Prints median and p99 at 100, 500 and 1,000 concurrent matches
// (target: p99 under 250 ms at 1,000). Rooms and fixtures are written straight into the database.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { pool, startBenchServer, type BenchServer } from './benchChild';
import { io as connect, type Socket } from 'socket.io-client';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Setup {
  url: string;
  rooms: Array<{ roomId: string; users: Array<{ id: string; token: string }> }>;
}

const LEVELS = (process.env.LIVE_BENCH_LEVELS ?? '100,500,1000').split(',').map(Number);
/** Seconds of match time measured (every match runs meanwhile). */
const WINDOW_S = Number(process.env.LIVE_BENCH_WINDOW ?? 15);
const SOCKETS_PER_MATCH = 4;



/** CPU seconds the process has used so far (user + system), from /proc: the server's own load, whatever else runs. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Late viewers mid-match: 4 GET /api/match/:roomId/live calls for each of up to 100 rooms, 20 at a time.
 * Answered from the per-fixture timeline cache, the engine does not run again (issue 15 item 8).
 */
async function lateViewers(setup: Setup, server: BenchServer): Promise<string> {
  const calls = setup.rooms.slice(0, 100).flatMap((r) => Array.from({ length: 4 }, (_, i) => ({ roomId: r.roomId, token: r.users[i % 2].token })));
  const times: number[] = [];
  await pool(calls, 20, async ({ roomId, token }) => {
    const t0 = performance.now();
    const res = await fetch(`${setup.url}/api/match/${roomId}/live`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.ok) times.push(performance.now() - t0);
  });
  const runs = server.nextLine<{ engineRuns: number }>();
  server.send('engine-runs');
  const { engineRuns } = await runs;
  times.sort((a, b) => a - b);
  return (
    `        /live (geç izleyici): ${times.length} istek, medyan ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; ` +
      `bu istekler için motor ${engineRuns} kez çalıştı (önbellek: maç başına bir kez, başlama anında)`
  );
}

async function level(matches: number, server: BenchServer) {
  const t0 = Date.now();
  const setup = await server.nextLine<Setup>();
  const seeded = Date.now();
  const sockets: ClientSocket[] = [];
  let startedAt: Record<string, number> = {};
  const lags: number[] = [];
  /** The worst lag per second of match time: shows whether the tail is one stall or spread out. */
  const worstBySecond = new Map<number, number>();
  let measureUntil = Infinity;
  let first = 0;

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
      if (due > measureUntil) return;
      const lag = Date.now() - due;
      lags.push(lag);
      const second = Math.floor((due - first) / 1000);
      worstBySecond.set(second, Math.max(worstBySecond.get(second) ?? 0, lag));
    });
    const ack = await socket.emitWithAck('joinRoom', roomId);
    if (!ack.ok) throw new Error(ack.message);
  });
  const joined = Date.now();

  const kickOff = server.nextLine<{ started: Record<string, number> }>();
  server.send('go');
  startedAt = (await kickOff).started;
  first = Math.min(...Object.values(startedAt));
  measureUntil = first + WINDOW_S * 1000;
  const cpu0 = cpuSeconds(server.pid);
  const wall0 = Date.now();
  await new Promise((r) => setTimeout(r, Math.max(0, measureUntil - Date.now())));
  const serverCpu = (cpuSeconds(server.pid) - cpu0) / ((Date.now() - wall0) / 1000);
  await new Promise((r) => setTimeout(r, 1500));
  const lateLine = await lateViewers(setup, server);
  for (const s of sockets) s.disconnect();
  await server.stop();

  lags.sort((a, b) => a - b);
  const fmt = (ms: number) => `${Math.max(0, ms).toFixed(0)} ms`;
  console.log(
    `${String(matches).padStart(5)} maç, ${sockets.length} soket: ${lags.length} teslimat, gecikme medyan ${fmt(percentile(lags, 50))}, ` +
      `p99 ${fmt(percentile(lags, 99))}, en çok ${fmt(lags.at(-1) ?? 0)}` +
      `  (kurulum ${((seeded - t0) / 1000).toFixed(0)} sn, bağlanma ${((joined - seeded) / 1000).toFixed(0)} sn)`,
  );
  const worst = [...worstBySecond.entries()].sort((a, b) => a[0] - b[0]).map(([sec, ms]) => `${sec}:${ms}`);
  console.log(`        saniye başına en kötü gecikme (ms): ${worst.join(' ')}`);
  console.log(
    `        sunucu süreci ölçüm boyunca ${(100 * serverCpu).toFixed(0)} % çekirdek kullandı; makinenin yük ortalaması ${loadavg()[0].toFixed(1)} (${availableParallelism()} çekirdek)`,
  );
  console.log(lateLine);
}

console.log(`canlı maç kapasitesi: dakika başına 1 sn, maç başına ${SOCKETS_PER_MATCH} soket, maçların ilk ${WINDOW_S} dakikası ölçülür`);
for (const n of LEVELS) {
  const server = startBenchServer('liveBenchServer.ts', n);
  try {
    await level(n, server);
  } catch (err) {
    console.log(`${String(n).padStart(5)} maç: ölçülemedi (${(err as Error).message})`);
    await server.stop();
  }
}
process.exit(0);
