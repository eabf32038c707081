import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { createBoard, movePlayer } from '../shared/src/board/board';
import { metres } from '../shared/src/board/pitch';
import { serializeBoard } from '../shared/src/board/serialize';
import { addStep } from '../shared/src/board/steps';
import { boardSuite } from './kit/board';
import { desktop } from './kit/harness';
import { expect, test } from './kit/test';
import { fits, narrow } from './kit/i18nFit';

/**
 * A session plan made in English (docs/i18n.md): the new plan's own title, the page's words, the printed
 * A4 pages and the PDF in English with English file names, and the plan page on a 320 px phone with
 * nothing overflowing and axe clean.
 */
const suite = boardSuite();

/** A saved 2-step board in the board page's own saved list. */
function savedBoards() {
  let b = createBoard('desktop', { format: 7 });
  b = addStep(movePlayer(b, 3, metres(30, 20)));
  return JSON.stringify([{ name: 'Wing rotation', savedAt: 1, board: serializeBoard(b) }]);
}

test.describe('session plans in English', () => {
  test('a coach plans in English: the words on the page, the print and the PDF in English, the files named in English', async () => {
    const context = await suite.browser.newContext({ ...desktop, locale: 'en-US', acceptDownloads: true, bypassCSP: true });
    await context.addInitScript((v) => localStorage.setItem('onbir:taktik:kayitlar', v), savedBoards());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}/plan`);
    await page.getByRole('heading', { level: 1, name: 'Session plans' }).waitFor();
    // The title follows the page's first render (PageTitle), a moment after its heading.
    await expect(page).toHaveTitle('Session plans · onbir');
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.waitForURL(/\/plan\/\w+/);
    // A new plan is titled in the coach's language.
    await expect(page.getByLabel('Title')).toHaveValue('Session plan');
    await page.getByLabel('Team').fill('U12 Red');
    await page.getByLabel("Board of the new drill").selectOption({ label: 'Wing rotation' });
    await page.getByRole('button', { name: 'Add drill' }).click();
    await page.getByRole('button', { name: 'Duplicate drill 1' }).click();
    const drills = page.locator('.plan-drill');
    await expect(drills).toHaveCount(2);
    await expect(drills.nth(1).getByLabel('Name of the drill')).toHaveValue('Wing rotation (copy)');
    await drills.nth(0).getByLabel('Cones').fill('6');
    await expect(page.getByTestId('plan-total')).toHaveText('Total: 30 min / planned 90 min');
    await expect(page.getByText('First and last step (2 steps)')).toHaveCount(2);
    expect(await page.locator('.plan-editor').innerText()).not.toMatch(/[çğıöşüİ]/i);

    // Browser print, A4: the printed pages' words in English.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const print = page.getByTestId('plan-print');
    const printedText = await print.innerText();
    await page.emulateMedia({ media: 'screen' });
    expect((await PDFDocument.load(printed)).getPageCount()).toBe(2);
    for (const words of ['Session plan', 'Planned duration', 'Drills in total', 'Attendance', 'Start (step 1)', 'End (step 2)', 'Players: 7 · Equipment: 1 ball, 6 cones', '1. Wing rotation · 15 min']) {
      expect(printedText).toContain(words);
    }
    expect(printedText).not.toMatch(/[çğıöşüİ]/i);

    // The PDF: an English name and subject.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^session-plan-\d{4}-\d{2}-\d{2}-session-plan\.pdf$/);
    const made = await PDFDocument.load(await readFile((await pdf.path())!));
    expect(made.getSubject()).toBe('Session plan');
    expect(made.getPageCount()).toBe(2);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as file' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^session-plan-\d{4}-\d{2}-\d{2}-session-plan\.onbir-plan\.json$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the plan page on a 320 px phone in either language: words in their boxes, no sideways scroll, axe clean', async () => {
    for (const [locale, newPlan] of [
      ['en-US', 'New plan'],
      ['tr-TR', 'Yeni plan'],
    ] as const) {
      const context = await suite.browser.newContext(narrow(locale));
      await context.addInitScript((v) => localStorage.setItem('onbir:taktik:kayitlar', v), savedBoards());
      const page = await context.newPage();
      await page.goto(`${suite.app.url}/plan`);
      await page.getByRole('button', { name: newPlan }).click();
      await page.waitForURL(/\/plan\/\w+/);
      await page.locator('.plan-add select').selectOption('saved:Wing rotation');
      await page.locator('.plan-add button').click();
      await page.locator('.plan-drill img').first().waitFor();
      await fits(page, `plan ${locale}`);
      await context.close();
    }
  });
});
