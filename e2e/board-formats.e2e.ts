import { readFile } from 'node:fs/promises';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { bibsSpot, FORMATIONS } from '../shared/src/board/formations';
import { FORMAT_SIZES, PITCHES, formatName, type FormatSize } from '../shared/src/board/formats';
import { layoutFor, toPixel, type Point } from '../shared/src/board/layout';
import { inspectVideo } from './kit/videoFile';
import { boardSuite, button, colourAt, decodePng, drag, expectColour, hex, isGrass, layoutOfPage, near, openBoardPage, pngPoint, pngSize, px, toClient, type BoardPage } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

/** Grassroots formats (issue 28): their pitches, formations, teams of any size, a third team. */
const suite = boardSuite();
const RED = hex('#d32f2f');
const BIBS = hex('#f57c00');
const white = (c: number[]) => c.every((v) => v > 190);

async function openEditor(b: BoardPage, p: Point) {
  const c = await toClient(b, p);
  if (b.layout === 'mobile') {
    // The board takes two taps 300 ms apart at most, by the events' own times: on a loaded machine two
    // touchscreen.tap calls can land further apart, so the taps carry times 150 ms apart.
    const cdp = await b.context.newCDPSession(b.page);
    const t0 = Date.now() / 1000;
    for (const at of [t0, t0 + 0.15]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [c], timestamp: at });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.05 });
    }
    await cdp.detach();
  } else {
    await b.page.mouse.dblclick(c.x, c.y);
  }
  const dialog = b.page.getByRole('dialog', { name: 'Oyuncuyu Düzenle' });
  await dialog.waitFor();
  return dialog;
}

/** A point on a player's disc that no digit covers. */
const disc = (b: BoardPage, p: Point): Point => ({ x: p.x - layoutOfPage(b).playerSize * 0.3, y: p.y });

for (const [name, options] of [
  ['phone', phone],
  ['laptop', desktop],
] as const) {
test.describe(`a 7v7 session on the ${name}`, () => {
  test('a third team and a removed player, animated over 3 steps and exported', async () => {
    const b = await openBoardPage(suite, options);
    await button(b, '7v7').click();
    b.format = 7;
    await button(b, '14 Oyuncu').click();
    await button(b, 'Yelekli 3. takım').click();
    await expect(b.page.getByText('7v7 · 18 oyuncu · yelekli takım')).toBeVisible();
    const l = layoutOfPage(b);
    const model = drawnBoard(createBoard(b.layout, { format: 7, sides: 2 }));
    const bibs = [0, 1, 2, 3].map((i) => toPixel(l, bibsSpot(i, 4)));
    for (const p of bibs) await expectColour(b, disc(b, p), (c) => near(c, BIBS));

    // A numbers-down drill: team B's 9 comes off.
    const nine = model.players.filter((p) => p.team === 'B').find((p) => p.num === 9)!;
    const dialog = await openEditor(b, nine);
    await expect(dialog.getByLabel('İsim')).toHaveValue('9');
    await dialog.getByRole('button', { name: 'Oyuncuyu Çıkar' }).click();
    await expect(b.page.getByText('7v7 · 17 oyuncu · yelekli takım')).toBeVisible();
    await expect(b.page.getByRole('group', { name: /B takımı/ }).getByText('6 oyuncu')).toBeVisible();
    await expectColour(b, disc(b, nine), isGrass);

    // Three steps: team A's 9 makes a run, then the ball goes to him.
    const runner = model.players.filter((p) => p.team === 'A').find((p) => p.num === 9)!;
    const mid = px(b, { x: 40, y: 10 });
    const end = px(b, { x: 46, y: 20 });
    await button(b, 'Adım Ekle').click();
    await drag(b, runner, mid);
    await button(b, 'Adım Ekle').click();
    await drag(b, mid, end);
    await b.page.getByText('Düzenleme: adım 3 / 3').waitFor();
    await button(b, '2x').click();
    await button(b, 'Oynat').click();
    await button(b, 'Duraklat').waitFor();
    await button(b, 'Oynat').waitFor({ timeout: 5000 });
    await expectColour(b, disc(b, end), (c) => near(c, RED));

    // The picture: the 7v7 pitch at its size, the bibs, the gap where B's 9 was, the runner at the end.
    const [download] = await Promise.all([b.page.waitForEvent('download'), button(b, 'PNG İndir').click()]);
    expect(download.suggestedFilename()).toBe('2-3-1_taktik.png');
    const beside = -layoutFor('desktop', 7).playerSize * 0.3;
    const points = [bibs[0], nine, end].map((p) => pngPoint(b, p, beside));
    const png = await decodePng(b.page, await readFile((await download.path())!), points);
    expect([png.width, png.height]).toEqual(pngSize(b));
    expect(near(png.pixels[0], BIBS)).toBe(true);
    expect(isGrass(png.pixels[1])).toBe(true);
    expect(near(png.pixels[2], RED)).toBe(true);

    if (name === 'laptop') {
      await button(b, 'Animasyonu Video Olarak İndir').click();
      const video = b.page.getByRole('dialog', { name: 'Animasyonu video indir' });
      await video.getByLabel('WebM (VP9)').check();
      const [file] = await Promise.all([b.page.waitForEvent('download', { timeout: 60_000 }), video.getByRole('button', { name: 'Videoyu Oluştur ve İndir' }).click()]);
      expect(file.suggestedFilename()).toMatch(/^2-3-1_taktik_animasyon_\d+\.webm$/);
      const info = await inspectVideo(await readFile((await file.path())!));
      expect([info.mimeType.split(';')[0], info.codec]).toEqual(['video/webm', 'vp9']);
      expect(Math.abs(info.statedMs! - 2000)).toBeLessThanOrEqual(1000 / 30);
      expect(info.frames).toBe(60);
    }
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
}

test.describe('formats', () => {
  test('each format has its own pitch markings and its usual formations (11v11: the builder’s twelve, 4-2-3-1 among them)', async () => {
    const b = await openBoardPage(suite, desktop);
    for (const size of FORMAT_SIZES as readonly FormatSize[]) {
      await button(b, formatName(size)).click();
      b.format = size;
      for (const f of FORMATIONS[size]) await expect(button(b, f.name), `${size} ${f.name}`).toHaveCount(1);
      const spec = PITCHES[size];
      const mid = spec.width / 2;
      const area = spec.penaltyArea;
      // The front of team B's penalty area (or, in 5v5, its curve) is a white line; a metre short of it, grass.
      const depth = 'radius' in area ? area.radius : area.depth;
      const across = 'radius' in area ? mid : mid + area.width / 4;
      await expect.poll(async () => white(await colourAt(b, px(b, { x: spec.length - depth, y: across })))).toBe(true);
      expect(isGrass(await colourAt(b, px(b, { x: spec.length - depth - 1, y: across + 0.5 }))), `${size} before the area`).toBe(true);
      // The centre circle at its radius, above the halfway line's ends.
      expect(white(await colourAt(b, px(b, { x: spec.length / 2, y: mid - spec.centreCircle })))).toBe(true);
    }
    await expect(button(b, '4-2-3-1')).toHaveCount(1);
    await b.context.close();
  });

  test('team B is turned round, not mirrored: in 4-3-3 its 2 plays on its right and its 9 in the middle', async () => {
    const b = await openBoardPage(suite, desktop);
    await button(b, '22 Oyuncu').click();
    await button(b, '4-3-3').click();
    const l = layoutOfPage(b);
    // Team B attacks to the left: its right flank is the top of the landscape pitch, its centre forward
    // stands on the middle of the pitch's width.
    const bRightBack = toPixel(l, { d: 1 - FORMATIONS[11].find((f) => f.name === '4-3-3')!.slots[1].d, w: 0.88 });
    let dialog = await openEditor(b, bRightBack);
    await expect(dialog.getByLabel('İsim')).toHaveValue('2');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    const centre = toPixel(l, { d: 1 - 0.44, w: 0.5 });
    dialog = await openEditor(b, centre);
    await expect(dialog.getByLabel('İsim')).toHaveValue('9');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await b.context.close();
  });

  test('each team’s goalkeeper wears the colour chosen for it; any player can be made the goalkeeper', async () => {
    const b = await openBoardPage(suite, desktop);
    await button(b, '22 Oyuncu').click();
    const model = drawnBoard(createBoard('desktop', { sides: 2 }));
    const keeperB = model.players.filter((p) => p.team === 'B').find((p) => p.gk)!;
    await b.page.getByLabel('B takımı kaleci rengi').selectOption({ label: 'Açık yeşil' });
    await expectColour(b, disc(b, keeperB), (c) => near(c, hex('#8bc34a')));
    // Team A's 4 in goal (a keeper-outfield drill): he takes team A's goalkeeper colour, black.
    const four = model.players.filter((p) => p.team === 'A').find((p) => p.num === 4)!;
    const dialog = await openEditor(b, four);
    await dialog.getByLabel('Kaleci (kaleci rengini giyer)').check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expectColour(b, disc(b, four), (c) => near(c, hex('#111111')));
    await b.context.close();
  });
});
