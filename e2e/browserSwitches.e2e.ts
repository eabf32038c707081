import { OWN_DISABLED_FEATURES, type Browser } from './kit/harness';
import { expect, test } from './kit/test';

// The browser checked is the worker's, launched from playwright.config.ts: the one every test of the suite runs in.
test.describe('the suites’ Chromium', () => {
  let browser: Browser;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });

  test('runs with one --disable-features: Playwright’s features and ours', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const switches = (await page.locator('#command_line').innerText()).split(/\s+/);
    const disabled = switches.filter((s) => s.startsWith('--disable-features='));
    // Two would mean Playwright's own list changed (its switch was not the one the launch options replace).
    expect(disabled).toHaveLength(1);
    const features = disabled[0].slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'AvoidUnnecessaryBeforeUnloadCheckSync', ...OWN_DISABLED_FEATURES]));
    await context.close();
  });

  test('opens a window without the address bar’s WebUI renderers', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>onbir</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox'))).toEqual([]);
    expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
    await cdp.detach();
    await context.close();
  });
});
