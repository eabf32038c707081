import { readFile } from 'node:fs/promises';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { SAVED_V1 } from '../shared/src/board/fixtures/v1';
import { serializeBoard } from '../shared/src/board/serialize';
import { sidewaysOverflow } from './kit/axe';
import {
  boardSuite,
  button,
  colourAt,
  decodePng,
  drag,
  expectColour,
  hex,
  layoutOfPage,
  linkOf,
  near,
  openBoardPage,
  pngPoint,
  type BoardPage,
} from './kit/board';
import { boxHitsDisc, drawnDiscs, drawnTexts, recordTexts } from './kit/boardDrawn';
import { openBoard, spotOf } from './kit/boardPlayers';
import { capturedFrames, countCapturedFrames, framesCaptured } from './kit/capturedFrames';
import { desktop, framesRun, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { inspectVideo } from './kit/videoFile';

/**
 * The rough edges a coach met (issue 28), each driven the way the report describes: every one of those
 * tests failed on the board before the fix. Beside the video and picture buttons, the live recording they
 * make, read back from its file.
 */
const suite = boardSuite();
const YELLOW = hex('#ffeb3b');
const RED = hex('#d32f2f');
const NAME_60 = 'Korner – Çarşamba antrenmanı, ön direğe koşu ve arka direk!!';

async function canvasFocus(b: BoardPage) {
  for (let i = 0; i < 80; i++) {
    if (await b.page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board-canvas')) return;
    await b.page.keyboard.press('Tab');
  }
  throw new Error('the pitch never took the focus');
}

test.describe('saved boards with long names', () => {
  test('a name of normal length, saved on a 390 px phone, is cut with “…” and the page stays within the screen, after a reload too', async () => {
    const b = await openBoardPage(suite, phone);
    await b.page.getByLabel('Tahta adı').fill('Korner – Çarşamba antrenmanı');
    await button(b, 'Tahtayı Kaydet').click();
    await b.page.getByRole('button', { name: 'Korner – Çarşamba antrenmanı tahtasını yükle' }).waitFor();
    for (const reload of [false, true]) {
      if (reload) await b.page.reload();
      await b.page.getByText('Korner – Çarşamba antrenmanı').waitFor();
      const { scrollWidth, screenWidth } = await sidewaysOverflow(b.page);
      expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    }
    await b.context.close();
  });

  for (const width of [320, 360, 390, 414]) {
    test(`a 60-character saved name never widens a ${width} px phone`, async () => {
      const b = await openBoardPage(suite, { ...phone, viewport: { width, height: 800 } });
      const saved = { name: NAME_60, savedAt: 1_763_900_000_000, board: serializeBoard(createBoard('mobile')) };
      expect(NAME_60).toHaveLength(60);
      await b.page.evaluate((s) => localStorage.setItem('onbir:taktik:kayitlar', JSON.stringify([s])), saved);
      await b.page.reload();
      const name = b.page.getByText(NAME_60, { exact: true });
      await name.waitFor();
      const { scrollWidth, screenWidth } = await sidewaysOverflow(b.page);
      expect(screenWidth).toBe(width);
      expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
      // Shortened with an ellipsis, whole in its tooltip.
      expect(await name.evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(['ellipsis', true]);
      await expect(name).toHaveAttribute('title', NAME_60);
      await b.context.close();
    });
  }
});

test.describe('pictures show the board, not the editing state', () => {
  test('the PNG has no yellow focus ring round the piece the keyboard is on', async () => {
    const b = await openBoardPage(suite, desktop);
    await canvasFocus(b);
    await b.page.keyboard.press(']');
    const keeper = drawnBoard(createBoard('desktop')).players[0];
    const r = layoutOfPage(b).playerSize * 0.72;
    const ring = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ x: keeper.x + r * Math.cos((i * Math.PI) / 4), y: keeper.y + r * Math.sin((i * Math.PI) / 4) }));
    // The ring is on the pitch while editing.
    await expect.poll(async () => (await Promise.all(ring.map((p) => colourAt(b, p)))).filter((c) => near(c, YELLOW, 50)).length).toBeGreaterThan(4);
    const [download] = await Promise.all([b.page.waitForEvent('download'), button(b, 'PNG İndir').click()]);
    const png = await decodePng(b.page, await readFile((await download.path())!), ring.map((p) => pngPoint(b, p)));
    expect(png.pixels.filter((c) => near(c, YELLOW, 50))).toEqual([]);
    await b.context.close();
  });
});

test.describe('measurement labels are placed where they are read', () => {
  for (const [name, options, two, match] of [
    ['a phone, 4-4-2', phone, false, /Genişlik|\d m$/],
    ['a phone, 22 players (the offside label)', phone, true, /Ofsayt|Genişlik|\d m$/],
    ['a laptop, 22 players', desktop, true, /Ofsayt|Genişlik|\d m$/],
  ] as const) {
    test(`on ${name} no label lies under (or over) a player`, async () => {
      const b = await openBoardPage(suite, options, '/taktik', suite.app, recordTexts);
      if (two) await button(b, '22 Oyuncu').click();
      await button(b, 'Ölçümler').click();
      await framesRun(b.page);
      await drawnDiscs(b);
      // A frame drawn now: the board repaints on the next change of the pitch's look.
      await drawnTexts(b, /./);
      await button(b, 'Çizgili çim').click();
      await framesRun(b.page);
      const labels = await drawnTexts(b, match);
      const discs = await drawnDiscs(b);
      expect(labels.length).toBeGreaterThanOrEqual(two ? 4 : 3);
      expect(discs.length).toBeGreaterThanOrEqual(two ? 22 : 11);
      const covered = labels.filter((l) => discs.some((d) => boxHitsDisc(l, d))).map((l) => l.text);
      expect(covered).toEqual([]);
      await b.context.close();
    });
  }
});

test.describe('labels stay inside the pitch on every orientation', () => {
  for (const [name, options] of [
    ['laptop', desktop],
    ['phone', phone],
  ] as const) {
    test(`a label by the touchline is drawn whole inside the pitch on the ${name}`, async () => {
      // Placed a metre from the top touchline (the left one on the portrait pitch), big; a link of the
      // second version, which every board since opens.
      const eleven = { ...SAVED_V1.board, v: 2, m: 11, f: '4-4-2', p: SAVED_V1.board.p.slice(0, 11) };
      const link = linkOf({ ...eleven, o: [['t', 1, 0, 2, 520, 10, 'Kanat bindirmesi burada']], sh: [1] });
      const b = await openBoardPage(suite, options, `/taktik#tahta=${link}`, suite.app, recordTexts);
      await framesRun(b.page);
      await drawnTexts(b, /./);
      await button(b, 'Çizgili çim').click();
      await framesRun(b.page);
      const [label] = await drawnTexts(b, /Kanat/);
      expect(label).toBeTruthy();
      const l = layoutOfPage(b);
      expect(label.x0).toBeGreaterThanOrEqual(l.padding - 1);
      expect(label.y0).toBeGreaterThanOrEqual(l.padding - 1);
      expect(label.x1).toBeLessThanOrEqual(l.width - l.padding + 1);
      expect(label.y1).toBeLessThanOrEqual(l.height - l.padding + 1);
      await b.context.close();
    });
  }
});

test.describe('video and picture buttons', () => {
  test('never answer with alert(): a button is enabled only when it can act, with a clear name, and says why on the page', async () => {
    const b = await openBoardPage(suite, desktop, '/taktik', suite.app, countCapturedFrames);
    const dialogs: string[] = [];
    b.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Three distinct names: the live recording, its download, the animation's video.
    for (const name of ['Canlı Kaydı Başlat', 'Canlı Kaydı İndir', 'Animasyonu Video Olarak İndir', 'PNG İndir']) await button(b, name).waitFor();
    await expect(button(b, 'Canlı Kaydı İndir')).toBeDisabled();
    await button(b, 'Canlı Kaydı Başlat').click();
    await button(b, 'Canlı Kaydı Durdur').waitFor();
    await expect(button(b, 'PNG İndir')).toBeDisabled();
    await expect(button(b, 'Animasyonu Video Olarak İndir')).toBeDisabled();
    await expect(b.page.getByText('Video kaydı devam ederken PNG indirilemez. Önce kaydı durdurun.')).toBeVisible();
    // A recording that holds frames.
    await framesCaptured(b.page, 2);
    await button(b, 'Canlı Kaydı Durdur').click();
    const preview = b.page.getByRole('dialog', { name: 'Canlı Kayıt Önizleme' });
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await expect(button(b, 'Canlı Kaydı İndir')).toBeEnabled();
    await expect(button(b, 'PNG İndir')).toBeEnabled();
    expect(dialogs).toEqual([]);
    await b.context.close();
  });
});

test.describe('tactics board extras (desktop)', () => {
  test('records 3 seconds of live WebM (VP9, with a duration); PNG waits for the recording to end', async () => {
    const b = await openBoard(suite, desktop, '/taktik', suite.app, countCapturedFrames);
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
});

test.describe('the pen', () => {
  test('on a phone: Kalem keeps its place and name, and putting it down brings trails back', async () => {
    const b = await openBoardPage(suite, phone);
    const pen = button(b, 'Kalem');
    const trails = button(b, 'İzler');
    await expect(trails).toHaveAttribute('aria-pressed', 'true');
    const before = (await pen.boundingBox())!;
    await b.page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    await expect(pen).toHaveAttribute('aria-pressed', 'true');
    await expect(trails).toHaveAttribute('aria-pressed', 'false');
    // Same size (its name did not change) and in the same place.
    const after = (await pen.boundingBox())!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeLessThanOrEqual(2);
    // The second tap lands on the pen again.
    await b.page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    await expect(pen).toHaveAttribute('aria-pressed', 'false');
    await expect(trails).toHaveAttribute('aria-pressed', 'true');
    await b.context.close();
  });
});

test.describe('after the animation', () => {
  test('the board is editable again when playback ends, and Escape leaves playback at any time', async () => {
    const b = await openBoardPage(suite, desktop);
    const nine = drawnBoard(createBoard('desktop')).players[8];
    await button(b, 'Adım Ekle').click();
    await drag(b, nine, { x: nine.x + 200, y: nine.y + 60 });
    await button(b, '2x').click();
    await button(b, 'Oynat').click();
    await button(b, 'Duraklat').waitFor();
    await button(b, 'Oynat').waitFor({ timeout: 5000 });
    // No "Düzenlemeye Dön" needed: a drag moves the player.
    const moved = { x: nine.x + 200, y: nine.y + 60 };
    const again = { x: moved.x + 100, y: moved.y - 150 };
    await drag(b, moved, again);
    await expectColour(b, { x: again.x - 17, y: again.y }, (c) => near(c, RED));
    // Scrubbed back into the animation, Escape returns to editing.
    await b.page.getByRole('slider', { name: 'Animasyon konumu' }).fill('0.5');
    await expect(button(b, 'Ok')).toBeDisabled();
    await b.page.keyboard.press('Escape');
    await expect(button(b, 'Ok')).toBeEnabled();
    await b.context.close();
  });
});
