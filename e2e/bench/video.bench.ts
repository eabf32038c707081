// `npm run bench` (or `npx tsx e2e/bench/video.bench.ts`): the video analysis' export (docs/video.md) in
// Chromium: a 30 s 720p clip with a tone (recorded in the page) and 10 annotations (9 arrows and a 2 s
// freeze) exported from the page's button, as x real time (the output's seconds over the export's
// wall time); the memory peak of all Chromium's processes during it (resident set, over the figure
// before); and the scrub latency, from setting the video's time to the frame of that time shown
// (requestVideoFrameCallback), p50/p95 of 60 seeks. Prints os.loadavg() before and after. Builds the
// client first when client/dist is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { desktop, launchBrowser, startApp } from '../kit/harness';
import { dragOver, makeClip, scrub } from '../kit/videoPage';

const CLIP_SECONDS = 30;
const ARROWS = 9;
const FREEZE_SECONDS = 2;
const SEEKS = 60;

if (!existsSync('client/dist/index.html')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The resident memory, MB, of every process under this one (the browser's processes). */
function childrenRssMb(): number {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parent.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process ended while it was read.
    }
  }
  const under = (pid: number): boolean => pid === process.pid || (pid > 1 && parent.has(pid) && under(parent.get(pid)!));
  let kb = 0;
  for (const [pid, size] of rss) if (pid !== process.pid && under(pid)) kb += size;
  return kb / 1024;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const app = await startApp();
const browser = await launchBrowser();
try {
  console.log(`video export bench: a ${CLIP_SECONDS} s 1280x720 clip, ${ARROWS} arrows and a ${FREEZE_SECONDS} s freeze; load average before: ${load()}`);
  const context = await browser.newContext({ ...desktop, acceptDownloads: true });
  // tsx names the page functions' inner functions with a helper the page does not have (a text: a function here would be named too).
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await context.newPage();
  await page.goto(`${app.url}/taktik/video`);
  const clip = await makeClip(page, CLIP_SECONDS, { tone: true, width: 1280 });
  await page.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: clip });
  await page.getByText(/ \/ 0:(29|30)\.\d$/).waitFor({ timeout: 60_000 });
  const clipSeconds = await page.evaluate(() => document.querySelector('video')!.duration);
  for (let i = 0; i < ARROWS; i++) {
    await scrub(page, 1 + i * 3);
    await dragOver(page, false, { x: 0.1 + i * 0.05, y: 0.2 + i * 0.06 }, { x: 0.6 + i * 0.03, y: 0.3 + i * 0.05 });
  }
  await page.getByLabel('Görünme süresi (sn)').fill(String(FREEZE_SECONDS));
  await scrub(page, 10);
  await page.getByRole('button', { name: `${FREEZE_SECONDS} sn dondur` }).click();
  await page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem').nth(ARROWS).waitFor();

  const before = childrenRssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, childrenRssMb())), 250);
  const started = Date.now();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('button', { name: 'Videoyu dışa aktar' }).click()]);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const output = clipSeconds + FREEZE_SECONDS;
  console.log(
    `export: ${output.toFixed(1)} s of ${file.suggestedFilename().split('.').pop()} output in ${seconds.toFixed(1)} s = ${(output / seconds).toFixed(2)}x real time;` +
      ` memory peak ${peak.toFixed(0)} MB in all Chromium's processes (${(peak - before).toFixed(0)} MB over the ${before.toFixed(0)} MB before); load average now: ${load()}`,
  );

  const latencies: number[] = await page.evaluate(async (seeks) => {
    const v = document.querySelector('video')!;
    const out: number[] = [];
    for (let i = 0; i < seeks; i++) {
      // Spread over the clip in a shuffled order (a seed of its own: the same seeks every run).
      const t = ((i * 7919) % seeks) * (v.duration / seeks);
      const start = performance.now();
      const shown = new Promise<void>((resolve) => v.requestVideoFrameCallback(() => resolve()));
      v.currentTime = t;
      await shown;
      out.push(performance.now() - start);
    }
    return out;
  }, SEEKS);
  console.log(`scrub: frame shown after a seek p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (${SEEKS} seeks)`);
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
console.log(`load average after: ${load()}`);
process.exit(0);
