import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { layoutFor, toPixel, type LayoutKind, type Point } from '../shared/src/board/layout';
import { DEFAULT_KEEPERS, TEAM_COLOURS } from '../shared/src/board/model';
import { inspectVideo } from './kit/videoFile';
import { boardSuite, colourAt, decodePng, drag, hex, isGrass, near, openBoardPage, pngPoint, pngSize, toClient, type Rgb } from './kit/board';
import { capturedFrames, countCapturedFrames, framesCaptured } from './kit/capturedFrames';
import { desktop, phone, startApp, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';

const suite = boardSuite();

const RED = hex(TEAM_COLOURS.red);
const BLUE = hex(TEAM_COLOURS.blue);
const PEN = hex('#fff59d');

interface Board {
  context: BrowserContext;
  page: Page;
  layout: LayoutKind;
  alerts: string[];
  errors: string[];
}

async function openBoard(options: BrowserContextOptions, path = '/taktik', server: E2eApp = suite.app, init?: () => void): Promise<Board> {
  const context = await suite.browser.newContext({ ...options, acceptDownloads: true });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + path);
  await page.getByTestId('board-canvas').waitFor();
  return { context, page, layout: options.isMobile ? 'mobile' : 'desktop', alerts, errors };
}

/** The spot of a player in layout pixels on a fresh 11v11 board (team B turned round with two teams). */
function spotOf(layout: LayoutKind, id: number, formation = '4-4-2'): Point {
  const b = drawnBoard(createBoard(layout, { formation, sides: 2 }));
  const p = b.players.find((q) => q.id === id)!;
  return { x: p.x, y: p.y };
}

/** A point on a player's disc that no digit covers. */
const discPoint = (b: Board, p: Point): Point => ({ x: p.x - layoutFor(b.layout).playerSize * 0.3, y: p.y });

async function expectDiscColour(b: Board, p: Point, colour: Rgb) {
  await expect.poll(async () => near(await colourAt(b, discPoint(b, p)), colour)).toBe(true);
}

async function openEditor(b: Board, p: Point) {
  const c = await toClient(b, p);
  if (b.layout === 'mobile') {
    // The two taps stamped a tenth of a second apart, as a finger makes them: tapped one after the other on a
    // loaded machine they reach the page more than the 300 ms of a double tap apart, and no editor opens.
    const cdp = await b.context.newCDPSession(b.page);
    const now = Date.now() / 1000;
    for (const [type, at] of [['touchStart', 0], ['touchEnd', 0.05], ['touchStart', 0.1], ['touchEnd', 0.15]] as const) {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [c] : [], timestamp: now + at });
    }
    await cdp.detach();
  } else {
    await b.page.mouse.dblclick(c.x, c.y);
  }
  return b.page.getByRole('dialog', { name: 'Oyuncuyu Düzenle' });
}

const button = (b: Board, name: string) => b.page.getByRole('button', { name, exact: true });
const heading = (b: Board) => b.page.getByRole('heading', { level: 1 });

const LABELS = ['11 Oyuncu', '22 Oyuncu', '4-4-2', '4-3-3', '3-5-2', '4-2-3-1', 'Formasyonu Sıfırla', 'İzler', 'İzleri Temizle', 'Renkleri Değiştir', 'PNG İndir', 'Kalem', 'Canlı Kaydı Başlat', 'Canlı Kaydı İndir', 'Geri Al', 'Yinele'];

for (const [name, options] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`tactics board on ${name}`, () => {
    test('shows the title, every control, the hint, and a sharp canvas of the right size', async () => {
      const b = await openBoard(options);
      await expect(heading(b)).toHaveText('Taktik Tahtası (4-4-2)');
      for (const label of LABELS) await expect(button(b, label), label).toBeVisible();
      await expect(button(b, 'Çizimleri Temizle')).toHaveCount(0);
      await expect(b.page.getByText('çift tıklayın (dokunmatik ekranlarda çift dokunun)')).toBeVisible();
      await expect(b.page.getByText('sahanın dışına sürüklenemez')).toBeVisible();
      const layout = layoutFor(b.layout);
      const dpr = options.deviceScaleFactor ?? 1;
      const canvas = await b.page.getByTestId('board-canvas').evaluate((c: HTMLCanvasElement) => ({
        w: c.width,
        h: c.height,
        cssW: c.getBoundingClientRect().width,
        cssH: c.getBoundingClientRect().height,
        touchAction: getComputedStyle(c).touchAction,
      }));
      expect(canvas).toMatchObject({ w: Math.round(layout.width * dpr), h: Math.round(layout.height * dpr), touchAction: 'none' });
      // Shown at the pitch's own proportions, as large as the window allows.
      expect(canvas.cssW / canvas.cssH).toBeCloseTo(layout.width / layout.height, 2);
      expect(canvas.cssW).toBeGreaterThan(b.layout === 'desktop' ? 800 : 360);
      await expectDiscColour(b, spotOf(b.layout, 9), RED);
      // The goalkeeper wears his own colour.
      await expectDiscColour(b, spotOf(b.layout, 1), hex(DEFAULT_KEEPERS.A));
      expect(isGrass(await colourAt(b, { x: layout.width * 0.75, y: layout.height * 0.3 }))).toBe(true);
      expect(b.errors).toEqual([]);
      await b.context.close();
    });

    test('clamps a dragged player and the ball at the pitch edges, without scrolling the page', async () => {
      const b = await openBoard(options);
      const layout = layoutFor(b.layout);
      await toClient(b, { x: 0, y: 0 });
      const scrollBefore = await b.page.evaluate(() => window.scrollY);
      const nine = spotOf(b.layout, 9);
      await drag(b, nine, { x: -80, y: -80 });
      await expectDiscColour(b, { x: layout.padding, y: layout.padding }, RED);
      expect(near(await colourAt(b, discPoint(b, nine)), RED)).toBe(false);
      // Ball: clamped inside the padding plus its radius.
      const inset = layout.padding + layout.ballRadius;
      await drag(b, { x: layout.width / 2, y: layout.height / 2 }, { x: layout.width + 100, y: layout.height + 100 });
      await expect.poll(async () => near(await colourAt(b, { x: layout.width - inset - layout.ballRadius * 0.7, y: layout.height - inset }), [255, 255, 255], 30)).toBe(true);
      expect(isGrass(await colourAt(b, { x: layout.width - inset + layout.ballRadius + 3, y: layout.height - inset }))).toBe(true);
      expect(await b.page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(b.errors).toEqual([]);
      await b.context.close();
    });

    test('switches to 22 players and back, and places each formation', async () => {
      const b = await openBoard(options);
      const bBack = spotOf(b.layout, 13);
      expect(near(await colourAt(b, discPoint(b, bBack)), BLUE)).toBe(false);
      await button(b, '22 Oyuncu').click();
      await expectDiscColour(b, bBack, BLUE);
      await expectDiscColour(b, spotOf(b.layout, 20), BLUE);
      await expectDiscColour(b, spotOf(b.layout, 12), hex(DEFAULT_KEEPERS.B));
      for (const f of ['4-3-3', '3-5-2', '4-2-3-1', '4-4-2'] as const) {
        await button(b, f).click();
        await expect(heading(b)).toHaveText(`Taktik Tahtası (${f})`);
        await expectDiscColour(b, spotOf(b.layout, 11, f), RED);
        await expectDiscColour(b, spotOf(b.layout, 22, f), BLUE);
      }
      await button(b, '11 Oyuncu').click();
      await expect.poll(async () => near(await colourAt(b, discPoint(b, bBack)), BLUE)).toBe(false);
      await button(b, 'Renkleri Değiştir').click();
      await expectDiscColour(b, spotOf(b.layout, 9), BLUE);
      await button(b, 'Renkleri Değiştir').click();
      await expectDiscColour(b, spotOf(b.layout, 9), RED);
      await b.context.close();
    });

    test('records trails, draws with the pen (which turns trails off until it is put down) and clears both', async () => {
      const b = await openBoard(options);
      const layout = layoutFor(b.layout);
      const from = spotOf(b.layout, 10);
      const to = b.layout === 'desktop' ? { x: from.x + 300, y: from.y } : { x: from.x, y: from.y - 150 };
      await drag(b, from, to);
      // The trail is a dashed line in the team colour along the path.
      const reds = async () => {
        let n = 0;
        for (let t = 0.3; t <= 0.7; t += 0.02) if (near(await colourAt(b, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }), RED, 70)) n++;
        return n;
      };
      await expect.poll(reds).toBeGreaterThan(4);
      await button(b, 'İzleri Temizle').click();
      await expect.poll(reds).toBe(0);

      await button(b, 'Kalem').click();
      await expect(button(b, 'Kalem')).toHaveAttribute('aria-pressed', 'true');
      await expect(button(b, 'İzler')).toHaveAttribute('aria-pressed', 'false');
      const s = { x: layout.width * 0.6, y: layout.height * 0.15 };
      const e = { x: layout.width * 0.85, y: layout.height * 0.15 };
      await drag(b, s, e);
      const mid = { x: (s.x + e.x) / 2, y: s.y };
      await expect.poll(async () => near(await colourAt(b, mid), PEN, 25)).toBe(true);
      // With the pen on, a drag over a player draws instead of moving him.
      await drag(b, spotOf(b.layout, 2), { x: spotOf(b.layout, 2).x + 20, y: spotOf(b.layout, 2).y + 20 });
      await expectDiscColour(b, spotOf(b.layout, 2), RED);
      await button(b, 'Çizimleri Temizle').click();
      await expect.poll(async () => isGrass(await colourAt(b, mid))).toBe(true);
      await expect(button(b, 'Çizimleri Temizle')).toHaveCount(0);
      await button(b, 'Kalem').click();
      await expect(button(b, 'Kalem')).toHaveAttribute('aria-pressed', 'false');
      await expect(button(b, 'İzler')).toHaveAttribute('aria-pressed', 'true');
      await b.context.close();
    });

    test('edits a player: Cancel discards, cards exclude each other, goals never below 0, Save applies', async () => {
      const b = await openBoard(options);
      const seven = spotOf(b.layout, 7);
      let dialog = await openEditor(b, seven);
      await dialog.getByLabel('İsim').fill('Yok sayılır');
      await dialog.getByRole('button', { name: 'İptal' }).click();
      await expect(dialog).toHaveCount(0);

      dialog = await openEditor(b, seven);
      await expect(dialog.getByLabel('İsim')).toHaveValue(String(drawnBoard(createBoard(b.layout)).players[6].num));
      await dialog.getByLabel('İsim').fill('Arda Güler');
      await dialog.getByLabel('Sarı Kart').check();
      await dialog.getByLabel('Kırmızı Kart').check();
      await expect(dialog.getByLabel('Sarı Kart')).not.toBeChecked();
      await expect(dialog.getByText('oyundan atıldı')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Golü azalt' })).toBeDisabled();
      await dialog.getByLabel('Gol', { exact: true }).fill('-4');
      await expect(dialog.getByLabel('Gol', { exact: true })).toHaveValue('0');
      await dialog.getByRole('button', { name: 'Golü artır' }).click();
      await dialog.getByRole('button', { name: 'Golü artır' }).click();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog).toHaveCount(0);
      // Sent off: the disc is faded, so it is no longer the full team red.
      await expect.poll(async () => near(await colourAt(b, discPoint(b, seven)), RED, 20)).toBe(false);

      dialog = await openEditor(b, seven);
      await expect(dialog.getByLabel('İsim')).toHaveValue('Arda Güler');
      await expect(dialog.getByLabel('Kırmızı Kart')).toBeChecked();
      await expect(dialog.getByLabel('Gol', { exact: true })).toHaveValue('2');
      await dialog.getByLabel('Sarı Kart').check();
      await expect(dialog.getByLabel('Kırmızı Kart')).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expectDiscColour(b, seven, RED);
      // The yellow card badge beside the disc.
      const r = layoutFor(b.layout).playerSize / 2;
      expect(near(await colourAt(b, { x: seven.x + r * 0.75, y: seven.y - r * 0.75 }), hex('#fdd835'))).toBe(true);
      // Cards and goals survive a formation change; he keeps his number and goes to its place.
      await button(b, '4-3-3').click();
      const num = drawnBoard(createBoard(b.layout)).players[6].num;
      const fresh = drawnBoard(createBoard(b.layout, { formation: '4-3-3' })).players.find((p) => p.num === num)!;
      dialog = await openEditor(b, fresh);
      await expect(dialog.getByLabel('Sarı Kart')).toBeChecked();
      await expect(dialog.getByLabel('Gol', { exact: true })).toHaveValue('2');
      await dialog.getByRole('button', { name: 'İptal' }).click();
      expect(b.errors).toEqual([]);
      await b.context.close();
    });

    test('undoes and redoes with the buttons and the keyboard', async () => {
      const b = await openBoard(options);
      const six = spotOf(b.layout, 6);
      const to = { x: six.x + 60, y: six.y + 40 };
      await drag(b, six, to);
      await expectDiscColour(b, to, RED);
      await button(b, 'Geri Al').click();
      await expectDiscColour(b, six, RED);
      await button(b, 'Yinele').click();
      await expectDiscColour(b, to, RED);
      await button(b, '22 Oyuncu').click();
      await expectDiscColour(b, six, RED);
      await b.page.keyboard.press('Control+z');
      await expectDiscColour(b, to, RED);
      await b.page.keyboard.press('Control+z');
      await expectDiscColour(b, six, RED);
      await expect(button(b, 'Geri Al')).toBeDisabled();
      await b.page.keyboard.press('Control+Shift+z');
      await expectDiscColour(b, to, RED);
      await b.context.close();
    });

    test('saves and loads a named board, and a share link opens the same board in a new page', async () => {
      const b = await openBoard(options);
      const layout = layoutFor(b.layout);
      await button(b, '22 Oyuncu').click();
      await button(b, '3-5-2').click();
      const five = spotOf(b.layout, 5, '3-5-2');
      // A free spot on either pitch (team B's players stand elsewhere).
      const to = b.layout === 'desktop' ? { x: layout.width * 0.38, y: layout.height * 0.86 } : { x: layout.width * 0.3, y: layout.height * 0.62 };
      await drag(b, five, to);
      await b.page.getByLabel('Tahta adı').fill('Plan A');
      await button(b, 'Tahtayı Kaydet').click();
      await b.page.getByRole('button', { name: 'Plan A tahtasını yükle' }).waitFor();
      await button(b, '4-4-2').click();
      await button(b, '11 Oyuncu').click();
      await expect.poll(async () => near(await colourAt(b, discPoint(b, to)), RED)).toBe(false);
      await b.page.reload();
      await b.page.getByRole('button', { name: 'Plan A tahtasını yükle' }).click();
      await expect(heading(b)).toHaveText('Taktik Tahtası (3-5-2)');
      await expectDiscColour(b, to, RED);
      await expectDiscColour(b, spotOf(b.layout, 14, '3-5-2'), BLUE);

      await button(b, 'Renkleri Değiştir').click();
      await button(b, 'Paylaşım Bağlantısı').click();
      const link = await b.page.getByLabel('Paylaşım bağlantısı').inputValue();
      // The page says whether the link reached the clipboard (headless Chromium refuses it without a permission).
      await b.page.getByText(/Bağlantı panoya kopyala(ndı|namadı)/).waitFor();
      expect(link).toMatch(/\/taktik#tahta=[A-Za-z0-9_-]+$/);
      const other = await b.context.newPage();
      const shared: Board = { ...b, page: other };
      await other.goto(link);
      await other.getByTestId('board-canvas').waitFor();
      await expect(heading(shared)).toHaveText('Taktik Tahtası (3-5-2)');
      await expectDiscColour(shared, to, BLUE);
      await expectDiscColour(shared, spotOf(b.layout, 14, '3-5-2'), RED);

      await b.page.getByRole('button', { name: 'Plan A tahtasını sil' }).click();
      await expect(b.page.getByRole('button', { name: 'Plan A tahtasını yükle' })).toHaveCount(0);
      await b.context.close();
    });

    test('downloads the PNG from the canvas with the pitch and the moved player', async () => {
      const b = await openBoard(options);
      const layout = layoutFor(b.layout);
      const to = { x: layout.width * 0.7, y: layout.height * 0.7 };
      await drag(b, spotOf(b.layout, 9), to);
      const [download] = await Promise.all([b.page.waitForEvent('download'), button(b, 'PNG İndir').click()]);
      expect(download.suggestedFilename()).toBe('4-4-2_taktik.png');
      const bytes = await readFile((await download.path())!);
      // The landscape pitch at its fixed width, from the phone as from the laptop.
      const disc = pngPoint(b, to, -layoutFor('desktop').playerSize * 0.3);
      const grass = pngPoint(b, { x: layout.width * 0.3, y: layout.height * 0.15 });
      const png = await decodePng(b.page, bytes, [disc, grass]);
      expect([png.width, png.height]).toEqual(pngSize({}));
      expect(near(png.pixels[0], RED)).toBe(true);
      expect(isGrass(png.pixels[1])).toBe(true);
      await b.context.close();
    });
  });
}

test.describe('tactics board extras (desktop)', () => {
  test('leaves the site frame alone: the navbar’s Giriş Yap keeps readable text on /taktik (issue 18)', async () => {
    const b = await openBoard(desktop);
    const login = b.page.getByRole('link', { name: 'Giriş Yap' });
    await expect(login).toBeVisible();
    // What the user sees: the button's pixels inside its rounded border, lightest against darkest.
    const shot = await login.screenshot();
    const ratio = await b.page.evaluate(async (b64) => {
      const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const inset = 6;
      const data = ctx.getImageData(inset, inset, bmp.width - 2 * inset, bmp.height - 2 * inset).data;
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      let lo = 1;
      let hi = 0;
      for (let i = 0; i < data.length; i += 4) {
        const l = 0.2126 * f(data[i]) + 0.7152 * f(data[i + 1]) + 0.0722 * f(data[i + 2]);
        lo = Math.min(lo, l);
        hi = Math.max(hi, l);
      }
      return (hi + 0.05) / (lo + 0.05);
    }, shot.toString('base64'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await b.context.close();
  });

  test('records 3 seconds of live WebM (VP9, with a duration); PNG waits for the recording to end', async () => {
    const b = await openBoard(desktop, '/taktik', suite.app, countCapturedFrames);
    await expect(button(b, 'Canlı Kaydı İndir')).toBeDisabled();
    const startedAt = Date.now();
    await button(b, 'Canlı Kaydı Başlat').click();
    await button(b, 'Canlı Kaydı Durdur').waitFor();
    await drag(b, spotOf('desktop', 9), { x: 900, y: 300 });
    await expect(button(b, 'PNG İndir')).toBeDisabled();
    await expect(b.page.getByText('Video kaydı devam ederken PNG indirilemez. Önce kaydı durdurun.')).toBeVisible();
    // Three seconds of the board in the recording: frames from the canvas over 3 s (how many is the check below).
    await framesCaptured(b.page, 2, 3000);
    const given = (await capturedFrames(b.page)).count;
    await button(b, 'Canlı Kaydı Durdur').click();
    const preview = b.page.getByRole('dialog', { name: 'Canlı Kayıt Önizleme' });
    await preview.waitFor();
    const recordedFor = Date.now() - startedAt;
    await expect(preview.locator('video')).toHaveAttribute('src', /^blob:/);
    const [download] = await Promise.all([b.page.waitForEvent('download'), preview.getByRole('button', { name: 'Kaydı İndir (WebM)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^4-4-2_taktik_video_\d+\.webm$/);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Buffer.from(bytes).includes('V_VP9')).toBe(true);
    const info = await inspectVideo(bytes);
    expect([info.mimeType.split(';')[0], info.codec]).toEqual(['video/webm', 'vp9']);
    expect(info.statedMs).toBeGreaterThan(2500);
    // No longer than the recorder ran (the test's own steps between the clicks take seconds on a loaded
    // machine, so the bound is measured, not fixed), plus one frame's length.
    expect(info.statedMs).toBeLessThan(recordedFor + 100);
    // The frames the canvas gave the recorder are in the file (30 of them at least when it gave that many: a
    // loaded machine's canvas gives fewer than 30 a second), less those a loaded machine's encoder drops, as a
    // live recorder must (24 of the 32 given, once in CI).
    expect(info.frames).toBeGreaterThanOrEqual(Math.min(30, Math.floor(given * 0.6)));
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await expect(preview).toHaveCount(0);
    await expect(button(b, 'Canlı Kaydı İndir')).toBeEnabled();
    expect(b.alerts).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test('opens the builder’s eleven from /taktik?ilk11=… with names, spots and formation', async () => {
    const players = Array.from({ length: 11 }, (_, i) => ({ n: i === 0 ? 'Uğurcan Çakır' : `Oyuncu ${i + 1}`, d: i === 0 ? 0.05 : 0.2 + (i % 3) * 0.12, w: (i % 5) / 5 + 0.1 }));
    const value = encodeURIComponent(JSON.stringify({ formation: '4-2-3-1', players }));
    const b = await openBoard(desktop, `/taktik?ilk11=${value}`);
    await expect(heading(b)).toHaveText('Taktik Tahtası (4-2-3-1)');
    const keeper = toPixel(layoutFor('desktop'), players[0]);
    await expectDiscColour(b, keeper, hex(DEFAULT_KEEPERS.A));
    const dialog = await openEditor(b, keeper);
    await expect(dialog.getByLabel('İsim')).toHaveValue('Uğurcan Çakır');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expectDiscColour(b, toPixel(layoutFor('desktop'), players[7]), RED);
    await b.context.close();
  });

  test('loads and works offline after the first visit', async () => {
    // Its own server, so the network can really go away: the server is shut down, not just emulated offline.
    const own = await startApp();
    const b = await openBoard(desktop, '/taktik', own);
    // Once the worker controls the page and the board's own chunk is in the cache.
    const cached = () =>
      b.page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const keys = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
        return keys.flat().some((r) => /TacticsBoardPage-.*\.js$/.test(r.url));
      });
    await expect.poll(cached, { timeout: 30_000, intervals: [100] }).toBe(true);
    await own.close();
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.getByTestId('board-canvas').waitFor();
    await expect(heading(b)).toHaveText('Taktik Tahtası (4-4-2)');
    const to = { x: 700, y: 600 };
    await drag(b, spotOf('desktop', 8), to);
    await expectDiscColour(b, to, RED);
    const manifest = await b.page.evaluate(async () => (await (await fetch('/manifest.webmanifest')).json()).start_url);
    expect(manifest).toBe('/taktik');
    await b.context.close();
  });
});

test.describe('tactics board after its first frame (phone)', () => {
  test('builds its pitch and player sprites while the page is idle, painting nothing more, so a first drag only makes its background', async () => {
    // Every canvas the page makes, kept to read their sizes: the screen's and the caches' (render/renderer.ts).
    const b = await openBoardPage(suite, phone, '/taktik', suite.app, () => {
      const made: HTMLCanvasElement[] = [];
      (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases = made;
      const create = document.createElement.bind(document);
      document.createElement = ((tag: string, options?: ElementCreationOptions) => {
        const el = create(tag, options);
        if (el instanceof HTMLCanvasElement) made.push(el);
        return el;
      }) as typeof document.createElement;
    });
    const canvases = () =>
      b.page.evaluate(() => {
        const screen = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]')!;
        const made = (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases;
        return {
          sprites: made.filter((c) => c.width === c.height && c.width < screen.width / 2).length,
          // The pitch's cache and the background: the screen's size.
          caches: made.filter((c) => c !== screen && c.width === screen.width && c.height === screen.height).length,
          frames: performance.getEntriesByName('taktik:frame').length,
        };
      });
    const board = drawnBoard(createBoard('mobile'));
    await expect.poll(async () => (await canvases()).sprites, { timeout: 10_000 }).toBe(board.players.length);
    expect(await canvases()).toEqual({ sprites: board.players.length, caches: 1, frames: 1 });
    const keeper = { x: board.players[0].x, y: board.players[0].y };
    await drag(b, keeper, { x: keeper.x + 40, y: keeper.y - 60 });
    await expect.poll(async () => (await canvases()).caches).toBe(2);
    expect((await canvases()).sprites).toBe(board.players.length);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
