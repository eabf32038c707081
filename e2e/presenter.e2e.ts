import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { createBoard } from '../shared/src/board/board';
import { layoutFor, type Point } from '../shared/src/board/layout';
import { pitchToCanvas, type PitchPoint } from '../shared/src/board/pitch';
import { decodeShared } from '../shared/src/board/serialize';
import { Follower } from '../server/src/test/liveSessions';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite, button, drag, hex, isGrass, near, openBoardPage, px, toClient, type BoardPage, type Rgb } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

/**
 * "Canlı sunum" as a team meeting uses it: a coach on a laptop presents a 3-step animation; two players
 * follow on phones, one typing the code, one joining late by scanning the QR code; the coach drags a
 * player, plays and scrubs the animation, points with the laser, locks the viewers' exploring and ends
 * the session; the players keep a copy of the final board.
 */
const suite = boardSuite();

const RED: Rgb = hex('#d32f2f');
const red = (c: Rgb) => near(c, RED);
const PEN: Rgb = hex('#fff59d');
/** Player 9 of the 4-4-2 and the spots of the sequence. */
const A = createBoard('desktop').players[8];
const B = { x: 50, y: 20 };
const C = { x: 70, y: 30 };
const D = { x: 85, y: 50 };
const MID_AB = { x: (A.x + B.x) / 2, y: (A.y + B.y) / 2 };

interface Viewer {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function openViewer(url: string): Promise<Viewer> {
  const context = await suite.browser.newContext({ ...phone, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
  await page.goto(url);
  return { context, page, errors };
}

/** A pixel of the viewer's pitch at a spot of the pitch (its phone layout), a little off the disc's middle (no digit). */
async function viewerColour(v: Viewer, m: PitchPoint, offDisc = true): Promise<Rgb> {
  const layout = layoutFor('mobile');
  const p: Point = pitchToCanvas(layout, m);
  return v.page.evaluate(
    ({ x, y, width }) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="live-canvas"]');
      if (!c || !c.width) return [0, 0, 0] as Rgb;
      const s = c.width / width;
      return Array.from(c.getContext('2d')!.getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data.slice(0, 3)) as Rgb;
    },
    { x: p.x - (offDisc ? layout.playerSize * 0.3 : 0), y: p.y, width: layout.width },
  );
}

const seesPlayerAt = (v: Viewer, m: PitchPoint, timeout = 5000) => expect.poll(async () => red(await viewerColour(v, m)), { timeout }).toBe(true);
const seesGrassAt = (v: Viewer, m: PitchPoint, timeout = 5000) => expect.poll(async () => isGrass(await viewerColour(v, m)), { timeout }).toBe(true);

/**
 * Reads the QR code on the presenter's screen as a phone camera would: from its pixels, the SVG drawn by the
 * browser at the size and density it has on screen.
 */
async function scanQr(b: BoardPage): Promise<string> {
  const { width, height, data } = await b.page.getByTestId('live-qr').evaluate(async (svg) => {
    const box = svg.getBoundingClientRect();
    const [w, h] = [Math.round(box.width * devicePixelRatio), Math.round(box.height * devicePixelRatio)];
    const img = new Image(w, h);
    img.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    await img.decode();
    const c = new OffscreenCanvas(w, h);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0, w, h);
    return { width: w, height: h, data: Array.from(ctx.getImageData(0, 0, w, h).data) };
  });
  const code = jsQR(Uint8ClampedArray.from(data), width, height);
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}

async function buildSequence(b: BoardPage) {
  await button(b, 'İzler').click();
  await button(b, 'Adım Ekle').click();
  await drag(b, px(b, A), px(b, B));
  await button(b, 'Adım Ekle').click();
  await drag(b, px(b, B), px(b, C));
  await expect(b.page.getByText('Düzenleme: adım 3 / 3')).toBeVisible();
}

test.describe('live presenter mode', () => {
  test('a laptop presenter and two phone viewers follow a 3-step animation, a dragged piece, the laser, the lock and the end', async () => {
    const coach = await openBoardPage(suite, { ...desktop, bypassCSP: true });
    coach.page.on('dialog', (d) => coach.errors.push(`dialog: ${d.message()}`));
    await buildSequence(coach);

    // Started from the board's tools by keyboard alone.
    await button(coach, 'Canlı sunum').focus();
    await coach.page.keyboard.press('Enter');
    const dialog = coach.page.getByRole('dialog', { name: 'Canlı sunum' });
    await dialog.waitFor();
    expect(await coach.page.evaluate(() => document.activeElement?.textContent)).toBe('Sunumu başlat');
    await coach.page.keyboard.press('Enter');
    await coach.page.getByTestId('live-code').waitFor();
    const code = (await coach.page.getByTestId('live-code').textContent())!.replace(/\s/g, '');
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const link = await coach.page.getByTestId('live-link').inputValue();
    expect(link).toBe(`${suite.app.url}/canli/${code}`);
    expect(await scanQr(coach)).toBe(link);
    expect(await seriousA11yViolations(coach.page)).toEqual([]);
    await coach.page.getByRole('button', { name: 'Tahtaya dön' }).click();

    // The first player types the code on the code page, by keyboard.
    const one = await openViewer(`${suite.app.url}/canli`);
    await one.page.getByLabel('Sunum kodu').focus();
    await one.page.keyboard.type(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await one.page.keyboard.press('Enter');
    await one.page.waitForURL(`**/canli/${code}`);
    await seesPlayerAt(one, C);
    await expect(coach.page.getByRole('button', { name: /1 izleyici/ })).toHaveCount(1);

    // A drag: the piece moves on the phone while the coach still holds it.
    const from = await toClient(coach, px(coach, C));
    const mid = { x: (C.x + D.x) / 2, y: (C.y + D.y) / 2 };
    const midAt = await toClient(coach, px(coach, mid));
    await coach.page.mouse.move(from.x, from.y);
    await coach.page.mouse.down();
    await coach.page.mouse.move(midAt.x, midAt.y, { steps: 8 });
    await seesPlayerAt(one, mid);
    const to = await toClient(coach, px(coach, D));
    await coach.page.mouse.move(to.x, to.y, { steps: 8 });
    await coach.page.mouse.up();
    await seesPlayerAt(one, D);
    await seesGrassAt(one, C);

    // A drawing: a pen stroke shows on the phone.
    await button(coach, 'Kalem').click();
    await drag(coach, px(coach, { x: 25, y: 50 }), px(coach, { x: 40, y: 50 }));
    await button(coach, 'Kalem').click();
    await expect.poll(async () => near(await viewerColour(one, { x: 32, y: 50 }, false), PEN), { timeout: 5000 }).toBe(true);

    // Playback: played through on the phone, then scrubbed in sync.
    await button(coach, 'Oynat').click();
    await expect(one.page.getByText(/oynatılıyor/)).toHaveCount(1, { timeout: 3000 });
    await seesPlayerAt(one, D, 8000);
    await coach.page.getByRole('slider', { name: 'Animasyon konumu' }).fill('0.5');
    await seesPlayerAt(one, MID_AB);

    // The second player joins late by scanning the QR code: the current state at once.
    await coach.page.getByRole('button', { name: /izleyici\. Davet/ }).click();
    const scanned = await scanQr(coach);
    await coach.page.getByRole('button', { name: 'Tahtaya dön' }).click();
    const two = await openViewer(scanned);
    await seesPlayerAt(two, MID_AB);
    await expect(two.page.getByText('Adım 1/3')).toHaveCount(1);
    await expect(coach.page.getByRole('button', { name: /2 izleyici/ })).toHaveCount(1);

    // Unlocked: a player scrubs back on his own phone, the other stays live, then "Canlıya dön".
    const slider = two.page.getByRole('slider', { name: 'Animasyon zamanı' });
    await slider.focus();
    await slider.fill('0');
    await seesPlayerAt(two, A);
    await seesPlayerAt(one, MID_AB);
    await two.page.getByRole('button', { name: 'Canlıya dön' }).click();
    await seesPlayerAt(two, MID_AB);
    expect(await seriousA11yViolations(two.page)).toEqual([]);
    for (const v of [one, two]) {
      const o = await sidewaysOverflow(v.page);
      expect(o.scrollWidth).toBeLessThanOrEqual(o.screenWidth);
    }

    // Locked: the exploring controls wait, and a player exploring is brought back to the live board.
    await slider.fill('2');
    await seesPlayerAt(two, D);
    await button(coach, 'İzleyicilerin kendi başına gezinmesini kilitle').focus();
    await coach.page.keyboard.press('Space');
    await expect(two.page.getByText('Sunan kişi gezinmeyi kilitledi', { exact: false })).toHaveCount(1);
    await seesPlayerAt(two, MID_AB);
    await expect(slider).toBeDisabled();
    await expect(two.page.getByRole('button', { name: 'Canlıya dön' })).toHaveCount(0);

    // The laser: a fading red trail on the phones, nothing saved on the board.
    await coach.page.getByRole('button', { name: 'Düzenlemeye Dön' }).click();
    await button(coach, 'Lazer').click();
    const redOnLaser = () =>
      one.page.evaluate(() => {
        const c = document.querySelector<HTMLCanvasElement>('.live-stage .live-laser')!;
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 100 && d[i] > 200 && d[i + 1] < 120) n++;
        return n;
      });
    const l0 = await toClient(coach, px(coach, { x: 20, y: 20 }));
    const l1 = await toClient(coach, px(coach, { x: 60, y: 50 }));
    await coach.page.mouse.move(l0.x, l0.y);
    const moving = (async () => {
      for (let i = 0; i < 30; i++) await coach.page.mouse.move(l0.x + ((l1.x - l0.x) * i) / 30, l0.y + ((l1.y - l0.y) * i) / 30);
    })();
    await expect.poll(redOnLaser, { timeout: 3000, intervals: [50] }).toBeGreaterThan(20);
    await moving;
    await expect.poll(redOnLaser, { timeout: 3000 }).toBe(0);
    await seesPlayerAt(one, D);

    // The end: "Sunum sona erdi" and the final board to keep.
    await coach.page.getByRole('button', { name: /izleyici\. Davet/ }).click();
    await coach.page.getByRole('button', { name: 'Sunumu bitir' }).click();
    for (const v of [one, two]) await v.page.getByRole('heading', { name: 'Sunum sona erdi' }).waitFor();
    await seesPlayerAt(one, D);
    await button(coach, 'Canlı sunum').waitFor();
    await one.page.getByRole('link', { name: 'Tahtanın kopyasını aç' }).click();
    await one.page.getByTestId('board-canvas').waitFor();
    await one.page.getByText('Düzenleme: adım 3 / 3').waitFor();
    for (const p of [coach, one, two]) expect(p.errors).toEqual([]);
    await Promise.all([coach.context.close(), one.context.close(), two.context.close()]);
  });

  test('closing the presenter’s tab ends the session for its viewers (the token goes with the tab)', async () => {
    const coach = await openBoardPage(suite, { ...desktop, bypassCSP: true });
    await button(coach, 'Canlı sunum').click();
    await coach.page.getByRole('button', { name: 'Sunumu başlat' }).click();
    const code = (await coach.page.getByTestId('live-code').textContent())!.replace(/\s/g, '');
    const v = await openViewer(`${suite.app.url}/canli/${code}`);
    await v.page.getByTestId('live-canvas').waitFor();
    await coach.page.close({ runBeforeUnload: true });
    await v.page.getByRole('heading', { name: 'Sunum sona erdi' }).waitFor({ timeout: 10_000 });
    expect(v.errors).toEqual([]);
    await Promise.all([coach.context.close(), v.context.close()]);
  });

  test('the pitch view the coach switches to reaches the viewers with the board', async () => {
    const coach = await openBoardPage(suite, desktop);
    await button(coach, 'Canlı sunum').click();
    await coach.page.getByRole('button', { name: 'Sunumu başlat' }).click();
    const code = (await coach.page.getByTestId('live-code').textContent())!.replace(/\s/g, '');
    const viewer = await Follower.join(suite.app.url, code);
    const shownView = async () => (viewer.state?.board ? (await decodeShared(viewer.state.board.data))?.view.view ?? 'full' : null);
    await expect.poll(shownView).toBe('full');
    await coach.page.getByRole('button', { name: 'Tahtaya dön' }).click();
    await button(coach, 'Hücum yarı sahası').click();
    await expect.poll(shownView).toBe('half');
    viewer.close();
    expect(coach.errors).toEqual([]);
    await coach.context.close();
  });

  test('a wrong or ended code says so on the page; the code page has no sideways scroll and passes axe', async () => {
    const v = await openViewer(`${suite.app.url}/canli/K7M2QX`);
    await v.page.getByText('Bu kodla süren bir canlı sunum yok', { exact: false }).waitFor();
    await v.page.goto(`${suite.app.url}/canli/abc`);
    await v.page.getByRole('alert').getByText('Sunum kodu 6 karakterdir', { exact: false }).waitFor();
    expect(await seriousA11yViolations(v.page)).toEqual([]);
    const o = await sidewaysOverflow(v.page);
    expect(o.scrollWidth).toBeLessThanOrEqual(o.screenWidth);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});
