// `npm run bench` (or `npx tsx e2e/bench/coldLoad.bench.ts`): a first visit of /taktik and /ilk11kur on the
// slow-phone profile (e2e/bench/slowPhone.ts: 390x844 touch phone, slow 4G, cache off, CPU 4x), 7 runs each,
// medians: when the pitch and its players are visible (the frame that first shows them), when the page is
// usable (the board: a drag moves a player; the builder: a click on a popular club chooses it), when it is
// whole (its own scripts have answered: every control works), and the JavaScript requested before each, in
// kB as sent (brotli). Each tree is served by its own server
// (its own code, the bundled player pool, an in-memory database) as `npm start` serves it.
//
// COLD_BASE=/path/to/another/worktree runs the same loads against that tree too (built with `npm run build`
// there), alternating the two run by run, and prints both: e.g. the last Preact commit, b42873b:
//   git worktree add --detach ../preact-b42873b b42873b && (cd ../preact-b42873b && npm ci && npm run build)
//   COLD_BASE=../preact-b42873b npx tsx e2e/bench/coldLoad.bench.ts
import os from 'node:os';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { createBoard } from '../../shared/src/board/board';
import { drawnBoard } from '../../shared/src/board/drawnBoard';
import { layoutOf } from '../../shared/src/board/model';
import { launchBrowser } from '../kit/harness';
import { click, COLD_RUNS, coldLoad, drag, type ColdLoad } from './slowPhone';
import { serve } from './trees';

const TARGET = { visible: 900, usable: 1500 };

/** Runs page script through the DevTools protocol (no Playwright helper in the page) and returns its value. */
async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result.value as T;
}

// The board: visible when its pitch shows the players (the prerendered picture, or the canvas's first paint);
// usable when a drag of the keeper has moved him: on the still picture (its early drag moves his group), or
// on the canvas; whole when the board's own code has the move (the undo button comes on; the last Preact
// commit's toolbar named that button by its title only).
const BOARD_WATCH = `
  new PerformanceObserver((list, observer) => { if (list.getEntriesByName('taktik:frame').length) { observer.disconnect(); visible(); } }).observe({ type: 'measure' });
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="board-still"]')) visible();
    if (document.querySelector('[data-testid="board-still"] [data-piece][transform]')) usable();
    const undo = document.querySelector('button[aria-keyshortcuts="Control+Z"], button[title="Ctrl+Z"]');
    if (undo && !undo.disabled) { usable(); whole(); }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'transform'] });`;
const mobileBoard = drawnBoard(createBoard('mobile'));
const keeper = { x: mobileBoard.players[0].x / layoutOf(mobileBoard).width, y: mobileBoard.players[0].y / layoutOf(mobileBoard).height };
async function dragKeeper(cdp: CDPSession) {
  const box = await evaluate<{ x: number; y: number; width: number; height: number } | null>(
    cdp,
    `(() => { const el = document.querySelector('[data-testid="board-canvas"], [data-testid="board-still"]'); if (!el) return null; const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; })()`,
  );
  if (!box) return;
  const from = { x: box.x + keeper.x * box.width, y: box.y + keeper.y * box.height };
  await drag(cdp, from, { x: from.x + 30, y: from.y - 50 });
}

// The builder: visible when its pitch and the ten popular clubs are in; usable when a click on a club was
// taken (the HTML's early choice marks it pressed) or chose it; whole when the builder shows it chosen.
const BUILDER_WATCH = `
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="builder-pitch"]') && document.querySelectorAll('.b-club').length >= 10) visible();
    if (document.querySelector('.b-club[aria-pressed="true"]')) usable();
    if (document.querySelector('.b-club-chosen')) { usable(); whole(); }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });`;
async function chooseClub(cdp: CDPSession) {
  const at = await evaluate<{ x: number; y: number } | null>(
    cdp,
    // Below the pitch on a phone: brought into view as a user scrolls to it.
    `(() => { const el = document.querySelector('.b-club'); if (!el) return null; el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
  );
  if (at) await click(cdp, at);
}

const PAGES = [
  { path: '/taktik', watch: BOARD_WATCH, act: dragKeeper },
  { path: '/ilk11kur', watch: BUILDER_WATCH, act: chooseClub },
] as const;

const load = () => `load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`Cold loads on the slow-phone profile, ${COLD_RUNS} runs each (${load()})`);
const trees = [await serve('this tree', process.cwd())];
if (process.env.COLD_BASE) trees.push(await serve(`base (${path.basename(path.resolve(process.env.COLD_BASE))})`, path.resolve(process.env.COLD_BASE)));
const browser = await launchBrowser();
const results = new Map<string, ColdLoad[]>();
try {
  // Run by run, page by page, tree by tree: both trees meet the same moments of a shared machine.
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const page of PAGES) {
      for (const tree of trees) {
        const key = `${tree.name} ${page.path}`;
        results.set(key, [...(results.get(key) ?? []), await coldLoad(browser, tree.url + page.path, page.watch, page.act)]);
      }
    }
  }
  for (const page of PAGES) {
    console.log(`${page.path} (targets: visible <= ${seconds(TARGET.visible)}, usable <= ${seconds(TARGET.usable)})`);
    for (const tree of trees) {
      const runs = results.get(`${tree.name} ${page.path}`)!;
      const of = (k: 'visible' | 'usable' | 'whole') => `${seconds(median(runs.map((r) => r[k])))} (${runs.map((r) => (r[k] / 1000).toFixed(2)).join(', ')})`;
      const kB = (k: 'jsBytes' | 'wholeJsBytes') => `${(median(runs.map((r) => r[k])) / 1000).toFixed(1)} kB brotli`;
      console.log(`  ${tree.name.padEnd(24)} visible ${of('visible')}`);
      console.log(`  ${''.padEnd(24)} usable  ${of('usable')}`);
      console.log(`  ${''.padEnd(24)} whole   ${of('whole')}`);
      console.log(`  ${''.padEnd(24)} JavaScript before usable: ${kB('jsBytes')}; before whole: ${kB('wholeJsBytes')}`);
    }
  }
  console.log(`(${load()})`);
} finally {
  await browser.close();
  for (const tree of trees) tree.server.kill();
}
