import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { LAUNCH_OPTIONS } from './e2e/kit/chromium';

// The browser suite (npm run test:browser, after npm run build): docs/testing.md.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // A failed test's trace, screenshots and page consoles, one folder per test; .ci/run prints the path.
  outputDir: 'test-results/browser',
  timeout: 120_000,
  // A test that passes only on a second try is a failing test.
  retries: 0,
  // One worker a core: a test often waits (on its server, a match clock, an animation), yet a third worker on this
  // 2-core machine cost 15 % more CPU for 4 % less time (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  // The JSON report holds each test's start, duration and errors: where the suite's time goes (docs/testing.md), and
  // what .ci/run prints last about each failure (.ci/browser-failures.mjs). A second run names its own file.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/browser.json' }]],
  // The server's page renderer imports the built client (client/dist/server): it must run as built, since the
  // Content-Security-Policy hashes its inline scripts' exact text.
  build: { external: ['**/client/dist/**'] },
  // Reviewed pictures the screens are compared with (e2e/screens.e2e.ts); `npm run screens:update` draws them again.
  snapshotPathTemplate: '{testDir}/screens/{arg}{ext}',
  expect: {
    timeout: 10_000,
    // Pictures drawn on this machine's Chromium come out the same to the pixel; a word changed is hundreds of pixels.
    toHaveScreenshot: { maxDiffPixels: 50 },
    toMatchSnapshot: { maxDiffPixels: 50 },
  },
  use: {
    browserName: 'chromium',
    launchOptions: LAUNCH_OPTIONS,
    // A Turkish browser unless a test names another language: the product opens in the browser's language.
    locale: 'tr-TR',
    // A failed test's actions, network and console. DOM snapshots per action cost about a sixth of the suite's
    // CPU: with E2E_TRACE_SNAPSHOTS (.ci/run running the failed tests again) every test keeps a trace with them,
    // passing or not. No screencast (CPU on every frame); the failure's own screenshot is taken at the end.
    trace: process.env.E2E_TRACE_SNAPSHOTS
      ? { mode: 'on', snapshots: true, screenshots: false, sources: false }
      : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: { mode: 'only-on-failure', fullPage: true },
    // The app's service worker stores the app's files in each new context, about a quarter of a page's CPU, and a
    // test opens a new context for nearly every user: blocked, but in the files about what it does (offline use,
    // push, a first visit), which allow it (`withServiceWorker`, e2e/kit/test.ts).
    serviceWorkers: 'block',
  },
});
