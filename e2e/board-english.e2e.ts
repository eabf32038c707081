import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { boardSuite, button, openBoardPage, type BoardPage } from './kit/board';
import { desktop } from './kit/harness';
import { fits, narrow, overflowingText } from './kit/i18nFit';
import { expect, test } from './kit/test';

/**
 * The tactics board and its live sessions in English beside Turkish (docs/i18n.md): the page's words, the
 * PNG's and the video's drawn texts and file names in the reader's language, a live session presented in
 * Turkish and watched in English, and the board and the viewer's page on a 320 px phone with nothing
 * overflowing and axe clean in both languages.
 */
const suite = boardSuite();
const english = (options: BrowserContextOptions = desktop): BrowserContextOptions => ({ ...options, locale: 'en-US' });

/** An init script: every text drawn on any canvas (the board, its players' sprites, the exports' own canvases). */
function recordAllTexts() {
  const w = window as unknown as { __drawn: string[] };
  w.__drawn = [];
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    w.__drawn.push(String(text));
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
  };
}

/** The texts drawn since the last call. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __drawn: string[] };
    const out = w.__drawn;
    w.__drawn = [];
    return out;
  });

/** The builder's eleven with a captain and a substitute, as the builder hands them over. */
const ELEVEN = encodeURIComponent(
  JSON.stringify({
    formation: '4-4-2',
    players: Array.from({ length: 11 }, (_, i) => ({ n: `P${i + 1}`, d: i === 0 ? 0.05 : 0.2 + (i % 4) * 0.15, w: ((i * 3) % 10) / 10 + 0.05 })),
    captain: 4,
    bench: ['Reserve One'],
  }),
);

/** Same size; how many pixels differ between two PNGs (decoded in the page). */
function pngDifference(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([a64, b64]) => {
      const read = async (s: string) => {
        const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(s), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const c = new OffscreenCanvas(bmp.width, bmp.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bmp, 0, 0);
        return { width: bmp.width, height: bmp.height, data: ctx.getImageData(0, 0, bmp.width, bmp.height).data };
      };
      const [x, y] = await Promise.all([read(a64), read(b64)]);
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) if (Math.abs(x.data[i] - y.data[i]) + Math.abs(x.data[i + 1] - y.data[i + 1]) + Math.abs(x.data[i + 2] - y.data[i + 2]) > 30) differ++;
      return { sizes: [x.width, x.height, y.width, y.height], differ, total: x.width * x.height };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** The PNG of the builder's eleven with the measurements on, in the page's language: its name, its bytes and the texts drawn on it. */
async function exportWithMeasurements(b: BoardPage, measurements: string, download: string) {
  await button(b, measurements).click();
  await drawn(b.page);
  const [file] = await Promise.all([b.page.waitForEvent('download'), button(b, download).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!), texts: await drawn(b.page) };
}

test.describe('the tactics board in English', () => {
  test('the PNG in the reader’s language: its file name, the captain’s armband and the measurements drawn in English, the rest the same picture', async () => {
    const tr = await openBoardPage(suite, desktop, `/taktik?ilk11=${ELEVEN}`, suite.app, recordAllTexts);
    const en = await openBoardPage(suite, english(), `/taktik?ilk11=${ELEVEN}`, suite.app, recordAllTexts);
    await expect(en.page.locator('html')).toHaveAttribute('lang', 'en');
    await en.page.getByRole('heading', { level: 1, name: 'Tactics Board (4-4-2)' }).waitFor();
    await tr.page.getByRole('heading', { level: 1, name: 'Taktik Tahtası (4-4-2)' }).waitFor();
    await expect(en.page.getByTestId('board-bench')).toHaveText('Substitutes: Reserve One', { useInnerText: true });
    // The laptop's narrow tool rail holds the longer English words too.
    await en.page.locator('.board-panel').waitFor();
    expect(await overflowingText(en.page)).toEqual([]);

    const turkish = await exportWithMeasurements(tr, 'Ölçümler', 'PNG İndir');
    const inEnglish = await exportWithMeasurements(en, 'Measurements', 'Download PNG');
    expect(turkish.name).toBe('4-4-2_taktik.png');
    expect(inEnglish.name).toBe('4-4-2_tactics.png');
    // The armband: Kaptan's K, the captain's C; the team's width and depth in each language's numbers.
    expect(turkish.texts).toContain('K');
    expect(turkish.texts.some((s) => /^Genişlik \d+(,\d)? m · Derinlik \d+(,\d)? m$/.test(s))).toBe(true);
    expect(inEnglish.texts).toContain('C');
    expect(inEnglish.texts).not.toContain('K');
    expect(inEnglish.texts.some((s) => /^Width \d+(\.\d)? m · Depth \d+(\.\d)? m$/.test(s))).toBe(true);
    expect(inEnglish.texts.filter((s) => /[çğıöşüİ]/i.test(s))).toEqual([]);
    // The same board in the same size: only the words differ, a few pixels of the picture.
    const diff = await pngDifference(en.page, turkish.bytes, inEnglish.bytes);
    expect(diff.sizes[0]).toBe(diff.sizes[2]);
    expect(diff.sizes[1]).toBe(diff.sizes[3]);
    expect(diff.differ).toBeGreaterThan(0);
    expect(diff.differ / diff.total).toBeLessThan(0.03);
    expect([...tr.errors, ...en.errors]).toEqual([]);
    await Promise.all([tr.context.close(), en.context.close()]);
  });

  test('the animation video: the title card and the file name in English', async () => {
    const b = await openBoardPage(suite, english(), '/taktik', suite.app, recordAllTexts);
    await button(b, 'Add step').click();
    await b.page.getByText('Editing: step 2 / 2').waitFor();
    await button(b, 'Download the animation as a video').click();
    const dialog = b.page.getByRole('dialog', { name: 'Download the animation as a video' });
    await dialog.getByLabel('Title card (optional)').fill('Overlap');
    await drawn(b.page);
    const [file] = await Promise.all([b.page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Make and download the video' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^4-4-2_tactics_animation_\d+\.mp4$/);
    const texts = await drawn(b.page);
    expect(texts).toContain('Overlap');
    expect(texts).toContain('Tactics Board · 4-4-2');
    // Played to its end, the animation says so in English.
    await button(b, 'Play').click();
    await expect(b.page.locator('#board-announcer')).toHaveText('The animation ended. Step 2 is open for editing.', { timeout: 10_000 });
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test('says what happens in English: a broken link, the keyboard’s announcements and a refusal from the keyboard', async () => {
    const b = await openBoardPage(suite, english(), '/taktik#tahta=not-a-board');
    await b.page.getByRole('alert').filter({ hasText: 'The link is broken or too large.' }).waitFor();
    await b.page.getByRole('button', { name: 'Close the message' }).click();
    const announcer = b.page.locator('#board-announcer');
    await b.page.getByRole('link', { name: 'Skip to the pitch' }).focus();
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.press(']');
    await expect(announcer).toHaveText(/^Team A number 1, goalkeeper\. \d+ m up the pitch, \d+ m across$/);
    // The pieces cannot be deleted: the shared catalogue's refusal, read out in English.
    await b.page.keyboard.press('Delete');
    await expect(announcer).toHaveText('Players and the ball cannot be deleted with Delete; remove a player from his editor.');
    await b.page.keyboard.press('o');
    await expect(announcer).toHaveText('Arrow tool selected.');
    await expect(b.page.getByTestId('board-canvas')).toHaveAttribute('aria-label', /^Tactics board pitch\./);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test('on a 320 px phone in either language: every panel’s words in their boxes, no sideways scroll, axe clean', async () => {
    for (const [locale, title] of [
      ['en-US', 'Tactics Board (4-4-2)'],
      ['tr-TR', 'Taktik Tahtası (4-4-2)'],
    ] as const) {
      const b = await openBoardPage(suite, narrow(locale), '/taktik');
      await b.page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The panels that come after the first frame are in.
      await b.page.locator('.board-panel').waitFor();
      await fits(b.page, `board ${locale}`);
      await b.context.close();
    }
  });
});

test.describe('a live session for readers of both languages', () => {
  test('a coach presenting in Turkish, a player watching in English: each reads his own language, the end too', async () => {
    const coach = await openBoardPage(suite, { ...desktop, bypassCSP: true });
    await button(coach, 'Canlı sunum').click();
    await coach.page.getByRole('dialog', { name: 'Canlı sunum' }).getByRole('button', { name: 'Sunumu başlat' }).click();
    await coach.page.getByTestId('live-code').waitFor();
    const code = (await coach.page.getByTestId('live-code').textContent())!.replace(/\s/g, '');
    await coach.page.getByRole('button', { name: 'Tahtaya dön' }).click();

    // The player types the code on the English code page.
    const context = await suite.browser.newContext(narrow('en-US'));
    const viewer = await context.newPage();
    const errors: string[] = [];
    viewer.on('pageerror', (e) => errors.push(e.message));
    await viewer.goto(`${suite.app.url}/canli`);
    await viewer.getByRole('heading', { level: 1, name: 'Watch a live presentation' }).waitFor();
    await expect(viewer).toHaveTitle('Live presentation · onbir');
    await fits(viewer, 'code page, English');
    await viewer.getByLabel('Presentation code').fill('abc');
    await viewer.getByRole('button', { name: 'Watch' }).click();
    await viewer.getByRole('alert').getByText('A presentation code has 6 characters', { exact: false }).waitFor();
    await viewer.getByLabel('Presentation code').fill(code);
    await viewer.getByRole('button', { name: 'Watch' }).click();
    await viewer.waitForURL(`**/canli/${code}`);
    await viewer.getByTestId('live-canvas').waitFor();
    await viewer.getByText('Live · 1 viewer', { exact: true }).waitFor();
    await expect(coach.page.getByRole('button', { name: /1 izleyici/ })).toHaveCount(1);
    await fits(viewer, 'watching, English');

    // The coach ends it: the broadcast reaches the player in English, the coach reads Turkish.
    await coach.page.getByRole('button', { name: /izleyici\. Davet/ }).click();
    await coach.page.getByRole('button', { name: 'Sunumu bitir' }).click();
    await coach.page.getByText('Canlı sunum bitti; izleyiciler tahtanın son hâlini görüyor.').waitFor();
    await viewer.getByRole('heading', { name: 'The presentation has ended' }).waitFor();
    await viewer.getByRole('link', { name: 'Open a copy of the board' }).waitFor();
    expect(await viewer.locator('.live-page').innerText()).not.toMatch(/[çğıöşüİ]/i);
    await fits(viewer, 'ended, English');

    // An unknown code: the server's refusal in the viewer's language.
    await viewer.goto(`${suite.app.url}/canli/K7M2QX`);
    await viewer.getByText('No live presentation is running with this code', { exact: false }).waitFor();
    expect([...coach.errors, ...errors]).toEqual([]);
    await Promise.all([coach.context.close(), context.close()]);
  });
});
