import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/src/test/testServer';
import { defaultClientDist } from '../server/src/server';
import { buildServer } from '../server/src/server';
import { loadConfig } from '../server/src/config';
import { createTestDatabaseUrl } from '../server/src/test/database';
import type { Mail } from '../server/src/mail/mailer';
import type { ImageProxyTestOptions } from '../server/src/modules/images/proxyTestOptions';
import { recordBrowser, recordContext } from './failureArtifacts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features Playwright turns off (its chromiumSwitches.ts, in the locked version): the one switch below must keep them. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Chromium 156 builds every new window's address-bar popups in WebUI renderers of their own: ~1.4 s of CPU
 * per window (21 s against 7 s for ten windows), which a suite of a few hundred windows pays on two cores.
 */
export const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const playwrightFeatures = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Chromium reads one --disable-features (a second replaces the first): Playwright's is swapped for one
    // list with ours. e2e/browserSwitches.e2e.ts fails if Playwright's ever differs from the list above.
    ignoreDefaultArgs: [playwrightFeatures],
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      `${playwrightFeatures},${OWN_DISABLED_FEATURES.join(',')}`,
    ],
  });
  // A Turkish browser unless a test names another language (e2e/i18n.e2e.ts): the product opens in the
  // browser's language, and the suites read the Turkish texts.
  // Every context is recorded (e2e/failureArtifacts.ts): a failed test keeps its trace, screenshots and console.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ locale: 'tr-TR', ...options });
    await recordContext(context);
    return context;
  };
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: the page's context closes with it.
    page.on('close', () => void context.close());
    return page;
  };
  recordBrowser(browser);
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
  server: TestServer | Awaited<ReturnType<typeof buildServer>>;
  close(): Promise<void>;
}

/**
 * The whole product as a user meets it: the built client (npm run build) served by a real server on a
 * random port, over a fresh database.
 */
export async function startApp(env: Record<string, string> = {}, opts: { clientDist?: string; imageProxyTest?: ImageProxyTestOptions } = {}): Promise<E2eApp> {
  const dbUrl = await createTestDatabaseUrl();
  const outbox: Mail[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'e2e-secret-e2e-secret',
    SEED_POOL: 'false',
    RATE_LIMIT_MAX: '1000',
    // Every browser user of a suite comes from 127.0.0.1: per-address budgets as high as RATE_LIMIT_MAX's.
    API_WRITES_PER_10S: '100000',
    SOCKET_HANDSHAKES_PER_MINUTE: '100000',
    SOCKETS_PER_ADDRESS: '10000',
    LIVE_SOCKETS_PER_ADDRESS: '10000',
    LIVE_HANDSHAKES_PER_MINUTE: '100000',
    LIVE_SESSIONS_PER_ADDRESS: '1000',
    MATCH_SECONDS_PER_MINUTE: '0.02',
    ...(dbUrl.url ? { DATABASE_URL: dbUrl.url } : {}),
    ...env,
  });
  const server = await buildServer(config, { clientDist: opts.clientDist ?? defaultClientDist, mailer: { send: async (m) => void outbox.push(m) }, imageProxyTest: opts.imageProxyTest });
  const port = await server.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    outbox,
    server,
    async close() {
      await server.close();
      await dbUrl.drop();
    },
  };
}

/** What the console says that a developer would look at (errors, a hydration mismatch among them; warnings; uncaught errors), but `ignore`'s lines. */
export function consoleProblems(page: Page, ignore = /^$/): string[] {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && !ignore.test(m.text()) && problems.push(`${m.type()}: ${m.text()}`));
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
      localStorage.setItem('user', u);
      localStorage.setItem('token', t);
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
