import { readFile } from 'node:fs/promises';
import { createBoard } from '../shared/src/board/board';
import { addObject } from '../shared/src/board/boardObjects';
import { SAVED_V1 } from '../shared/src/board/fixtures/v1';
import { layoutFor, toPixel, toSpot } from '../shared/src/board/layout';
import { DEFAULT_KEEPERS } from '../shared/src/board/model';
import { LEGACY_FRAMES } from '../shared/src/board/serializeLegacy';
import { encodeBoard } from '../shared/src/board/serialize';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite, button, colourAt, drag, expectColour, hex, isGrass, near, openBoardPage, px, type BoardPage, type Rgb } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { inspectVideo } from './kit/videoFile';

const suite = boardSuite();

const RED = hex('#d32f2f');
const BLUE = hex('#1e5bd8');
const red = (c: Rgb) => near(c, RED);
/** A point on a player's disc that no digit covers. */
const disc = (b: BoardPage, m: { x: number; y: number }) => {
  const p = px(b, m);
  return { x: p.x - layoutFor(b.layout).playerSize * 0.3, y: p.y };
};

/** Player 9 of the 4-4-2 (a midfielder) and where the sequence takes him. */
const A = createBoard('desktop').players[8];
const B = { x: 50, y: 20 };
const C = { x: 70, y: 30 };
const MID_AB = { x: (A.x + B.x) / 2, y: (A.y + B.y) / 2 };

async function buildSequence(b: BoardPage) {
  await button(b, 'İzler').click();
  await button(b, 'Adım Ekle').click();
  await drag(b, px(b, A), px(b, B));
  await button(b, 'Adım Ekle').click();
  await drag(b, px(b, B), px(b, C));
  await expect(b.page.getByText('Düzenleme: adım 3 / 3')).toBeVisible();
}

async function scrubTo(b: BoardPage, t: number) {
  await b.page.getByRole('slider', { name: 'Animasyon konumu' }).fill(String(t));
}

for (const [name, options] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`tactics board sequences on ${name}`, () => {
    test('builds a 3-step sequence, scrubs it (a moved player is drawn exactly midway) and plays it with editing locked', async () => {
      const b = await openBoardPage(suite, options);
      await buildSequence(b);
      await expectColour(b, disc(b, C), red);
      await scrubTo(b, 0.5);
      await expectColour(b, disc(b, MID_AB), red);
      await expectColour(b, disc(b, A), isGrass);
      await expect(b.page.getByText('Oynatma: düzenleme kapalı')).toBeVisible();
      await expect(button(b, 'Ok')).toBeDisabled();
      await expect(button(b, 'Adım Ekle')).toBeDisabled();
      // A drag on the pitch does nothing while the animation is shown.
      await drag(b, px(b, MID_AB), px(b, { x: 20, y: 50 }));
      await expectColour(b, disc(b, MID_AB), red);

      await button(b, '2x').click();
      await button(b, 'Oynat').click();
      await button(b, 'Duraklat').waitFor();
      // At 2x the two transitions take a second; it stops on the last step, open for editing.
      await button(b, 'Oynat').waitFor({ timeout: 5000 });
      await expectColour(b, disc(b, C), red);
      await b.page.getByText('Düzenleme: adım 3 / 3').waitFor();
      await expect(button(b, 'Ok')).toBeEnabled();
      await b.page.getByRole('button', { name: 'Adım 1', exact: true }).click();
      await expectColour(b, disc(b, A), red);
      expect(b.errors).toEqual([]);
      await b.context.close();
    });

    test('opens the sequence from its share link in a new page and plays the same', async () => {
      const b = await openBoardPage(suite, options);
      await buildSequence(b);
      await button(b, 'Paylaşım Bağlantısı').click();
      const link = await b.page.getByLabel('Paylaşım bağlantısı').inputValue();
      expect(link).toMatch(/\/taktik#tahta=[A-Za-z0-9_-]+$/);
      const other = await b.context.newPage();
      const shared: BoardPage = { ...b, page: other };
      await other.goto(link);
      await other.getByRole('button', { name: 'Adım 3', exact: true }).waitFor();
      await scrubTo(shared, 0.5);
      await expectColour(shared, disc(shared, MID_AB), red);
      await scrubTo(shared, 1.5);
      await expectColour(shared, disc(shared, { x: (B.x + C.x) / 2, y: (B.y + C.y) / 2 }), red);
      // Played from the keyboard: Space on the pitch.
      await button(shared, '2x').click();
      await scrubTo(shared, 0);
      await shared.page.getByTestId('board-canvas').focus();
      await shared.page.keyboard.press(' ');
      await button(shared, 'Duraklat').waitFor();
      await button(shared, 'Oynat').waitFor({ timeout: 5000 });
      await expectColour(shared, disc(shared, C), red);
      await b.context.close();
    });
  });
}

test.describe('tactics board animation video (desktop)', () => {
  test('keeps WebM when it is chosen while the browser is still asked whether it encodes MP4', async () => {
    const b = await openBoardPage(suite, desktop);
    await buildSequence(b);
    // The exporter's chunk answers only once WebM is chosen: the MP4 question is still open when the user picks.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await b.page.route(/exportAnimation-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await button(b, 'Animasyonu Video Olarak İndir').click();
    const dialog = b.page.getByRole('dialog', { name: 'Animasyonu video indir' });
    await dialog.getByLabel('16:9 yatay').check();
    const webm = dialog.getByLabel('WebM (VP9)');
    const choosing = webm.check();
    release();
    await choosing;
    const [download] = await Promise.all([b.page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^4-4-2_taktik_animasyon_\d+\.webm$/);
    await b.context.close();
  });

  test('renders the sequence at 30 fps into a VP9 WebM as long as the animation, named after the formation', async () => {
    const b = await openBoardPage(suite, desktop);
    await buildSequence(b);
    await button(b, 'Animasyonu Video Olarak İndir').click();
    const dialog = b.page.getByRole('dialog', { name: 'Animasyonu video indir' });
    await dialog.getByLabel('WebM (VP9)').check();
    await dialog.getByLabel('16:9 yatay').check();
    const [download] = await Promise.all([b.page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^4-4-2_taktik_animasyon_\d+\.webm$/);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    const info = await inspectVideo(bytes);
    expect([info.mimeType.split(';')[0], info.codec]).toEqual(['video/webm', 'vp9']);
    // Two transitions of one second: 2 s, 60 frames, one every 1/30 s.
    expect(Math.abs(info.statedMs! - 2000)).toBeLessThanOrEqual(1000 / 30);
    expect(info.frames).toBe(60);
    expect((info.lastMs - info.firstMs) / (info.frames - 1)).toBeCloseTo(1000 / 30, 0);
    await expect(dialog).toHaveCount(0);

    // MP4 (H.264) where this browser can encode it.
    await button(b, 'Animasyonu Video Olarak İndir').click();
    const mp4 = dialog.getByLabel(/MP4 \(H\.264\)/);
    await expect.poll(async () => (await dialog.textContent())?.includes('desteklenmiyor') || (await mp4.isEnabled())).toBe(true);
    if (await mp4.isEnabled()) {
      await mp4.check();
      await dialog.getByLabel('9:16 hikâye').check();
      await dialog.getByLabel('Başlık kartı (isteğe bağlı)').fill('Kanat bindirmesi');
      const [file] = await Promise.all([b.page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
      expect(file.suggestedFilename()).toMatch(/^4-4-2_taktik_animasyon_\d+\.mp4$/);
      const info = await inspectVideo(await readFile((await file.path())!));
      expect([info.mimeType.split(';')[0], info.codec]).toEqual(['video/mp4', 'avc']);
      // A 1.5 s title card, then the 2 s animation.
      expect(Math.abs(info.statedMs! - 3500)).toBeLessThanOrEqual(1000 / 30 + 1e-3);
      expect(info.frames).toBe(105);
    }
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});

test.describe('tactics board: old boards, keyboard, accessibility', () => {
  test('opens a board saved by the first version', async () => {
    const b = await openBoardPage(suite, desktop);
    await b.page.evaluate((saved) => localStorage.setItem('onbir:taktik:kayitlar', JSON.stringify([saved])), SAVED_V1);
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Plan A tahtasını yükle' }).click();
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText('Taktik Tahtası (3-5-2)');
    // Colours were swapped: team A is blue; player 9 stands where he was dragged, (780, 300) on the old 1200 x 800 pitch.
    const nine = toPixel(layoutFor('desktop'), toSpot(LEGACY_FRAMES.d, { x: 780, y: 300 }));
    await expectColour(b, { x: nine.x - 56 * 0.3, y: nine.y }, (c) => near(c, BLUE));
    await b.context.close();
  });

  test('works by keyboard alone: moves a player with the arrows, deletes a cone, undoes, and says so in Turkish', async () => {
    const cone = addObject(createBoard('desktop'), { kind: 'equipment', id: 1, colour: '#ff9800', item: 'cone', at: { x: 60, y: 50 }, rot: 0 });
    const b = await openBoardPage(suite, desktop, `/taktik#tahta=${await encodeBoard(cone)}`);
    const orange = (c: Rgb) => near(c, hex('#ff9800'));
    await expectColour(b, px(b, { x: 60, y: 50.2 }), orange);
    for (let i = 0; i < 80; i++) {
      if (await b.page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board-canvas')) break;
      await b.page.keyboard.press('Tab');
    }
    const canvas = b.page.getByTestId('board-canvas');
    expect(await canvas.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    const live = b.page.locator('#board-announcer');
    await b.page.keyboard.press(']');
    await expect(live).toContainText('A takımı 1 numara');
    const keeper = createBoard('desktop').players[0];
    await b.page.keyboard.press('ArrowRight');
    await b.page.keyboard.press('Shift+ArrowRight');
    await b.page.keyboard.press('Shift+ArrowRight');
    await expect(live).toContainText('taşındı');
    await expectColour(b, disc(b, { x: keeper.x + 11, y: keeper.y }), (c) => near(c, hex(DEFAULT_KEEPERS.A)));
    await b.page.keyboard.press('[');
    await expect(live).toContainText('Huni');
    await b.page.keyboard.press('Delete');
    await expect(live).toContainText('Huni silindi.');
    await expectColour(b, px(b, { x: 60, y: 50.2 }), isGrass);
    await b.page.keyboard.press('Control+z');
    await expectColour(b, px(b, { x: 60, y: 50.2 }), orange);
    await b.context.close();
  });

  test('draws the measurements: the offside line at the defending team’s second-last player', async () => {
    const b = await openBoardPage(suite, desktop);
    await button(b, '22 Oyuncu').click();
    const yellow = async () => {
      let n = 0;
      // Team B defends (the ball is on the centre spot, both teams' forwards as near); its defenders stand 17.85 m from its goal line.
      for (let y = 30; y <= 38; y += 0.5) {
        const at = px(b, { x: 105 - 0.17 * 105, y });
        // The line is two pixels wide: either column beside the exact spot.
        for (const dx of [-1, 0]) if (near(await colourAt(b, { x: at.x + dx, y: at.y }), hex('#ffeb3b'), 30)) n++;
      }
      return n;
    };
    expect(await yellow()).toBe(0);
    await button(b, 'Ölçümler').click();
    await expect(button(b, 'Ölçümler')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(yellow).toBeGreaterThan(4);
    await b.context.close();
  });

  for (const [name, options] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`has no serious or critical axe violation on /taktik (${name})`, async () => {
      // axe-core is injected as an inline script, which the site's content security policy would refuse.
      const b = await openBoardPage(suite, { ...options, bypassCSP: true });
      await button(b, 'Adım Ekle').click();
      await button(b, 'Ok').click();
      expect(await seriousA11yViolations(b.page)).toEqual([]);
      await b.context.close();
    });
  }

  for (const width of [360, 390, 414]) {
    test(`does not scroll sideways on a ${width} px phone`, async () => {
      const b = await openBoardPage(suite, { ...phone, viewport: { width, height: 800 } });
      await button(b, 'Ekipman').click();
      await button(b, 'Adım Ekle').click();
      const { scrollWidth, screenWidth } = await sidewaysOverflow(b.page);
      expect(screenWidth).toBe(width);
      expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
      await b.context.close();
    });
  }
});
