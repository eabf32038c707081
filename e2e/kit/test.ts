import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Console lines, uncaught errors and failed requests of one page, as a developer reading a failure wants them. */
function recordPage(page: Page, lines: string[]) {
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
}

/**
 * The contexts a worker's browser holds open. Tests open their own (several users, phones and laptops) and a
 * worker runs file after file in one browser: a context left open keeps its pages running (animation frames,
 * sockets reconnecting to a server that has closed), and the later files pay for them in CPU. So a test's
 * contexts close when it ends, and those a file opened in its hooks when the next file starts.
 */
class ContextLedger {
  /** Told of each context made while a test runs (its pages' consoles are followed). */
  onMade: ((context: BrowserContext) => void) | null = null;
  private made: { context: BrowserContext; inTest: boolean; beforeTestEnd: number }[] = [];
  private testsEnded = 0;
  private file: string | null = null;
  private readonly newContext: Browser['newContext'];

  constructor(private readonly browser: Browser) {
    this.newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await this.newContext(options);
      this.made.push({ context, inTest: this.onMade !== null, beforeTestEnd: this.testsEnded });
      context.on('close', () => (this.made = this.made.filter((m) => m.context !== context)));
      this.onMade?.(context);
      return context;
    };
  }

  /** A test in a new file: what the previous file's hooks opened (before its last test ended) closes now. */
  async testStarts(file: string) {
    if (this.file !== null && this.file !== file) await this.close(this.made.filter((m) => m.beforeTestEnd < this.testsEnded));
    this.file = file;
  }

  async testEnded() {
    await this.close(this.made.filter((m) => m.inTest));
    this.testsEnded++;
  }

  restore() {
    this.browser.newContext = this.newContext;
  }

  private async close(entries: { context: BrowserContext }[]) {
    await Promise.all(entries.map(({ context }) => context.close().catch(() => undefined)));
  }
}

/**
 * Every browser test: Playwright's, with each page's console kept and attached to a failed test (beside its
 * trace and screenshots), and the contexts it opened closed when it ends (ContextLedger).
 */
export const test = base.extend<{ pageConsoles: void }, { contexts: ContextLedger }>({
  contexts: [
    async ({ browser }, use) => {
      const ledger = new ContextLedger(browser);
      await use(ledger);
      ledger.restore();
    },
    { scope: 'worker', auto: true },
  ],
  pageConsoles: [
    async ({ contexts }, use, testInfo) => {
      await contexts.testStarts(testInfo.file);
      const consoles: { page: Page; lines: string[] }[] = [];
      contexts.onMade = (context) =>
        context.on('page', (page) => {
          const lines: string[] = [];
          consoles.push({ page, lines });
          recordPage(page, lines);
        });
      await use();
      contexts.onMade = null;
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const [i, { page, lines }] of consoles.entries()) {
          await testInfo.attach(`page-${i + 1}-console`, { body: `${page.url()}\n${lines.join('\n')}\n`, contentType: 'text/plain' });
        }
      }
      await contexts.testEnded();
    },
    { auto: true },
  ],
});

export { expect };

/** In a file about what the app's service worker does (offline use, push, a first visit): the suite blocks it elsewhere. */
export const withServiceWorker = () => test.use({ serviceWorkers: 'allow' });
