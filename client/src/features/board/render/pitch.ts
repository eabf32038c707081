import type { Layout } from '@onbir/shared/board/layout';
import type { PitchView } from '@onbir/shared/board/pitch';

export interface PitchStyle {
  view: PitchView;
  /** Mown stripes, or plain grass. */
  stripes: boolean;
}

/** Real pitch measures in metres; the playing area fills the padded rectangle of the layout. */
const LENGTH = 105;
const WIDTH = 68;
const GRASS = ['#2f8f52', '#2a8249'];
const SURROUND = '#226b3c';
const LINE = 'rgba(255,255,255,0.92)';

/**
 * Draws the empty pitch in layout pixels. Markings are laid out in metres along the pitch (x, towards
 * team B's goal) and across it (y), then mapped onto the landscape or portrait rectangle.
 */
export function drawPitch(ctx: CanvasRenderingContext2D, layout: Layout, style: PitchStyle = { view: 'full', stripes: true }) {
  const { width, height, padding } = layout;
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const landscape = layout.orientation === 'landscape';
  const along = (landscape ? innerW : innerH) / LENGTH;
  const across = (landscape ? innerH : innerW) / WIDTH;
  const at = (m: number, n: number): [number, number] =>
    landscape ? [padding + m * along, padding + n * across] : [padding + n * across, height - padding - m * along];

  ctx.fillStyle = SURROUND;
  ctx.fillRect(0, 0, width, height);
  const stripes = 14;
  for (let i = 0; i < stripes; i++) {
    ctx.fillStyle = style.stripes ? GRASS[i % 2] : GRASS[0];
    const [x0, y0] = at((LENGTH / stripes) * i, 0);
    const [x1, y1] = at((LENGTH / stripes) * (i + 1), WIDTH);
    ctx.fillRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
  }

  // The training area: plain grass with no markings.
  if (style.view === 'training') return;
  ctx.strokeStyle = LINE;
  ctx.fillStyle = LINE;
  ctx.lineWidth = Math.max(1.5, Math.min(along, across) * 0.22);
  ctx.lineJoin = 'round';
  const poly = (pts: Array<[number, number]>, close = false) => {
    ctx.beginPath();
    pts.forEach(([m, n], i) => (i ? ctx.lineTo(...at(m, n)) : ctx.moveTo(...at(m, n))));
    if (close) ctx.closePath();
    ctx.stroke();
  };
  const rect = (m0: number, n0: number, m1: number, n1: number) => poly([[m0, n0], [m1, n0], [m1, n1], [m0, n1]], true);
  /** An arc of a real circle (radius in metres), as an ellipse when the two scales differ. */
  const arc = (m: number, n: number, r: number, from = 0, to = Math.PI * 2) => {
    ctx.beginPath();
    for (let i = 0; i <= 48; i++) {
      const a = from + ((to - from) * i) / 48;
      const p = at(m + r * Math.cos(a), n + r * Math.sin(a));
      if (i) ctx.lineTo(...p);
      else ctx.moveTo(...p);
    }
    ctx.stroke();
  };
  const spot = (m: number, n: number, r: number) => {
    ctx.beginPath();
    ctx.arc(...at(m, n), r, 0, Math.PI * 2);
    ctx.fill();
  };

  rect(0, 0, LENGTH, WIDTH);
  poly([[LENGTH / 2, 0], [LENGTH / 2, WIDTH]]);
  arc(LENGTH / 2, WIDTH / 2, 9.15);
  spot(LENGTH / 2, WIDTH / 2, ctx.lineWidth * 1.6);
  for (const [goal, dir] of [[0, 1], [LENGTH, -1]] as const) {
    rect(goal, WIDTH / 2 - 20.16, goal + dir * 16.5, WIDTH / 2 + 20.16);
    rect(goal, WIDTH / 2 - 9.16, goal + dir * 5.5, WIDTH / 2 + 9.16);
    spot(goal + dir * 11, WIDTH / 2, ctx.lineWidth * 1.4);
    // The "D": the part of the 9.15 m circle round the penalty spot outside the box.
    const a = Math.acos(5.5 / 9.15);
    arc(goal + dir * 11, WIDTH / 2, 9.15, dir > 0 ? -a : Math.PI - a, dir > 0 ? a : Math.PI + a);
    // The goal itself, outside the line.
    rect(goal, WIDTH / 2 - 3.66, goal - dir * 1.6, WIDTH / 2 + 3.66);
    for (const side of [0, WIDTH]) arc(goal, side, 1, side ? (dir > 0 ? -Math.PI / 2 : Math.PI) : dir > 0 ? 0 : Math.PI / 2, side ? (dir > 0 ? 0 : (3 * Math.PI) / 2) : dir > 0 ? Math.PI / 2 : Math.PI);
  }
}

/** The pitch never changes while pieces move, so it is drawn once per size into a canvas and copied each frame. */
export function createPitchCache(layout: Layout, dpr: number, style?: PitchStyle): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * dpr);
  canvas.height = Math.round(layout.height * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.scale(dpr, dpr);
  drawPitch(ctx, layout, style);
  return canvas;
}
