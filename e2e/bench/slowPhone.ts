import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { phone } from '../kit/harness';

/** Cold loads per page in a bench (7; COLD_RUNS=n for a quick look): a slow 4G profile on a shared machine scatters single runs by ~0.3 s. */
export const COLD_RUNS = Number(process.env.COLD_RUNS ?? 7);

/**
 * A first visit on a 390x844 phone as the issues define it: slow 4G (150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up), the browser cache off and the CPU slowed four times. One profile for every cold-load bench,
 * so their figures compare. The DevTools session drives the page's input without a script in the page.
 */
export async function slowPhonePage(browser: Browser, locale?: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...phone, ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** A cold load's figures, in milliseconds from the navigation's start and bytes. */
export interface ColdLoad {
  /** The frame that first shows what `visible` waits for begins (the page's first paint of it). */
  visible: number;
  /** What the bench's repeated input (a drag, a tap) was first answered: the page is usable. */
  usable: number;
  /** The page's own scripts answer it (hydrated: every control works); the same as `usable` where the HTML's markup answers nothing by itself. */
  whole: number;
  /** JavaScript requested before the page was usable, and before it was whole, as sent (brotli). */
  jsBytes: number;
  wholeJsBytes: number;
}

/**
 * A first visit of `url`, timed from inside the page with no script of the bench in it: `watch` is page
 * script run before the page's own, as text; it calls `visible()` when the page shows what counts,
 * `usable()` when the page has answered the input and `whole()` when its own scripts have (a page whose
 * HTML answers nothing by itself calls both at once). Once visible, `act` is sent every 50 ms through the
 * DevTools protocol until the page says it is whole (so each figure is late by up to 50 ms). The answers
 * come back as console messages.
 */
export async function coldLoad(browser: Browser, url: string, watch: string, act: (cdp: CDPSession, page: Page) => Promise<void>): Promise<ColdLoad> {
  const { context, page, cdp } = await slowPhonePage(browser);
  try {
    await page.addInitScript({
      content: `{
        const said = new Set();
        const tell = (what) => { if (said.has(what)) return; said.add(what); const at = performance.now(); requestAnimationFrame((frame) => console.debug('bench:' + what, what === 'visible' ? frame : at)); };
        const visible = () => tell('visible');
        const usable = () => tell('usable');
        const whole = () => tell('whole');
        ${watch}
      }`,
    });
    const times: Partial<Record<'visible' | 'usable' | 'whole', number>> = {};
    const heard = (what: 'visible' | 'usable' | 'whole') =>
      new Promise<void>((resolve) =>
        page.on('console', (m) => {
          const [tag, at] = m.text().split(' ');
          if (tag !== `bench:${what}`) return;
          times[what] = Number(at);
          resolve();
        }),
      );
    const [visible, usable, whole] = [heard('visible'), heard('usable'), heard('whole')];
    await page.goto(url, { waitUntil: 'commit' });
    await visible;
    let done = false;
    void Promise.all([usable, whole]).then(() => (done = true));
    const deadline = Date.now() + 60_000;
    while (!done && Date.now() < deadline) {
      await act(cdp, page).catch(() => undefined);
      await Promise.race([whole, new Promise((r) => setTimeout(r, 50))]);
    }
    if (!done) throw new Error(`${url}: never usable`);
    const jsBefore = (before: number) =>
      page.evaluate(
        (t) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\.js(\?|$)/.test(e.name) && e.startTime < t)
            .reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
        before,
      );
    return { visible: times.visible!, usable: times.usable!, whole: times.whole!, jsBytes: await jsBefore(times.usable!), wholeJsBytes: await jsBefore(times.whole!) };
  } finally {
    await context.close();
  }
}

/** A mouse drag through the DevTools protocol, from one point of the viewport to another. */
export async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: from.x, y: from.y, button: 'left', buttons: 1, clickCount: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: (from.x + to.x) / 2, y: (from.y + to.y) / 2, button: 'left', buttons: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: to.x, y: to.y, button: 'left', buttons: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: to.x, y: to.y, button: 'left', buttons: 0, clickCount: 1 });
}

/** A click (press and release of the left button) through the DevTools protocol. */
export async function click(cdp: CDPSession, at: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: at.x, y: at.y, button: 'left', buttons: 1, clickCount: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: at.x, y: at.y, button: 'left', buttons: 0, clickCount: 1 });
}
