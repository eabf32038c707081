import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is now and returns the serious and
 * critical violations, each with the selectors of the nodes that fail, so a failing test names them.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Once a document: a page checked again (resized, a dialog opened) keeps the script it was given.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    // Only the violations are read: axe then keeps one node of the other results, not each (less CPU on large pages).
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Horizontal overflow as a phone user meets it: the page's width against the device's, not the zoomed-out viewport. */
export function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; screenWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, screenWidth: screen.width }));
}
