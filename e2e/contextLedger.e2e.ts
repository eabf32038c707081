import type { BrowserContext } from '@playwright/test';
import { expect, test } from './kit/test';

// The suite's own hygiene (kit/test.ts): a context a test opens and leaves open is closed when the test ends,
// so its pages stop costing the worker's later files CPU. The tests of a file run in order in one worker.
let leftOpen: BrowserContext | null = null;
let closed = false;

test('a test that leaves its context and page open', async ({ browser }) => {
  leftOpen = await browser.newContext();
  leftOpen.on('close', () => (closed = true));
  const page = await leftOpen.newPage();
  await page.setContent('<p>left open</p>');
  expect(browser.contexts()).toContain(leftOpen);
});

test('the next test finds that context closed', async ({ browser }) => {
  expect(leftOpen).not.toBeNull();
  expect(closed).toBe(true);
  expect(browser.contexts()).not.toContain(leftOpen);
});
