import { readFile } from 'node:fs/promises';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { layoutFor } from '../shared/src/board/layout';
import { DEFAULT_KEEPERS, TEAM_COLOURS } from '../shared/src/board/model';
import { boardSuite, button, colourAt, decodePng, drag, heading, hex, isGrass, near, pngPoint, pngSize, toClient } from './kit/board';
import { discPoint, expectDiscColour, openBoard, openEditor, spotOf, type Board } from './kit/boardPlayers';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

/**
 * The board's base controls on a laptop and on a touch phone, each as the first board had them
 * (docs/board.md, "The board's base rules"): the pitch and its players, formations, trails and the pen, the
 * player editor, undo, saved boards and share links, the PNG.
 */
const suite = boardSuite();

const RED = hex(TEAM_COLOURS.red);
const BLUE = hex(TEAM_COLOURS.blue);
const PEN = hex('#fff59d');

const LABELS = ['11 Oyuncu', '22 Oyuncu', '4-4-2', '4-3-3', '3-5-2', '4-2-3-1', 'Formasyonu Sıfırla', 'İzler', 'İzleri Temizle', 'Renkleri Değiştir', 'PNG İndir', 'Kalem', 'Canlı Kaydı Başlat', 'Canlı Kaydı İndir', 'Geri Al', 'Yinele'];

for (const [name, options] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`tactics board on ${name}`, () => {
    test('shows the title, every control, the hint, and a sharp canvas of the right size', async () => {
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
      const b = await openBoard(suite, options);
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
