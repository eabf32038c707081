import { deflateRawSync } from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { toBase64Url } from '@onbir/shared/codec/deflate';
import { V2_FULL } from '@onbir/shared/builder/shareFixtures';
import { readSquadLink } from '@onbir/shared/builder/shareLink';
import { seriousA11yViolations } from './kit/axe';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { afterDrop, cardName, cardsNamed, fillFromModal, mouseDrag, poll, slot, touchDrag } from './kit/builder';

// Editing a lineup as a fan does: who a drop takes off is said, with 'Geri al'; a formation change keeps
// everyone on the pitch, and 'Geri al' undoes it whole; every change can be undone and redone; a slot's picker offers who can play there first; the
// pager's every page exists; the share link is short, old links open, and a hostile link is refused
// with bounded memory.
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
// 2,200 more players in one club: the whole pool is past the 2,000 the server's count used to stop at.
const BIG: PoolClub = { id: 2, name: 'Kalabalık FK', primary: '#00c8ff', players: 2200 };
const OTHERS: PoolClub[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 3, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
/** The phone by touch and the laptop by mouse that most tests below run on. */
const DEVICES = [
  ['390x844 touch', phone, true],
  ['1366x768 mouse', LAPTOP, false],
] as const;
const kartal = (i: number) => poolPlayerName(KARTAL, i).replace(/ \(\d+\)$/, '');

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, [KARTAL, BIG, ...OTHERS]);
});
test.afterAll(async () => {
  await app?.close();
});

async function open(options: BrowserContextOptions, path = '/ilk11kur') {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.url + path);
  return { context, page, errors };
}
async function chooseKartal(page: Page) {
  await page.getByPlaceholder('Takım Adı Ara...').fill('kartal');
  await page.getByRole('button', { name: 'Kartal Spor' }).click();
  await poll(() => page.getByText('Seçilen Takım: Kartal Spor').isVisible()).toBe(true);
}
/** How many places the squad in this address fills (0 without a readable link). */
async function placesInLink(url: string): Promise<number> {
  const code = new URLSearchParams(new URL(url).hash.slice(1)).get('s');
  const read = code ? await readSquadLink(code) : null;
  return read?.ok ? Object.keys(read.link.squad.lineup).length + Object.keys(read.link.squad.bench).length : 0;
}
const notice = (page: Page) => page.getByTestId('builder-notice').textContent();
const count = (page: Page) => page.getByTestId('lineup-count').textContent();

test.describe('dropped players and undo', () => {
  for (const [l, options, touch] of DEVICES) {
  test(`${l}: a card dropped on an occupied slot names who left, "Geri al" brings him back; a formation change keeps everyone, "Geri al" too; undo and redo every change`, async () => {
    const { context, page, errors } = await open(options);
    await chooseKartal(page);
    // Player i of Kartal plays POSITIONS[i % 13]: 0 GK, 1 RB, 2 CB, 3 CB, 4 LB, 5 CDM, 6 CM, 7 CAM, 8 RM, 9 LM …
    for (const [key, i] of [['GK-0', 0], ['DEF-0', 1], ['DEF-1', 2], ['MID-0', 8], ['MID-3', 9], ['FWD-0', 12]] as const) await fillFromModal(page, key, kartal(i), touch);
    await poll(() => count(page)).toBe('6');

    // The base rule stays: the occupant of the target leaves the lineup. Now he is named, with 'Geri al'.
    if (touch) await touchDrag(page, '[data-slot="DEF-0"] .b-card', '[data-slot="DEF-1"] .b-card');
    else await mouseDrag(page, '[data-slot="DEF-0"] .b-card', '[data-slot="DEF-1"] .b-card');
    await poll(() => notice(page)).toBe(`${kartal(1)}, Stoper 1 yerine taşındı. ${kartal(2)} kadrodan çıktı.`);
    await poll(() => count(page)).toBe('5');
    const geriAl = page.getByRole('button', { name: 'Geri al', exact: true });
    if (touch) await geriAl.tap();
    else await geriAl.click();
    await poll(() => cardName(page, 'DEF-1').textContent()).toBe(kartal(2));
    await poll(() => cardName(page, 'DEF-0').textContent()).toBe(kartal(1));
    await poll(() => count(page)).toBe('6');
    await poll(() => notice(page)).toBe('Son değişiklik geri alındı.');

    // A formation without a fourth midfielder: nobody leaves; the left midfielder takes the free place of
    // his line nearest his (the left of the three), and 'Geri al' puts him back.
    await page.getByRole('button', { name: '4-3-3', exact: true }).click();
    await poll(() => notice(page)).toBe('Diziliş 4-3-3.');
    await poll(() => count(page)).toBe('6');
    await poll(() => cardName(page, 'MID-2').textContent()).toBe(kartal(9));
    await page.getByRole('button', { name: 'Geri al', exact: true }).click();
    await poll(() => page.locator('button[aria-pressed="true"]:text-is("4-4-2")').count()).toBe(1);
    await poll(() => cardName(page, 'MID-3').textContent()).toBe(kartal(9));

    // Every change is a step: the toolbar's undo and redo, and Ctrl+Z / Ctrl+Y.
    const undo = page.getByRole('button', { name: 'Son değişikliği geri al' });
    const redo = page.getByRole('button', { name: 'Yinele' });
    await redo.click();
    await poll(() => page.locator('button[aria-pressed="true"]:text-is("4-3-3")').count()).toBe(1);
    await undo.click();
    await poll(() => page.locator('button[aria-pressed="true"]:text-is("4-4-2")').count()).toBe(1);
    await slot(page, 'FWD-0').locator('.b-card-x').click();
    await poll(() => count(page)).toBe('5');
    await page.keyboard.press('Control+z');
    await poll(() => cardName(page, 'FWD-0').textContent()).toBe(kartal(12));
    await page.keyboard.press('Control+y');
    await poll(() => count(page)).toBe('5');
    await expect(cardsNamed(page, kartal(12))).toHaveCount(0);
    // All the way back to the empty pitch, and the redo button knows the way forward.
    for (let i = 0; i < 20 && (await undo.isEnabled()); i++) {
      await undo.click();
      await afterDrop(page);
    }
    await poll(() => count(page)).toBe('0');
    await expect(redo).toBeEnabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});

test.describe('a formation change keeps the eleven', () => {
  for (const [l, options, touch] of DEVICES) {
  test(`${l}: nine placed in 4-4-2 all stay on the 4-2-3-1 pitch; "Geri al" brings back the 4-4-2`, async () => {
    const { context, page, errors } = await open(options);
    await chooseKartal(page);
    const placed = [['GK-0', 0], ['DEF-0', 1], ['DEF-3', 4], ['MID-0', 8], ['MID-1', 6], ['MID-2', 19], ['MID-3', 9], ['FWD-0', 12], ['FWD-1', 21]] as const;
    for (const [key, i] of placed) await fillFromModal(page, key, kartal(i), touch);
    await poll(() => count(page)).toBe('9');

    const switchTo = page.getByRole('button', { name: '4-2-3-1', exact: true });
    if (touch) await switchTo.tap();
    else await switchTo.click();
    await poll(() => page.locator('button[aria-pressed="true"]:text-is("4-2-3-1")').count()).toBe(1);
    await poll(() => notice(page)).toBe('Diziliş 4-2-3-1.');
    await poll(() => count(page)).toBe('9');
    // Every one of the nine still has his card on the pitch, once.
    const onPitch = () => Promise.all(placed.map(([, i]) => page.getByTestId('builder-pitch').locator(`.b-card-name[data-name="${kartal(i)}"]`).count()));
    await poll(onPitch).toEqual(placed.map(() => 1));
    // Where 4-2-3-1 has the same position the player keeps it: the keeper, the full backs, the wide men, a striker.
    for (const [key, i] of [['GK-0', 0], ['DEF-0', 1], ['DEF-3', 4], ['ACM-0', 8], ['ACM-2', 9], ['FWD-0', 12]] as const) await poll(() => cardName(page, key).textContent()).toBe(kartal(i));

    const geriAl = page.getByRole('button', { name: 'Geri al', exact: true });
    if (touch) await geriAl.tap();
    else await geriAl.click();
    await poll(() => page.locator('button[aria-pressed="true"]:text-is("4-4-2")').count()).toBe(1);
    for (const [key, i] of placed) await poll(() => cardName(page, key).textContent()).toBe(kartal(i));
    await poll(() => count(page)).toBe('9');
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});

test.describe("a slot's picker and the pager", () => {
  for (const [l, options] of DEVICES) {
  test(`${l}: a goalkeeper slot offers goalkeepers first, players already placed last; the last page exists`, async () => {
    const { context, page, errors } = await open(options);
    await chooseKartal(page);
    // An outfielder placed first: he is Kartal's best player (overall 90 - i: player 0 is the keeper, so use 1).
    await fillFromModal(page, 'FWD-0', kartal(1), false);
    await slot(page, 'GK-0').locator('.b-slot-empty').click();
    const dialog = page.getByRole('dialog', { name: 'Oyuncu Seç' });
    const names = () => dialog.locator('.b-player-name').evaluateAll((els) => els.map((e) => e.textContent));
    const positions = () => dialog.locator('.b-player-pos').evaluateAll((els) => els.map((e) => e.textContent));
    // The club's squad: its two keepers (players 1 and 14 of 24), then the rest best first, the placed one last.
    await poll(async () => (await names()).slice(0, 2)).toEqual([kartal(0), kartal(13)]);
    await poll(async () => (await names()).at(-1)).toBe(kartal(1));
    // The whole pool: every keeper before anyone else (Kalabalık FK's 170 keepers fill pages 1-9).
    await dialog.getByRole('tab', { name: 'Tüm Oyuncular' }).click();
    await poll(async () => (await positions()).length).toBe(20);
    // (Shown in the Turkish codes: KL is the goalkeeper.)
    expect(new Set(await positions())).toEqual(new Set(['KL']));
    // 2,248 players: 113 pages, and the last one has its eight.
    await poll(() => dialog.getByText('Sayfa 1 / 113').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Son sayfa' }).click();
    await poll(() => dialog.getByText('Sayfa 113 / 113').isVisible()).toBe(true);
    await poll(async () => (await names()).length).toBe(8);
    // The placed striker comes last of all.
    expect((await names()).at(-1)).toBe(kartal(1));
    await expect(dialog.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});

test.describe('hand-over to the tactics board', () => {
  for (const [l, options, touch] of DEVICES) {
  test(`${l}: shirt numbers, the armband, the kit and the bench come along`, async () => {
    const { context, page, errors } = await open(options);
    await chooseKartal(page);
    for (const [key, i] of [['GK-0', 0], ['MID-0', 8], ['FWD-0', 12], ['SUB-0', 13], ['SUB-1', 14]] as const) await fillFromModal(page, key, kartal(i), touch);
    const dialog = page.getByRole('dialog', { name: 'Oyuncu Seç' });
    for (const [key, number, captain] of [['GK-0', '1', false], ['MID-0', '10', true], ['FWD-0', '53', false]] as const) {
      await slot(page, key).locator('.b-card').click();
      if (captain) await dialog.getByRole('button', { name: 'Kaptan yap' }).click();
      await dialog.getByRole('textbox', { name: /forma numarası/ }).fill(number);
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.getByRole('button', { name: 'Kapat' }).click();
    }
    await page.getByLabel('Kendi renklerim').check();
    await page.getByLabel('Forma', { exact: true }).fill('#1a237e');
    await page.getByRole('button', { name: 'Taktik tahtasına aktar' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/taktik');

    // The bench is listed beside the pitch.
    await poll(() => page.getByTestId('board-bench').textContent()).toBe(`Yedekler: ${kartal(13)}, ${kartal(14)}`);
    // Numbers and the armband: what the board says of each disc as the keyboard walks them.
    const canvas = page.getByTestId('board-canvas');
    await canvas.focus();
    const said: string[] = [];
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press(']');
      await poll(() => page.locator('#board-announcer').textContent()).toMatch(/^A takımı/);
      said.push((await page.locator('#board-announcer').textContent())!.split('.')[0]);
    }
    expect(said).toContain(`A takımı 1 numara, kaleci (${kartal(0)})`);
    expect(said).toContain(`A takımı 10 numara (${kartal(8)}), kaptan`);
    expect(said).toContain(`A takımı 53 numara (${kartal(12)})`);
    // The kit: the right midfielder's disc is drawn in the chosen navy, not the board's red (the keeper
    // wears the goalkeeper's colour).
    const { boardFromBuilder, parseBuilderLineup } = await import('@onbir/shared/board/builderImport');
    const { layoutFor, layoutForViewport } = await import('@onbir/shared/board/layout');
    const viewport = page.viewportSize()!;
    const kind = layoutForViewport(viewport.width, viewport.height);
    const { drawnBoard } = await import('@onbir/shared/board/drawnBoard');
    const layout = layoutFor(kind, 11);
    // Where the disc is drawn: the board keeps metres, the canvas is in the layout's pixels.
    const board = drawnBoard(boardFromBuilder(parseBuilderLineup(new URL(page.url()).searchParams.get('ilk11'))!, kind), layout);
    const midfielder = board.players[5];
    const r = layout.playerSize / 2;
    const navy = await canvas.evaluate(
      (el, { x, y, r, width }) => {
        const c = el as HTMLCanvasElement;
        const scale = c.width / width;
        const data = c.getContext('2d')!.getImageData(Math.round((x - r) * scale), Math.round((y - r) * scale), Math.round(2 * r * scale), Math.round(2 * r * scale)).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - 0x1a) < 30 && Math.abs(data[i + 1] - 0x23) < 30 && Math.abs(data[i + 2] - 0x7e) < 30) n++;
        return n / (data.length / 4);
      },
      { x: midfielder.x, y: midfielder.y, r, width: layout.width },
    );
    expect(navy, 'share of the disc in navy').toBeGreaterThan(0.3);
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});

test.describe('share links', () => {
  test('a full squad is a short link that opens in a fresh browser; a link of the previous version still opens', async () => {
    const { context, page } = await open(LAPTOP);
    await chooseKartal(page);
    const eleven = ['GK-0', 'DEF-0', 'DEF-1', 'DEF-2', 'DEF-3', 'MID-0', 'MID-1', 'MID-2', 'MID-3', 'FWD-0', 'FWD-1'];
    for (const [i, key] of [...eleven, 'SUB-0', 'SUB-1', 'SUB-2', 'SUB-3', 'SUB-4', 'SUB-5', 'SUB-6', 'SUB-7', 'SUB-8'].entries()) await fillFromModal(page, key, kartal(i), false);
    // The address follows each change a compression later: the link is taken once it holds all 20 places
    // (taken at the first '#s=', a loaded machine's link lacked the last substitute).
    await poll(() => placesInLink(page.url())).toBe(20);
    const link = page.url().slice(app.url.length);
    // Version 2 spelled out every name and image path: 2,920 characters for such a squad.
    expect(link.length).toBeLessThan(900);
    const fresh = await open(phone, link);
    await poll(() => cardName(fresh.page, 'FWD-1').textContent()).toBe(kartal(10));
    await poll(() => cardName(fresh.page, 'SUB-8').textContent()).toBe(kartal(19));
    await poll(() => fresh.page.getByText('Seçilen Takım: Kartal Spor').isVisible()).toBe(true);
    await fresh.context.close();

    const old = await open(phone, `/ilk11kur#k=${V2_FULL}`);
    await poll(() => cardName(old.page, 'GK-0').textContent()).toBe('F. Muslera');
    await expect(cardName(old.page, 'SUB-0').textContent()).resolves.toBe('K. Demirbay');
    await expect(old.page.locator('[data-slot="GK-0"] .b-card-captain')).toHaveCount(1);
    await old.context.close();
    await context.close();
  });

  for (const [l, hash] of [
    // Deflated spaces: ~1 kB of link per MB. Read without a cap, a 1 MB link is a gigabyte in the tab.
    ['a 12 kB link that inflates to 12 MB', () => `s=${toBase64Url(deflateRawSync(Buffer.alloc(12_000_000, 32), { level: 9 }))}`],
    ['a 270 kB link that inflates to 200 MB', () => `s=${toBase64Url(deflateRawSync(Buffer.alloc(200_000_000, 32), { level: 9 }))}`],
    // A previous-version link of 20,000 players: 400 kB of JSON.
    ['a previous-version link with 20,000 players', () => `k=${Buffer.from(JSON.stringify({ v: 2, f: '4-4-2', c: null, cc: null, p: Array(20_000).fill(['GK-0', 'a', 'b', '', 'GK', null, '']), b: [], k: null, n: [], t: '', h: '', o: 'gk-bottom', x: null })).toString('base64url')}`],
    ['a damaged link', () => 's=bm90LWRlZmxhdGU'],
  ] as const) {
  test(`${l}: "Bağlantı bozuk veya çok büyük." and the memory stays small`, async () => {
    const { context, page, errors } = await open(LAPTOP, `/ilk11kur#${hash()}`);
    await poll(() => notice(page)).toBe('Bağlantı bozuk veya çok büyük.');
    const cdp = await context.newCDPSession(page);
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    expect(usedSize).toBeLessThan(60_000_000);
    // The builder works on: an empty pitch, and the bad link is not written back over.
    await expect(count(page)).resolves.toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});
