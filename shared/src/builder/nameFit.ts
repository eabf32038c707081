// Names on the cards fit their card on every formation, at every size (screen, post, story, video): each
// label gets the width its neighbours leave it, and the name is set the way a designer would set it in
// that width: whole on one line, whole on two lines, a little smaller, then with given names cut to
// initials, then the surname alone (nameForms.ts). Pure: the caller measures text (a canvas in the browser).
import { isInitial, nameVariants, type Measure } from '../pitch/nameForms';

export interface FittedName {
  /** One or two lines, each shown whole. */
  lines: string[];
  size: number;
  /** Width of the widest line, px. */
  width: number;
}

/**
 * Every way to break `text` into two lines: at a space, or after a hyphen inside a word ('Oxlade-' /
 * 'Chamberlain'); never leaving an initial alone on a line.
 */
function breaks(text: string): string[][] {
  const out: string[][] = [];
  const words = text.split(' ');
  for (let i = 1; i < words.length; i++) {
    if (words.slice(0, i).every(isInitial) || words.slice(i).every(isInitial)) continue;
    out.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  }
  for (let at = text.indexOf('-'); at > 0; at = text.indexOf('-', at + 1)) {
    const a = text.slice(0, at + 1);
    const b = text.slice(at + 1);
    // Not inside initials ('J.-P.'), and not leaving nothing after.
    if (b && text[at - 1] !== '.') out.push([a, b]);
  }
  return out;
}

/** The narrowest two-line layout of `text` at `size`, or null when it cannot be broken. */
function twoLines(text: string, size: number, measure: Measure): { lines: string[]; width: number } | null {
  let best: { lines: string[]; width: number } | null = null;
  for (const lines of breaks(text)) {
    const width = Math.max(...lines.map((l) => measure(l, size)));
    if (!best || width < best.width) best = { lines, width };
  }
  return best;
}

export interface FitOptions {
  /** The preferred font size, px. */
  size: number;
  /** The smallest readable size, px. */
  minSize: number;
  /** The widest a two-line layout may be (less than `maxWidth` when a face lower down is beside the second line; 0: one line only). */
  twoLineWidth: number;
}

/** The layouts of one text at one size, each with the width it may have: one line, then (if allowed) the narrowest two. */
function layouts(text: string, size: number, measure: Measure, maxWidth: number, twoLineWidth: number): Array<FittedName & { room: number }> {
  const out = [{ lines: [text], size, width: measure(text, size), room: maxWidth }];
  const split = twoLineWidth > 0 ? twoLines(text, size, measure) : null;
  if (split) out.push({ ...split, size, room: Math.min(maxWidth, twoLineWidth) });
  return out;
}
const bare = ({ lines, size, width }: FittedName): FittedName => ({ lines, size, width });

/**
 * The name set to fit `maxWidth` px of text. Tried in order: the whole name at full size (one line, then
 * two), at 92% and 85%; then each shorter variant from full size down to `minSize`. When nothing fits,
 * the narrowest layout at `minSize` (the label then grows past its room: a single word too long to read
 * smaller).
 */
export function fitName(name: string, maxWidth: number, measure: Measure, opts: FitOptions): FittedName {
  const variants = nameVariants(name);
  const sizesFor = (first: boolean) => {
    const steps = first ? [1, 0.92, 0.85] : [1, 0.92, 0.85, 0.78, 0.72, 0];
    return [...new Set(steps.map((f) => Math.max(opts.minSize, Math.round(opts.size * f * 2) / 2)))];
  };
  for (const [i, text] of variants.entries()) {
    for (const size of sizesFor(i === 0)) {
      const fit = layouts(text, size, measure, maxWidth, opts.twoLineWidth).find((l) => l.width <= l.room);
      if (fit) return bare(fit);
    }
  }
  return bare(layouts(variants.at(-1)!, opts.minSize, measure, maxWidth, opts.twoLineWidth).reduce((a, b) => (b.width < a.width ? b : a)));
}

/** Where a card's face is centred on the pitch, px (screen coordinates: y grows downwards). */
export interface CardSpot {
  key: string;
  x: number;
  y: number;
}

export interface SpaceOptions {
  /** The pitch's size, px. */
  width: number;
  height: number;
  /** The face's diameter, and how far below it the name starts (under the position badge), px. */
  face: number;
  drop: number;
  /** A label's height on one line and on two, px. */
  oneLine: number;
  twoLines: number;
  /** Space kept between a label and anything else (another label, a face, the pitch's edge), px. */
  gap: number;
  /** No label wider than this, px. */
  max: number;
}

export interface LabelRoom {
  /** The widest the label may be on one line, px. */
  width: number;
  /** The widest it may be on two lines (a face lower down may be beside the second line only), px; 0 when a second line would leave the pitch. */
  twoLines: number;
}

/**
 * The room of each card's name, which hangs under its face: no wider than the pitch's edges allow, than
 * half the way to a card whose label is beside it, or than the way to a face that sits beside it lower
 * down; on one line when a second would reach such a face, or leave the pitch.
 */
export function labelSpace(cards: readonly CardSpot[], o: SpaceOptions): Record<string, LabelRoom> {
  const out: Record<string, LabelRoom> = {};
  const top = o.face / 2 + o.drop;
  for (const c of cards) {
    let half = Math.min(c.x, o.width - c.x) - o.gap;
    let twoHalf = c.y + top + o.twoLines <= o.height - o.gap ? half : 0;
    for (const n of cards) {
      if (n === c) continue;
      const dx = Math.abs(n.x - c.x);
      const below = n.y - c.y;
      // Both labels at about the same height: each has half the way.
      if (Math.abs(below) < o.twoLines + o.gap) {
        half = Math.min(half, (dx - o.gap) / 2);
        twoHalf = Math.min(twoHalf, half);
      }
      if (below <= 0) continue;
      // A face lower down, beside where this label hangs: the label stops short of it (beside its first
      // line: every layout; beside a second line only: two-line layouts).
      // (Above a face, a few pixels are enough: the label and the face's ring do not read as one.)
      const faceTop = below - o.face / 2;
      const clear = Math.min(o.gap, 4);
      const room = Math.max(0, dx - o.face / 2 - o.gap);
      if (faceTop < top + o.oneLine + clear) half = Math.min(half, room);
      if (faceTop < top + o.twoLines + clear) twoHalf = Math.min(twoHalf, room);
    }
    const px = (h: number) => Math.max(0, Math.min(o.max, Math.floor(h * 2)));
    out[c.key] = { width: px(half), twoLines: Math.min(px(half), px(twoHalf)) };
  }
  return out;
}
