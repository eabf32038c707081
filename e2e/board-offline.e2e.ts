import { TEAM_COLOURS } from '../shared/src/board/model';
import { drag, heading, hex } from './kit/board';
import { expectDiscColour, openBoard, spotOf } from './kit/boardPlayers';
import { desktop, startApp, type Browser } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';

withServiceWorker();

/**
 * The board as an installed app: after one visit it opens and works with its server gone and the browser
 * offline. The test starts and stops its own server, so the file starts none of its own.
 */
const RED = hex(TEAM_COLOURS.red);

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test.describe('tactics board extras (desktop)', () => {
  test('loads and works offline after the first visit', async () => {
    // Its own server, so the network can really go away: the server is shut down, not just emulated offline.
    const own = await startApp();
    const b = await openBoard({ app: own, browser }, desktop, '/taktik', own);
    // Once the worker controls the page and the board's own chunk is in the cache.
    const cached = () =>
      b.page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const keys = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
        return keys.flat().some((r) => /TacticsBoardPage-.*\.js$/.test(r.url));
      });
    await expect.poll(cached, { timeout: 30_000, intervals: [100] }).toBe(true);
    await own.close();
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.getByTestId('board-canvas').waitFor();
    await expect(heading(b)).toHaveText('Taktik Tahtası (4-4-2)');
    const to = { x: 700, y: 600 };
    await drag(b, spotOf('desktop', 8), to);
    await expectDiscColour(b, to, RED);
    const manifest = await b.page.evaluate(async () => (await (await fetch('/manifest.webmanifest')).json()).start_url);
    expect(manifest).toBe('/taktik');
    await b.context.close();
  });
});
