import type { Page } from 'playwright-core';
import { decodeBoard } from '../shared/src/board/serialize';
import { stepsOf } from '../shared/src/board/steps';
import { seriousA11yViolations } from './kit/axe';
import { boardSuite, button, openBoardPage, type BoardPage } from './kit/board';
import { countCapturedFrames, framesCaptured } from './kit/capturedFrames';
import { phone } from './kit/harness';
import { expect, test } from './kit/test';

/** The board by keyboard alone (issue 28): skip link, shortcuts, dialogs, drawing every kind of object. */
const suite = boardSuite();
const laptop = { viewport: { width: 1366, height: 768 } };

const active = (page: Page) => page.evaluate(() => ({ text: document.activeElement?.textContent ?? '', id: document.activeElement?.getAttribute('data-testid') ?? '', inDialog: !!document.activeElement?.closest('[role="dialog"]') }));
const onPitch = async (b: BoardPage) => (await active(b.page)).id === 'board-canvas';
const live = (b: BoardPage) => b.page.locator('#board-announcer');

/** Tab (or Shift+Tab) until the focused element passes `test`. */
async function tabTo(b: BoardPage, test: (a: Awaited<ReturnType<typeof active>>) => boolean, back = false) {
  for (let i = 0; i < 30; i++) {
    if (test(await active(b.page))) return;
    await b.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('focus never got there');
}

async function toPitch(b: BoardPage) {
  await b.page.keyboard.press('Tab');
  const skip = await active(b.page);
  expect(skip.text).toBe('Sahaya geç');
  await b.page.keyboard.press('Enter');
  await expect.poll(() => onPitch(b)).toBe(true);
}

test.describe('keyboard', () => {
  for (const [name, options] of [
    ['laptop', laptop],
    ['phone', phone],
  ] as const) {
    test(`on the ${name} the first Tab stop is “Sahaya geç”, shown, and Enter takes the keyboard to the pitch`, async () => {
      const b = await openBoardPage(suite, options);
      await b.page.keyboard.press('Tab');
      const skip = b.page.getByRole('link', { name: 'Sahaya geç' });
      await expect(skip).toBeFocused();
      const box = (await skip.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      await b.page.keyboard.press('Enter');
      await expect.poll(() => onPitch(b)).toBe(true);
      await b.context.close();
    });
  }

  test('“Sahaya geç” is the first Tab stop of the page the server sends, before any script has run', async () => {
    // A slow phone shows the prerendered page seconds before its script runs: a Tab then must not skip the link.
    const context = await suite.browser.newContext({ ...laptop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.app.url + '/taktik');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(first.text).toBe('Sahaya geç');
    expect(first.href).toBe('#taktik-saha');
    await context.close();
  });

  test('every tool’s single key is in its tooltip, and pressing it chooses the tool', async () => {
    const b = await openBoardPage(suite, laptop);
    const tools = [
      ['Ok', 'O'],
      ['Çizgi', 'C'],
      ['Alan', 'A'],
      ['Yazı', 'Y'],
      ['Ekipman', 'E'],
      ['Kalem', 'K'],
      ['Seç', 'S'],
    ] as const;
    await toPitch(b);
    for (const [name, key] of tools) {
      await expect(button(b, name)).toHaveAttribute('title', `${name} (${key})`);
      await b.page.keyboard.press(key.toLowerCase());
      await expect(button(b, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(button(b, 'Geri Al')).toHaveAttribute('title', 'Geri Al (Ctrl+Z)');
    await b.context.close();
  });

  test('the player editor keeps the focus inside and gives it back to the player when it closes; so do the video dialogs', async () => {
    const b = await openBoardPage(suite, laptop, '/taktik', suite.app, countCapturedFrames);
    await toPitch(b);
    await b.page.keyboard.press(']');
    await expect(live(b)).toContainText('A takımı 1 numara');
    await b.page.keyboard.press('Enter');
    const editor = b.page.getByRole('dialog', { name: 'Oyuncuyu Düzenle' });
    await editor.waitFor();
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await b.page.keyboard.press(key);
      expect((await active(b.page)).inDialog, key).toBe(true);
    }
    await b.page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect.poll(() => onPitch(b)).toBe(true);
    // Still on the same player: an arrow moves him.
    await b.page.keyboard.press('ArrowRight');
    await expect(live(b)).toHaveText(/A takımı 1 numara.*taşındı/);

    await button(b, 'Adım Ekle').click();
    const opener = button(b, 'Animasyonu Video Olarak İndir');
    await opener.focus();
    await b.page.keyboard.press('Enter');
    const video = b.page.getByRole('dialog', { name: 'Animasyonu video indir' });
    await video.waitFor();
    for (let i = 0; i < 12; i++) {
      await b.page.keyboard.press('Tab');
      expect((await active(b.page)).inDialog).toBe(true);
    }
    await b.page.keyboard.press('Escape');
    await expect(video).toHaveCount(0);
    await expect(opener).toBeFocused();

    await button(b, 'Canlı Kaydı Başlat').click();
    // A recording that holds frames.
    await framesCaptured(b.page, 2);
    await button(b, 'Canlı Kaydı Durdur').click();
    const preview = b.page.getByRole('dialog', { name: 'Canlı Kayıt Önizleme' });
    await preview.waitFor();
    await expect.poll(async () => (await active(b.page)).inDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await b.page.keyboard.press('Tab');
      expect((await active(b.page)).inDialog).toBe(true);
    }
    await b.page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await b.context.close();
  });

  test('keyboard alone builds a 2-step set piece with an arrow, a zone, a label and a cone', async () => {
    const b = await openBoardPage(suite, laptop);
    const keys = async (...list: string[]) => {
      for (const k of list) await b.page.keyboard.press(k);
    };
    await toPitch(b);
    // An arrow: O, Enter at the start, the cursor 10 m on, Enter.
    await keys('o', 'Enter', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Enter');
    await expect(live(b)).toContainText('Ok çizildi.');
    // A zone: A, Enter at one corner, 10 m down and across, Enter.
    await keys('a', 'Enter', 'Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Enter');
    await expect(live(b)).toContainText('Alan çizildi.');
    // A label: Y, Enter, type, Enter.
    await keys('y', 'Enter');
    await b.page.getByRole('textbox', { name: 'Yazı' }).waitFor();
    await b.page.keyboard.type('Korner');
    await keys('Enter');
    await expect.poll(() => onPitch(b)).toBe(true);
    // A cone: E, the cursor 15 m up, Enter.
    await keys('e', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Enter');
    await expect(live(b)).toContainText('Huni eklendi.');
    // The second step: Tab to "Adım Ekle", Enter, back to the pitch; a player runs 10 m.
    await tabTo(b, (a) => a.text === 'Adım Ekle');
    await keys('Enter');
    await tabTo(b, (a) => a.id === 'board-canvas', true);
    await keys('s', ']', ']', 'Shift+ArrowRight', 'Shift+ArrowRight');
    await expect(live(b)).toContainText('taşındı');

    await button(b, 'Paylaşım Bağlantısı').click();
    const link = await b.page.getByLabel('Paylaşım bağlantısı').inputValue();
    const board = (await decodeBoard(link.split('#tahta=')[1]))!;
    expect(board.objects.map((o) => o.kind).sort()).toEqual(['arrow', 'equipment', 'text', 'zone']);
    const label = board.objects.find((o) => o.kind === 'text');
    expect(label?.kind === 'text' && label.text).toBe('Korner');
    const steps = stepsOf(board);
    expect(steps).toHaveLength(2);
    const id = board.players[1].id;
    expect(steps[1].players[id].x - steps[0].players[id].x).toBeCloseTo(10, 0);
    await b.context.close();
  });
});

test.describe('accessibility of the new controls', () => {
  for (const [name, options] of [
    ['laptop', laptop],
    ['phone', phone],
  ] as const) {
    test(`axe finds nothing serious on a 7v7 board with bibs, measurements, the half view and the editor open (${name})`, async () => {
      const b = await openBoardPage(suite, { ...options, bypassCSP: true });
      for (const control of ['7v7', '14 Oyuncu', 'Yelekli 3. takım', 'Ölçümler', 'Hücum yarı sahası', 'Adım Ekle']) await button(b, control).click();
      expect(await seriousA11yViolations(b.page)).toEqual([]);
      await b.page.getByTestId('board-canvas').focus();
      await b.page.keyboard.press(']');
      await b.page.keyboard.press('Enter');
      await b.page.getByRole('dialog', { name: 'Oyuncuyu Düzenle' }).waitFor();
      expect(await seriousA11yViolations(b.page)).toEqual([]);
      await b.context.close();
    });
  }
});
