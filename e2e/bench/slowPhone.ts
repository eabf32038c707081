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
