// `npm run bench` (or `npx tsx e2e/bench/board.bench.ts`): the tactics board's frame cost while a
// player is dragged over a busy board (22 players, 2,000 trail points, 50 drawings) in Chromium with
// 4x CPU throttling, and the PNG export time. Builds the client first when client/dist is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { commitDrawing, createBoard, moveBall, movePlayer, setMode, type Board } from '../../shared/src/board/board';
import { encodeBoard } from '../../shared/src/board/serialize';
import { desktop, launchBrowser, startApp } from '../harness';

const TRAIL_POINTS = 2000;
const DRAWINGS = 50;
const DRAG_MOVES = 240;

if (!existsSync('client/dist/index.html')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

/** A deterministic pseudo-random generator (mulberry32), so every run benches the same board. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random walks for every piece until the board holds 2,000 trail points, then 50 pen strokes. */
function busyBoard(): Board {
  const rand = seeded(11);
  let b = setMode(createBoard('desktop'), 22);
  const trailCount = (x: Board) => x.ball.trail.length + x.players.reduce((n, p) => n + p.trail.length, 0);
  let step = 0;
  while (trailCount(b) < TRAIL_POINTS) {
    const id = step % 23;
    const piece = id === 22 ? b.ball : b.players[id];
    const to = { x: piece.x + (rand() - 0.5) * 60, y: piece.y + (rand() - 0.5) * 60 };
    b = id === 22 ? moveBall(b, to) : movePlayer(b, id + 1, to);
    step++;
  }
  for (let i = 0; i < DRAWINGS; i++) {
    const points = [{ x: 60 + rand() * 1080, y: 60 + rand() * 680 }];
    for (let k = 0; k < 24; k++) points.push({ x: points[k].x + (rand() - 0.5) * 40, y: points[k].y + (rand() - 0.5) * 40 });
    b = commitDrawing(b, { id: 1_700_000_000_000 + i, points });
  }
  return b;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms (n=${xs.length})`;

const app = await startApp();
const browser = await launchBrowser();
try {
  const board = busyBoard();
  const context = await browser.newContext({ ...desktop, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${app.url}/taktik#tahta=${await encodeBoard(board)}`);
  await page.getByRole('button', { name: '22 Oyuncu', pressed: true }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // Input cost: from the first listener (window, capture) to the last (document, bubble) of each move.
  // A plain script string: the bundler would otherwise wrap named functions in a helper the page lacks.
  await page.evaluate(`
    window.benchInput = [];
    window.benchRaf = [];
    window.addEventListener('pointermove', () => { window.benchStart = performance.now(); }, { capture: true });
    document.addEventListener('pointermove', () => { window.benchInput.push([window.benchStart, performance.now() - window.benchStart]); });
    performance.clearMeasures('taktik:frame');
    let last = 0;
    requestAnimationFrame(function tick(t) {
      if (last) window.benchRaf.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    });
  `);

  const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
  const start = board.players[8];
  await page.mouse.move(canvas.x + start.x, canvas.y + start.y);
  await page.mouse.down();
  for (let i = 1; i <= DRAG_MOVES; i++) {
    const a = (i / DRAG_MOVES) * Math.PI * 4;
    await page.mouse.move(canvas.x + 600 + Math.cos(a) * 350, canvas.y + 400 + Math.sin(a) * 250);
  }
  await page.mouse.up();

  const { frames, input, raf } = await page.evaluate(() => {
    const w = window as unknown as { benchInput: Array<[number, number]>; benchRaf: number[] };
    return { frames: performance.getEntriesByName('taktik:frame').map((e) => [e.startTime, e.duration]), input: w.benchInput, raf: w.benchRaf };
  });
  // The JavaScript work of one frame: its paint plus the pointer moves handled since the previous paint.
  const perFrame = frames.map(([at, paint], i) => {
    const after = i ? frames[i - 1][0] : -Infinity;
    return paint + input.filter(([t]) => t > after && t <= at).reduce((n, [, d]) => n + d, 0);
  });
  console.log(`Board: 22 players, ${TRAIL_POINTS} trail points, ${DRAWINGS} drawings; drag of ${DRAG_MOVES} pointer moves; CPU throttled 4x`);
  console.log(`  frame time (input + paint per frame):   ${fmt(perFrame)} (target p95 <= 16.7 ms)`);
  console.log(`  of which paint:                         ${fmt(frames.map(([, d]) => d))}`);
  console.log(`  pointer move handling (per event):      ${fmt(input.map(([, d]) => d))}`);
  console.log(`  rAF interval during the drag:           ${fmt(raf)}`);

  const exportTimes = async () => {
    await page.evaluate(() => performance.clearMeasures('taktik:png'));
    for (let i = 0; i < 5; i++) {
      await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG İndir', exact: true }).click()]);
    }
    return page.evaluate(() => performance.getEntriesByName('taktik:png').map((e) => e.duration));
  };
  console.log(`  PNG export 1200x800, CPU 4x:            ${fmt(await exportTimes())} (target < 300 ms)`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`  PNG export 1200x800, no throttling:     ${fmt(await exportTimes())}`);
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
