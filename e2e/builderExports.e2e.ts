import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { BUILDER_FORMATION_NAMES } from '@onbir/shared/builder/formations';
import { nameVariants } from '@onbir/shared/pitch/nameForms';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { longestNames, shippedName, squadLink } from './kit/builderPool';
import { proxyOptionsFor } from './kit/imageHost';
import { nameFaults, pngSize, poll, readPitch, takePosters, watchPosters, type CardsLayout } from './kit/builder';

// The exports of the shipped pool's hardest names: every formation filled with the longest names that
// can play each slot (25 characters: 'L. Vennegoor of Hesselink', 'J. Ritmeester van de Kamp'), nine more on
// the bench, a captain and numbers. Each name must come out whole, read from the boxes of the text as
// drawn in the poster being captured (not by eye). No image leaves the machine: the CDNs are unknown.
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({ SEED_POOL: 'true' }, { imageProxyTest: proxyOptionsFor(() => undefined) });
});
test.afterAll(async () => {
  await app?.close();
});

async function linkFor(formation: string) {
  const places = longestNames(formation, 11, 9);
  const ids = Object.values(places);
  // The captain is the attacking midfielder in a 4-2-3-1 (his mark once sat on 'CAM').
  const link = await squadLink(formation, places, { captain: ids[8], numbers: { [ids[0]]: 1, [ids[8]]: 10, [ids[11]]: 99 }, title: "Derbi 11'i", coach: 'Okan Buruk' });
  return { link, keeper: shippedName(places['GK-0']) };
}

async function openLink(options: BrowserContextOptions, { link, keeper }: { link: string; keeper: string }) {
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.url + link);
  // The link names pool players by id: the page asks the server for their names.
  await poll(() => page.locator(`[data-slot="GK-0"] .b-card-name[data-name="${keeper}"]`).count()).toBe(1);
  await watchPosters(page);
  return { context, page, errors };
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), png: await readFile((await file.path())!) };
}

const expectWhole = (layout: CardsLayout, label: string, cards = 11) => {
  expect(layout.cards.length, label).toBeGreaterThanOrEqual(cards);
  expect(nameFaults(layout, nameVariants), label).toEqual([]);
};

test.describe('names on the exported images', () => {
  for (const [label, options] of [
    ['390x844 phone', phone],
    ['1366x768 laptop', LAPTOP],
  ] as const) {
  test(`${label}: a 4-2-3-1 of the longest names shows every name whole on the pitch, the post and the story; the standard PNG is full size`, async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await openLink(options, await linkFor('4-2-3-1'));
    expectWhole(await readPitch(page), `${label} screen`);
    expectWhole(await readPitch(page, '[data-testid="builder-bench"]'), `${label} bench`, 9);

    const post = await download(page, 'Gönderi (1080x1350)');
    expect(pngSize(post.png)).toEqual({ width: 1080, height: 1350 });
    const story = await download(page, 'Hikâye / durum (1080x1920)');
    expect(pngSize(story.png)).toEqual({ width: 1080, height: 1920 });
    const [postLayout, storyLayout] = await takePosters(page);
    expectWhole(postLayout, `${label} post`);
    expectWhole(storyLayout, `${label} story`);
    // Twenty cards on each poster: the eleven and the nine substitutes, every name drawn inside the image.
    for (const layout of [postLayout, storyLayout]) {
      expect(layout.cards).toHaveLength(20);
      for (const c of layout.cards) for (const t of c.text_) expect(t.y + t.h, c.name).toBeLessThan(1920);
    }
    // The captain's mark beside his name, not on his 'CAM' badge.
    const cam = postLayout.cards.find((c) => c.badges.length === 3)!;
    expect(cam.badges.some((b) => b.y > cam.label.y - 1 && b.x >= cam.label.x)).toBe(true);

    // 'PNG İndir': at least 1080 px on the short side (it was 299x440 on a phone).
    const standard = await download(page, 'PNG İndir');
    const size = pngSize(standard.png);
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1079);
    expect(Math.abs(size.height / size.width - 100 / 68)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
  }

  test('every formation: every name whole on the screen and the post', async () => {
    test.setTimeout(300_000);
    for (const formation of BUILDER_FORMATION_NAMES) {
      const { context, page } = await openLink(LAPTOP, await linkFor(formation));
      expectWhole(await readPitch(page), `${formation} screen`);
      await download(page, 'Gönderi (1080x1350)');
      const [layout] = await takePosters(page);
      expectWhole(layout, `${formation} post`);
      await context.close();
    }
  });
});
