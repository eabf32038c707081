import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phone } from '../harness';

/** Cold loads per page in a bench: a slow 4G profile on a shared machine scatters single runs by ~0.3 s. */
export const COLD_RUNS = 7;

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

/** A cold load's two times, in milliseconds from the navigation's start. */
export interface ColdTimes {
  /** The page has it drawn: the DOM holds it, or the board's canvas is painted; the frame showing it begins. */
  drawn: number;
  /**
   * A task queued from the next frame's callbacks runs: after that frame is painted, but also after any
   * work the page queued first (an upper bound of when it is on screen).
   */
  shown: number;
}

/**
 * Opens `url` and answers when what `watch` waits for is drawn and then on screen. `watch` is page
 * script run before the page's own, as text (a function would reach the page with the helpers tsx wraps
 * named functions in); it calls `done(drawnAt)` on seeing it. The answer comes back as a console message:
 * the bench runs no script of its own in the page (Playwright's injected helpers cost ~0.2 s of a
 * 4x-throttled main thread) until the page has answered.
 */
async function timeFromPage(page: Page, url: string, watch: string): Promise<ColdTimes> {
  await page.addInitScript({
    content: `{
      const done = (drawn) => requestAnimationFrame(() => setTimeout(() => console.debug('bench:done', drawn, performance.now())));
      ${watch}
    }`,
  });
  const answer = new Promise<ColdTimes>((resolve) =>
    page.on('console', (message) => {
      const [tag, drawn, shown] = message.text().split(' ');
      if (tag === 'bench:done') resolve({ drawn: Number(drawn), shown: Number(shown) });
    }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  return answer;
}

/** Until every selector matches at least its count of elements (drawn: the frame after the DOM change begins). */
export function timeUntilShown(page: Page, url: string, wants: Array<[selector: string, count: number]>): Promise<ColdTimes> {
  return timeFromPage(
    page,
    url,
    `const wants = ${JSON.stringify(wants)};
    const observer = new MutationObserver(() => {
      if (!wants.every(([selector, count]) => document.querySelectorAll(selector).length >= count)) return;
      observer.disconnect();
      requestAnimationFrame((frameStart) => done(frameStart));
    });
    observer.observe(document, { childList: true, subtree: true });`,
  );
}

/** Until the page's first User Timing measure called `name` (drawn: the measure's end, the board's first frame). */
export function timeUntilMeasured(page: Page, url: string, name: string): Promise<ColdTimes> {
  return timeFromPage(
    page,
    url,
    `new PerformanceObserver((list, observer) => {
      const first = list.getEntriesByName(${JSON.stringify(name)})[0];
      if (!first) return;
      observer.disconnect();
      done(first.startTime + first.duration);
    }).observe({ type: 'measure' });`,
  );
}
