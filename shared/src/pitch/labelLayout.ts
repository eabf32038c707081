// Where the names on a pitch go and how each is written: one layout for every pitch that draws names
// (the board and everything drawn by its renderer, the match line-up). Each name hangs under its piece
// when it can, else above or beside it; it is written in the longest form that fits (nameForms.ts) and
// never lies over another name, a face, a number or the ball, nor outside the pitch. Pure: the caller
// measures text (a canvas in the browser).
import { ellipsisCuts, nameVariants, surnameOf, type Measure } from './nameForms';

/** A rectangle, px; y grows downwards. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Disc {
  x: number;
  y: number;
  r: number;
}

/** A piece with a name: its face (a disc) and any mark drawn beside it (a shirt number, a badge). */
export interface LabelPiece extends Disc {
  key: string;
  name: string;
  marks?: readonly Box[];
}

export interface LabelInput {
  /** Where labels may be drawn: the pitch as it is seen. */
  pitch: Box;
  pieces: readonly LabelPiece[];
  ball?: Disc | null;
  measure: Measure;
  /** The preferred and the smallest font size, px. */
  size: number;
  minSize: number;
  /** A label's padding each side and its height, in ems of its font size. */
  pad: number;
  lineHeight: number;
  /** Space kept between a label and its own face, and between two labels, px. */
  gap: number;
}

export interface PlacedLabel {
  key: string;
  text: string;
  size: number;
  box: Box;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function boxHitsDisc(b: Box, d: Disc): boolean {
  const cx = Math.max(b.x, Math.min(d.x, b.x + b.w));
  const cy = Math.max(b.y, Math.min(d.y, b.y + b.h));
  return Math.hypot(d.x - cx, d.y - cy) < d.r;
}

export const inside = (b: Box, pitch: Box) => b.x >= pitch.x && b.y >= pitch.y && b.x + b.w <= pitch.x + pitch.w && b.y + b.h <= pitch.y + pitch.h;

interface Form {
  /** Cut with "…". */
  cut: boolean;
  text: string;
  size: number;
  w: number;
  h: number;
}

/**
 * The forms a name may take, in the order tried: the whole name at its size and a little smaller, then
 * each shorter form (initials, the surname) from full size down to the smallest, then the shortest form
 * cut with "…" at the smallest size. A surname two players of the pitch share is never shown alone.
 */
function formsOf(name: string, shared: ReadonlySet<string>, o: LabelInput): Form[] {
  const alone = !shared.has(surnameOf(name));
  // Remembered per measure: a drag lays the same names out again every frame.
  let memo = remembered.get(o.measure);
  if (!memo) remembered.set(o.measure, (memo = new Map()));
  const key = `${alone}|${o.size}|${o.minSize}|${o.pad}|${o.lineHeight}|${name}`;
  let forms = memo.get(key);
  if (!forms) {
    forms = makeForms(name, alone, o);
    if (memo.size > 5000) memo.clear();
    memo.set(key, forms);
  }
  return forms;
}
const remembered = new WeakMap<Measure, Map<string, Form[]>>();

function makeForms(name: string, alone: boolean, o: LabelInput): Form[] {
  const half = (f: number) => Math.max(o.minSize, Math.round(o.size * f * 2) / 2);
  const whole = [...new Set([1, 0.92, 0.85].map(half))];
  const smaller = [...new Set([1, 0.92, 0.85, 0.78, 0.72, 0].map(half))];
  let variants = nameVariants(name);
  if (variants.length > 1 && !alone) variants = variants.slice(0, -1);
  const texts = variants.flatMap((text, i) => (i === 0 ? whole : smaller).map((size) => ({ text, size, cut: false })));
  texts.push(...ellipsisCuts(variants.at(-1)!).map((text) => ({ text, size: o.minSize, cut: true })));
  return texts.map((t) => ({ ...t, w: o.measure(t.text, t.size) + 2 * o.pad * t.size, h: o.lineHeight * t.size }));
}

/** How many of a piece's spots touch it. */
const NEAR = 8;

/** Where a `w` x `h` label may go round its piece, best first: under, over, then beside it, each moved inside the pitch. */
function spots(p: LabelPiece, w: number, h: number, o: LabelInput): Box[] {
  const below = p.y + p.r + o.gap;
  const above = p.y - p.r - o.gap - h;
  const raw = [
    { x: p.x - w / 2, y: below },
    { x: p.x - w / 2, y: above },
    { x: p.x + p.r + o.gap, y: p.y - h / 2 },
    { x: p.x - p.r - o.gap - w, y: p.y - h / 2 },
    // Under or over, slid along its line: a neighbour's name on one side only.
    { x: p.x - w / 4, y: below },
    { x: p.x - (3 * w) / 4, y: below },
    { x: p.x - w / 4, y: above },
    { x: p.x - (3 * w) / 4, y: above },
    // A line farther down or up (not NEAR): a row of names below.
    { x: p.x - w / 2, y: below + h + o.gap },
    { x: p.x - w / 2, y: above - h - o.gap },
  ];
  const { pitch } = o;
  return raw.map((b) => ({
    x: Math.min(pitch.x + pitch.w - w, Math.max(pitch.x, b.x)),
    y: Math.min(pitch.y + pitch.h - h, Math.max(pitch.y, b.y)),
    w,
    h,
  }));
}

/**
 * The width a label may take when every piece of its row shows its name under it: the way to the next
 * piece at about the same height, less the gap (each of two neighbours then has half of the way).
 */
function fairWidth(p: LabelPiece, pieces: readonly LabelPiece[], o: LabelInput): number {
  const band = p.r + o.size * o.lineHeight * 2;
  let room = Infinity;
  for (const n of pieces) if (n !== p && Math.abs(n.y - p.y) < band) room = Math.min(room, Math.abs(n.x - p.x) - o.gap);
  return room;
}

/** Every label of the pitch, in the order of `pieces`; a piece with an empty name has none. */
export function layoutLabels(o: LabelInput): PlacedLabel[] {
  const count = new Map<string, number>();
  for (const p of o.pieces) count.set(surnameOf(p.name), (count.get(surnameOf(p.name)) ?? 0) + 1);
  const shared = new Set([...count].filter(([, n]) => n > 1).map(([s]) => s));
  const discs: Disc[] = [...o.pieces.map((p) => ({ x: p.x, y: p.y, r: p.r })), ...(o.ball ? [o.ball] : [])];
  const marks = o.pieces.flatMap((p) => p.marks ?? []);
  // Placed labels, grown by half the gap each side: two labels keep the gap between them.
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  const freeAmong = (ds: readonly Disc[], bs: readonly Box[]) => (b: Box) => inside(b, o.pitch) && ds.every((d) => !boxHitsDisc(b, d)) && bs.every((m) => !overlaps(b, m));
  for (const p of o.pieces) {
    if (!p.name.trim()) continue;
    const forms = formsOf(p.name, shared, o);
    // Only what lies within reach of the spots next to the piece is checked there (a drag lays out every frame).
    const reach: Box = { x: p.x - p.r - o.gap - forms[0].w, y: p.y - p.r - 3 * (forms[0].h + o.gap), w: 2 * (p.r + o.gap + forms[0].w), h: 2 * (p.r + 3 * (forms[0].h + o.gap)) };
    const near = freeAmong(
      discs.filter((d) => boxHitsDisc(reach, d)),
      [...marks, ...taken].filter((b) => overlaps(reach, b)),
    );
    const free = freeAmong(discs, [...marks, ...taken]);
    const fair = fairWidth(p, o.pieces, o);
    const shortest = forms.findLast((f) => !f.cut)!.text;
    const surname = forms.filter((f) => !f.cut && f.text === shortest);
    const pick = (candidates: readonly Form[], fits: (f: Form) => boolean, close: boolean) => {
      for (const f of candidates) {
        if (!fits(f)) continue;
        const box = spots(p, f.w, f.h, o)
          .slice(0, close ? NEAR : undefined)
          .find(near);
        if (box) return { key: p.key, text: f.text, size: f.size, box };
      }
      return null;
    };
    // Whole words next to the piece in the row's fair share; else the surname next to it, then a cut
    // name next to it; then the surname, then a cut name, a line farther off.
    const label =
      pick(forms, (f) => !f.cut && f.w <= fair, true) ??
      pick(surname, () => true, true) ??
      pick(forms, (f) => f.cut && f.w <= fair, true) ??
      pick(surname, () => true, false) ??
      pick(forms, (f) => f.cut, false) ??
      farther(p, forms, o, free) ??
      crowded(p, forms.at(-1)!, o);
    placed.push(label);
    taken.push(grow(label.box, o.gap / 2));
  }
  return placed;
}

const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/**
 * No room next to the piece: the shortest forms a little farther off, on rings round the piece (up and
 * down first), nearest first.
 */
function farther(p: LabelPiece, forms: readonly Form[], o: LabelInput, free: (b: Box) => boolean): PlacedLabel | null {
  for (const f of forms.slice(-4)) {
    for (let ring = 1; ring <= 8; ring++) {
      const n = 8 * ring;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2;
        const cx = p.x + Math.sin(a) * (p.r + ring * f.h * 0.75 + f.w / 2);
        const cy = p.y + Math.cos(a) * (p.r + ring * f.h * 0.5 + f.h / 2);
        const box = {
          x: Math.min(o.pitch.x + o.pitch.w - f.w, Math.max(o.pitch.x, cx - f.w / 2)),
          y: Math.min(o.pitch.y + o.pitch.h - f.h, Math.max(o.pitch.y, cy - f.h / 2)),
          w: f.w,
          h: f.h,
        };
        if (free(box)) return { key: p.key, text: f.text, size: f.size, box };
      }
    }
  }
  return null;
}

/** No room anywhere round the piece: its shortest form under it, inside the pitch. */
function crowded(p: LabelPiece, f: Form, o: LabelInput): PlacedLabel {
  return { key: p.key, text: f.text, size: f.size, box: spots(p, f.w, f.h, o)[0] };
}
