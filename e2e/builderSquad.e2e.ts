import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { V1_FULL } from '@onbir/shared/builder/shareFixtures';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { colourCount } from './kit/pixels';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { inspectVideo } from './kit/videoFile';
import { cardName, fillFromModal, mouseDrag, poll, slot, tabTo, takePosters, touchDrag, watchPosters } from './kit/builder';

// The matchday squad in Chromium: bench, drags between bench and pitch, captain, numbers, the
// keyboard path, the social-media images, the reveal video and the copied text.
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
const OTHERS: PoolClub[] = Array.from({ length: 9 }, (_, i) => ({ id: i + 2, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));
const MAGENTA = [255, 0, 255];
const ARMBAND = [245, 197, 24];
const ELEVEN = ['GK-0', 'DEF-0', 'DEF-1', 'DEF-2', 'DEF-3', 'MID-0', 'MID-1', 'MID-2', 'MID-3', 'FWD-0', 'FWD-1'];
const kartal = (i: number) => poolPlayerName(KARTAL, i).replace(/ \(\d+\)$/, '');

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, [KARTAL, ...OTHERS]);
});
test.afterAll(async () => {
  await app?.close();
});

async function open(options: BrowserContextOptions) {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await browser.newContext({ ...options, acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}/ilk11kur`);
  await page.getByPlaceholder('Takım Adı Ara...').fill('kartal');
  await page.getByRole('button', { name: 'Kartal Spor' }).click();
  await poll(() => page.getByText('Seçilen Takım: Kartal Spor').isVisible()).toBe(true);
  return { context, page, errors };
}
const lineupCount = (page: Page) => page.getByTestId('lineup-count').textContent();
const benchCount = (page: Page) => page.getByTestId('bench-count').textContent();
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Oyuncu Seç' });

async function fillSquad(page: Page, touch: boolean) {
  for (const [i, key] of ELEVEN.entries()) await fillFromModal(page, key, kartal(i), touch);
  for (let i = 0; i < 3; i++) await fillFromModal(page, `SUB-${i}`, kartal(11 + i), touch);
  await poll(() => lineupCount(page)).toBe('11');
  await poll(() => benchCount(page)).toBe('3');
}

const PHONE_360: BrowserContextOptions = { ...phone, viewport: { width: 360, height: 740 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

test.describe('matchday squad', () => {
  for (const [l, options, touch] of [
    ['360x740 touch', PHONE_360, true],
    ['390x844 touch', phone, true],
    ['1366x900 mouse', DESKTOP, false],
  ] as const) {
  test(`${l}: eleven and three substitutes, drags between bench and pitch, captain and numbers`, async () => {
    const { context, page, errors } = await open(options);
    await fillSquad(page, touch);
    const drag = (from: string, to: string) => (touch ? touchDrag(page, from, to, '[data-testid="builder-bench"]') : mouseDrag(page, from, to, '[data-testid="builder-bench"]'));

    // A substitute dropped on a slot swaps with its occupant.
    await drag('[data-slot="SUB-0"] .b-card', '[data-slot="GK-0"] .b-card');
    await poll(() => cardName(page, 'GK-0').textContent()).toBe(kartal(11));
    await poll(() => cardName(page, 'SUB-0').textContent()).toBe(kartal(0));
    // A pitch card dropped on an empty bench place leaves its slot empty; dragged back, it fills it.
    await drag('[data-slot="DEF-0"] .b-card', '[data-slot="SUB-3"]');
    await poll(() => cardName(page, 'SUB-3').textContent()).toBe(kartal(1));
    await poll(() => lineupCount(page)).toBe('10');
    await poll(() => benchCount(page)).toBe('4');
    await drag('[data-slot="SUB-3"] .b-card', '[data-slot="DEF-0"]');
    await poll(() => cardName(page, 'DEF-0').textContent()).toBe(kartal(1));
    await poll(() => lineupCount(page)).toBe('11');
    await expect(page.getByTestId('builder-notice')).toContainText('Sağ bek yerine taşındı');

    // Captain and numbers through the card's picker; a number used twice is refused on the page.
    const tap = (sel: string) => (touch ? page.locator(sel).tap() : page.locator(sel).click());
    const dialog = dialogOf(page);
    await tap('[data-slot="GK-0"] .b-card');
    await dialog.getByRole('button', { name: 'Kaptan yap' }).click();
    await dialog.getByRole('textbox', { name: /forma numarası/ }).fill('1');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await poll(() => slot(page, 'GK-0').locator('.b-card-captain').count()).toBe(1);
    await poll(() => slot(page, 'GK-0').locator('.b-card-num').textContent()).toBe('1');
    await tap('[data-slot="DEF-1"] .b-card');
    await dialog.getByRole('textbox', { name: /forma numarası/ }).fill('1');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toBe('Bu forma numarası kadroda başka bir oyuncuda.');
    await dialog.getByRole('textbox', { name: /forma numarası/ }).fill('4');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await poll(() => slot(page, 'DEF-1').locator('.b-card-num').textContent()).toBe('4');
    await expect(page.getByRole('button', { name: `Kaleci: ${kartal(11)}, 1 numara, kaptan`, exact: true })).toHaveCount(1);

    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    expect(errors).toEqual([]);
    await context.close();
  });
  }

  test('by keyboard only: every place by Tab with its name, Enter opens the picker, arrows and Enter choose, Taşı moves', async () => {
    const { context, page, errors } = await open(DESKTOP);
    const dialog = dialogOf(page);
    const places = [...ELEVEN, 'SUB-0', 'SUB-1', 'SUB-2'];
    const names = ['Kaleci', 'Sağ bek', 'Stoper 1', 'Stoper 2', 'Sol bek', 'Sağ orta saha', 'Merkez orta saha 1', 'Merkez orta saha 2', 'Sol orta saha', 'Santrafor 1', 'Santrafor 2', 'Yedek 1', 'Yedek 2', 'Yedek 3'];
    for (const [i, key] of places.entries()) {
      await tabTo(page, `${names[i]}, boş`);
      await page.keyboard.press('Enter');
      await poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.type(`oyuncu ${String(i + 1).padStart(2, '0')} `);
      await poll(() => dialog.locator('.b-player').count()).toBe(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await poll(() => cardName(page, key).textContent()).toBe(kartal(i));
      // Focus is back on the place just filled.
      await poll(() => page.evaluate(() => document.activeElement?.closest('[data-place]')?.getAttribute('data-place'))).toBe(key);
    }
    await poll(() => lineupCount(page)).toBe('11');
    await poll(() => benchCount(page)).toBe('3');
    // Cards in the club's colours, names readable: no serious WCAG violation with a full squad.
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Escape closes the picker; Tab stays inside it while open.
    await page.keyboard.press('Enter');
    await poll(() => dialog.isVisible()).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);

    // 'Taşı': the second striker to the fourth bench place, announced in the live region.
    await tabTo(page, `Santrafor 2: ${kartal(10)}`);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Taşı');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Yedek 4, boş, buraya taşı');
    await page.keyboard.press('Enter');
    await poll(() => cardName(page, 'SUB-3').textContent()).toBe(kartal(10));
    await poll(() => page.getByTestId('builder-notice').textContent()).toBe(`${kartal(10)}, Yedek 4 yerine taşındı.`);

    // The armband from the keyboard.
    await tabTo(page, `Kaleci: ${kartal(0)}`);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Kaptan yap');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('builder-notice').textContent()).toBe(`${kartal(0)} kaptan.`);
    await page.keyboard.press('Escape');
    await poll(() => slot(page, 'GK-0').locator('.b-card-captain').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('links of the first version', () => {
  test('still open, as that eleven with an empty bench', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${app.url}/ilk11kur#k=${V1_FULL}`);
    await poll(() => cardName(page, 'GK-0').textContent()).toBe('Fernando Muslera');
    await expect(cardName(page, 'FWD-0').textContent()).resolves.toBe('Çağlar Şöyüncü');
    await expect(page.locator('button[aria-pressed="true"]:text-is("4-2-3-1")')).toHaveCount(1);
    await expect(lineupCount(page)).resolves.toBe('4');
    await expect(benchCount(page)).resolves.toBe('0');
    // The address is rewritten in the current version, and reads back the same.
    await poll(() => page.url()).not.toContain(V1_FULL);
    await context.close();
  });
});

test.describe('orientation and kit', () => {
  test('turns the pitch (goalkeeper at the top) and paints the cards in two chosen colours with a readable text colour', async () => {
    const { context, page, errors } = await open(DESKTOP);
    await fillFromModal(page, 'GK-0', kartal(0), false);
    const top = () => slot(page, 'GK-0').evaluate((el) => parseFloat((el as HTMLElement).style.top));
    expect(await top()).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Kaleci altta' }).click();
    await poll(top).toBeLessThan(50);
    await expect(page.getByRole('button', { name: 'Kaleci üstte' })).toHaveAttribute('aria-pressed', 'true');
    // The club's colours by default (Kartal's magenta), then the user's: a light yellow shirt gets black text.
    const paint = () => cardName(page, 'GK-0').locator.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    await expect(paint()).resolves.toEqual(['rgb(255, 0, 255)', 'rgb(0, 0, 0)']);
    await page.getByLabel('Kendi renklerim').check();
    await page.getByLabel('Forma', { exact: true }).fill('#1a237e');
    await poll(paint).toEqual(['rgb(26, 35, 126)', 'rgb(255, 255, 255)']);
    await page.getByLabel('Forma', { exact: true }).fill('#fff59d');
    await poll(paint).toEqual(['rgb(255, 245, 157)', 'rgb(0, 0, 0)']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('images, video and text', () => {
  test('downloads the post and story PNGs at their exact size with crest, faces, captain and bench drawn', async () => {
    const { context, page, errors } = await open(DESKTOP);
    await fillFromModal(page, 'GK-0', kartal(0), false);
    await fillFromModal(page, 'FWD-0', kartal(1), false);
    await fillFromModal(page, 'SUB-0', kartal(2), false);
    await page.locator('[data-slot="GK-0"] .b-card').click();
    await dialogOf(page).getByRole('button', { name: 'Kaptan yap' }).click();
    await dialogOf(page).getByRole('button', { name: 'Kapat' }).click();
    await page.getByLabel('Başlık').fill("Derbi 11'i");
    await page.getByLabel('Teknik direktör').fill('Hoca');

    await watchPosters(page);
    for (const [label, size] of [
      ['Gönderi (1080x1350)', { width: 1080, height: 1350 }],
      ['Hikâye / durum (1080x1920)', { width: 1080, height: 1920 }],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
      expect(download.suggestedFilename()).toBe(`Ilk11_Stabil_4-4-2_Kartal_Spor_${size.width}x${size.height}.png`);
      const png = await readFile((await download.path())!);
      expect(png.readUInt32BE(16)).toBe(size.width);
      expect(png.readUInt32BE(20)).toBe(size.height);
      // Where the poster drew each card, read while it was captured: the faces (GK, striker, substitute)
      // and the crest in the head are magenta in the file, the armband yellow beside the keeper's name.
      const [layout] = await takePosters(page);
      const faces = layout.cards.map((c) => c.face);
      expect(faces).toHaveLength(3);
      for (const face of faces) expect(colourCount(png, { x: Math.round(face.x), y: Math.round(face.y), w: Math.round(face.w), h: Math.round(face.h) }, MAGENTA), 'face').toBeGreaterThan(300);
      const keeper = layout.cards.find((c) => c.name === kartal(0))!;
      expect(colourCount(png, { x: Math.round(keeper.label.x), y: Math.round(keeper.label.y), w: Math.round(keeper.label.w), h: Math.round(keeper.label.h) }, ARMBAND), 'armband').toBeGreaterThan(100);
      expect(colourCount(png, { x: 64, y: size.height === 1920 ? 250 : 56, w: 140, h: 100 }, MAGENTA), 'crest').toBeGreaterThan(500);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('renders the 9:16 reveal video as H.264 MP4 by default where the browser encodes it, and as VP9 WebM on request, 8.5 s at 30 fps', async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await open(DESKTOP);
    await fillFromModal(page, 'GK-0', kartal(0), false);
    // Debian's Chromium encodes H.264 with WebCodecs: the video button names MP4 once the page has asked.
    const video = page.getByRole('button', { name: 'Video (MP4, 9:16)' });
    await video.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), video.click()]);
    expect(file.suggestedFilename()).toBe('Ilk11_Stabil_4-4-2_Kartal_Spor_1080x1920.mp4');
    const mp4 = await inspectVideo(await readFile((await file.path())!));
    expect([mp4.mimeType.split(';')[0], mp4.codec]).toEqual(['video/mp4', 'avc']);
    expect(Math.abs(mp4.statedMs! - 8500)).toBeLessThanOrEqual(1000 / 30 + 1e-3);
    expect(mp4.frames).toBe(255);
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Video (MP4, 9:16) indirildi: Ilk11_Stabil_4-4-2_Kartal_Spor_1080x1920.mp4');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'WebM olarak indir' }).click()]);
    expect(download.suggestedFilename()).toBe('Ilk11_Stabil_4-4-2_Kartal_Spor_1080x1920.webm');
    const info = await inspectVideo(await readFile((await download.path())!));
    expect([info.mimeType.split(';')[0], info.codec]).toEqual(['video/webm', 'vp9']);
    // 0.8 s of empty pitch, the 11 cards 0.55 s apart, the last held 2.2 s: 8.5 s, drawn frame by frame (255 frames).
    expect(Math.abs(info.statedMs! - 8500)).toBeLessThanOrEqual(1000 / 30);
    expect(info.frames).toBe(255);
    expect((info.lastMs - info.firstMs) / (info.frames - 1)).toBeCloseTo(1000 / 30, 0);
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Video (WebM, 9:16) indirildi: Ilk11_Stabil_4-4-2_Kartal_Spor_1080x1920.webm');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("copies the WhatsApp text, and shows it to copy by hand when the clipboard is refused", async () => {
    const { context, page } = await open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await fillFromModal(page, 'GK-0', kartal(0), false);
    await fillFromModal(page, 'SUB-0', kartal(2), false);
    await page.getByRole('button', { name: 'Metin olarak kopyala' }).click();
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Metin kopyalandı.');
    // Empty places in the Turkish codes (SĞB: sağ bek, STP: stoper…).
    const text = `Kartal Spor (4-4-2): ${kartal(0)}; SĞB, STP, STP, SLB; SĞO, MO, MO, SLO; FV, FV\nYedekler: ${kartal(2)}`;
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Metin olarak kopyala' }).click();
    await poll(() => page.getByRole('textbox', { name: 'Kopyalanacak metin' }).inputValue()).toBe(text);
    await context.close();
  });
});
