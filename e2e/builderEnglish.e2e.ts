import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { differingPixels } from './kit/pixels';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { cardName, pngSize, poll, slot } from './kit/builder';
import { fits, narrow } from './kit/i18nFit';

// The İlk 11 builder in English beside Turkish (docs/i18n.md, docs/builder.md) on a 320 px phone: an
// eleven built by taps, searches typed without Turkish letters, the post image and the WhatsApp text in
// the reader's language, the quick match to its result card; nothing overflowing, axe clean in both.

// Kartal's player 18 is '… Işık'; Güler Spor's players are 'Güler Oyuncu 01 …' (builderPool.ts).
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
const GULER: PoolClub = { id: 2, name: 'Güler Spor', primary: '#00c8ff', players: 30 };
const OTHERS: PoolClub[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 3, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));
const kartal = (i: number) => poolPlayerName(KARTAL, i).replace(/ \(\d+\)$/, '');
const guler = (i: number) => poolPlayerName(GULER, i).replace(/ \(\d+\)$/, '');
const ELEVEN = ['GK-0', 'DEF-0', 'DEF-1', 'DEF-2', 'DEF-3', 'MID-0', 'MID-1', 'MID-2', 'MID-3', 'FWD-0', 'FWD-1'];

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, [KARTAL, GULER, ...OTHERS]);
});
test.afterAll(async () => {
  await app?.close();
});

/** The words each language's flow reads: the English from the builder's catalogue, the Turkish from the code. */
const T = {
  en: {
    h1: 'Starting XI Builder',
    search: 'Search for a club...',
    chosen: 'Chosen club: Kartal Spor',
    dialog: 'Choose player',
    all: 'All players',
    captain: 'Make captain',
    close: 'Close',
    bench: 'Bench',
    post: 'Post (1080x1350)',
    codes: { 'GK-0': 'GK', 'DEF-1': 'CB', 'FWD-0': 'ST' },
  },
  tr: {
    h1: 'İlk 11 Oluşturucu',
    search: 'Takım Adı Ara...',
    chosen: 'Seçilen Takım: Kartal Spor',
    dialog: 'Oyuncu Seç',
    all: 'Tüm Oyuncular',
    captain: 'Kaptan yap',
    close: 'Kapat',
    bench: 'Yedekler',
    post: 'Gönderi (1080x1350)',
    codes: { 'GK-0': 'KL', 'DEF-1': 'STP', 'FWD-0': 'FV' },
  },
} as const;
type Lang = keyof typeof T;

async function open(lang: Lang) {
  const context = await browser.newContext({ ...narrow(lang === 'en' ? 'en-US' : 'tr-TR'), acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}/ilk11kur`);
  await poll(() => page.locator('h1').textContent()).toBe(T[lang].h1);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await poll(() => page.locator('.b-club').count()).toBe(10);
  return { context, page, errors };
}

async function chooseKartal(page: Page, lang: Lang) {
  await page.getByPlaceholder(T[lang].search).fill('kartal');
  await page.getByRole('button', { name: 'Kartal Spor' }).tap();
  await poll(() => page.getByText(T[lang].chosen).isVisible()).toBe(true);
}

/** Taps a place, types `query` in the picker's search (on the squad or the whole pool) and taps the player named. */
async function pick(page: Page, lang: Lang, key: string, name: string, query = '', tab: 'squad' | 'all' = 'squad') {
  await slot(page, key).locator('.b-slot-empty').tap();
  const dialog = page.getByRole('dialog', { name: T[lang].dialog });
  if (tab === 'all') await dialog.getByRole('tab', { name: T[lang].all }).tap();
  if (query) await dialog.getByRole('searchbox').fill(query);
  const row = dialog.getByRole('button', { name: new RegExp(`^${name}`) });
  await poll(() => row.count()).toBe(1);
  await row.tap();
  await poll(() => cardName(page, key).textContent()).toBe(name);
}

/** The post image in the language on screen: its file name and the PNG. */
async function post(page: Page, lang: Lang) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T[lang].post }).tap()]);
  return { name: download.suggestedFilename(), png: await readFile((await download.path())!) };
}

const switchTo = async (page: Page, name: RegExp) => {
  await page.locator('.footer-language').getByRole('button', { name }).tap();
};

test.describe('the İlk 11 builder in English on a 320 px phone', () => {
  test('builds an eleven (searches without Turkish letters), exports the post and the text in English, unlike the Turkish ones', async () => {
    test.setTimeout(240_000);
    const { context, page, errors } = await open('en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await expect(page.getByRole('heading', { name: 'Popular clubs (top 10)' })).toBeVisible();
    await fits(page, 'en: empty builder');
    await chooseKartal(page, 'en');
    // Empty places show the English codes.
    for (const [key, code] of Object.entries(T.en.codes)) await expect(slot(page, key).locator('.b-slot-pos')).toHaveText(code);

    // 'isik' finds '… Işık' in the club's squad; 'guler' finds Güler Spor's players in the whole pool.
    await pick(page, 'en', 'DEF-3', kartal(17), 'isik');
    await poll(() => page.getByTestId('builder-notice').textContent()).toBe(`${kartal(17)} placed at Left back.`);
    await pick(page, 'en', 'FWD-1', guler(0), 'guler', 'all');
    for (const [i, key] of ELEVEN.entries()) if (key !== 'DEF-3' && key !== 'FWD-1') await pick(page, 'en', key, kartal(i));
    await pick(page, 'en', 'SUB-0', kartal(12));
    await poll(() => page.getByTestId('lineup-count').textContent()).toBe('11');
    await expect(page.getByTestId('lineup-count').locator('..')).toHaveText('Line-up: 11 / 11 · Bench: 1');

    // The captain's armband, the codes on the cards and on the bench, the places' spoken names.
    await slot(page, 'GK-0').locator('.b-card').tap();
    const dialog = page.getByRole('dialog', { name: T.en.dialog });
    await dialog.getByRole('button', { name: T.en.captain }).tap();
    await fits(page, 'en: the picker of a filled place');
    await dialog.getByRole('button', { name: T.en.close }).tap();
    await expect(slot(page, 'GK-0').locator('.b-card-captain')).toHaveText('C');
    await expect(slot(page, 'GK-0').locator('.b-card-pos')).toHaveText('GK');
    await expect(slot(page, 'SUB-0').locator('.b-card-pos')).toHaveText('S1');
    await expect(slot(page, 'GK-0').locator('.b-visually-hidden')).toHaveText(`Goalkeeper: ${kartal(0)}, captain`);
    await expect(page.getByRole('region', { name: T.en.bench })).toBeVisible();
    await fits(page, 'en: a full squad');

    // The post, in English: its name, its size; the WhatsApp text in English.
    const en = await post(page, 'en');
    expect(en.name).toBe('Starting_XI_4-4-2_Kartal_Spor_1080x1350.png');
    expect(pngSize(en.png)).toEqual({ width: 1080, height: 1350 });
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Post (1080x1350) downloaded.');
    await page.getByRole('button', { name: 'Copy as text' }).tap();
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Text copied.');
    const lines = [`Kartal Spor (4-4-2): ${kartal(0)}; ${kartal(1)}, ${kartal(2)}, ${kartal(3)}, ${kartal(17)}; ${[5, 6, 7, 8].map(kartal).join(', ')}; ${kartal(9)}, ${guler(0)}`, `Subs: ${kartal(12)}`, `Captain: ${kartal(0)}`];
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(lines.join('\n'));

    // The same squad in Turkish: the Turkish codes, the file named in Turkish, a post differing where the labels are.
    await switchTo(page, /Türkçe/);
    await poll(() => page.locator('h1').textContent()).toBe(T.tr.h1);
    await expect(slot(page, 'GK-0').locator('.b-card-captain')).toHaveText('K');
    await expect(slot(page, 'DEF-1').locator('.b-card-pos')).toHaveText('STP');
    await expect(slot(page, 'SUB-0').locator('.b-card-pos')).toHaveText('Y1');
    const tr = await post(page, 'tr');
    expect(tr.name).toBe('Ilk11_Stabil_4-4-2_Kartal_Spor_1080x1350.png');
    expect(pngSize(tr.png)).toEqual({ width: 1080, height: 1350 });
    // Post layout (Poster.tsx): 56 px margins, a 100 px head, the pitch, the bench row, a 36 px foot.
    expect(differingPixels(en.png, tr.png, { x: 64, y: 56, w: 952, h: 100 }, 10), 'the head: club and formation').toBeLessThan(20);
    expect(differingPixels(en.png, tr.png, { x: 64, y: 1350 - 56 - 36, w: 952, h: 36 }, 10), "the foot: 'İlk 11' / 'Starting XI'").toBeGreaterThan(100);
    expect(differingPixels(en.png, tr.png, { x: 64, y: 180, w: 952, h: 900 }, 10), 'the pitch: codes and armband').toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Metin olarak kopyala' }).tap();
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(
      [lines[0], `Yedekler: ${kartal(12)}`, `Kaptan: ${kartal(0)}`].join('\n'),
    );
    await fits(page, 'tr: a full squad');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("plays the eleven in English: 'Play this XI' to the result card", async () => {
    test.setTimeout(180_000);
    const { context, page, errors } = await open('en');
    await chooseKartal(page, 'en');
    for (const [i, key] of ELEVEN.entries()) await pick(page, 'en', key, kartal(i));
    const panel = page.getByRole('region', { name: 'Play this XI' });
    await panel.getByRole('button', { name: 'Choose an opponent and play' }).tap();
    await panel.getByPlaceholder('Search for an opponent...').fill('GULER');
    await panel.getByRole('button', { name: 'Güler Spor' }).tap();
    await poll(() => panel.getByText('Opponent: Güler Spor').isVisible()).toBe(true);
    await panel.getByLabel('Straight to the result').check();
    await fits(page, 'en: the quick match panel');
    await panel.getByRole('button', { name: 'Kick off' }).tap();
    // Polled inside the page: a poll of isVisible() snapshots the live match's DOM at every try, slowing its clock.
    await expect(page.getByTestId('quick-result')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#quick-match-title')).toHaveText('Your XI – Güler Spor');
    await expect(page.getByRole('group', { name: 'Match speed and controls' })).toBeVisible();
    const [card] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Match card (1080x1350)' }).tap()]);
    expect(card.suggestedFilename()).toMatch(/^Starting_XI_Match_Your_XI_Güler_Spor_\d+-\d+_1080x1350\.png$/);
    const cardPng = await readFile((await card.path())!);
    expect(pngSize(cardPng)).toEqual({ width: 1080, height: 1350 });
    await poll(() => page.getByTestId('quick-message').textContent()).toBe(`Match card downloaded: ${card.suggestedFilename()}`);
    await fits(page, 'en: the quick match');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is clean in Turkish too: the Turkish codes on the pitch, the picker and the quick match panel', async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await open('tr');
    await fits(page, 'tr: empty builder');
    await chooseKartal(page, 'tr');
    for (const [key, code] of Object.entries(T.tr.codes)) await expect(slot(page, key).locator('.b-slot-pos')).toHaveText(code);
    await pick(page, 'tr', 'DEF-3', kartal(17), 'IŞIK');
    await slot(page, 'GK-0').locator('.b-slot-empty').tap();
    const dialog = page.getByRole('dialog', { name: T.tr.dialog });
    await dialog.getByRole('tab', { name: T.tr.all }).tap();
    await dialog.getByRole('searchbox').fill('guler oyuncu 01');
    await poll(() => dialog.locator('.b-player-name').allTextContents()).toEqual([guler(0)]);
    await expect(dialog.locator('.b-player-pos')).toHaveText('KL');
    await fits(page, 'tr: the picker');
    await dialog.getByRole('button', { name: T.tr.close }).tap();
    expect(errors).toEqual([]);
    await context.close();
  });
});
