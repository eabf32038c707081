// `npm run bench` (or `npx tsx e2e/bench/heavyLink.bench.ts`), in Chromium with 4x CPU throttling: a share
// link at the serializer's limits (40 players with 2,000-point trails and 60 strokes of 2,000 points,
// shared/src/board/fixtures/heavy.ts; issue 37 item 6) opened, then a player dragged 10 moves; the same for
// a link at the limits a board keeps as it is used (limits.ts), and for the 40 players without a line (what
// any board costs on this machine at this load). Prints the time from navigation to the board answering,
// each drag move's time (pointer move to the next frame), the frames' paint, and os.loadavg().
// BENCH_BEFORE_DIST=<dir> benches another build too (the link at the serializer's limits), run for run in
// turn with this one (a before/after under the same load).
// Builds the client first when client/dist is missing.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { drawnBoard } from '../../shared/src/board/drawnBoard';
import { heavyBoard, KEPT_LIMITS } from '../../shared/src/board/fixtures/heavy';
import { layoutFor } from '../../shared/src/board/layout';
import { encodeBoard } from '../../shared/src/board/serialize';
import { desktop, launchBrowser, startApp, stopPooledDatabases } from '../kit/harness';

const MOVES = 10;
const RUNS = 3;

if (!existsSync('client/dist/index.html')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms (n=${xs.length})`;
const load = () => `load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`;

const board = heavyBoard();
const kept = heavyBoard(37, KEPT_LIMITS);
const bare = { ...board, players: board.players.map((p) => ({ ...p, trail: [] })), drawings: [] };
const [link, keptLink, bareLink] = await Promise.all([board, kept, bare].map((b) => encodeBoard(b)));
console.log(`Heavy share link (${load()}): 40 players x 2,000 trail points, 60 strokes x 2,000 points, ${link.length} characters; CPU throttled 4x`);
const app = await startApp();
const cases = [
  { label: 'this build, the link at the serializer’s limits', app, link },
  { label: `this build, a link at the limits a board keeps (${KEPT_LIMITS.trailPoints}-point trails, ${KEPT_LIMITS.strokes} strokes of ${KEPT_LIMITS.strokePoints}; ${keptLink.length} characters)`, app, link: keptLink },
  { label: `this build, the 40 players without a line (${bareLink.length} characters)`, app, link: bareLink },
];
if (process.env.BENCH_BEFORE_DIST) cases.push({ label: `build in ${process.env.BENCH_BEFORE_DIST}, the link at the serializer’s limits`, app: await startApp({}, { clientDist: process.env.BENCH_BEFORE_DIST }), link });
const browser = await launchBrowser();
const figures = cases.map(() => ({ opens: [] as number[], moves: [] as number[], paints: [] as number[] }));
try {
  for (let run = 0; run < RUNS; run++) for (const [i, c] of cases.entries()) await openAndDrag(c.app.url, c.link, figures[i]);
  for (const [i, { label }] of cases.entries()) {
    const { opens, moves, paints } = figures[i];
    console.log(`  ${label}:`);
    console.log(`    open (navigation to the board answering): ${fmt(opens)}`);
    console.log(`    drag move (pointer move to its frame):   ${fmt(moves)}; 10-move drag ${(moves.reduce((a, b) => a + b, 0) / RUNS / 1000).toFixed(1)} s on average (target p95 <= 50 ms)`);
    console.log(`    of which paint (per frame):              ${paints.length ? fmt(paints) : 'no frame measured'}`);
  }
  console.log(`(${load()})`);
} finally {
  await browser.close();
  for (const a of new Set(cases.map((c) => c.app))) await a.close();
  await stopPooledDatabases();
}

async function openAndDrag(url: string, link: string, into: { opens: number[]; moves: number[]; paints: number[] }) {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(`${url}/taktik#tahta=${link}`);
  await page.getByRole('button', { name: '22 Oyuncu', pressed: true }).waitFor({ timeout: 300_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  into.opens.push(Date.now() - start);
  await page.evaluate(() => performance.clearMeasures('taktik:frame'));
  const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
  const k = canvas.width / layoutFor('desktop', board.format).width;
  const piece = drawnBoard(board).players[8];
  await page.mouse.move(canvas.x + piece.x * k, canvas.y + piece.y * k);
  await page.mouse.down();
  for (let i = 1; i <= MOVES; i++) {
    const t = Date.now();
    await page.mouse.move(canvas.x + (piece.x + i * 15) * k, canvas.y + (piece.y + i * 6) * k);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    into.moves.push(Date.now() - t);
  }
  await page.mouse.up();
  into.paints.push(...(await page.evaluate(() => performance.getEntriesByName('taktik:frame').map((e) => e.duration))));
  await context.close();
}
