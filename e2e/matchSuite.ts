import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startApp, type Browser, type E2eApp } from './harness';

/**
 * A match browser test file's app and browser (started in beforeAll with `env`, closed in afterAll) and
 * its screenshots, kept in a temporary folder for a human look (never compared by the test).
 */
export function matchSuite(shotsFolder: string, env: Record<string, string>) {
  const shots = path.join(os.tmpdir(), shotsFolder);
  fs.mkdirSync(shots, { recursive: true });
  const suite = {
    app: null as unknown as E2eApp,
    browser: null as unknown as Browser,
    shot: (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true }),
  };
  beforeAll(async () => {
    suite.app = await startApp(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}
