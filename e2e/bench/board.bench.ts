// `npm run bench` (or `npx tsx e2e/bench/board.bench.ts`), in Chromium with 4x CPU throttling: the
// tactics board's frame cost while a player is dragged over a busy board (22 players, 2,000 trail
// points, 50 drawings) and during playback of a 10-step sequence (22 players, 60 objects, trails on),
// the PNG export, the 10-step animation video render against its duration and the share link's size
// (a first visit on a phone: e2e/bench/coldLoad.bench.ts). Prints os.loadavg().
// Builds the client first when client/dist is missing.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { commitDrawing, createBoard, moveBall, movePlayer, setMode, type Board } from '../../shared/src/board/board';
import { sequenceBoard } from '../../shared/src/board/fixtures/sequence';
import { encodeBoard } from '../../shared/src/board/serialize';
import { animationMs, stepsOf } from '../../shared/src/board/steps';
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
  {
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
      window.addEventListener('pointermove', () => { window.benchStart = performance.now(); }, { capture: true });
      document.addEventListener('pointermove', () => { window.benchInput.push([window.benchStart, performance.now() - window.benchStart]); });
      ${RAF_RECORDER}
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

    await benchSequence();
  }
  console.log(`(${load()})`);
} finally {
  await browser.close();
  await app.close();
}

/** Playback of a 10-step sequence (22 players, 60 objects, trails on), its video, its link. */
async function benchSequence() {
  const board = { ...sequenceBoard(60), trailsOn: true };
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
  await page.getByRole('button', { name: 'Düzenlemeye Dön', exact: true }).click();
  await page.getByRole('button', { name: 'Animasyonu video indir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Animasyonu video indir' });
  const start = Date.now();
  await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), dialog.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
  const renderMs = Date.now() - start;
  console.log(`  video 1280x720 VP9 at 30 fps:           rendered in ${(renderMs / 1000).toFixed(1)} s for ${(durationMs / 1000).toFixed(1)} s of animation (${(durationMs / renderMs).toFixed(2)}x real time, CPU 4x)`);
  await context.close();
}
