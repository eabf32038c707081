import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { insertPool, squadLink, type PoolClub } from './kit/builderPool';
import { pngSize, poll } from './kit/builder';

// 'Bu 11'i oynat' on a phone: the fan's eleven (ten pool players and one typed name) against a club of the
// pool, played to its result card, whose replay link plays the same match in a fresh browser.
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
const MAVI: PoolClub = { id: 2, name: 'Mavi Yıldız', primary: '#00c8ff', players: 30 };
const OTHERS: PoolClub[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 3, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, [KARTAL, MAVI, ...OTHERS]);
});
test.afterAll(async () => {
  await app?.close();
});

/** A 4-4-2 of Kartal's players 0 … 9 by id (player i plays POSITIONS[i % 13]), the last striker typed by hand. */
async function fanLink() {
  const keys = ['GK-0', 'DEF-0', 'DEF-1', 'DEF-2', 'DEF-3', 'MID-0', 'MID-1', 'MID-2', 'MID-3', 'FWD-0'];
  const places = Object.fromEntries(keys.map((k, i) => [k, `e2e-1-${i}`]));
  const manual = { player_id: 'manual-1', player_name: 'Mahalleden Ali', player_image_url: '', position: 'ST', current_club_id: null, club_name: 'Serbest Oyuncu', assignedPosition: 'FWD-1' };
  return squadLink('4-4-2', places, {}, { 'FWD-1': manual });
}

async function open(path: string) {
  const context = await browser.newContext({ ...phone, acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.url + path);
  return { context, page, errors };
}

// As long as the builder kit's poll gives the UI. Web-first waits, polled inside the page: a poll of
// isVisible() is a traced call per try, each with DOM snapshots of the live match, which slow its clock.
const WAIT = { timeout: 15_000 };

/** What the match showed: the final score and every line of commentary. */
async function result(page: Page) {
  await expect(page.getByTestId('quick-result')).toBeVisible(WAIT);
  const commentary = await page.getByTestId('commentary').locator('li').allTextContents();
  return { score: await page.getByTestId('score').textContent(), commentary };
}

test.describe("'Bu 11'i oynat'", () => {
  test('a phone plays the eleven against a club to its result card; the replay link plays the same match in a fresh browser', async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await open(await fanLink());
    const panel = page.getByRole('region', { name: "Bu 11'i oynat" });
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');
    await panel.getByRole('button', { name: 'Rakip seç ve oynat' }).tap();
    await panel.getByPlaceholder('Rakip takım ara...').fill('mavi');
    await panel.getByRole('button', { name: 'Mavi Yıldız' }).tap();
    await expect(panel.getByText('Rakip: Mavi Yıldız')).toBeVisible(WAIT);
    await panel.getByLabel('Hızlı').check();
    await panel.getByRole('button', { name: 'Maçı başlat' }).tap();

    // The live match view of the tournament: the score, the tracker, the line-ups, the commentary.
    await expect(page.getByRole('heading', { name: "Senin 11'in – Mavi Yıldız" })).toBeVisible(WAIT);
    await expect(page.getByText('Maç Takibi')).toBeVisible(WAIT);
    await expect(page.getByTestId('neutral-players')).toHaveText('Elle yazılan oyuncular nötr reytingle (65) oynar: Mahalleden Ali.');
    await expect(page.getByRole('button', { name: 'Hızlı' })).toHaveAttribute('aria-pressed', 'true');
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    const first = await result(page);
    expect(first.score).toMatch(/^\d+\s*[-–]\s*\d+$/);
    expect(first.commentary.length).toBeGreaterThan(5);
    await poll(() => page.getByText('Maçın Oyuncusu', { exact: false }).count()).toBeGreaterThan(0);

    // The result card: a 1080x1350 PNG.
    const [card] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Maç kartı (1080x1350)' }).tap()]);
    expect(card.suggestedFilename()).toMatch(/^Ilk11_Mac_Senin_11'in_Mavi_Yıldız_\d+-\d+_1080x1350\.png$/);
    expect(pngSize(await readFile((await card.path())!))).toEqual({ width: 1080, height: 1350 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(screenWidth);

    // The replay link, in a browser that has never seen this squad: the same match, line for line.
    const link = await page.getByTestId('replay-link').inputValue();
    expect(link).toMatch(/\/ilk11kur#s=[\w-]+&oyna=2&tohum=\d+&hiz=hizli&iz=\w+$/);
    const replay = await open(link.slice(app.url.length).replace('hiz=hizli', 'hiz=sonuc'));
    const again = await result(replay.page);
    expect(again).toEqual(first);
    await poll(() => replay.page.getByText('Oyuncu verileri bu bağlantı paylaşıldığından beri değişti', { exact: false }).count()).toBe(0);
    expect(replay.errors).toEqual([]);
    await replay.context.close();

    // Back to the squad: the builder as it was.
    await page.getByRole('button', { name: 'Kadroya dön' }).tap();
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');
    expect(page.url()).not.toMatch(/oyna=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('by keyboard alone on a laptop: the opponent, the pace and the start, straight to the result', async () => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(app.url + (await fanLink()));
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');
    const panel = page.getByRole('region', { name: "Bu 11'i oynat" });
    const press = async (target: ReturnType<Page['getByRole']>, key: string) => {
      await target.focus();
      await page.keyboard.press(key);
    };
    await press(panel.getByRole('button', { name: 'Rakip seç ve oynat' }), 'Enter');
    await panel.getByPlaceholder('Rakip takım ara...').focus();
    await page.keyboard.type('mavi');
    await press(panel.getByRole('button', { name: 'Mavi Yıldız' }), 'Enter');
    await press(panel.getByLabel('Doğrudan sonuç'), 'Space');
    await press(panel.getByRole('button', { name: 'Maçı başlat' }), 'Enter');
    const { score } = await result(page);
    expect(score).toMatch(/^\d+\s*[-–]\s*\d+$/);
    expect(page.url()).toMatch(/hiz=sonuc/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  test('on a 320 px phone the play button stays where it is when the page learns that it makes MP4 videos', async () => {
    const context = await browser.newContext({ ...phone, viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 }, bypassCSP: true });
    const page = await context.newPage();
    // The browser's answer on H.264 (asked once the export buttons come near the screen) waits for the test.
    await page.addInitScript(`{
      const ask = VideoEncoder.isConfigSupported.bind(VideoEncoder);
      let answer;
      const asked = new Promise((resolve) => (answer = resolve));
      window.answerCodec = answer;
      VideoEncoder.isConfigSupported = (config) => asked.then(() => ask(config));
    }`);
    await page.goto(app.url + (await fanLink()));
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');
    const play = page.getByRole('region', { name: "Bu 11'i oynat" }).getByRole('button', { name: 'Rakip seç ve oynat' });
    const top = () => play.evaluate((b) => Math.round(b.getBoundingClientRect().top + scrollY));
    await play.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Video (9:16)' })).toBeVisible(WAIT);
    const before = await top();
    await expect(page.getByRole('button', { name: 'WebM olarak indir' })).toHaveCount(0);

    await page.evaluate('window.answerCodec()');
    await expect(page.getByRole('button', { name: 'Video (MP4, 9:16)' })).toBeVisible(WAIT);
    await expect(page.getByRole('button', { name: 'WebM olarak indir' })).toBeVisible(WAIT);
    expect(await top()).toBe(before);
    // With both video buttons shown: nothing wider than the 320 px screen, nothing axe objects to.
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  test('the panel waits for a full eleven', async () => {
    const { context, page } = await open('/ilk11kur');
    const panel = page.getByRole('region', { name: "Bu 11'i oynat" });
    await poll(() => panel.textContent()).toContain('İlk 11 tamamlanınca (0/11)');
    await expect(panel.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});

