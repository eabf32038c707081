// `npm run bench` (or `npx tsx e2e/bench/board.bench.ts`), in Chromium with 4x CPU throttling: the
// tactics board's frame cost while a player is dragged over a busy board (22 players, 2,000 trail
// points, 50 drawings); for every format (5v5 to 11v11), the frame p95 while dragging and during
// playback of a 10-step sequence with 22 players and 60 objects; the PNG export, the 10-step animation
// video render against its duration and the share link's size (a first visit on a phone:
// e2e/bench/coldLoad.bench.ts). Prints os.loadavg(). BENCH_ONLY=formats runs only the formats.
// Builds the client first when client/dist is missing.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { commitDrawing, createBoard, moveBall, movePlayer } from '../../shared/src/board/board';
import { sequenceBoard } from '../../shared/src/board/fixtures/sequence';
import { FORMAT_SIZES, formatName } from '../../shared/src/board/formats';
import { drawnBoard } from '../../shared/src/board/drawnBoard';
import { layoutFor } from '../../shared/src/board/layout';
import { canvasToPitch } from '../../shared/src/board/pitch';
import type { Board } from '../../shared/src/board/model';
import { encodeBoard } from '../../shared/src/board/serialize';
import { animationMs, stepsOf } from '../../shared/src/board/steps';
import { desktop, launchBrowser, startApp, stopPooledDatabases } from '../kit/harness';

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
  let b = createBoard('desktop', { sides: 2 });
  const trailCount = (x: Board) => x.ball.trail.length + x.players.reduce((n, p) => n + p.trail.length, 0);
  // The walks and strokes are made in the laptop's pixels (as a pointer makes them), stored in metres.
  const layout = layoutFor('desktop');
  const m = (p: { x: number; y: number }) => canvasToPitch(layout, p);
  let step = 0;
  while (trailCount(b) < TRAIL_POINTS) {
    const i = step % 23;
    const drawn = drawnBoard(b);
    const piece = i === 22 ? drawn.ball : drawn.players[i];
    const to = m({ x: piece.x + (rand() - 0.5) * 60, y: piece.y + (rand() - 0.5) * 60 });
    b = i === 22 ? moveBall(b, to) : movePlayer(b, b.players[i].id, to);
    step++;
  }
  for (let i = 0; i < DRAWINGS; i++) {
    const points = [{ x: 60 + rand() * 1080, y: 60 + rand() * 680 }];
    for (let k = 0; k < 24; k++) points.push({ x: points[k].x + (rand() - 0.5) * 40, y: points[k].y + (rand() - 0.5) * 40 });
    b = commitDrawing(b, { id: 1_700_000_000_000 + i, points: points.map(m) });
  }
  return b;
}

/** A PNG's width x height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms (n=${xs.length})`;

/** Records every animation frame's interval in window.benchRaf, from a clean slate of frame measures. */
const RAF_RECORDER = `
  window.benchRaf = [];
  performance.clearMeasures('taktik:frame');
  let last = 0;
  requestAnimationFrame(function tick(t) {
    if (last) window.benchRaf.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  });
`;
const load = () => `load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`;
console.log(`Tactics board bench (${load()})`);
const app = await startApp();
const browser = await launchBrowser();
try {
  if (process.env.BENCH_ONLY === 'formats') await benchFormats();
  else {
    const board = busyBoard();
    const context = await browser.newContext({ ...desktop, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/taktik#tahta=${await encodeBoard(board)}`);
    await page.getByRole('button', { name: '22 Oyuncu', pressed: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Input cost: from the first listener (window, capture) to the last (document, bubble) of each move.
    // A plain script string: the bundler would otherwise wrap named functions in a helper the page lacks.
    await page.evaluate(`
      window.benchInput = [];
      window.addEventListener('pointermove', () => { window.benchStart = performance.now(); }, { capture: true });
      document.addEventListener('pointermove', () => { window.benchInput.push([window.benchStart, performance.now() - window.benchStart]); });
      ${RAF_RECORDER}
    `);

    const { perFrame, frames, input, raf } = await dragAround(page, board);
    console.log(`Board: 22 players, ${TRAIL_POINTS} trail points, ${DRAWINGS} drawings; drag of ${DRAG_MOVES} pointer moves; CPU throttled 4x`);
    console.log(`  frame time (input + paint per frame):   ${fmt(perFrame)} (target p95 <= 16.7 ms)`);
    console.log(`  of which paint:                         ${fmt(frames.map(([, d]) => d))}`);
    console.log(`  pointer move handling (per event):      ${fmt(input.map(([, d]) => d))}`);
    console.log(`  rAF interval during the drag:           ${fmt(raf)}`);

    let size = '';
    const exportTimes = async () => {
      await page.evaluate(() => performance.clearMeasures('taktik:png'));
      for (let i = 0; i < 5; i++) {
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG İndir', exact: true }).click()]);
        size = pngSize(readFileSync((await file.path())!));
      }
      return page.evaluate(() => performance.getEntriesByName('taktik:png').map((e) => e.duration));
    };
    const throttled = await exportTimes();
    console.log(`  PNG export ${size}, CPU 4x:           ${fmt(throttled)} (target < 300 ms)`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(`  PNG export ${size}, no throttling:    ${fmt(await exportTimes())}`);
    await context.close();

    await benchFormats();
    await benchSequence();
  }
  console.log(`(${load()})`);
} finally {
  await browser.close();
  await app.close();
  await stopPooledDatabases();
}

/**
 * A drag of 240 pointer moves in loops over the pitch, starting on the ninth player, and the JavaScript
 * work of each frame: its paint plus the pointer moves handled since the previous paint.
 */
async function dragAround(page: Page, board: Board) {
  const layout = layoutFor('desktop', board.format);
  const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
  const k = canvas.width / layout.width;
  const start = drawnBoard(board, layout).players[8];
  await page.mouse.move(canvas.x + start.x * k, canvas.y + start.y * k);
  await page.mouse.down();
  for (let i = 1; i <= DRAG_MOVES; i++) {
    const a = (i / DRAG_MOVES) * Math.PI * 4;
    await page.mouse.move(canvas.x + canvas.width * (0.5 + Math.cos(a) * 0.3), canvas.y + canvas.height * (0.5 + Math.sin(a) * 0.3));
  }
  await page.mouse.up();
  const { frames, input, raf } = await page.evaluate(() => {
    const w = window as unknown as { benchInput: Array<[number, number]>; benchRaf: number[] };
    return { frames: performance.getEntriesByName('taktik:frame').map((e) => [e.startTime, e.duration]), input: w.benchInput, raf: w.benchRaf };
  });
  const perFrame = frames.map(([at, paint], i) => {
    const after = i ? frames[i - 1][0] : -Infinity;
    return paint + input.filter(([t]) => t > after && t <= at).reduce((n, [, d]) => n + d, 0);
  });
  return { perFrame, frames, input, raf };
}

/** Every format: a 10-step board with 22 players and 60 objects, dragged over and played; frame p95 of each. */
async function benchFormats() {
  console.log('Formats: 22 players (two teams, then bibs and substitutes), 60 objects, 10 steps, trails on; laptop 1366x768; CPU throttled 4x');
  for (const format of FORMAT_SIZES) {
    const board = sequenceBoard(60, 10, format);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/taktik#tahta=${await encodeBoard(board)}`);
    await page.getByRole('button', { name: 'Adım 10', exact: true }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(`
      window.benchInput = [];
      window.addEventListener('pointermove', () => { window.benchStart = performance.now(); }, { capture: true });
      document.addEventListener('pointermove', () => { window.benchInput.push([window.benchStart, performance.now() - window.benchStart]); });
      ${RAF_RECORDER}
    `);
    const drag = await dragAround(page, board);
    await page.evaluate(RAF_RECORDER);
    await page.getByRole('button', { name: '2x', exact: true }).click();
    await page.getByRole('button', { name: 'Oynat', exact: true }).click();
    await page.getByRole('button', { name: 'Duraklat', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Oynat', exact: true }).waitFor({ timeout: 60_000 });
    const played = await page.evaluate(() => performance.getEntriesByName('taktik:frame').map((e) => e.duration));
    const p95 = (xs: number[]) => quantile(xs, 0.95).toFixed(2);
    console.log(
      `  ${formatName(format).padEnd(5)} drag: frame p95 ${p95(drag.perFrame)} ms (paint p95 ${p95(drag.frames.map(([, d]) => d))} ms, n=${drag.perFrame.length});` +
        ` playback: paint p95 ${p95(played)} ms, median ${quantile(played, 0.5).toFixed(2)} ms (n=${played.length}) (target p95 <= 8 ms)`,
    );
    await context.close();
  }
}

/** Playback of a 10-step sequence (22 players, 60 objects, trails on), its video, its link. */
async function benchSequence() {
  const board = sequenceBoard(60);
  const link = `${app.url}/taktik#tahta=${await encodeBoard(board)}`;
  const issueLink = `https://onbir.example/taktik#tahta=${await encodeBoard(sequenceBoard(30))}`;
  console.log(`Sequence: 10 steps, 22 players, 60 objects, trails on; CPU throttled 4x`);
  console.log(`  share link (22 players, 30 objects):     ${issueLink.length} characters (target < 8192)`);
  console.log(`  share link (22 players, 60 objects):     ${link.length - app.url.length + 'https://onbir.example'.length} characters`);
  const context = await browser.newContext({ ...desktop, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Adım 10', exact: true }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(RAF_RECORDER);
  await page.getByRole('button', { name: '2x', exact: true }).click();
  await page.getByRole('button', { name: 'Oynat', exact: true }).click();
  await page.getByRole('button', { name: 'Duraklat', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Oynat', exact: true }).waitFor({ timeout: 60_000 });
  const { frames, raf } = await page.evaluate(() => ({
    frames: performance.getEntriesByName('taktik:frame').map((e) => e.duration),
    raf: (window as unknown as { benchRaf: number[] }).benchRaf,
  }));
  console.log(`  playback frame (paint):                 ${fmt(frames)} (target p95 <= 8 ms)`);
  console.log(`  rAF interval during playback:           ${fmt(raf)}`);

  const durationMs = animationMs(stepsOf(board).length);
  await page.getByRole('button', { name: 'Animasyonu Video Olarak İndir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Animasyonu video indir' });
  const start = Date.now();
  await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), dialog.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
  const renderMs = Date.now() - start;
  console.log(`  video 1280x720 VP9 at 30 fps:           rendered in ${(renderMs / 1000).toFixed(1)} s for ${(durationMs / 1000).toFixed(1)} s of animation (${(durationMs / renderMs).toFixed(2)}x real time, CPU 4x)`);
  await context.close();
}
