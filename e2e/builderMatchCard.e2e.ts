import type { Page } from 'playwright-core';
import { TITLE_MAX } from '@onbir/shared/builder/squad';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { longestNames, squadLink } from './kit/builderPool';
import { poll } from './kit/builder';

// The quick match's result card (MatchCard.tsx) with the hardest names to set: the shipped pool's longest
// names in the fan's eleven, a title of the longest a fan can type, and the pool's longest club name as the
// opponent. Every text is read where it is laid out in the card being captured (the boxes of its text
// nodes' lines), not by eye.
const OPPONENT = 'Borussia Mönchengladbach';
const TITLE = 'Mahallenin Efsaneleri Cumartesi Karması'.padEnd(TITLE_MAX, '!');

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({ SEED_POOL: 'true' });
});
test.afterAll(async () => {
  await app?.close();
});

interface TextBox {
  text: string;
  /** Which text node of the card the box is a line of. */
  node: number;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface CardText {
  width: number;
  height: number;
  boxes: TextBox[];
}

/** Before the card is made: the card is read as soon as it is in the document, while it is being captured. */
async function watchCard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __cards: CardText[] };
    w.__cards = [];
    new MutationObserver(() => {
      const card = document.querySelector<HTMLElement>('.b-poster-host [data-testid="match-card"]');
      if (!card || card.dataset.read) return;
      card.dataset.read = 'yes';
      const at = card.getBoundingClientRect();
      const boxes: TextBox[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(), node = 0; n; n = walker.nextNode(), node++) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width && r.height) boxes.push({ text: n.textContent, node, x: r.left - at.left, y: r.top - at.top, w: r.width, h: r.height });
      }
      w.__cards.push({ width: at.width, height: at.height, boxes });
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Texts over one another or out of the card (half a pixel of rounding allowed). */
function cardFaults({ width, height, boxes }: CardText): string[] {
  const faults: string[] = [];
  boxes.forEach((a, i) => {
    if (a.x < -0.5 || a.y < -0.5 || a.x + a.w > width + 0.5 || a.y + a.h > height + 0.5) faults.push(`'${a.text}' leaves the card`);
    for (const b of boxes.slice(i + 1)) {
      const over = a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
      if (a.node !== b.node && over) faults.push(`'${a.text}' over '${b.text}'`);
    }
  });
  return faults;
}

test.describe('the result card', () => {
  test('a 4-4-2 of the longest names against Borussia Mönchengladbach, under the longest title: no text of the card over another or out of it', async () => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...phone, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url + (await squadLink('4-4-2', longestNames('4-4-2'), { title: TITLE })));
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');

    const panel = page.getByRole('region', { name: "Bu 11'i oynat" });
    await panel.getByRole('button', { name: 'Rakip seç ve oynat' }).tap();
    await panel.getByPlaceholder('Rakip takım ara...').fill('gladbach');
    await panel.getByRole('button', { name: OPPONENT }).tap();
    await panel.getByLabel('Doğrudan sonuç').check();
    await panel.getByRole('button', { name: 'Maçı başlat' }).tap();
    // Polled inside the page: a poll of isVisible() snapshots the live match's DOM at every try, slowing its clock.
    await expect(page.getByTestId('quick-result')).toBeVisible({ timeout: 15_000 });

    await watchCard(page);
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Maç kartı (1080x1350)' }).tap()]);
    const [card] = await page.evaluate(() => (window as unknown as { __cards: CardText[] }).__cards);
    expect({ width: card.width, height: card.height }).toEqual({ width: 1080, height: 1350 });
    // The card holds both teams' names and both elevens.
    const texts = card.boxes.map((b) => b.text);
    expect(texts).toContain(TITLE);
    expect(texts).toContain(OPPONENT);
    expect(cardFaults(card)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
