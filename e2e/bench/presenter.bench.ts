// `npm run bench` (or `npx tsx e2e/bench/presenter.bench.ts`): the live presenter mode's latency, from a
// drag event on the presenter's laptop page to the viewer's next painted frame on a phone page, with 1,
// 30 and 200 viewers (the phone page and node viewers that receive and apply every patch as a page
// does), on one server process and on two processes joined by Redis (REDIS_URL, default
// redis://127.0.0.1:6379; skipped when Redis does not answer); and the server's CPU per viewer-minute
// while the presenter drags without a pause. Prints os.loadavg(). BENCH_LIVE_SECONDS sets the drag's
// length (default 8). Builds the client first when client/dist is missing.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { createClient } from 'redis';
import { createBoard } from '../../shared/src/board/board';
import { drawnBoard } from '../../shared/src/board/drawnBoard';
import { layoutFor } from '../../shared/src/board/layout';
import { Follower } from '../../server/src/test/liveSessions';
import { startServerProcess, type ServerProcess } from '../../server/test/processes';
import { desktop, launchBrowser, phone, type Browser } from '../kit/harness';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 8);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** BENCH_LIVE_TWO=200: only the two-process runs with these viewer counts (while looking into one). */
const ONLY = process.env.BENCH_LIVE_TWO?.split(',').map(Number);
const TICK = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);

if (!existsSync('client/dist/index.html')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const env = (redis: boolean): Record<string, string> => ({
  DATA_DIR: 'memory://',
  SEED_POOL: 'false',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'error',
  LIVE_SOCKETS_PER_ADDRESS: '1000',
  LIVE_HANDSHAKES_PER_MINUTE: '100000',
  LIVE_SESSIONS_PER_ADDRESS: '100',
  LIVE_SESSIONS_PER_SUBNET: '100',
  // Every node viewer comes from 127.0.0.1.
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
  ...(redis ? { REDIS_URL } : {}),
});

/** CPU seconds a process has used (user + system). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

async function redisAnswers(): Promise<boolean> {
  const c = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.ping();
    await c.quit();
    return true;
  } catch {
    return false;
  }
}

async function run(browser: Browser, viewers: number, processes: ServerProcess[]) {
  const [a, b] = [processes[0], processes[processes.length - 1]];
  const coachCtx = await browser.newContext(desktop);
  await coachCtx.addInitScript(() => {
    const w = window as unknown as { __moves: number[] };
    w.__moves = [];
    // Moves of the drag only (the button held), not the pointer's way to the player.
    addEventListener('pointermove', (e) => e.buttons === 1 && w.__moves.push(performance.timeOrigin + e.timeStamp), { capture: true });
  });
  const coach = await coachCtx.newPage();
  await coach.goto(`${a.url}/taktik`);
  await coach.getByTestId('board-canvas').waitFor();
  await coach.getByRole('button', { name: 'Canlı sunum', exact: true }).click();
  await coach.getByRole('button', { name: 'Sunumu başlat' }).click();
  const code = (await coach.getByTestId('live-code').textContent())!.replace(/\s/g, '');
  await coach.getByRole('button', { name: 'Tahtaya dön' }).click();

  // The node viewers (one of them maps op numbers to patch numbers), then the phone page on the other process.
  const followers: Follower[] = [];
  try {
    for (let i = 0; i < viewers - 1; i++) followers.push(await Follower.join((i % 2 ? b : a).url, code));
  } catch (err) {
    if (process.env.BENCH_LOG) for (const p of processes) console.log(p.output().split('\n').filter((l) => /live|error|warn/i.test(l)).slice(-8).join('\n'));
    throw new Error(`viewer ${followers.length + 1} could not join: ${(err as Error).message}`);
  }
  const seqOf = new Map<number, number>();
  const probe = await Follower.join(a.url, code);
  probe.socket.on('live:patch', (p) => p.k === 'move' && seqOf.set(p.n, p.seq));
  const viewerCtx = await browser.newContext(phone);
  const viewer = await viewerCtx.newPage();
  await viewer.goto(`${b.url}/canli/${code}`);
  await viewer.getByTestId('live-canvas').waitFor();
  await new Promise((r) => setTimeout(r, 500));

  // The drag: player 9 back and forth across the pitch, a pointer move every frame or so.
  const canvas = (await coach.getByTestId('board-canvas').boundingBox())!;
  const layout = layoutFor('desktop');
  const s = canvas.width / layout.width;
  const start = drawnBoard(createBoard('desktop')).players[8];
  const at = (x: number, y: number) => ({ x: canvas.x + x * s, y: canvas.y + y * s });
  const p0 = at(start.x, start.y);
  await coach.mouse.move(p0.x, p0.y);
  await coach.mouse.down();
  const cpu0 = processes.map((p) => cpuSeconds(p.child.pid!));
  const t0 = Date.now();
  let i = 0;
  while (Date.now() - t0 < SECONDS * 1000) {
    const f = (Math.sin(i / 20) + 1) / 2;
    const q = at(start.x + (f - 0.5) * 500, start.y + Math.sin(i / 7) * 80);
    await coach.mouse.move(q.x, q.y);
    await new Promise((r) => setTimeout(r, 12));
    i++;
  }
  const minutes = (Date.now() - t0) / 60_000;
  const cpu = processes.map((p, k) => cpuSeconds(p.child.pid!) - cpu0[k]);
  await coach.mouse.up();
  await new Promise((r) => setTimeout(r, 600));

  const moves: number[] = await coach.evaluate(() => (window as unknown as { __moves: number[] }).__moves);
  const ops: [number, number][] = await coach.evaluate(() =>
    performance.getEntriesByName('canli:op').map((e) => [performance.timeOrigin + e.startTime, (e as PerformanceMark).detail.n] as [number, number]),
  );
  const paints: [number, number][] = await viewer.evaluate(() =>
    performance.getEntriesByName('canli:paint').map((e) => [performance.timeOrigin + e.startTime, (e as PerformanceMark).detail.seq] as [number, number]),
  );
  const latencies: number[] = [];
  for (const te of moves) {
    const op = ops.find(([t, n]) => t >= te && seqOf.has(n));
    if (!op) continue;
    const seq = seqOf.get(op[1])!;
    const paint = paints.find(([t, sq]) => sq >= seq && t >= te);
    if (paint) latencies.push(paint[0] - te);
  }
  if (!latencies.length) {
    const told = await coach.locator('.board-message').textContent();
    if (process.env.BENCH_LOG) for (const p of processes) console.log(p.output().split('\n').filter((l) => /live|error|warn/i.test(l)).slice(-8).join('\n'));
    console.log(`  no latency measured: the presenter's page says "${told ?? ''}"; ${ops.length} ops marked, the probe saw seq ${probe.state?.seq}, ${paints.length} paints`);
  }
  const cpuAll = cpu.reduce((x, y) => x + y, 0);
  const line = [
    `${viewers} viewer${viewers > 1 ? 's' : ''}, ${processes.length} process${processes.length > 1 ? 'es + Redis' : ''}:`,
    `drag → viewer paint p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    `(${latencies.length} of ${moves.length} pointer moves, ${seqOf.size} move ops);`,
    `server CPU ${((cpuAll / (minutes * 60)) * 100).toFixed(0)}% of a core (${processes.map((_, k) => ((cpu[k] / (minutes * 60)) * 100).toFixed(0) + '%').join(' + ')}),`,
    `${((cpuAll * 1000) / (viewers * minutes)).toFixed(0)} ms CPU per viewer-minute while dragging`,
  ];
  console.log(line.join(' '));
  for (const f of [...followers, probe]) f.close();
  await Promise.all([coachCtx.close(), viewerCtx.close()]);
}

const browser = await launchBrowser();
const out: string[] = [];
const servers: ServerProcess[] = [];
const start = async (redis: boolean) => {
  const p = await startServerProcess(env(redis));
  servers.push(p);
  return p;
};
// A failed run must not leave server processes behind (they would answer the next run's Redis messages).
process.on('exit', () => servers.forEach((p) => p.child.kill('SIGKILL')));
try {
  console.log(`presenter latency bench: ${SECONDS} s of dragging per run; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (!ONLY) {
    const one = [await start(false)];
    for (const n of [1, 30, 200]) await run(browser, n, one);
    await one[0].kill();
  }
  if (await redisAnswers()) {
    const two = await Promise.all([start(true), start(true)]);
    for (const n of ONLY ?? [1, 30, 200]) await run(browser, n, two);
    await Promise.all(two.map((p) => p.kill()));
  } else out.push(`two processes skipped: no Redis at ${REDIS_URL}`);
} finally {
  await browser.close();
}
for (const l of out) console.log(l);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(0);
