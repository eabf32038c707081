import { expect } from './test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { phone } from './harness';
import { seriousA11yViolations, sidewaysOverflow } from './axe';

// What every screen is checked for in either language (docs/i18n.md): nothing wider than a 320 px
// phone, no text out of its box (English words are longer), axe clean. Used by e2e/i18n.e2e.ts and the
// feature folders' English tests.

/** The narrowest phone the product is made for, in a browser set to `locale` (bypassCSP: axe is injected inline). */
export const narrow = (locale: string): BrowserContextOptions => ({ ...phone, viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 }, locale, bypassCSP: true });

/** Text boxes whose words do not fit them: a block's content wider than the block (longer English words). */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, p, li, dt, dd, span, input, select, th, td, .notice'))
      .filter((el) => {
        // Not laid out, or hidden for screen readers only (1 px, clipped).
        if (!el.offsetParent || el.clientWidth <= 1) return false;
        if (getComputedStyle(el).display === 'inline') return false;
        return el.scrollWidth > el.clientWidth + 1 && Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${el.textContent!.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`),
  );
}

/** The elements reaching past the phone's right edge (what makes the page scroll sideways), innermost first. */
function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > screen.width + 0.5)
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').trim().slice(0, 40)}" right ${Math.round(el.getBoundingClientRect().right)}`),
  );
}

/** The page as a phone user meets it: no sideways scroll, no text out of its box, axe clean. */
export async function fits(page: Page, where: string): Promise<void> {
  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  if (scrollWidth > screenWidth) expect(await pastTheEdge(page), `${where}: page wider than the phone`).toEqual([]);
  expect(scrollWidth, `${where}: page wider than the phone`).toBeLessThanOrEqual(screenWidth);
  expect(await overflowingText(page), `${where}: text out of its box`).toEqual([]);
  expect(await seriousA11yViolations(page), `${where}: axe`).toEqual([]);
}
