import { expect } from './test';
import type { Page } from 'playwright-core';

// Helpers of the builder's browser tests (e2e/builder.e2e.ts, e2e/builderSquad.e2e.ts).

// The machine these tests run on is shared and often loaded: give the UI time.
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, intervals: [50] });
export const slot = (page: Page, key: string) => page.locator(`[data-slot="${key}"]`);
/** The full name on a place's card (the label may show it shortened to fit: its data-name is the whole name). */
export const cardName = (page: Page, key: string) => {
  const label = slot(page, key).locator('.b-card-name');
  return { textContent: async () => (await label.getAttribute('data-name')) ?? (await label.textContent()), locator: label };
};
/** Cards showing this player, by full name. */
export const cardsNamed = (page: Page, name: string) => page.locator(`.b-card-name[data-name="${name}"]`);
/** Opens a slot's modal by a click (desktop) or a tap (phone) and picks the player named. */
export async function fillFromModal(page: Page, key: string, name: string, touch: boolean) {
  const target = slot(page, key).locator('.b-slot-empty');
  if (touch) await target.tap();
  else await target.click();
  const dialog = page.getByRole('dialog', { name: 'Oyuncu Seç' });
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await poll(() => cardName(page, key).textContent()).toBe(name);
}


/** A PNG's width and height from its IHDR chunk. */
export function pngSize(buf: Buffer) {
  expect(buf.subarray(1, 4).toString()).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Where, in the PNG, the upper part of an image element is (above a badge's initials), per the pitch's scale. */
export async function samplePoint(page: Page, selector: string, scale: number) {
  const [pitch, el] = await Promise.all([page.getByTestId('builder-pitch').boundingBox(), page.locator(selector).first().boundingBox()]);
  return [Math.round((el!.x - pitch!.x + el!.width * 0.5) * scale), Math.round((el!.y - pitch!.y + el!.height * 0.22) * scale)];
}

export async function pixels(page: Page, png: Buffer, points: number[][]): Promise<number[][]> {
  return page.evaluate(
    async ({ b64, points }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3)));
    },
    { b64: png.toString('base64'), points },
  );
}

export const near = (rgb: number[], want: number[]) => rgb.every((v, i) => Math.abs(v - want[i]) < 40);

/** The pitch in the middle of the window: a drag near the window's edge would scroll the page. */
export async function centrePitch(page: Page, selector = '[data-testid="builder-pitch"]') {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

/** A finger drag through the DevTools protocol: touch start, a held moment, moves, touch end. */
export async function touchDrag(page: Page, fromSel: string, toSel: string, centre?: string) {
  await centrePitch(page, centre);
  // A finger does not start a drag within a few ms of its last tap (nor does Chromium's gesture
  // detector take a touch that close to a tap as a new gesture).
  // eslint-disable-next-line no-restricted-syntax -- the input itself: a finger's pause before a new gesture
  await page.waitForTimeout(400);
  const cdp = await page.context().newCDPSession(page);
  const a = (await page.locator(fromSel).boundingBox())!;
  const b = (await page.locator(toSel).boundingBox())!;
  const from = { x: a.x + a.width / 2, y: a.y + a.height / 3 };
  const to = { x: b.x + b.width / 2, y: b.y + b.height / 3 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  // eslint-disable-next-line no-restricted-syntax -- the input itself: the finger held down before it moves
  await page.waitForTimeout(100);
  for (let i = 1; i <= 12; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    // eslint-disable-next-line no-restricted-syntax -- the input itself: one move a frame, as a finger sends them
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // Chromium's gesture detector does not turn a touch that follows a drag within a few hundred ms
  // into a click (measured: 120 ms fails most of the time, 400 ms never): a finger's next tap comes later.
  // eslint-disable-next-line no-restricted-syntax -- the input itself: the pause before the finger's next tap
  await page.waitForTimeout(500);
}

/** dnd-kit swallows clicks for 50 ms after a drop (so the drop is not also a click): a user's next tap comes later. */
// eslint-disable-next-line no-restricted-syntax -- the input itself: the pause before a user's next tap
export const afterDrop = (page: Page) => page.waitForTimeout(120);

export async function mouseDrag(page: Page, fromSel: string, toSel: string, centre?: string) {
  await centrePitch(page, centre);
  const a = (await page.locator(fromSel).boundingBox())!;
  const b = (await page.locator(toSel).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 3);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 3 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 3, { steps: 12 });
  await page.mouse.up();
  await afterDrop(page);
}


/** Presses Tab (at most 120 times) until the focused element's accessible label starts with `label`. */
export async function tabTo(page: Page, label: string | RegExp): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const now = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (typeof label === 'string' ? now.startsWith(label) : label.test(now)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${label}`);
}

/** A box in px, relative to the poster (or page) it was read from. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** What a rendered pitch shows of one card's name: the full name, the text set, and where each part is drawn. */
export interface NameLayout {
  name: string;
  text: string;
  label: Box;
  text_: Box[];
  clipped: boolean;
  face: Box;
  badges: Box[];
  inPitch: boolean;
}
export interface CardsLayout {
  area: Box;
  cards: NameLayout[];
}

/** Reads the cards of a rendered pitch or poster: every label's box and its text's boxes, faces and badges. */
export function readCards(root: Element): CardsLayout {
  const origin = root.getBoundingClientRect();
  const box = (r: DOMRect) => ({ x: r.x - origin.x, y: r.y - origin.y, w: r.width, h: r.height });
  const cards = Array.from(root.querySelectorAll('.b-card')).flatMap((card) => {
    const label = card.querySelector('.b-card-name') as HTMLElement | null;
    // (Builds before the names were fitted had no inner text element: the label itself.)
    const text = (card.querySelector('.b-card-text') ?? label) as HTMLElement | null;
    if (!label || !text) return [];
    const range = document.createRange();
    range.selectNodeContents(text);
    return [
      {
        name: label.dataset.name ?? '',
        // Lines joined as the name reads: a line broken after a hyphen goes on without a space.
        text: Array.from(text.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .reduce((all, line) => (all === '' ? line : all.endsWith('-') ? all + line : `${all} ${line}`), ''),
        label: box(label.getBoundingClientRect()),
        text_: Array.from(range.getClientRects()).map(box),
        clipped: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        face: box(card.querySelector('.b-card-face')!.getBoundingClientRect()),
        badges: Array.from(card.querySelectorAll('.b-card-pos, .b-card-num, .b-card-captain')).map((b) => box(b.getBoundingClientRect())),
        inPitch: !!card.closest('.b-pitch'),
      },
    ];
  });
  const pitch = root.querySelector('.b-pitch') ?? root;
  return { area: box(pitch.getBoundingClientRect()), cards };
}

/**
 * Before an export: every poster the page mounts is read (readCards) as soon as it is in the document,
 * while it is being captured. `takePosters` hands them over.
 */
export async function watchPosters(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    var __name = (f) => f;
    const readCards = ${readCards.toString()};
    window.__posters = [];
    const seen = new WeakSet();
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) {
        if (!(n instanceof HTMLElement)) continue;
        const poster = n.matches('.b-poster') ? n : n.querySelector('.b-poster');
        if (poster && !seen.has(poster)) {
          seen.add(poster);
          window.__posters.push(readCards(poster));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
}
export const takePosters = (page: Page) => page.evaluate(() => (window as unknown as { __posters: CardsLayout[] }).__posters.splice(0));
/** The on-screen pitch's cards (its bench is another element). */
export const readPitch = (page: Page, selector = '[data-testid="builder-pitch"]') =>
  page.evaluate(`(() => { var __name = (f) => f; return (${readCards.toString()})(document.querySelector('${selector}')); })()`) as Promise<CardsLayout>;

const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

/**
 * Every way a name can be lost, as a list of faults (empty: every name is whole and readable): the text
 * is not the name or a short form keeping the surname, the label clips its text, a text box leaves its
 * label or the pitch, two labels touch, a label runs over another card's face, a badge covers text.
 */
export function nameFaults(layout: CardsLayout, variants: (name: string) => string[]): string[] {
  const faults: string[] = [];
  const { cards, area } = layout;
  for (const c of cards) {
    if (!variants(c.name).includes(c.text)) faults.push(`${c.name}: shown as '${c.text}'`);
    if (c.clipped) faults.push(`${c.name}: label clips its text`);
    for (const t of c.text_) if (!inside(t, c.label)) faults.push(`${c.name}: text outside its label`);
    if (c.inPitch && !inside(c.label, area)) faults.push(`${c.name}: label leaves the pitch`);
    for (const o of cards) {
      if (o === c) continue;
      if (o.name < c.name && overlap(c.label, o.label)) faults.push(`${c.name} and ${o.name}: labels overlap`);
      if (overlap(c.label, o.face)) faults.push(`${c.name}: label over ${o.name}'s face`);
    }
    for (const o of cards) for (const b of o.badges) for (const t of c.text_) if (overlap(b, t)) faults.push(`${c.name}: a badge of ${o.name} covers the text`);
  }
  return faults;
}
