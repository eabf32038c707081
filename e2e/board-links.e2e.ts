import { deflateRawSync } from 'node:zlib';
import { SAVED_V1 } from '../shared/src/board/fixtures/v1';
import { boardSuite, button, openBoardPage, type Suite } from './kit/board';
import { desktop } from './kit/harness';
import { LAUNCH_OPTIONS } from './kit/chromium';
import { expect, test } from './kit/test';

/**
 * Share links that cannot open: a damaged one, and one that inflates without end (issue 25, item 10:
 * a 389 kB link once took a tab to 1.8 GB). The page says so and stays usable; the copy of a link says
 * whether it reached the clipboard (issue 28).
 */
const suite = boardSuite();
const BROKEN = 'Bağlantı bozuk veya çok büyük.';

/**
 * A link of a first-version board whose ball trail is 64 MB of zeros: deflated it is about 64 kB (a
 * link that fits a chat message), inflated and parsed it is a quarter of a billion numbers.
 */
function inflatingLink(): string {
  const head = JSON.stringify({ ...SAVED_V1.board, m: 11, p: SAVED_V1.board.p.slice(0, 11), b: [6500, 4200, [] as number[]] }).replace('[6500,4200,[]]', '[6500,4200,[');
  const zeros = Buffer.alloc(64 * 1024 * 1024, '0,');
  return deflateRawSync(Buffer.concat([Buffer.from(head), zeros, Buffer.from('0]]}')]), { level: 9 }).toString('base64url');
}

test.describe('a share link that cannot be opened', () => {
  // Its own browser whose tabs may use no more than 256 MB of JavaScript heap: a link that inflated
  // without a limit crashes the tab instead of taking the machine's memory.
  const capped = {} as Pick<Suite, 'browser'>;
  test.beforeAll(async ({ playwright }) => {
    capped.browser = await playwright.chromium.launch({ ...LAUNCH_OPTIONS, args: [...(LAUNCH_OPTIONS.args ?? []), '--js-flags=--max-old-space-size=256'] });
  });
  test.afterAll(() => capped.browser?.close());

  test('a link that inflates to gigabytes says “Bağlantı bozuk veya çok büyük.” and leaves a working board', async () => {
    const link = inflatingLink();
    expect(link.length).toBeLessThan(200_000);
    // Turkish named here, as the browser is not the config's: the board opens in the browser's language.
    const b = await openBoardPage({ ...suite, browser: capped.browser }, { ...desktop, locale: 'tr-TR' }, `/taktik#tahta=${link}`);
    let crashed = false;
    b.page.on('crash', () => (crashed = true));
    await b.page.getByRole('alert').filter({ hasText: BROKEN }).waitFor({ timeout: 20_000 });
    expect(crashed).toBe(false);
    // The board is the fresh one, and it works.
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText('Taktik Tahtası (4-4-2)');
    await button(b, '22 Oyuncu').click();
    await expect(b.page.getByText('11v11 · 22 oyuncu')).toBeVisible();
    const heap = await b.page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    expect(heap).toBeLessThan(128 * 1024 * 1024);
    await b.context.close();
  });

  test('a damaged link says the same, and a saved board that cannot be read says so when it is loaded', async () => {
    const b = await openBoardPage(suite, desktop, '/taktik#tahta=bu-bir-tahta-degil');
    await b.page.getByRole('alert').filter({ hasText: BROKEN }).waitFor();
    await b.page.getByRole('button', { name: 'Mesajı kapat' }).click();
    await expect(b.page.getByText(BROKEN)).toHaveCount(0);
    await b.page.evaluate(() => localStorage.setItem('onbir:taktik:kayitlar', JSON.stringify([{ name: 'Bozuk', savedAt: 1, board: { v: 2, p: 'x' } }])));
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Bozuk tahtasını yükle' }).click();
    await b.page.getByRole('alert').filter({ hasText: 'Kayıtlı tahta açılamadı' }).waitFor();
    await b.context.close();
  });
});

test.describe('copying a share link', () => {
  test('says the link was copied only when it was, and shows it to copy by hand when it was not', async () => {
    const refused = await openBoardPage(suite, desktop, '/taktik', suite.app, () => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('izin yok', 'NotAllowedError')) } });
    });
    await button(refused, 'Paylaşım Bağlantısı').click();
    await refused.page.getByText('Bağlantı panoya kopyalanamadı').waitFor();
    await expect(refused.page.getByText('Bağlantı panoya kopyalandı')).toHaveCount(0);
    await expect(refused.page.getByLabel('Paylaşım bağlantısı')).toHaveValue(/\/taktik#tahta=/);
    await refused.context.close();

    const allowed = await openBoardPage(suite, desktop);
    await allowed.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
    await button(allowed, 'Paylaşım Bağlantısı').click();
    await allowed.page.getByText('Bağlantı panoya kopyalandı.').waitFor();
    const link = await allowed.page.getByLabel('Paylaşım bağlantısı').inputValue();
    expect(await allowed.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await allowed.context.close();
  });
});
