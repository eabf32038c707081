import { PITCHES } from '@onbir/shared/board/formats';
import type { Layout } from '@onbir/shared/board/layout';
import { pitchToCanvas, pixelsPerMetre, type PitchView } from '@onbir/shared/board/pitch';

export interface PitchStyle {
  view: PitchView;
  /** Mown stripes, or plain grass. */
  stripes: boolean;
}

const GRASS = ['#2f8f52', '#2a8249'];
const SURROUND = '#226b3c';
const LINE = 'rgba(255,255,255,0.92)';

/**
 * Draws the empty pitch of the layout's format in layout pixels. Markings are laid out in metres along
 * the pitch (x, towards team B's goal) and across it (y), then mapped onto the landscape or portrait
 * rectangle; one scale both ways, so circles are circles.
 */
export function drawPitch(ctx: CanvasRenderingContext2D, layout: Layout, style: PitchStyle = { view: 'full', stripes: true }) {
  const { width, height } = layout;
  const spec = PITCHES[layout.format];
  const LENGTH = spec.length;
  const WIDTH = spec.width;
  const ppm = pixelsPerMetre(layout);
  const at = (m: number, n: number): [number, number] => {
    const p = pitchToCanvas(layout, { x: m, y: n });
    return [p.x, p.y];
  };

  ctx.fillStyle = SURROUND;
  ctx.fillRect(0, 0, width, height);
  // About one stripe every 7.5 m, an even number so both halves look alike.
  const stripes = Math.max(4, 2 * Math.round(LENGTH / 15));
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
  ctx.lineWidth = Math.max(1.5, ppm * 0.2);
  ctx.lineJoin = 'round';
  const poly = (pts: Array<[number, number]>, close = false) => {
    ctx.beginPath();
    pts.forEach(([m, n], i) => (i ? ctx.lineTo(...at(m, n)) : ctx.moveTo(...at(m, n))));
    if (close) ctx.closePath();
    ctx.stroke();
  };
  const rect = (m0: number, n0: number, m1: number, n1: number) => poly([[m0, n0], [m1, n0], [m1, n1], [m0, n1]], true);
  /** An arc of a circle (radius in metres) from angle `from` to `to`, angles measured in pitch terms. */
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

  const mid = WIDTH / 2;
  rect(0, 0, LENGTH, WIDTH);
  poly([[LENGTH / 2, 0], [LENGTH / 2, WIDTH]]);
  arc(LENGTH / 2, mid, spec.centreCircle);
  spot(LENGTH / 2, mid, ctx.lineWidth * 1.6);
  for (const [goal, dir] of [[0, 1], [LENGTH, -1]] as const) {
    const area = spec.penaltyArea;
    // 5v5's area is a half circle round the middle of the goal; the others are rectangles.
    if ('radius' in area) arc(goal, mid, area.radius, dir > 0 ? -Math.PI / 2 : Math.PI / 2, dir > 0 ? Math.PI / 2 : (3 * Math.PI) / 2);
    else rect(goal, mid - area.width / 2, goal + dir * area.depth, mid + area.width / 2);
    if (spec.goalArea) rect(goal, mid - spec.goalArea.width / 2, goal + dir * spec.goalArea.depth, mid + spec.goalArea.width / 2);
    spot(goal + dir * spec.penaltyMark, mid, ctx.lineWidth * 1.4);
    if (spec.arc && !('radius' in area)) {
      // The "D": the part of the circle round the penalty mark outside the area.
      const a = Math.acos((area.depth - spec.penaltyMark) / spec.arc);
      arc(goal + dir * spec.penaltyMark, mid, spec.arc, dir > 0 ? -a : Math.PI - a, dir > 0 ? a : Math.PI + a);
    }
    // The goal itself, outside the line.
    rect(goal, mid - spec.goalWidth / 2, goal - dir * Math.max(1, spec.goalWidth * 0.22), mid + spec.goalWidth / 2);
    const r = spec.cornerArc;
    for (const side of [0, WIDTH]) arc(goal, side, r, side ? (dir > 0 ? -Math.PI / 2 : Math.PI) : dir > 0 ? 0 : Math.PI / 2, side ? (dir > 0 ? 0 : (3 * Math.PI) / 2) : dir > 0 ? Math.PI / 2 : Math.PI);
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
