import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Console lines, uncaught errors and failed requests of one page, as a developer reading a failure wants them. */
function recordPage(page: Page, lines: string[]) {
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
}

/**
 * Every browser test: Playwright's, with each page's console kept and attached to a failed test (beside its
 * trace and screenshots). Tests open their own contexts (several users, phones and laptops), so the browser's
 * contexts are followed as they are made.
 */
export const test = base.extend<{ pageConsoles: void }>({
  pageConsoles: [
    async ({ browser }, use, testInfo) => {
      const consoles: { page: Page; lines: string[] }[] = [];
      const follow = (context: BrowserContext) =>
        context.on('page', (page) => {
          const lines: string[] = [];
          consoles.push({ page, lines });
          recordPage(page, lines);
        });
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        follow(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [i, { page, lines }] of consoles.entries()) {
        await testInfo.attach(`page-${i + 1}-console`, { body: `${page.url()}\n${lines.join('\n')}\n`, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
