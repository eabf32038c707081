import type { BrowserContextOptions, Page } from 'playwright-core';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { hydrated, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { differingPixels } from './kit/pixels';
import { insertPool, type PoolClub } from './kit/builderPool';

// The site frame on every public page, at two phone widths (touch) and a laptop: no sideways scroll and
// the same navbar everywhere; no serious or critical WCAG 2.1 AA violation at 360 px and on the laptop.

/** Every page of client/src/app/pageTable.ts as an anonymous visitor opens it (parameters filled in). */
const ROUTES = [
  '/',
  '/ilk11kur',
  '/taktik',
  '/register',
  '/login',
  '/forgot-password',
  '/reset-password/bilinmeyen-token',
  '/Profile',
  '/confirm-email/bilinmeyen-token',
  '/contact',
  '/terms-of-service',
  '/hakkimizda',
  '/rooms',
  '/create-room',
  '/room/oda-1',
  '/room/oda-1/squad-selection',
  '/match/oda-1',
  '/dashboard',
  '/yok-boyle-bir-sayfa',
];
// axe at the narrowest phone and the laptop: what a phone 30 px wider changes is the layout, which the
// sideways-scroll check covers there (axe on every page is most of this file's time).
const VIEWPORTS: Array<[string, BrowserContextOptions, { axe: boolean }]> = [
  ['360x740 touch', { ...phone, viewport: { width: 360, height: 740 } }, { axe: true }],
  ['390x844 touch', phone, { axe: false }],
  ['1366x900', { viewport: { width: 1366, height: 900 } }, { axe: true }],
];
// A club name long enough to overflow a grid cell that does not shrink.
const CLUBS: PoolClub[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: i === 1 ? 'Mavi Yıldız Gençlik ve Spor Kulübü Derneği' : `Takım ${i} FK`, primary: '#0055aa', players: 2 }));

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, CLUBS);
});
test.afterAll(async () => {
  await app?.close();
});

async function visit(page: Page, route: string) {
  await page.goto(app.url + route);
  await page.waitForLoadState('networkidle');
  await page.locator('.site-header').waitFor();
  // A prerendered page keeps its login buttons unseen until the script has run: the navbars compare after.
  await hydrated(page);
  // The route's code and its first answers: nothing still loading.
  await expect(page.locator('.route-progress, .site-splash')).toHaveCount(0, { timeout: 15_000 });
}

/** The navbar as drawn, with the current page's highlight removed (the one thing that differs by design). */
async function navbarShot(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    scrollTo(0, 0);
    // A long page's scrollbar would narrow the frame: the same navbar must not read as different.
    const style = document.createElement('style');
    style.textContent = 'html { scrollbar-width: none; }';
    document.head.append(style);
    document.querySelectorAll('.site-header .active').forEach((a) => a.classList.remove('active'));
    document.querySelectorAll('.site-header [aria-current]').forEach((a) => a.removeAttribute('aria-current'));
  });
  const box = (await page.locator('.site-header').boundingBox())!;
  return page.screenshot({ clip: { x: 0, y: 0, width: box.width, height: box.height }, animations: 'disabled', caret: 'hide' });
}

for (const [label, options, { axe }] of VIEWPORTS) {
test.describe(`site frame at ${label}`, () => {
  test(`no sideways scroll, the same navbar${axe ? ' and no serious a11y violation' : ''} on every public page`, async () => {
    test.setTimeout(180_000);
    // bypassCSP: axe-core is injected as an inline script, which the site's policy (rightly) refuses.
    const context = await browser.newContext({ ...options, bypassCSP: true });
    const page = await context.newPage();
    const problems: string[] = [];
    let homeNavbar: Buffer | null = null;
    for (const route of ROUTES) {
      await visit(page, route);
      const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
      if (scrollWidth > screenWidth) problems.push(`${route}: ${scrollWidth - screenWidth} px sideways scroll`);
      if (axe) for (const v of await seriousA11yViolations(page)) problems.push(`${route}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
      const shot = await navbarShot(page);
      if (!homeNavbar) homeNavbar = shot;
      else if (differingPixels(homeNavbar, shot) > 0) problems.push(`${route}: the navbar differs from the home page's`);
    }
    expect(problems).toEqual([]);
    if (options.viewport!.width > 800) {
      // The check catches a feature's style leaking into the frame: the tactics board's old unscoped
      // '.btn' rule turned the navbar's 'Giriş Yap' into an empty white box.
      await page.addStyleTag({ content: '.btn { border: 1px solid #d9dedb; background: #fff; color: #111827; padding: 7px 12px; }' });
      expect(differingPixels(homeNavbar!, await navbarShot(page))).toBeGreaterThan(100);
    }
    await context.close();
  });

  test("keeps the popular clubs' grid inside its card", async () => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await visit(page, '/ilk11kur');
    await expect(page.locator('.b-club')).toHaveCount(10, { timeout: 15_000 });
    const { card, items } = await page.evaluate(() => {
      const list = document.querySelector('.b-club-list')!;
      const panel = list.closest('.b-panel')!.getBoundingClientRect();
      return {
        card: { left: panel.left, right: panel.right },
        items: Array.from(list.querySelectorAll('.b-club'), (b) => b.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
      };
    });
    for (const item of items) {
      expect(item.left).toBeGreaterThanOrEqual(card.left);
      expect(item.right).toBeLessThanOrEqual(card.right);
    }
    await context.close();
  });
});
}

test.describe('every width a phone has', () => {
  for (const width of [320, 414]) {
  test(`${width} px, touch: no sideways scroll on any public page`, async () => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...phone, viewport: { width, height: 800 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of ROUTES) {
      await visit(page, route);
      const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
      if (scrollWidth > screenWidth) wide.push(`${route}: ${scrollWidth - screenWidth} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
  }
});

test.describe('form validation', () => {
  for (const [route, first] of [
    ['/login', 'email'],
    ['/register', 'username'],
    ['/contact', 'name'],
  ]) {
  test(`${route}: an empty required field says so in Turkish, a wrong e-mail too`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await visit(page, route);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator(`form [name="${first}"]`).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('Lütfen bu alanı doldurun.');
    const email = page.locator('form input[type="email"]');
    await email.fill('ali');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => email.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com).');
    await context.close();
  });
  }
});

test.describe('routing', () => {
  test("every page's HTML names only files the server has", async () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      const html = await (await fetch(app.url + route)).text();
      for (const [, file] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
        const res = await fetch(app.url + file);
        if (res.status !== 200) missing.push(`${route}: ${file} ${res.status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('links, back and forward, any letter case and an unknown path, without a reload', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: /Taktik Tahtası/ }).click();
    await page.getByTestId('board-canvas').waitFor();
    expect(new URL(page.url()).pathname).toBe('/taktik');
    await page.goBack();
    await page.getByRole('heading', { name: /Sahayı kur/ }).waitFor();
    await page.goForward();
    await page.getByTestId('board-canvas').waitFor();
    // Every step above stayed in one document: the router, not the server, drew the pages.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await visit(page, '/TAKTIK');
    await page.getByTestId('board-canvas').waitFor();
    await visit(page, '/yok/boyle/bir/sayfa');
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await page.getByRole('heading', { name: /Sahayı kur/ }).waitFor();
    await context.close();
  });
});

test.describe('what a first screen loads', () => {
  /** The scripts the page has requested so far, each with its text. */
  async function scripts(page: Page): Promise<string[]> {
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\.js(\?|$)/.test(u)));
    return Promise.all(urls.map(async (u) => (await fetch(u)).text()));
  }
  // What each library's code has and nothing else of the client has.
  const SOCKET_IO = 'ping timeout';
  const VIDEO_MUXER = 'avcC';
  const SCREENSHOT = 'modern-screenshot';

  test('the board and the builder run React DOM and load no socket.io-client, video muxer or screenshot library before they are usable; a game page loads socket.io-client', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    for (const route of ['/taktik', '/ilk11kur']) {
      await page.goto(app.url + route);
      // Usable: hydrated (the board's canvas replaced its picture; the navbar knows the session).
      await hydrated(page);
      if (route === '/taktik') await page.getByTestId('board-canvas').waitFor();
      const code = await scripts(page);
      // React DOM, not a compatible replacement: its root is on the container.
      expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
      for (const library of [SOCKET_IO, VIDEO_MUXER, SCREENSHOT]) expect(code.some((c) => c.includes(library)), `${route}: ${library}`).toBe(false);
    }
    await visit(page, '/room/oda-1');
    await expect.poll(async () => (await scripts(page)).some((c) => c.includes(SOCKET_IO))).toBe(true);
    await context.close();
  });

  test('on a phone the builder asks which video it can make once its buttons come near the screen, and loads no encoder before', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(app.url + '/ilk11kur');
    await hydrated(page);
    // Below the pitch and the clubs: not asked yet, nothing of the encoder loaded.
    const plain = page.getByRole('button', { name: 'Video (9:16)', exact: true });
    await plain.waitFor();
    expect((await scripts(page)).some((c) => c.includes(VIDEO_MUXER))).toBe(false);
    await plain.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Video (MP4, 9:16)' }).waitFor({ timeout: 4000 });
    await context.close();
  });
});
