import { t } from '@lingui/core/macro';
import type { DrawnBoard, DrawnDrawing, DrawnPlayer, DrawnTrailPoint } from '@onbir/shared/board/drawnBoard';
import { inkOn, isSentOff, teamColour } from '@onbir/shared/board/model';
import type { Layout, Point } from '@onbir/shared/board/layout';
import { trailUpTo } from '@onbir/shared/board/trails';
import type { Disc, PlacedLabel } from '@onbir/shared/pitch/labelLayout';

/** The font family of the players' names (measured in it: boardLabels.ts). */
export const LABEL_FONT = 'system-ui, sans-serif';

/** The pen is pale yellow with a 6 px stroke (docs/board.md, 'Recording and messages'). */
export const PEN_COLOUR = '#fff59d';
export const PEN_WIDTH = 6;

export function polyline(ctx: CanvasRenderingContext2D, points: readonly Point[], end?: Point) {
  if (!points.length) return;
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (let i = 1; i < points.length; i++) ctx.lineTo(points[i].x, points[i].y);
  if (end) ctx.lineTo(end.x, end.y);
  ctx.stroke();
}

export function drawDrawings(ctx: CanvasRenderingContext2D, drawings: readonly DrawnDrawing[]) {
  ctx.strokeStyle = PEN_COLOUR;
  ctx.lineWidth = PEN_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const d of drawings) polyline(ctx, d.points);
}

export function trailStyle(ctx: CanvasRenderingContext2D, layout: Layout) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = layout.kind === 'desktop' ? 3 : 2;
  ctx.setLineDash(layout.kind === 'desktop' ? [8, 6] : [5, 4]);
  ctx.globalAlpha = 0.75;
}

/** Part of a trail drawn on its own: its points, the point its line ends at, and where along the trail it starts (px, so the dashes run on). */
export interface TrailPart {
  points: readonly DrawnTrailPoint[];
  end: Point;
  dashOffset: number;
}

/**
 * The trail of one piece (`null` = the ball), from its first point to where the piece stands now: the
 * moves of the open step and the steps before it, never those of a later step. `part` draws a part of it
 * instead (a drag's: renderer.ts).
 */
export function drawTrail(ctx: CanvasRenderingContext2D, board: DrawnBoard, layout: Layout, playerId: number | null, part?: TrailPart) {
  const piece = playerId === null ? board.ball : board.players.find((p) => p.id === playerId);
  const trail = piece ? trailUpTo(part?.points ?? piece.trail, board.current) : [];
  if (!piece || !trail.length) return;
  trailStyle(ctx, layout);
  ctx.lineDashOffset = part?.dashOffset ?? 0;
  ctx.strokeStyle = playerId === null ? '#ffffff' : teamColour(board, (piece as DrawnPlayer).team);
  polyline(ctx, trail, part?.end ?? piece);
  ctx.setLineDash([]);
  ctx.lineDashOffset = 0;
  ctx.globalAlpha = 1;
}

/** The length of a line (px). */
export function lineLength(points: readonly Point[]): number {
  let n = 0;
  for (let i = 1; i < points.length; i++) n += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
  return n;
}

/** A player's disc, number, cards and goals around (x, y); `colour` is his shirt (team or goalkeeper). His name is a label of its own (drawNameLabels). */
export function drawPlayer(ctx: CanvasRenderingContext2D, p: DrawnPlayer, colour: string, layout: Layout) {
  const r = layout.playerSize / 2;
  const sentOff = isSentOff(p);
  ctx.globalAlpha = sentOff ? 0.45 : 1;
  // A cheap drop shadow (canvas shadowBlur is slow).
  ctx.fillStyle = 'rgba(0,0,0,0.28)';
  ctx.beginPath();
  ctx.arc(p.x + r * 0.08, p.y + r * 0.12, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.1);

  ctx.strokeStyle = inkOn(colour) === '#ffffff' ? '#ffffff' : '#111111';
  ctx.stroke();

  ctx.fillStyle = inkOn(colour);
  ctx.font = `700 ${Math.round(r * 0.85)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const number = String(p.num);
  ctx.fillText(number, p.x, p.y + 1);

  ctx.globalAlpha = 1;

  if (p.captain) {
    // The armband: a yellow 'K' (Kaptan; 'C' in English) on the disc's lower left (the builder's captain).
    const letter = t({ message: 'K', comment: "The captain's armband: the initial of the word captain" });
    drawBadge(ctx, { x: p.x - r * 0.78, y: p.y + r * 0.62, r: r * 0.36 }, { fill: '#f5c518', ink: '#000000', weight: 800 }, letter);
  }
  if (p.cards.yellow || p.cards.red) {
    ctx.fillStyle = p.cards.red ? '#e53935' : '#fdd835';
    ctx.strokeStyle = 'rgba(0,0,0,0.5)';
    ctx.lineWidth = 1;
    const cw = r * 0.42;
    ctx.beginPath();
    ctx.roundRect(p.x + r * 0.55, p.y - r * 1.05, cw, cw * 1.35, 2);
    ctx.fill();
    ctx.stroke();
  }
  if (sentOff) {
    // Sent off: a cross over the faded disc.
    ctx.strokeStyle = '#e53935';
    ctx.lineWidth = Math.max(2, r * 0.14);
    ctx.beginPath();
    ctx.moveTo(p.x - r * 0.6, p.y - r * 0.6);
    ctx.lineTo(p.x + r * 0.6, p.y + r * 0.6);
    ctx.moveTo(p.x + r * 0.6, p.y - r * 0.6);
    ctx.lineTo(p.x - r * 0.6, p.y + r * 0.6);
    ctx.stroke();
  }
  if (p.goals > 0) drawBadge(ctx, { x: p.x - r * 0.8, y: p.y - r * 0.8, r: r * 0.3 }, { fill: '#ffffff', ink: '#111', weight: 700 }, String(p.goals));
}

/** A small ringed disc with a letter or a number on a player's disc: the captain's armband, his goals. */
function drawBadge(ctx: CanvasRenderingContext2D, at: Disc, style: { fill: string; ink: string; weight: number }, text: string) {
  ctx.fillStyle = style.fill;
  ctx.strokeStyle = style.ink;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(at.x, at.y, at.r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = style.ink;
  ctx.font = `${style.weight} ${Math.round(at.r * 1.3)}px system-ui, sans-serif`;
  ctx.fillText(text, at.x, at.y + 0.5);
}

/** The players' names where the label layout put them (boardLabels), a sent-off player's faded like his disc. */
export function drawNameLabels(ctx: CanvasRenderingContext2D, labels: readonly PlacedLabel[], faded: (key: string) => boolean) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { key, text, size, box } of labels) {
    ctx.globalAlpha = faded(key) ? 0.45 : 1;
    ctx.fillStyle = 'rgba(10,25,18,0.78)';
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, box.w, box.h, size * 0.5);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = `600 ${size}px ${LABEL_FONT}`;
    ctx.fillText(text, box.x + box.w / 2, box.y + box.h / 2 + 0.5);
  }
  ctx.globalAlpha = 1;
}

export function drawBall(ctx: CanvasRenderingContext2D, board: Pick<DrawnBoard, 'ball'>) {
  const { x, y, radius: r } = board.ball;
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.beginPath();
  ctx.arc(x + r * 0.15, y + r * 0.2, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#1b1b1b';
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#1b1b1b';
  ctx.beginPath();
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    ctx.lineTo(x + Math.cos(a) * r * 0.38, y + Math.sin(a) * r * 0.38);
  }
  ctx.fill();
}

export function offscreen(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

export function context2d(c: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  return ctx;
}
