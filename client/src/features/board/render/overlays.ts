import { teamColour, type Board } from '@onbir/shared/board/board';
import { objectHandles } from '@onbir/shared/board/handles';
import type { Layout, Point } from '@onbir/shared/board/layout';
import { defendingTeam, distanceMetres, offsideLine, teamShape, type Placed } from '@onbir/shared/board/measure';
import { objectCentre, type BoardObject } from '@onbir/shared/board/objects';
import { canvasToPitch, PITCH_WIDTH, pitchToCanvas } from '@onbir/shared/board/pitch';
import type { Step } from '@onbir/shared/board/steps';
import type { Focus } from '../tools/ui';
import { polyline, trailStyle } from './pieces';

export interface Overlays {
  selected: BoardObject | null;
  focus: Focus | null;
  pair: Focus[];
  measure: boolean;
  /** While the animation plays: its steps and the step time, for the trails along the paths. */
  playback: { steps: Step[]; t: number } | null;
}

export const NO_OVERLAYS: Overlays = { selected: null, focus: null, pair: [], measure: false, playback: null };

/** Metres with a Turkish decimal comma. */
export const metres = (v: number) => `${v.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} m`;

export function focusPoint(layout: Layout, board: Board, f: Focus): Point | null {
  if (f.kind === 'ball') return board.ball;
  if (f.kind === 'player') return board.players.find((p) => p.id === f.id) ?? null;
  const o = board.objects.find((x) => x.id === f.id);
  return o ? pitchToCanvas(layout, objectCentre(o)) : null;
}

/** A measurement label, kept inside the pitch's canvas whatever the layout. */
function label(ctx: CanvasRenderingContext2D, text: string, near: Point, size: number, layout: Layout) {
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = ctx.measureText(text).width + size * 0.8;
  const at = {
    x: Math.min(layout.width - w / 2 - 2, Math.max(w / 2 + 2, near.x)),
    y: Math.min(layout.height - size, Math.max(size, near.y)),
  };
  ctx.fillStyle = 'rgba(10,25,18,0.85)';
  ctx.beginPath();
  ctx.roundRect(at.x - w / 2, at.y - size * 0.75, w, size * 1.5, size * 0.4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, at.x, at.y + 0.5);
}

function placedOf(layout: Layout, board: Board): Placed[] {
  return board.players.map((p) => ({ id: p.id, team: p.team, at: canvasToPitch(layout, p) }));
}

function drawMeasurements(ctx: CanvasRenderingContext2D, layout: Layout, board: Board, size: number) {
  const placed = placedOf(layout, board);
  const px = (x: number, y: number) => pitchToCanvas(layout, { x, y });
  ctx.lineWidth = Math.max(1.5, size * 0.12);
  const shape = teamShape(placed, 'A');
  if (shape) {
    const field = placed.filter((p) => p.team === 'A' && p.id !== 1);
    const ys = field.map((p) => p.at.y);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.setLineDash([size * 0.5, size * 0.4]);
    for (const x of shape.lines) polyline(ctx, [px(x, y0 - 2), px(x, y1 + 2)]);
    ctx.setLineDash([]);
    shape.gaps.forEach((g, i) => label(ctx, metres(g), px((shape.lines[i] + shape.lines[i + 1]) / 2, y0 - 3), size, layout));
    const xs = field.map((p) => p.at.x);
    label(ctx, `Genişlik ${metres(shape.width)} · Derinlik ${metres(shape.depth)}`, px((Math.min(...xs) + Math.max(...xs)) / 2, y1 + 4), size, layout);
  }
  const defending = board.mode === 22 ? defendingTeam(placed, canvasToPitch(layout, board.ball)) : null;
  const line = defending ? offsideLine(placed, defending, canvasToPitch(layout, board.ball)) : null;
  if (line !== null) {
    ctx.strokeStyle = '#ffeb3b';
    ctx.lineWidth = Math.max(2, size * 0.18);
    ctx.setLineDash([size * 0.8, size * 0.4]);
    polyline(ctx, [px(line, 0), px(line, PITCH_WIDTH)]);
    ctx.setLineDash([]);
    label(ctx, 'Ofsayt çizgisi', px(line, 3), size, layout);
  }
}

function ring(ctx: CanvasRenderingContext2D, at: Point, r: number, colour: string, width: number) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.stroke();
}

/** The trails of an animation: each piece's path from the first step to where it is now. */
function drawPaths(ctx: CanvasRenderingContext2D, layout: Layout, board: Board, steps: Step[], t: number) {
  const upTo = Math.floor(t);
  trailStyle(ctx, layout);
  for (const p of board.players) {
    const pts: Point[] = [];
    for (let i = 0; i <= upTo && i < steps.length; i++) {
      const at = steps[i].players[p.id];
      if (at) pts.push(pitchToCanvas(layout, at));
    }
    if (!pts.length) continue;
    ctx.strokeStyle = teamColour(board, p.team);
    polyline(ctx, pts, p);
  }
  ctx.strokeStyle = '#ffffff';
  polyline(ctx, steps.slice(0, upTo + 1).map((s) => pitchToCanvas(layout, s.ball)), board.ball);
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

/** Under the pieces: measurements and animation trails. Over them: selection, pair and focus. */
export function drawOverlays(ctx: CanvasRenderingContext2D, layout: Layout, board: Board, o: Overlays, layer: 'under' | 'over') {
  const size = layout.kind === 'desktop' ? 13 : 9;
  if (layer === 'under') {
    if (o.playback && board.trailsOn) drawPaths(ctx, layout, board, o.playback.steps, o.playback.t);
    if (o.measure) drawMeasurements(ctx, layout, board, size);
    return;
  }
  if (o.selected) {
    for (const h of objectHandles(o.selected)) {
      const at = pitchToCanvas(layout, h.at);
      ctx.fillStyle = h.kind === 'mid' || h.kind === 'rotate' ? '#4fc3f7' : '#ffffff';
      ctx.strokeStyle = '#0b3d2e';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(at.x, at.y, size * 0.6, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
  if (o.measure && o.pair.length === 2) {
    const [a, b] = o.pair.map((f) => focusPoint(layout, board, f));
    if (a && b) {
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      polyline(ctx, [a, b]);
      label(ctx, metres(distanceMetres(canvasToPitch(layout, a), canvasToPitch(layout, b))), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, size, layout);
    }
  }
  for (const f of o.measure ? o.pair : []) {
    const at = focusPoint(layout, board, f);
    if (at) ring(ctx, at, layout.playerSize * 0.62, '#ffffff', 2);
  }
  if (o.focus) {
    const at = focusPoint(layout, board, o.focus);
    // Two rings, dark inside light, so the focus shows on grass, on white lines and on any shirt.
    if (at) {
      ring(ctx, at, layout.playerSize * 0.72, '#0b3d2e', 5);
      ring(ctx, at, layout.playerSize * 0.72, '#ffeb3b', 2.5);
    }
  }
}
