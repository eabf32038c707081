import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { BrowserContextOptions } from 'playwright-core';
import { consoleProblems, desktop, framesRun, hydrated, loggedInPage, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';
import { insertPool, type PoolClub } from './kit/builderPool';
import { canvasPixels } from './kit/board';
import { createTestUser } from '../server/src/test/fixtures';

withServiceWorker();

// The pages the build prerenders (client/src/app/pageTable.ts `prerender`): their first screen is in the
// HTML before any script, and React hydrates it without a mismatch and without moving the pitch.

const PRERENDERED = ['/', '/taktik', '/ilk11kur', '/register', '/login', '/forgot-password', '/contact', '/terms-of-service', '/hakkimizda'];
const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['phone', phone],
  ['desktop', desktop],
];
/** Where the board's pitch is as tall as the window lets it be (board.css works its size out from the window's height). */
const SHORT_WINDOWS: Array<[string, BrowserContextOptions]> = [
  ['laptop 1366x768', { viewport: { width: 1366, height: 768 } }],
  ['phone 375x667', { ...phone, viewport: { width: 375, height: 667 } }],
];
const CLUBS: PoolClub[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Kulüp ${String(i + 1).padStart(2, '0')} SK`, primary: '#0055aa', players: 3 }));

/** The pitch of each tool as the page draws it: the board's still picture or canvas, the builder's pitch. */
const PITCH: Record<string, string> = { '/taktik': '[data-testid="board-still"], [data-testid="board-canvas"]', '/ilk11kur': '[data-testid="builder-pitch"]' };

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('the production build (npm start)', () => {
  let app: E2eApp;
  test.beforeAll(async () => {
    app = await startApp();
    await insertPool(app.server.ctx.db, CLUBS);
  });
  test.afterAll(async () => {
    await app?.close();
  });

  for (const [name, options] of VIEWPORTS) {
  test(`${name}: with scripts off, the board shows its pitch and eleven, the builder its slots and popular clubs`, async () => {
    const context = await browser.newContext({ ...options, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of PRERENDERED) {
      await page.goto(app.url + route);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.locator('.site-header .brand')).toBeVisible();
    }
    await page.goto(`${app.url}/taktik`);
    const still = page.getByTestId('board-still');
    await expect(still).toBeVisible();
    // Eleven shirt numbers on the pitch, in the default formation (the heading names it); drawn in the
    // order of their places, each numbered by its position (docs/board.md: "Places are numbered as coaches number a team").
    const numbers = (await still.locator('text').allTextContents()).map(Number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    await expect(page.getByRole('heading', { name: 'Taktik Tahtası (4-4-2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: '11 Oyuncu' })).toBeVisible();
    const box = (await still.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(options.viewport!.width);

    await page.goto(`${app.url}/ilk11kur`);
    await expect(page.locator('.b-slot')).toHaveCount(11);
    await expect(page.getByText('Popüler (Top 10) Takımlar')).toBeVisible();
    await expect(page.locator('.b-club')).toHaveText(CLUBS.slice(0, 10).map((c) => c.name));
    await context.close();
  });
  }

  test("names a small PNG as the tab's icon: Chrome decodes an SVG icon on the page's main thread while it hydrates", async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of PRERENDERED) {
      await page.goto(app.url + route);
      const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(icons, route).toHaveLength(1);
      const icon = await page.request.get(icons[0]);
      expect(icon.headers()['content-type'], route).toBe('image/png');
      const png = await icon.body();
      expect(png.length).toBeLessThan(2048);
      // The PNG's header: width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
    }
    await context.close();
  });

  for (const [name, options] of [...VIEWPORTS, ...SHORT_WINDOWS]) {
  test(`${name}: hydrates each tool with nothing in the console and the pitch where the HTML drew it`, async () => {
    for (const route of ['/taktik', '/ilk11kur']) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      // The entry script arrives once the HTML alone has been drawn and measured (window.__beforeHydration).
      let entryHeld = false;
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (r) => {
        entryHeld = true;
        await page.waitForFunction(() => '__beforeHydration' in window, undefined, { polling: 50 });
        await r.continue();
      });
      await page.addInitScript(`{
        const pitch = ${JSON.stringify(PITCH[route])};
        window.__layoutShifts = [];
        new PerformanceObserver((list) => window.__layoutShifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
        const first = () => {
          // Under load the parser yields mid-document: measure once the whole HTML is parsed, as the module entry does.
          const el = document.readyState === 'loading' ? null : document.querySelector(pitch);
          if (!el) return requestAnimationFrame(first);
          const r = el.getBoundingClientRect();
          window.__beforeHydration = { x: r.x, y: r.y, width: r.width, height: r.height, hydrated: !!document.querySelector('[data-testid="board-canvas"]') || document.querySelector('.nav-auth').style.visibility !== 'hidden' };
          window.__numbers = [...el.querySelectorAll('text')].map((t) => { const b = t.getBoundingClientRect(); return [t.textContent, (b.x + b.width / 2 - r.x) / r.width, (b.y + b.height / 2 - r.y) / r.height]; });
        };
        requestAnimationFrame(first);
      }`);
      await page.goto(app.url + route);
      // Hydrated: the session is known (the login buttons show), and the board's canvas replaced its picture.
      await hydrated(page);
      if (route === '/taktik') await page.getByTestId('board-canvas').waitFor();
      // Layout shifts are reported after the frame that made them.
      await framesRun(page);
      const { before, after, shifts } = await page.evaluate((sel) => {
        const w = window as unknown as { __beforeHydration: DOMRect & { hydrated: boolean }; __layoutShifts: number[] };
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return { before: w.__beforeHydration, after: { x: r.x, y: r.y, width: r.width, height: r.height }, shifts: w.__layoutShifts };
      }, PITCH[route]);
      expect(entryHeld).toBe(true);
      expect(before.hydrated, `${route}: measured before hydration`).toBe(false);
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[k] - before[k]), `${route} ${name}: pitch ${k}`).toBeLessThan(0.5);
      expect(shifts.reduce((a, b) => a + b, 0), `${route} ${name}: layout shift`).toBeLessThan(0.01);
      expect(problems, route).toEqual([]);
      if (route === '/taktik') {
        // Usable where the picture showed it: a drag from the number 9 the HTML drew moves that player.
        const numbers = await page.evaluate(() => (window as unknown as { __numbers: Array<[string, number, number]> }).__numbers);
        const [, fx, fy] = numbers.find(([n]) => n === '9')!;
        const canvas = page.getByTestId('board-canvas');
        const before = await canvasPixels(canvas);
        const box = (await canvas.boundingBox())!;
        const [x, y] = [box.x + fx * box.width, box.y + fy * box.height];
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + 30, y + 30, { steps: 5 });
        await page.mouse.up();
        expect(await canvasPixels(canvas)).not.toBe(before);
        await expect(page.getByRole('button', { name: 'Geri Al' })).toBeEnabled();
      } else {
        await page.getByRole('button', { name: CLUBS[0].name }).click();
        await page.getByText(`Seçilen Takım: ${CLUBS[0].name}`).waitFor();
      }
      await context.close();
    }
  });
  }
});

test.describe('a development build (React in development, StrictMode on)', () => {
  let app: E2eApp;
  let dist: string;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Inside the repository (the build's server-side entry imports react-dom/server from node_modules), and
    // on no path with a dot folder (the static file server would not send from it). Under client/dist: the
    // test runner imports code there as built (playwright.config.ts), and the CSP hashes the inline scripts' text.
    dist = path.resolve('client/dist/development');
    const built = spawnSync('npx', ['vite', 'build', '--mode', 'development', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error', '--minify', 'false'], {
      cwd: 'client',
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(built.stderr || built.stdout);
    app = await startApp({}, { clientDist: dist });
    await insertPool(app.server.ctx.db, CLUBS);
  });
  test.afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('React reports no hydration mismatch on any prerendered page, signed out or in, on a phone and a laptop, in Turkish and in English', async () => {
    const user = await createTestUser(app.server.ctx, 'hydrate_dev');
    for (const [name, options] of [...VIEWPORTS, ['English phone', { ...phone, locale: 'en-GB' }] as [string, BrowserContextOptions]]) {
      for (const signedIn of [false, true]) {
        const page = signedIn ? await loggedInPage(browser, user, options) : await (await browser.newContext(options)).newPage();
        const problems = consoleProblems(page);
        for (const route of PRERENDERED) {
          await page.goto(app.url + route);
          await hydrated(page);
          await framesRun(page);
          expect(problems, `${route} (${name}, ${signedIn ? 'signed in' : 'signed out'})`).toEqual([]);
        }
        if (signedIn) await expect(page.locator('.profile-toggle')).toHaveCount(1);
        // The English browser got the English pages (a Turkish page hydrated in English would have mismatched).
        await expect(page.locator('html')).toHaveAttribute('lang', options.locale === 'en-GB' ? 'en' : 'tr');
        await page.context().close();
      }
    }
  });
});
