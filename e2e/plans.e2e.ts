import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { BrowserContext, Page } from 'playwright-core';
import { createBoard, movePlayer } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { metres } from '../shared/src/board/pitch';
import { serializeBoard } from '../shared/src/board/serialize';
import { addStep } from '../shared/src/board/steps';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite, drag, px } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

/**
 * "Antrenman planı" as a coach makes one: three drills (a blank 7v7, a saved 3-step board, a blank
 * 11v11), reordered, duplicated and deleted, one board edited on the board page and saved back; printed
 * on A4 (browser print and the PDF: three pages, each with its diagram), shared by link and by file and
 * opened again on a phone.
 */
const suite = boardSuite();

/** A saved 3-step board in the board page's own saved list: player 9 ends each step somewhere else (metres). */
function savedBoards() {
  let b = createBoard('desktop', { format: 9 });
  b = addStep(movePlayer(b, 9, metres(45, 20)));
  b = addStep(movePlayer(b, 9, metres(60, 25)));
  return JSON.stringify([{ name: 'Kanat rotasyonu', savedAt: 1, board: serializeBoard(b) }]);
}

async function open(options: typeof desktop, path: string, init?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ ...options, acceptDownloads: true, bypassCSP: true });
  if (init) await context.addInitScript((v) => localStorage.setItem('onbir:taktik:kayitlar', v), init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
  await page.goto(suite.app.url + path);
  return { context, page, errors };
}

/** Pages of a PDF, each with its size and how many images it draws. */
async function pdfPages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return {
    title: doc.getTitle(),
    pages: doc.getPages().map((p) => {
      const xobjects = p.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      const images = (xobjects?.keys() ?? []).filter((k) => (xobjects!.lookup(k) as { dict?: PDFDict }).dict?.get(PDFName.of('Subtype'))?.toString() === '/Image');
      return { width: Math.round(p.getWidth()), height: Math.round(p.getHeight()), images: images.length };
    }),
  };
}

test.describe('session plans', () => {
  test('a coach plans three drills, edits one on the board, prints it on A4 and as a PDF, and a player opens it from a link and a file', async () => {
    const coach = await open(desktop, '/plan', savedBoards());
    const { page } = coach;
    await page.getByRole('button', { name: 'Yeni plan' }).click();
    await page.waitForURL(/\/plan\/\w+/);
    await page.getByLabel('Başlık').fill('Salı antrenmanı');
    await page.getByLabel('Takım').fill('U12 Kırmızı');
    await page.getByLabel('Süre (dakika)').first().fill('75');
    await page.getByLabel('Kadro', { exact: false }).fill('Ali Yılmaz\nŞükrü Öz\nİlkay Çelik');

    // Three drills: a blank 7v7 (by keyboard), the saved 3-step board, a blank 11v11.
    const add = page.getByRole('button', { name: 'Alıştırma ekle' });
    await page.getByLabel('Yeni alıştırmanın tahtası').selectOption('format:7');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Yeni alıştırmanın tahtası').selectOption({ label: 'Kanat rotasyonu' });
    await add.click();
    await page.getByLabel('Yeni alıştırmanın tahtası').selectOption('format:11');
    await add.click();
    const drills = page.locator('.plan-drill');
    await expect(drills).toHaveCount(3);
    const fill = async (i: number, name: string, minutes: string, text: string) => {
      const d = drills.nth(i);
      await d.getByLabel('Alıştırmanın adı').fill(name);
      await d.getByLabel('Süre (dakika)').fill(minutes);
      await d.getByLabel('Açıklama', { exact: false }).fill(text);
    };
    await fill(0, 'Rondo 4v2', '20', 'Organizasyon: 12x12 m kare.\nAntrenman noktaları: ilk dokunuş, vücut açısı.');
    await fill(1, 'Kanat rotasyonu', '25', 'Bek bindirmesi ve kanadın içe dönüşü; üç adımda.');
    await fill(2, 'Çift kale maç', '15', 'Serbest oyun; iki dokunuş sınırı.');
    // The saved board's counts came from it: 9v9, one team.
    await expect(drills.nth(1).getByLabel('Oyuncu sayısı')).toHaveValue('9');
    await expect(page.getByTestId('plan-total')).toHaveText('Toplam süre: 60 dk / planlanan 75 dk');

    // Reorder (the last drill first, by keyboard), duplicate and delete.
    await page.getByRole('button', { name: '3. alıştırmayı yukarı taşı' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: '2. alıştırmayı yukarı taşı' }).click();
    await page.getByRole('button', { name: '1. alıştırmayı çoğalt' }).click();
    await expect(drills).toHaveCount(4);
    await expect(drills.nth(1).getByLabel('Alıştırmanın adı')).toHaveValue('Çift kale maç (kopya)');
    await expect(page.getByTestId('plan-total')).toContainText('75 dk / planlanan 75 dk');
    await page.getByRole('button', { name: '2. alıştırmayı sil' }).click();
    const names = () => drills.evaluateAll((els) => els.map((e) => (e.querySelector('input') as HTMLInputElement).value));
    await expect.poll(names).toEqual(['Çift kale maç', 'Rondo 4v2', 'Kanat rotasyonu']);
    await expect(page.getByText('Başlangıç ve son adım (3 adım)')).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The rondo's board edited on the board page: a second step with a player moved, on the attacking half, saved back.
    const firstStep = drills.nth(1).locator('img.plan-diagram').first();
    const fullPitchPicture = await firstStep.getAttribute('src');
    await drills.nth(1).getByRole('button', { name: 'Tahtada düzenle' }).click();
    await page.getByTestId('board-canvas').waitFor();
    await page.getByText('Rondo 4v2', { exact: false }).waitFor();
    const b = { context: coach.context, page, layout: 'desktop' as const, errors: coach.errors, format: 7 as const };
    await page.getByRole('button', { name: 'Adım Ekle' }).click();
    const kid = drawnBoard(createBoard('desktop', { format: 7 })).players[3];
    await drag(b, kid, px(b, { x: 40, y: 20 }));
    await page.getByRole('button', { name: 'Hücum yarı sahası' }).click();
    await page.getByRole('button', { name: 'Plana kaydet ve dön' }).click();
    await page.waitForURL(/\/plan\/\w+$/);
    await expect(page.getByText('Başlangıç ve son adım (2 adım)')).toHaveCount(1);
    // Its first step, not edited, is drawn again: on the half the drill was saved on.
    await expect(firstStep).not.toHaveAttribute('src', fullPitchPicture!);
    // Opened on the board again, it comes on that half, whatever this device last chose.
    await page.evaluate(() => localStorage.setItem('onbir:taktik:gorunum', JSON.stringify({ w: 'full' })));
    await drills.nth(1).getByRole('button', { name: 'Tahtada düzenle' }).click();
    await expect(page.getByRole('button', { name: 'Hücum yarı sahası' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Kaydetmeden dön' }).click();
    await page.waitForURL(/\/plan\/\w+$/);
    // The plan back on screen with every diagram drawn (the first drill's one step, the others' first and
    // last): until the plan is read again there is nothing "Çiziliyor…" to wait for.
    await expect(drills).toHaveCount(3);
    await expect(page.locator('.plan-drill img.plan-diagram')).toHaveCount(5);
    await expect(page.getByText('Çiziliyor…')).toHaveCount(0);

    // Browser print, A4 with the print stylesheet: three pages, each with its diagram.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    const print = await pdfPages(printed);
    expect(print.pages.length).toBe(3);
    for (const p of print.pages) expect(p).toMatchObject({ width: 595, height: 842, images: expect.any(Number) });
    expect(print.pages.every((p) => p.images >= 1)).toBe(true);
    // The drills with steps show both their first and last step.
    expect(print.pages.map((p) => p.images)).toEqual([1, 2, 2]);

    // The downloadable PDF: the same pages.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF indir' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^antrenman-plani-\d{4}-\d{2}-\d{2}-sali-antrenmani\.pdf$/);
    const pdfBytes = await readFile((await pdf.path())!);
    const made = await pdfPages(pdfBytes);
    expect(made.title).toBe('Salı antrenmanı');
    expect(made.pages.map((p) => [p.width, p.height])).toEqual([[595, 842], [595, 842], [595, 842]]);
    expect(made.pages.map((p) => p.images)).toEqual([1, 2, 2]);

    // Shared by link and by file, opened on a phone that has never seen the plan.
    await page.getByRole('button', { name: 'Bağlantıyı paylaş' }).click();
    const link = await page.getByTestId('plan-link').inputValue();
    expect(link).toMatch(/\/plan#plan=[\w-]+$/);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Dosya olarak dışa aktar' }).click()]);
    const filePath = (await file.path())!;

    const player = await open(phone, link.replace(/^https?:\/\/[^/]+/, ''));
    await player.page.getByRole('heading', { name: 'Paylaşılan plan: Salı antrenmanı' }).waitFor();
    expect(await seriousA11yViolations(player.page)).toEqual([]);
    await player.page.getByRole('button', { name: 'Planı kaydet ve aç' }).click();
    await player.page.waitForURL(/\/plan\/\w+$/);
    const phoneDrills = player.page.locator('.plan-drill');
    await expect.poll(() => phoneDrills.evaluateAll((els) => els.map((e) => (e.querySelector('input') as HTMLInputElement).value))).toEqual(['Çift kale maç', 'Rondo 4v2', 'Kanat rotasyonu']);
    await expect(player.page.getByText('Başlangıç ve son adım (2 adım)')).toHaveCount(1);
    let o = await sidewaysOverflow(player.page);
    expect(o.scrollWidth).toBeLessThanOrEqual(o.screenWidth);
    expect(await seriousA11yViolations(player.page)).toEqual([]);

    await player.page.goto(`${suite.app.url}/plan`);
    await player.page.getByTestId('plan-file').setInputFiles(filePath);
    await player.page.waitForURL(/\/plan\/\w+$/);
    await expect(phoneDrills).toHaveCount(3);
    await player.page.goto(`${suite.app.url}/plan`);
    await expect(player.page.locator('.plans-list__item')).toHaveCount(2);
    o = await sidewaysOverflow(player.page);
    expect(o.scrollWidth).toBeLessThanOrEqual(o.screenWidth);

    // A broken file or link says so on the page.
    await player.page.getByTestId('plan-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    await player.page.getByText('Dosya bir antrenman planı değil', { exact: false }).waitFor();
    await player.page.goto('about:blank');
    await player.page.goto(`${suite.app.url}/plan#plan=bozuk`);
    await player.page.getByText('Plan bağlantısı bozuk veya çok büyük.').waitFor();
    expect(coach.errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await Promise.all([coach.context.close(), player.context.close()]);
  });
});
