import { layoutOfPage, type BoardPage } from './board';

// What the renderer drew, read from its canvas calls rather than its pixels: a text's box and a player's disc
// are exact there, where pixels blend a name into the disc and the grass under it.

/** A text drawn on the board (measured where it was drawn), in the canvas's device pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * An init script that records every text drawn onto the board's canvas or a canvas of its size (the
 * cached background, where labels are drawn), or into a sprite copied onto the board: what, where, how
 * wide and high, centred as the board draws them; and every player sprite copied onto the board
 * (`drawnDiscs`). Read back with `drawnTexts`. The board's canvas is the one of test id `canvasId`
 * (`context.addInitScript(recordTexts, 'live-canvas')` on a presenter's viewer).
 */
export function recordTexts(canvasId = 'board-canvas') {
  const w = window as unknown as { __texts: DrawnText[]; __discs: Array<{ x: number; y: number; r: number }> };
  w.__texts = [];
  w.__discs = [];
  // Texts drawn into a smaller canvas (a player's sprite), in its pixels: recorded where the sprite is copied.
  const inSprite = new WeakMap<HTMLCanvasElement | OffscreenCanvas, DrawnText[]>();
  const boardCanvas = () => document.querySelector<HTMLCanvasElement>(`[data-testid="${canvasId}"]`);
  const clear = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...a: [number, number, number, number]) {
    inSprite.delete(this.canvas);
    return clear.apply(this, a);
  };
  const copy = CanvasRenderingContext2D.prototype.drawImage as (this: CanvasRenderingContext2D, ...a: unknown[]) => void;
  CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...a: unknown[]) {
    const board = boardCanvas();
    const img = a[0] as HTMLCanvasElement;
    // A player's sprite: a small canvas copied with a size onto the board; his disc is an eighth of its side.
    if (board && this.canvas === board && img instanceof HTMLCanvasElement && img.width !== board.width && a.length === 5) {
      const [dx, dy, dw] = a.slice(1) as number[];
      const t = this.getTransform();
      const at = (x: number, y: number) => ({ x: t.a * x + t.c * y + t.e, y: t.b * x + t.d * y + t.f });
      const cx = dx + dw / 2;
      const cy = dy + dw / 2;
      w.__discs.push({ ...at(cx, cy), r: (dw / 8) * Math.hypot(t.a, t.b) });
      const k = dw / img.width;
      for (const text of inSprite.get(img) ?? []) {
        const p = at(dx + text.x * k, dy + text.y * k);
        w.__texts.push({ text: text.text, x: p.x, y: p.y, w: text.w * k * Math.hypot(t.a, t.b), h: text.h * k * Math.hypot(t.c, t.d) });
      }
    }
    return copy.apply(this, a);
  } as typeof CanvasRenderingContext2D.prototype.drawImage;
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const board = boardCanvas();
    const t = this.getTransform();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
    const drawn = { text: String(text), x: t.a * x + t.c * y + t.e, y: t.b * x + t.d * y + t.f, w: this.measureText(text).width * Math.hypot(t.a, t.b), h: size * Math.hypot(t.c, t.d) };
    if (board && this.canvas.width === board.width && this.canvas.height === board.height) w.__texts.push(drawn);
    else if (board && this.canvas !== board) inSprite.set(this.canvas, [...(inSprite.get(this.canvas) ?? []), drawn]);
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
  };
}

/** Texts drawn since the last call matching `match`, as boxes in layout pixels (`dpr`: canvas pixels per layout pixel). */
export async function drawnTexts(b: BoardPage, match: RegExp): Promise<Array<{ text: string; x0: number; x1: number; y0: number; y1: number }>> {
  const all = await b.page.evaluate((id) => {
    const w = window as unknown as { __texts: DrawnText[] };
    const out = w.__texts;
    w.__texts = [];
    return { out, width: document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`)!.width };
  }, b.canvas ?? 'board-canvas');
  const k = all.width / layoutOfPage(b).width;
  return all.out
    .filter((t) => match.test(t.text))
    .map((t) => ({ text: t.text, x0: (t.x - t.w / 2) / k, x1: (t.x + t.w / 2) / k, y0: (t.y - t.h / 2) / k, y1: (t.y + t.h / 2) / k }));
}

/** The player discs copied onto the board since the last call, in layout pixels. */
export async function drawnDiscs(b: BoardPage): Promise<Array<{ x: number; y: number; r: number }>> {
  const all = await b.page.evaluate((id) => {
    const w = window as unknown as { __discs: Array<{ x: number; y: number; r: number }> };
    const out = w.__discs;
    w.__discs = [];
    return { out, width: document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`)!.width };
  }, b.canvas ?? 'board-canvas');
  const k = all.width / layoutOfPage(b).width;
  return all.out.map((d) => ({ x: d.x / k, y: d.y / k, r: d.r / k }));
}

/** Whether a box and a disc overlap (layout pixels). */
export function boxHitsDisc(box: { x0: number; x1: number; y0: number; y1: number }, d: { x: number; y: number; r: number }): boolean {
  const cx = Math.max(box.x0, Math.min(d.x, box.x1));
  const cy = Math.max(box.y0, Math.min(d.y, box.y1));
  return Math.hypot(d.x - cx, d.y - cy) < d.r;
}
