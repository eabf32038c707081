import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestServer, type TestServer, type TestServerOptions } from '../../server/src/test/testServer';
import { defaultClientDist } from '../../server/src/server';
import type { Mail } from '../../server/src/mail/mailer';
import { CHROMIUM, LAUNCH_OPTIONS, OWN_DISABLED_FEATURES } from './chromium';

export { CHROMIUM, OWN_DISABLED_FEATURES };
/** A bench's last step after its apps closed: their warm databases would keep the script running (a test worker ends by itself). */
export { stopPooledDatabases } from '../../server/src/test/pooledDatabase';

/** The suite's Chromium for the benches (tests take Playwright Test's, launched with the same options). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  // A Turkish browser unless a test names another language (e2e/i18n.e2e.ts): the product opens in the
  // browser's language, and the suites read the Turkish texts.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ locale: 'tr-TR', ...options });
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: the page's context closes with it.
    page.on('close', () => void context.close());
    return page;
  };
  return browser;
}

/** A phone: 390x844, touch, mobile user agent. */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export const desktop: BrowserContextOptions = { viewport: { width: 1400, height: 1000 } };

export interface E2eApp {
  url: string;
  outbox: Mail[];
  server: TestServer;
  close(): Promise<void>;
}

/**
 * The whole product as a user meets it: the built client (npm run build) served by a real server on a
 * random port, over a fresh database.
 */
export async function startApp(
  env: Record<string, string> = {},
  opts: Omit<TestServerOptions, 'mailer'> = {},
): Promise<E2eApp> {
  // A match minute of 20 ms: the screens' tests watch matches to the end.
  const server = await startTestServer(
    { JWT_SECRET: 'e2e-secret-e2e-secret', MATCH_SECONDS_PER_MINUTE: '0.02', ...env },
    { ...opts, clientDist: opts.clientDist ?? defaultClientDist },
  );
  return { url: server.url, outbox: server.outbox, server, close: () => server.close() };
}

/** Playwright's own line where the suite blocks the app's service worker (playwright.config.ts): not the app's. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** What the console says that a developer would look at (errors, a hydration mismatch among them; warnings; uncaught errors), but `ignore`'s lines. */
export function consoleProblems(page: Page, ignore = /^$/): string[] {
  const problems: string[] = [];
  const ignored = (text: string) => ignore.test(text) || text === SERVICE_WORKER_BLOCKED;
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && !ignored(m.text()) && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * A first visit of `url` with the page's entry script held back until `release()`: the HTML's first screen is
 * all there is, as on a slow phone before the scripts arrive. `problems`: consoleProblems.
 */
export async function pageWithEntryHeld(browser: Browser, url: string, options: BrowserContextOptions, ignore = /^$/) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = consoleProblems(page, ignore);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (r) => {
    await held;
    await r.continue();
  });
  // Not waiting for the load event: it comes after the held script.
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page, problems, release };
}

/** Hydrated: the navbar knows the session (its login buttons, kept unseen in prerendered HTML, are shown). */
export const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector<HTMLElement>('.nav-auth')?.style.visibility === '');

export type { Browser, BrowserContext, TestServer };
export { startTestServer };

/**
 * A page already logged in as this user (the session in localStorage: docs/accounts.md, 'The session'). The context is
 * closed with the browser.
 */
export async function loggedInPage(
  browser: Browser,
  user: { id: string; username: string; token: string },
  options: BrowserContextOptions,
): Promise<Page> {
  const ctx = await browser.newContext(options);
  await ctx.addInitScript(
    ([u, t]) => {
      // The new page's first document (about:blank) has no storage of its own: only the app's pages take the session.
      if (location.origin !== 'null') {
        localStorage.setItem('user', u);
        localStorage.setItem('token', t);
      }
    },
    [JSON.stringify({ _id: user.id, username: user.username }), user.token],
  );
  return ctx.newPage();
}

/**
 * A logged-in page for the game's screens, where any browser dialog (alert, confirm) fails the test: the
 * game shows every refusal on the page. bypassCSP: the accessibility check injects axe-core inline.
 */
export async function loggedInWithoutDialogs(browser: Browser, user: { id: string; username: string; token: string }, options: BrowserContextOptions): Promise<Page> {
  const page = await loggedInPage(browser, user, { ...options, bypassCSP: true });
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });
  return page;
}

/**
 * Holds every transition and animation still playing at `fraction` of its duration: a check made then
 * meets a state in between that a user sees for a moment (a button's new text colour on its old
 * background). Call `animationRate(page, 0.01)` before the change, so it is still playing when this runs.
 * Answers how many were held.
 */
export function holdAnimationsAt(page: Page, fraction: number): Promise<number> {
  return page.evaluate((at) => {
    const playing = document.getAnimations();
    for (const a of playing) {
      a.pause();
      a.currentTime = Number(a.effect?.getTiming().duration ?? 0) * at;
    }
    return playing.length;
  }, fraction);
}

/**
 * Plays the page's CSS transitions and animations at `rate` (0.01: a 0.15 s transition takes 15 s), so a
 * check made right after a change meets the states in between, as a slow phone shows them. 1 puts it back.
 */
export async function animationRate(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  // Kept attached: the rate lasts as long as the session that set it.
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate });
}

/** Two animation frames of the page have run: what a change queued for its next frame (a paint, an observer's entries) is done. */
export const framesRun = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Every request the page started before now has been reported to `page.on('request')`: the page fetches a
 * marker and this waits for the marker's own request event, which comes after theirs.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/api/health?barrier=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => {}), marker);
  await seen;
}
