// `npm run bench` (or `npx tsx e2e/bench/i18n.bench.ts`): what English beside Turkish costs (docs/i18n.md).
// 1. The JavaScript of a Turkish first visit (kB as sent, brotli) of four pages, this tree against the
//    tree before the i18n foundation (target: under 4 kB more), and of an English first visit.
//    The tree before has fewer features too, so the same pages are also measured by what the source maps
//    attribute to the i18n code in this tree's own first-visit scripts (e2e/bench/i18nOwnBytes.ts).
// 2. The time to switch language on the slow-phone profile (e2e/bench/slowPhone.ts): from the click on
//    the switch to the frame that shows the page in the other language, the first time (its translations
//    fetched) and back (nothing to fetch); medians of I18N_RUNS (7).
//
// The tree before: I18N_BASE=/path/to/a/built/tree, or else the commit I18N_BASE_COMMIT (default: the
// last commit before the foundation) unpacked into a temporary folder beside this tree's node_modules
// and built there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, phone } from '../kit/harness';
import { buildWithMaps, i18nShare } from './i18nOwnBytes';
import { slowPhonePage } from './slowPhone';
import { serve, type Tree } from './trees';

const BASE_COMMIT = process.env.I18N_BASE_COMMIT ?? '6b3fc3b';
const RUNS = Number(process.env.I18N_RUNS ?? 7);
const PAGES = ['/', '/register', '/taktik', '/ilk11kur'];
const load = () => `load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The tree before the foundation, built: given, or unpacked from git and built beside this tree's packages. */
function baseTree(): string {
  if (process.env.I18N_BASE) return path.resolve(process.env.I18N_BASE);
  const dir = mkdtempSync(path.join(os.tmpdir(), `onbir-i18n-base-${BASE_COMMIT}-`));
  const archive = spawnSync('sh', ['-c', `git archive ${BASE_COMMIT} | tar -x -C ${dir}`], { stdio: 'inherit' });
  if (archive.status !== 0) throw new Error(`cannot unpack ${BASE_COMMIT}`);
  // Its packages are a subset of this tree's: this tree's packages serve it, but its own workspaces
  // (@onbir/*) must be its own, or its client would build against this tree's shared code.
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@onbir'), { recursive: true });
  for (const entry of readdirSync('node_modules')) {
    if (entry === '@onbir' || (entry.startsWith('.') && entry !== '.bin')) continue;
    symlinkSync(path.resolve('node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of ['client', 'server', 'shared']) symlinkSync(path.join(dir, workspace), path.join(modules, '@onbir', workspace));
  if (existsSync('server/node_modules')) symlinkSync(path.resolve('server/node_modules'), path.join(dir, 'server/node_modules'));
  if (!existsSync(path.join(dir, 'client/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
    if (built.status !== 0) throw new Error(`${BASE_COMMIT}: the build failed`);
  }
  return dir;
}

/** The scripts a first visit of `url` fetches until the page is hydrated and the network is quiet, in bytes as sent. */
async function firstVisitScripts(browser: Browser, url: string, locale: string): Promise<number> {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The bodies as sent (brotli): what arrived in all, less the response's headers.
  const headers = new Map<string, number>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => e.type === 'Script' && headers.set(e.requestId, e.response.encodedDataLength));
  cdp.on('Network.loadingFinished', (e) => headers.has(e.requestId) && (bytes += e.encodedDataLength - headers.get(e.requestId)!));
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes;
}

/** Milliseconds from the click on the switch to the frame showing the page's heading in the other language. */
async function switchTimes(browser: Browser, url: string): Promise<{ first: number; back: number }> {
  const { context, page } = await slowPhonePage(browser, 'tr-TR');
  await page.goto(url);
  await hydrated(page);
  if ((await page.locator('h1').innerText()) !== 'Kayıt Ol') throw new Error('the page did not open in Turkish');
  // A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
  const measure = (lang: string, heading: string) =>
    page.evaluate<number>(`new Promise((resolve) => {
      const button = document.querySelector('.header-language button[data-locale="${lang}"]');
      const start = performance.now();
      const check = () => (document.querySelector('h1')?.textContent === ${JSON.stringify(heading)} ? resolve(performance.now() - start) : requestAnimationFrame(check));
      button.click();
      requestAnimationFrame(check);
    })`);
  const first = await measure('en', 'Sign up');
  const back = await measure('tr', 'Kayıt Ol');
  await context.close();
  return { first, back };
}

console.log(`English beside Turkish (${load()})`);
const trees: Tree[] = [await serve('this tree', process.cwd()), await serve(`before (${BASE_COMMIT})`, baseTree())];
const browser = await launchBrowser();
try {
  console.log('JavaScript of a first visit on a phone, as sent (brotli):');
  for (const url of PAGES) {
    const [now, before] = [await firstVisitScripts(browser, trees[0].url + url, 'tr-TR'), await firstVisitScripts(browser, trees[1].url + url, 'tr-TR')];
    const english = await firstVisitScripts(browser, trees[0].url + url, 'en-US');
    const diff = now - before;
    console.log(`  ${url.padEnd(10)} Turkish: before ${kB(before)}, now ${kB(now)} (${diff >= 0 ? '+' : ''}${kB(diff)}; target < +4 kB)   English now: ${kB(english)}`);
  }
  console.log("The i18n code's own bytes in this tree's Turkish first visit (source maps; brotli, with and without them):");
  for (const { page, total, i18n } of i18nShare(buildWithMaps(), PAGES)) {
    console.log(`  ${page.padEnd(10)} ${kB(i18n)} of ${kB(total)} (target < 4 kB)`);
  }
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await switchTimes(browser, `${trees[0].url}/register`));
  console.log(`Switching language on /register, slow-phone profile, ${RUNS} runs (median, all):`);
  console.log(`  Turkish → English (translations fetched): ${median(runs.map((r) => r.first)).toFixed(0)} ms (${runs.map((r) => r.first.toFixed(0)).join(', ')})`);
  console.log(`  English → Turkish:                        ${median(runs.map((r) => r.back)).toFixed(0)} ms (${runs.map((r) => r.back.toFixed(0)).join(', ')})`);
  console.log(`(${load()})`);
} finally {
  await browser.close();
  for (const tree of trees) tree.server.kill();
}
