import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { framesRun, hydrated, phone, requestsReported, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';
import { differingPixels } from './kit/pixels';
import { insertPool, type PoolClub } from './kit/builderPool';

// Every public page as a first visit (the app's service worker installing), at four phone widths (touch) and a laptop: no
// sideways scroll; the same navbar (360, 390 px, laptop); no serious or critical WCAG 2.1 AA violation at 360 px and on the laptop.
withServiceWorker();

/** Every page of client/src/app/pageTable.ts as an anonymous visitor opens it (parameters filled in). */
const ROUTES = [
  '/', '/ilk11kur', '/taktik', '/register', '/login', '/forgot-password', '/reset-password/bilinmeyen-token', '/Profile',
  '/confirm-email/bilinmeyen-token', '/contact', '/terms-of-service', '/hakkimizda', '/rooms', '/create-room', '/room/oda-1',
  '/room/oda-1/squad-selection', '/match/oda-1', '/dashboard', '/yok-boyle-bir-sayfa',
];

/** A width a page is seen at, and what is checked there besides the sideways scroll. */
interface Width {
  viewport: { width: number; height: number };
  axe?: true;
  navbar?: true;
  clubGrid?: true;
}
// Touch is the context's and cannot change on a page, but a phone's width is only its viewport, which the
// client follows (client/src/lib/viewport.ts): each route is loaded once per device, at its first width, and
// resized to the others (a load per width was most of this file's CPU). axe at the narrowest phone and the
// laptop: what a phone 30 px wider changes is the layout, which the sideways-scroll check covers there (axe on
// every page is most of this file's time).
const DEVICES: Array<{ name: string; options: BrowserContextOptions; widths: Width[] }> = [
  {
    name: 'a touch phone',
    options: phone,
    widths: [
      { viewport: { width: 360, height: 740 }, axe: true, navbar: true, clubGrid: true },
      { viewport: { width: 390, height: 844 }, navbar: true, clubGrid: true },
      // Every width a phone has: the narrowest and a large one.
      { viewport: { width: 320, height: 800 } },
      { viewport: { width: 414, height: 800 } },
    ],
  },
  { name: 'a laptop', options: {}, widths: [{ viewport: { width: 1366, height: 900 }, axe: true, navbar: true, clubGrid: true }] },
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

/** Each page's requests not yet finished or failed, and how often that set has changed. */
const loadsOf = new WeakMap<Page, { open: Set<Request>; changes: number }>();
function loads(page: Page) {
  if (!loadsOf.has(page)) {
    const made = { open: new Set<Request>(), changes: 0 };
    // requestsReported's marker is the barrier, not something the page loads.
    page.on('request', (r) => !r.url().includes('/api/health?barrier=') && made.open.add(r) && made.changes++);
    const ended = (r: Request) => made.open.delete(r) && made.changes++;
    page.on('requestfinished', ended).on('requestfailed', ended);
    loadsOf.set(page, made);
  }
  return loadsOf.get(page)!;
}

/**
 * Nothing still loading: every request the page has started (the route's data, code and styles fetched after
 * its first screen; the laptop builder's export code) has its answer and two frames have run since, so what
 * the answers change is drawn; again until a round sees no request start or end. Not 'networkidle', which
 * sits out half a second of quiet on every page: none of these pages starts a request on a timer that soon.
 */
async function settled(page: Page) {
  const state = loads(page);
  for (let seen = -1; seen !== state.changes; ) {
    seen = state.changes;
    await framesRun(page);
    await requestsReported(page);
    await expect.poll(() => [...state.open].map((r) => r.url()), { timeout: 15_000 }).toEqual([]);
  }
}

async function visit(page: Page, route: string) {
  // What the previous document left loading is not this one's.
  loads(page).open.clear();
  await page.goto(app.url + route);
  await page.locator('.site-header').waitFor();
  // A prerendered page keeps its login buttons unseen until the script has run: the navbars compare after.
  await hydrated(page);
  // The route's code and its first answers: nothing still loading.
  await expect(page.locator('.route-progress, .site-splash')).toHaveCount(0, { timeout: 15_000 });
  // Drawn after the page's first frame (features/site/Layout.tsx): the checks cover it too.
  await page.locator('.site-footer').waitFor();
  await settled(page);
}

/** The page at another width: the client redrawn for it, and whatever that redraw loads in. */
async function resize(page: Page, viewport: Width['viewport']) {
  await page.setViewportSize(viewport);
  await settled(page);
}

/**
 * The navbar as drawn, with the current page's highlight removed (the one thing that differs by design). The
 * page is put back after: the same page is checked again at its next width.
 */
async function navbarShot(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    scrollTo(0, 0);
    // A long page's scrollbar would narrow the frame: the same navbar must not read as different.
    const style = document.createElement('style');
    style.id = 'navbar-shot';
    style.textContent = 'html { scrollbar-width: none; }';
    document.head.append(style);
    document.querySelectorAll<HTMLElement>('.site-header .active, .site-header [aria-current]').forEach((a) => {
      a.dataset.shot = JSON.stringify([a.classList.contains('active'), a.getAttribute('aria-current')]);
      a.classList.remove('active');
      a.removeAttribute('aria-current');
    });
  });
  const box = (await page.locator('.site-header').boundingBox())!;
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: box.width, height: box.height }, animations: 'disabled', caret: 'hide' });
  await page.evaluate(() => {
    document.getElementById('navbar-shot')!.remove();
    document.querySelectorAll<HTMLElement>('[data-shot]').forEach((a) => {
      const [active, current] = JSON.parse(a.dataset.shot!) as [boolean, string | null];
      a.classList.toggle('active', active);
      if (current !== null) a.setAttribute('aria-current', current);
      delete a.dataset.shot;
    });
  });
  return shot;
}

/** The popular clubs' grid cells reaching outside their card, each named. */
async function clubsOutsideCard(page: Page): Promise<string[]> {
  await expect(page.locator('.b-club')).toHaveCount(10, { timeout: 15_000 });
  return page.evaluate(() => {
    const list = document.querySelector('.b-club-list')!;
    const card = list.closest('.b-panel')!.getBoundingClientRect();
    return Array.from(list.querySelectorAll('.b-club'), (b) => ({ name: b.textContent, box: b.getBoundingClientRect() }))
      .filter(({ box }) => box.left < card.left || box.right > card.right)
      .map(({ name, box }) => `'${name}' at ${box.left}–${box.right} px, its card ${card.left}–${card.right} px`);
  });
}

/** What is wrong with the page at `at` (the navbar compared with the one `navbars` holds for that width, else kept there). */
async function problemsAt(page: Page, route: string, at: Width, navbars: Map<number, Buffer>): Promise<string[]> {
  const where = `${route} at ${at.viewport.width} px`;
  const problems: string[] = [];
  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  if (scrollWidth > screenWidth) problems.push(`${where}: ${scrollWidth - screenWidth} px sideways scroll`);
  if (at.axe) for (const v of await seriousA11yViolations(page)) problems.push(`${where}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
  if (at.clubGrid && route === '/ilk11kur') for (const club of await clubsOutsideCard(page)) problems.push(`${where}: the popular clubs' grid leaves its card: ${club}`);
  if (at.navbar) {
    const shot = await navbarShot(page);
    const home = navbars.get(at.viewport.width);
    if (!home) navbars.set(at.viewport.width, shot);
    else if (differingPixels(home, shot) > 0) problems.push(`${where}: the navbar differs from the home page's`);
  }
  return problems;
}

for (const { name, options, widths } of DEVICES) {
  test(`site frame on ${name} (${widths.map(({ viewport: v }) => `${v.width}x${v.height}`).join(', ')}): no sideways scroll, the same navbar, no serious a11y violation, the clubs' grid inside its card`, async () => {
    test.setTimeout(180_000);
    // bypassCSP: axe-core is injected as an inline script, which the site's policy (rightly) refuses.
    const context = await browser.newContext({ ...options, viewport: widths[0].viewport, bypassCSP: true });
    const page = await context.newPage();
    const problems: string[] = [];
    const navbars = new Map<number, Buffer>();
    for (const route of ROUTES) {
      // Each route loads at the first width (the page was left at the last) and is resized to the others.
      await page.setViewportSize(widths[0].viewport);
      await visit(page, route);
      for (const [i, at] of widths.entries()) {
        if (i > 0) await resize(page, at.viewport);
        problems.push(...(await problemsAt(page, route, at, navbars)));
      }
    }
    expect(problems).toEqual([]);
    const laptop = widths.find((w) => w.viewport.width > 800);
    if (laptop) {
      // The check catches a feature's style leaking into the frame: the tactics board's old unscoped
      // '.btn' rule turned the navbar's 'Giriş Yap' into an empty white box.
      await page.addStyleTag({ content: '.btn { border: 1px solid #d9dedb; background: #fff; color: #111827; padding: 7px 12px; }' });
      expect(differingPixels(navbars.get(laptop.viewport.width)!, await navbarShot(page))).toBeGreaterThan(100);
    }
    await context.close();
  });
}

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
