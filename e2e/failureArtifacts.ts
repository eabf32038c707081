import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// What a failed browser test leaves behind, so a CI failure can be read without running it again: each open
// page's screenshot and console, and each context's Playwright trace (npx playwright show-trace <zip>).

export const ARTIFACTS_DIR = path.resolve(process.env.E2E_ARTIFACTS_DIR ?? 'test-results/browser');

const browsers = new Set<Browser>();
const consoles = new WeakMap<Page, string[]>();

function recordPage(page: Page) {
  const lines: string[] = [];
  consoles.set(page, lines);
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
}

/** Starts recording a context: its pages' consoles and a trace of DOM snapshots per action (no screencast: it costs CPU on every frame; the failure's own screenshot is taken at the end). */
export async function recordContext(context: BrowserContext): Promise<void> {
  context.on('page', recordPage);
  for (const page of context.pages()) recordPage(page);
  if (process.env.E2E_TRACE !== '0') await context.tracing.start({ snapshots: true });
}

export function recordBrowser(browser: Browser): void {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
}

const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 90);

/** Saves what every open context of every browser shows now; answers the folder. */
export async function keepFailure(file: string, testName: string): Promise<string> {
  const dir = path.join(ARTIFACTS_DIR, safe(path.basename(file)), safe(testName));
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const browser of browsers) {
    for (const context of browser.contexts()) {
      n += 1;
      await context.tracing.stop({ path: path.join(dir, `context-${n}-trace.zip`) }).catch(() => {});
      for (const [i, page] of context.pages().entries()) {
        const name = `context-${n}-page-${i + 1}`;
        await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, timeout: 10_000 }).catch(() => {});
        fs.writeFileSync(path.join(dir, `${name}-console.txt`), `${page.url()}\n${(consoles.get(page) ?? []).join('\n')}\n`);
      }
    }
  }
  return dir;
}
