import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { desktop, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { boardFromBuilder, parseBuilderLineup } from '@onbir/shared/board/builderImport';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { cardName, cardsNamed, fillFromModal, mouseDrag, near, pixels, pngSize, poll, samplePoint, slot, touchDrag } from './kit/builder';

// Twelve clubs: the ten lowest ids are the popular ones. Kartal's badges are magenta, Mavi's cyan, so
// the PNG test can tell a drawn face or crest from the grey local fallback.
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
const MAVI: PoolClub = { id: 2, name: 'Mavi Yıldız', primary: '#00c8ff', players: 45 };
const OTHERS: PoolClub[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 3, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));
const MAGENTA = [255, 0, 255];
const CYAN = [0, 200, 255];

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

const count = (page: Page) => page.getByTestId('lineup-count');

async function open(options: BrowserContextOptions, path = '/ilk11kur') {
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.url + path);
  return { context, page, errors };
}

async function chooseClub(page: Page, search: string, name: string) {
  await page.getByPlaceholder('Takım Adı Ara...').fill(search);
  await page.getByRole('button', { name }).click();
  await poll(() => page.getByText(`Seçilen Takım: ${name}`).isVisible()).toBe(true);
}

async function downloadPng(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG İndir' }).click()]);
  return { name: download.suggestedFilename(), png: await readFile((await download.path())!) };
}

const kartal = (i: number) => poolPlayerName(KARTAL, i).replace(/ \(\d+\)$/, '');
const mavi = (i: number) => poolPlayerName(MAVI, i).replace(/ \(\d+\)$/, '');
// 4-4-2 minus the strikers: filled from Kartal's squad, best first (player i has overall 90 - i).
const SQUAD_SLOTS = ['GK-0', 'DEF-0', 'DEF-1', 'DEF-2', 'DEF-3', 'MID-0', 'MID-1', 'MID-2', 'MID-3'];

test.describe('İlk 11 builder in Chromium', () => {
  for (const [label, options, touch] of [
    ['desktop', desktop, false],
    ['phone (390x844, touch)', phone, true],
  ] as const) {
  test(`${label}: club, eleven from both tabs, manual player, moves, removal, formation, PNG, board, share link`, async () => {
    const { context, page, errors } = await open(options);

    // Club selection: popular clubs, no match, a search, the chosen club's header and crest.
    await poll(() => page.getByText('Popüler (Top 10) Takımlar').isVisible()).toBe(true);
    await poll(() => page.locator('.b-club').count()).toBe(10);
    await expect(page.getByRole('button', { name: 'Takım J FK' })).toHaveCount(0);
    await page.getByPlaceholder('Takım Adı Ara...').fill('yok böyle');
    await poll(() => page.getByText('Aradığınız takım bulunamadı.').isVisible()).toBe(true);
    await page.getByPlaceholder('Takım Adı Ara...').fill('takım j');
    await poll(() => page.getByRole('button', { name: 'Takım J FK' }).isVisible()).toBe(true);
    await chooseClub(page, 'kartal', 'Kartal Spor');
    await expect(page.getByText('Oyuncu seçimi için saha slotuna tıklayın.')).toBeVisible();
    await expect(page.locator('.b-pitch-crest')).toBeVisible();

    // The modal opens on the club's squad; its search filters the squad.
    await slot(page, 'GK-0').locator('.b-slot-empty').click();
    const dialog = page.getByRole('dialog', { name: 'Oyuncu Seç' });
    await expect(dialog.getByRole('tab', { name: 'Kartal Spor Kadrosu' })).toHaveAttribute('aria-selected', 'true');
    await poll(() => dialog.locator('.b-player').count()).toBe(KARTAL.players);
    await dialog.getByRole('searchbox').fill('oyuncu 0');
    await poll(() => dialog.locator('.b-player').count()).toBe(9);
    await dialog.getByRole('searchbox').fill('nobody');
    await poll(() => dialog.getByText('Aradığınız kritere uygun oyuncu bulunamadı.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toHaveCount(0);

    for (const [i, key] of SQUAD_SLOTS.entries()) await fillFromModal(page, key, kartal(i), touch);
    await poll(() => count(page).textContent()).toBe('9');

    // The all-players tab: search by club name, page 2 of 3, the page back to 1 on a new search. A
    // striker's slot offers the strikers first (Mavi's players 13, 26 and 39: every thirteenth is a ST).
    await slot(page, 'FWD-0').locator('.b-slot-empty').click();
    await dialog.getByRole('tab', { name: 'Tüm Oyuncular' }).click();
    await dialog.getByRole('searchbox').fill('mavi');
    await poll(() => dialog.getByText('Sayfa 1 / 3').isVisible()).toBe(true);
    await poll(() => dialog.locator('.b-player').count()).toBe(20);
    await poll(() => dialog.locator('.b-player-name').evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent))).toEqual([mavi(12), mavi(25), mavi(38)]);
    await dialog.getByRole('button', { name: 'Sonraki' }).click();
    await poll(() => dialog.getByText('Sayfa 2 / 3').isVisible()).toBe(true);
    await dialog.getByRole('searchbox').fill('mavi oyuncu 43');
    await poll(() => dialog.getByText('Sayfa 1 / 3').count()).toBe(0);
    await poll(() => dialog.locator('.b-player').count()).toBe(1);
    await dialog.getByRole('searchbox').fill('mavi oyuncu 16');
    await dialog.getByRole('button', { name: new RegExp(`^${mavi(15)}`) }).click();
    await poll(() => cardName(page, 'FWD-0').textContent()).toBe(mavi(15));

    // A manual player: the search text with 'Manuel Ekle'; an empty name adds nothing.
    await slot(page, 'FWD-1').locator('.b-slot-empty').click();
    await expect(dialog.getByRole('button', { name: 'Manuel Ekle' })).toBeDisabled();
    await dialog.getByRole('searchbox').fill('Elle Yazılan Forvet');
    await poll(() => dialog.getByText('Aradığınız kritere uygun oyuncu bulunamadı.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Manuel Ekle' }).click();
    await poll(() => cardName(page, 'FWD-1').textContent()).toBe('Elle Yazılan Forvet');
    await poll(() => count(page).textContent()).toBe('11');

    // A 12th player: no slot is free, and choosing for an occupied slot replaces, still eleven.
    await expect(page.locator('.b-pitch .b-slot-empty')).toHaveCount(0);
    await slot(page, 'MID-3').locator('.b-card').click();
    await dialog.getByRole('button', { name: new RegExp(`^${kartal(20)}`) }).click();
    await poll(() => cardName(page, 'MID-3').textContent()).toBe(kartal(20));
    await poll(() => count(page).textContent()).toBe('11');

    // The PNG of the full eleven: name, size (scale 0.8 of the pitch drawn 1350 px wide: 1080 px on its
    // short side on any screen), the crest and the faces drawn, the manual player's local fallback drawn as
    // the fallback.
    const pitchBox = (await page.getByTestId('builder-pitch').boundingBox())!;
    const scale = (0.8 * 1350) / pitchBox.width;
    const crestAt = await samplePoint(page, '.b-pitch-crest', scale);
    const kartalFaceAt = await samplePoint(page, '[data-slot="GK-0"] .b-card-face img', scale);
    const maviFaceAt = await samplePoint(page, '[data-slot="FWD-0"] .b-card-face img', scale);
    const manualFaceAt = await samplePoint(page, '[data-slot="FWD-1"] .b-card-face img', scale);
    const { name, png } = await downloadPng(page);
    expect(name).toBe('Ilk11_Stabil_4-4-2_Kartal_Spor.png');
    const size = pngSize(png);
    expect(Math.abs(size.width - 1080)).toBeLessThanOrEqual(1);
    expect(Math.abs(size.height - pitchBox.height * scale)).toBeLessThanOrEqual(1);
    const [crest, kartalFace, maviFace, manualFace] = await pixels(page, png, [crestAt, kartalFaceAt, maviFaceAt, manualFaceAt]);
    expect(near(crest, MAGENTA), `crest pixel ${crest}`).toBe(true);
    expect(near(kartalFace, MAGENTA), `face pixel ${kartalFace}`).toBe(true);
    expect(near(maviFace, CYAN), `face pixel ${maviFace}`).toBe(true);
    expect(near(manualFace, MAGENTA) || near(manualFace, CYAN), `fallback pixel ${manualFace}`).toBe(false);

    // Drag a card onto an occupied slot: it moves, the occupant leaves the lineup (no swap).
    if (touch) await touchDrag(page, '[data-slot="MID-0"] .b-card', '[data-slot="FWD-0"] .b-card');
    else await mouseDrag(page, '[data-slot="MID-0"] .b-card', '[data-slot="FWD-0"] .b-card');
    await poll(() => cardName(page, 'FWD-0').textContent()).toBe(kartal(5));
    await expect(slot(page, 'MID-0').locator('.b-slot-empty')).toHaveCount(1);
    await expect(cardsNamed(page, mavi(15))).toHaveCount(0);
    await poll(() => count(page).textContent()).toBe('10');
    // Dropped outside any slot: nothing changes.
    if (touch) await touchDrag(page, '[data-slot="MID-1"] .b-card', '.b-status');
    else await mouseDrag(page, '[data-slot="MID-1"] .b-card', '.b-status');
    await poll(() => cardName(page, 'MID-1').textContent()).toBe(kartal(6));
    await poll(() => count(page).textContent()).toBe('10');

    // Tap a card, 'Taşı' in its picker, then tap an occupied slot: the same move.
    const tap = (sel: string) => (touch ? page.locator(sel).tap() : page.locator(sel).click());
    await tap('[data-slot="DEF-0"] .b-card');
    await dialog.getByRole('button', { name: 'Taşı' }).click();
    await poll(() => page.getByText('taşınıyor: bir yere dokunun.').isVisible()).toBe(true);
    await tap('[data-slot="DEF-1"] .b-card');
    await poll(() => cardName(page, 'DEF-1').textContent()).toBe(kartal(1));
    await expect(slot(page, 'DEF-0').locator('.b-slot-empty')).toHaveCount(1);
    await poll(() => count(page).textContent()).toBe('9');

    // The X removes.
    await tap('[data-slot="GK-0"] .b-card-x');
    await expect(slot(page, 'GK-0').locator('.b-slot-empty')).toHaveCount(1);
    await poll(() => count(page).textContent()).toBe('8');

    // A formation change keeps the eight on the pitch: the same places where 4-3-3 has them, the left
    // midfielder (4-3-3 has none) in the free place of his line, the right of the three.
    await tap('button:text-is("4-3-3")');
    await poll(() => page.locator('.b-pitch [data-slot]').count()).toBe(11);
    await poll(() => page.locator('[data-slot="FWD-2"]').count()).toBe(1);
    expect(await cardName(page, 'DEF-1').textContent()).toBe(kartal(1));
    expect(await cardName(page, 'MID-2').textContent()).toBe(kartal(7));
    expect(await cardName(page, 'FWD-0').textContent()).toBe(kartal(5));
    expect(await cardName(page, 'FWD-1').textContent()).toBe('Elle Yazılan Forvet');
    await poll(() => cardName(page, 'MID-0').textContent()).toBe(kartal(20));
    await poll(() => count(page).textContent()).toBe('8');

    // The share link restores formation, club and players in a fresh page.
    const shared = page.url();
    expect(shared).toMatch(/\/ilk11kur#s=[A-Za-z0-9_-]+$/);
    const second = await open(options, shared.slice(app.url.length));
    await poll(() => second.page.getByText('Seçilen Takım: Kartal Spor').isVisible()).toBe(true);
    await expect(second.page.locator('button[aria-pressed="true"]:text-is("4-3-3")')).toHaveCount(1);
    await poll(() => cardName(second.page, 'FWD-1').textContent()).toBe('Elle Yazılan Forvet');
    expect(await cardName(second.page, 'DEF-1').textContent()).toBe(kartal(1));
    await second.context.close();

    // 'Taktik tahtasına aktar': /taktik?ilk11= with the eleven in slot order (empty slots: position codes).
    await tap('button:text-is("Taktik tahtasına aktar")');
    await poll(() => new URL(page.url()).pathname).toBe('/taktik');
    const sent = JSON.parse(new URL(page.url()).searchParams.get('ilk11')!);
    expect(sent.formation).toBe('4-3-3');
    expect(sent.players.map((p: { n: string }) => p.n)).toEqual([
      'GK',
      'RB',
      kartal(1),
      kartal(3),
      kartal(4),
      kartal(20),
      kartal(6),
      kartal(7),
      kartal(5),
      'Elle Yazılan Forvet',
      'LW',
    ]);
    for (const p of sent.players) expect(p.d >= 0 && p.d <= 1 && p.w >= 0 && p.w <= 1).toBe(true);
    await page.goBack();

    // 'Takımı Değiştir' clears the club: the popular list is back, the crest leaves the pitch, the squad tab is disabled.
    await tap('button:text-is("Takımı Değiştir")');
    await poll(() => page.getByText('Popüler (Top 10) Takımlar').isVisible()).toBe(true);
    await expect(page.locator('.b-pitch-crest')).toHaveCount(0);
    await slot(page, 'GK-0').locator('.b-slot-empty').click();
    await expect(dialog.getByRole('tab', { name: 'Takım Kadrosu' })).toBeDisabled();
    await expect(dialog.getByRole('tab', { name: 'Tüm Oyuncular' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    expect(errors).toEqual([]);
    await context.close();
  });
  }

  test('hands the eleven to the tactics board, which takes them', async () => {
    const { context, page, errors } = await open(desktop);
    await chooseClub(page, 'kartal', 'Kartal Spor');
    await fillFromModal(page, 'GK-0', kartal(0), false);
    await fillFromModal(page, 'FWD-1', kartal(9), false);
    await page.getByRole('button', { name: 'Taktik tahtasına aktar' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/taktik');
    // The board draws on a canvas (names are pixels, not text): check it opens, and that its own
    // parser accepts what the builder sent, names in place.
    await poll(() => page.getByTestId('board-canvas').isVisible()).toBe(true);
    const handOver = parseBuilderLineup(new URL(page.url()).searchParams.get('ilk11'))!;
    // The matchday extras come through the board's own parser too.
    expect(handOver).toMatchObject({ bench: [], captain: null, title: '', coach: '', orientation: 'gk-bottom', kit: { primary: '#ff00ff', secondary: '#ffffff', text: '#000000' } });
    const board = boardFromBuilder(handOver, 'desktop');
    expect(board.players.map((p) => p.name)).toEqual([kartal(0), 'RB', 'CB', 'CB', 'LB', 'RM', 'CM', 'CM', 'LM', 'ST', kartal(9)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('says on the page, never in a browser dialog, when the PNG cannot be made; the buttons work again', async () => {
    const { context, page } = await open(desktop);
    await poll(() => page.locator('.b-club').count()).toBe(10);
    // A capture that fails: the library cannot serialise the pitch.
    await page.evaluate(() => {
      XMLSerializer.prototype.serializeToString = () => {
        throw new Error('serileştirme başarısız');
      };
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'PNG İndir' }).click();
    await poll(() => page.getByTestId('export-message').textContent()).toBe('Dosya oluşturulamadı. Lütfen tekrar deneyin.');
    expect(dialogs).toEqual([]);
    await poll(() => page.getByRole('button', { name: 'PNG İndir' }).isEnabled()).toBe(true);
    await context.close();
  });
});
