import type { Piece } from '@onbir/shared/board/input';
import { isSentOff, shirtNumber, teamColour, type Board, type BoardPlayer, type Drawing } from '@onbir/shared/board/board';
import type { Layout, Point } from '@onbir/shared/board/layout';

/** Spec 9: the pen is pale yellow with a 6 px stroke. */
export const PEN_COLOUR = '#fff59d';
export const PEN_WIDTH = 6;

function polyline(ctx: CanvasRenderingContext2D, points: Point[], end?: Point) {
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (let i = 1; i < points.length; i++) ctx.lineTo(points[i].x, points[i].y);
  if (end) ctx.lineTo(end.x, end.y);
  ctx.stroke();
}

function drawDrawings(ctx: CanvasRenderingContext2D, drawings: Drawing[]) {
  ctx.strokeStyle = PEN_COLOUR;
  ctx.lineWidth = PEN_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const d of drawings) polyline(ctx, d.points);
}

function trailStyle(ctx: CanvasRenderingContext2D, layout: Layout) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = layout.kind === 'desktop' ? 3 : 2;
  ctx.setLineDash(layout.kind === 'desktop' ? [8, 6] : [5, 4]);
  ctx.globalAlpha = 0.75;
}

/** The trail of one piece (`null` = the ball), from its first point to where the piece stands now. */
function drawTrail(ctx: CanvasRenderingContext2D, board: Board, layout: Layout, playerId: number | null) {
  const piece = playerId === null ? board.ball : board.players.find((p) => p.id === playerId);
  if (!piece || !piece.trail.length) return;
  trailStyle(ctx, layout);
  ctx.strokeStyle = playerId === null ? '#ffffff' : teamColour(board, (piece as BoardPlayer).team);
  polyline(ctx, piece.trail, piece);
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

function drawPlayer(ctx: CanvasRenderingContext2D, p: BoardPlayer, colour: string, layout: Layout) {
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
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();

  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${Math.round(r * 0.85)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const number = String(shirtNumber(p.id));
  ctx.fillText(number, p.x, p.y + 1);

  if (p.name !== number) {
    const size = layout.kind === 'desktop' ? 13 : 9;
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    const label = p.name.length > 16 ? `${p.name.slice(0, 15)}…` : p.name;
    const w = ctx.measureText(label).width + size * 0.8;
    const y = p.y + r + size * 0.85;
    ctx.fillStyle = 'rgba(10,25,18,0.78)';
    ctx.beginPath();
    ctx.roundRect(p.x - w / 2, y - size * 0.72, w, size * 1.44, size * 0.5);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillText(label, p.x, y + 0.5);
  }
  ctx.globalAlpha = 1;

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
  if (p.goals > 0) {
    const br = r * 0.3;
    const bx = p.x - r * 0.8;
    const by = p.y - r * 0.8;
    ctx.fillStyle = '#ffffff';
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#111';
    ctx.font = `700 ${Math.round(br * 1.3)}px system-ui, sans-serif`;
    ctx.fillText(String(p.goals), bx, by + 0.5);
  }
}

function drawBall(ctx: CanvasRenderingContext2D, board: Board) {
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

/**
 * Paints frames of the board. Most of a frame does not change while one piece is dragged, so it is
 * cached: the pitch, the drawings and the trails of every other piece sit in one background canvas,
 * rebuilt only when one of them changes; each player is a small sprite redrawn only when his look
 * (colour, name, cards, goals) changes. A frame is then a few image copies plus the moving trail.
 */
export class BoardRenderer {
  private background: HTMLCanvasElement;
  private backgroundKey: unknown[] = [];
  private sprites = new Map<number, { key: string; canvas: HTMLCanvasElement }>();

  constructor(
    private pitch: HTMLCanvasElement,
    private layout: Layout,
    private dpr: number,
  ) {
    this.background = offscreen(pitch.width, pitch.height);
  }

  /** `active` is the piece being dragged: its trail is drawn live, not baked into the background. */
  render(ctx: CanvasRenderingContext2D, board: Board, pending: Drawing | null, active: Piece | null) {
    const activeId = active ? (active.kind === 'ball' ? 'ball' : active.id) : undefined;
    // The dragged piece's trail grows every frame: it is left out of the key, as out of the background.
    const key = [
      board.drawings,
      board.coloursSwapped,
      activeId,
      activeId === 'ball' ? null : board.ball.trail,
      ...board.players.map((p) => (p.id === activeId ? null : p.trail)),
    ];
    if (key.length !== this.backgroundKey.length || key.some((k, i) => k !== this.backgroundKey[i])) {
      this.paintBackground(board, activeId);
      this.backgroundKey = key;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.background, 0, 0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    if (pending && pending.points.length > 1) drawDrawings(ctx, [pending]);
    if (activeId !== undefined) drawTrail(ctx, board, this.layout, activeId === 'ball' ? null : activeId);
    for (const p of board.players) this.drawSprite(ctx, board, p);
    drawBall(ctx, board);
  }

  private paintBackground(board: Board, activeId: number | 'ball' | undefined) {
    const ctx = context2d(this.background);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.pitch, 0, 0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    drawDrawings(ctx, board.drawings);
    for (const p of board.players) if (p.id !== activeId) drawTrail(ctx, board, this.layout, p.id);
    if (activeId !== 'ball') drawTrail(ctx, board, this.layout, null);
  }

  private drawSprite(ctx: CanvasRenderingContext2D, board: Board, p: BoardPlayer) {
    const colour = teamColour(board, p.team);
    const key = `${colour}|${p.name}|${p.cards.yellow}|${p.cards.red}|${p.goals}`;
    let sprite = this.sprites.get(p.id);
    // The sprite is a square around the disc, wide enough for the name label below it.
    const half = this.layout.playerSize * 2;
    if (!sprite || sprite.key !== key) {
      const canvas = sprite?.canvas ?? offscreen(Math.ceil(half * 2 * this.dpr), Math.ceil(half * 2 * this.dpr));
      const sctx = context2d(canvas);
      sctx.setTransform(1, 0, 0, 1, 0, 0);
      sctx.clearRect(0, 0, canvas.width, canvas.height);
      sctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      drawPlayer(sctx, { ...p, x: half, y: half }, colour, this.layout);
      sprite = { key, canvas };
      this.sprites.set(p.id, sprite);
    }
    // Whole device pixels keep the sprite as sharp as a direct drawing.
    const snap = (v: number) => Math.round(v * this.dpr) / this.dpr;
    ctx.drawImage(sprite.canvas, snap(p.x - half), snap(p.y - half), half * 2, half * 2);
  }
}

function offscreen(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function context2d(c: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  return ctx;
}
