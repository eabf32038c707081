import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, on texts placed where tests live: a fixed sleep fails the lint.
const eslint = new ESLint({ cwd: process.cwd() });
const sleepsIn = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
};

describe('no fixed sleeps in tests', () => {
  it('refuses waitForTimeout and a promise resolved by a timer, in browser, API and unit tests', async () => {
    const page = `import type { Page } from 'playwright-core';\nexport async function f(page: Page) {\n  await page.waitForTimeout(500);\n}\n`;
    const timer = `export async function f() {\n  await new Promise((r) => setTimeout(r, 100));\n}\n`;
    expect(await sleepsIn(page, 'e2e/sample.e2e.ts')).toBe(1);
    expect(await sleepsIn(timer, 'server/src/sample.test.ts')).toBe(1);
    expect(await sleepsIn(timer, 'shared/src/sample.test.ts')).toBe(1);
  });

  it('allows a deadline raced against the awaited thing, a yield to the next task, and a sleep said to measure real time', async () => {
    const deadline = `export const f = (p: Promise<number>) => Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), 4000))]);\n`;
    const task = `export const next = () => new Promise((r) => setTimeout(r));\nexport const zero = () => new Promise((r) => setTimeout(r, 0));\n`;
    const allowed = `export async function f() {\n  // eslint-disable-next-line no-restricted-syntax -- measures real time\n  await new Promise((r) => setTimeout(r, 100));\n}\n`;
    expect(await sleepsIn(deadline, 'server/src/sample.test.ts')).toBe(0);
    expect(await sleepsIn(task, 'client/src/sample.test.ts')).toBe(0);
    expect(await sleepsIn(allowed, 'e2e/sample.e2e.ts')).toBe(0);
  });

  it('leaves product code and benches alone', async () => {
    const timer = `export async function f() {\n  await new Promise((r) => setTimeout(r, 100));\n}\n`;
    expect(await sleepsIn(timer, 'server/src/sample.ts')).toBe(0);
    expect(await sleepsIn(timer, 'e2e/bench/sample.bench.ts')).toBe(0);
  });
});
