import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phone } from '../harness';

/**
 * A first visit on a 390x844 phone as the issues define it: slow 4G (150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up), the browser cache off and the CPU slowed four times. One profile for every cold-load bench,
 * so their figures compare.
 */
export async function slowPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Opens `url` and answers when every selector matches at least its count of elements, in milliseconds
 * from the navigation's start (the page's own clock, at the animation frame that draws them). Watched
 * from inside the page, so the bench does not poll a main thread it is timing.
 */
export async function timeUntilShown(page: Page, url: string, wants: Array<[selector: string, count: number]>): Promise<number> {
  // A script as text: a function would reach the page with the helpers tsx wraps named functions in.
  await page.addInitScript({
    content: `{
      const wants = ${JSON.stringify(wants)};
      const observer = new MutationObserver(() => {
        if (!wants.every(([selector, count]) => document.querySelectorAll(selector).length >= count)) return;
        observer.disconnect();
        requestAnimationFrame(() => performance.mark('bench:shown'));
      });
      observer.observe(document, { childList: true, subtree: true });
    }`,
  });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('bench:shown').length > 0, null, { polling: 100, timeout: 60_000 });
  return page.evaluate(() => performance.getEntriesByName('bench:shown')[0].startTime);
}
