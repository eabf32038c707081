import type { Page } from 'playwright-core';
import { phone, startApp, type Browser } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { cardName, poll, slot } from './kit/builder';
import { canvasPixels } from './kit/board';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { layoutOf } from '../shared/src/board/model';

withServiceWorker();

// Both client-only tools after one visit, with the server gone and the phone offline: the pages open with
// their first screens, the builder with the clubs and squads already viewed and typed names, and a line
// saying the rest of the player list needs a connection.

const CLUBS: PoolClub[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Kulüp ${String(i + 1).padStart(2, '0')} SK`, primary: '#0055aa', players: 14 }));
/** The builder's name for a pool player (the ' (number)' suffix stripped). */
const keeper0 = poolPlayerName(CLUBS[0], 0).replace(/ \(\d+\)$/, '');
const OFFLINE_LINE = 'oyuncu listesinin geri kalanı için internet bağlantısı gerekiyor';

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** Until the service worker controls the page and has stored a file matching `file` and the page itself. */
async function cached(page: Page, file: RegExp, pagePath: string) {
  await page.waitForFunction(
    async ([source, key]) => {
      if (!navigator.serviceWorker.controller) return false;
      const urls = (await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()))).flat().map((r) => r.url);
      return urls.some((u) => new RegExp(source).test(u)) && urls.some((u) => u.endsWith(key));
    },
    [file.source, `/__page${pagePath}`],
    { polling: 200, timeout: 30_000 },
  );
}

test('/ilk11kur and /taktik open offline after one visit; the builder keeps what was viewed and says what needs the connection', async () => {
  const app = await startApp();
  await insertPool(app.server.ctx.db, CLUBS);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));

  // The visit: the builder, one club and its squad, then the board.
  await page.goto(`${app.url}/ilk11kur`);
  await cached(page, /BuilderPage-.*\.js$/, '/ilk11kur');
  await page.getByRole('button', { name: CLUBS[0].name }).tap();
  await page.getByText(`Seçilen Takım: ${CLUBS[0].name}`).waitFor();
  await slot(page, 'GK-0').locator('.b-slot-empty').tap();
  const dialog = page.getByRole('dialog', { name: 'Oyuncu Seç' });
  await dialog.getByRole('button', { name: new RegExp(`^${keeper0}`) }).waitFor();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await page.getByRole('button', { name: 'Takımı Değiştir' }).tap();
  await expect(page.getByText(OFFLINE_LINE)).toHaveCount(0);
  await page.goto(`${app.url}/taktik`);
  await cached(page, /TacticsBoardPage-.*\.js$/, '/taktik');

  // The network goes away for real: the server is shut down, and the phone is offline.
  await app.close();
  await context.setOffline(true);

  await page.goto(`${app.url}/ilk11kur`);
  await expect(page.locator('.b-slot')).toHaveCount(11);
  await page.getByText(OFFLINE_LINE).waitFor();
  // The popular clubs came with the page's HTML; the club viewed before opens with its squad.
  await expect(page.locator('.b-club')).toHaveCount(10);
  await page.getByRole('button', { name: CLUBS[0].name }).tap();
  await page.getByText(`Seçilen Takım: ${CLUBS[0].name}`).waitFor();
  await slot(page, 'GK-0').locator('.b-slot-empty').tap();
  await dialog.getByRole('button', { name: new RegExp(`^${keeper0}`) }).click();
  await poll(() => cardName(page, 'GK-0').textContent()).toBe(keeper0);
  // A typed name needs no server.
  await slot(page, 'FWD-0').locator('.b-slot-empty').tap();
  await dialog.getByRole('searchbox').fill('Mahalleden Kerem');
  await dialog.getByRole('button', { name: 'Manuel Ekle' }).click();
  await poll(() => cardName(page, 'FWD-0').textContent()).toBe('Mahalleden Kerem');

  // The board opens offline too, and a player can be moved.
  await page.goto(`${app.url}/taktik`);
  await page.getByTestId('board-canvas').waitFor();
  await expect(page.getByRole('heading', { name: 'Taktik Tahtası (4-4-2)' })).toBeVisible();
  const canvas = page.getByTestId('board-canvas');
  const before = await canvasPixels(canvas);
  const box = (await canvas.boundingBox())!;
  const board = drawnBoard(createBoard('mobile'));
  const keeper = board.players[0];
  const [x, y] = [box.x + (keeper.x / layoutOf(board).width) * box.width, box.y + (keeper.y / layoutOf(board).height) * box.height];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y - 60, { steps: 5 });
  await page.mouse.up();
  // The canvas repaints on the next animation frame after the drop.
  await expect.poll(() => canvasPixels(canvas)).not.toBe(before);
  await expect(page.getByRole('button', { name: 'Geri Al' })).toBeEnabled();
  expect(problems).toEqual([]);
  await context.close();
});
