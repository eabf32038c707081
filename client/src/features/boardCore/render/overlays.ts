import { t } from '@lingui/core/macro';
import { visiblePitch } from '@onbir/shared/board/boardObjects';
import { objectHandles } from '@onbir/shared/board/handles';
import { boxAt, placeLabel, type Box, type Disc } from '@onbir/shared/board/labels';
import type { Point } from '@onbir/shared/board/layout';
import { defendingTeam, distanceMetres, offsideLine, teamShape, type Placed } from '@onbir/shared/board/measure';
import type { DrawnBoard } from '@onbir/shared/board/drawnBoard';
import { layoutOf, teamColour } from '@onbir/shared/board/model';
import { objectCentre, type BoardObject } from '@onbir/shared/board/objects';
import { canvasToPitch, pitchToCanvas, worldToView, type PitchPoint } from '@onbir/shared/board/pitch';
import type { Step } from '@onbir/shared/board/steps';
import { formatNumber } from '@onbir/shared/text/format';
import { i18n } from '../../../lib/i18n/runtime';
import type { Focus } from '../tools/ui';
import { polyline, trailStyle } from './pieces';
import { inView, type ViewSpace } from './viewSpace';

export interface Overlays {
  selected: BoardObject | null;
  focus: Focus | null;
  pair: Focus[];
  measure: boolean;
  /** While the animation plays: its steps and the step time, for the trails along the paths. */
  playback: { steps: Step[]; t: number } | null;
  /** The keyboard's drawing cursor (metres), while a drawing tool is used from the keyboard. */
  cursor?: PitchPoint | null;
}

export const NO_OVERLAYS: Overlays = { selected: null, focus: null, pair: [], measure: false, playback: null };

/** Metres as the language on screen writes them: '12,5 m' in Turkish, '12.5 m' in English. */
export const metres = (v: number) => `${formatNumber(v, i18n.locale, { maximumFractionDigits: 1 })} m`;

export function focusPoint(board: DrawnBoard, f: Focus): Point | null {
  if (f.kind === 'ball') return board.ball;
  if (f.kind === 'player') return board.players.find((p) => p.id === f.id) ?? null;
  const o = board.objects.find((x) => x.id === f.id);
  return o ? pitchToCanvas(layoutOf(board), objectCentre(o)) : null;
}

/** Labels of one frame, placed one after the other so that none covers a player, the ball or another label. */
class LabelPlacer {
  private taken: Box[] = [];
  private discs: Disc[];
  private bounds: Box;

  constructor(
    private ctx: CanvasRenderingContext2D,
    private vs: ViewSpace,
    board: DrawnBoard,
  ) {
    const { layout, t } = vs;
    const r = (layout.playerSize / 2) * t.scale + 2;
    this.discs = [
      ...board.players.map((p) => ({ ...worldToView(t, p), r })),
      { ...worldToView(t, board.ball), r: board.ball.radius * t.scale + 2 },
    ];
    this.bounds = visiblePitch(layout, t);
  }

  /** A label near a point of the world; none when that point is off the view (the half not shown). */
  label(text: string, near: Point) {
    const { ctx, vs } = this;
    const size = vs.layout.labelSize;
    const r = vs.t.rect;
    if (near.x < r.x || near.x > r.x + r.w || near.y < r.y || near.y > r.y + r.h) return;
    inView(ctx, vs, () => {
      ctx.font = `700 ${size}px system-ui, sans-serif`;
      const w = ctx.measureText(text).width + size * 0.8;
      const h = size * 1.5;
      const at = placeLabel(worldToView(vs.t, near), w, h, this.bounds, this.discs, this.taken);
      this.taken.push(boxAt(at, w, h));
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = 'rgba(10,25,18,0.88)';
      ctx.beginPath();
      ctx.roundRect(at.x - w / 2, at.y - h / 2, w, h, size * 0.4);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.fillText(text, at.x, at.y + 0.5);
    });
  }
}

function placedOf(board: DrawnBoard): Placed[] {
  const layout = layoutOf(board);
  return board.players.map((p) => ({ id: p.id, team: p.team, gk: p.gk, at: canvasToPitch(layout, p) }));
}

interface Measured {
  lines: Array<[PitchPoint, PitchPoint, 'team' | 'offside']>;
  labels: Array<[string, PitchPoint]>;
}

/** Team A's shape and, with two teams, the offside line: lines and their labels, in metres. */
function measurements(board: DrawnBoard): Measured {
  const layout = layoutOf(board);
  const { length, width } = layout.pitch;
  const placed = placedOf(board);
  const out: Measured = { lines: [], labels: [] };
  const shape = teamShape(placed, 'A', length);
  if (shape) {
    const field = placed.filter((p) => p.team === 'A' && !p.gk);
    const ys = field.map((p) => p.at.y);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    for (const x of shape.lines) out.lines.push([{ x, y: y0 - 2 }, { x, y: y1 + 2 }, 'team']);
    shape.gaps.forEach((g, i) => out.labels.push([metres(g), { x: (shape.lines[i] + shape.lines[i + 1]) / 2, y: y0 - 3 }]));
    const xs = field.map((p) => p.at.x);
    const shapeWidth = metres(shape.width);
    const shapeDepth = metres(shape.depth);
    out.labels.push([t`Genişlik ${shapeWidth} · Derinlik ${shapeDepth}`, { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: y1 + 4 }]);
  }
  const ball = canvasToPitch(layout, board.ball);
  const twoTeams = placed.filter((p) => p.team !== 'C');
  const defending = board.sides === 2 ? defendingTeam(twoTeams, ball) : null;
  const line = defending ? offsideLine(twoTeams, defending, length, ball) : null;
  if (line !== null) {
    out.lines.push([{ x: line, y: 0 }, { x: line, y: width }, 'offside']);
    out.labels.push([t`Ofsayt çizgisi`, { x: line, y: 3 }]);
  }
  return out;
}

function ring(ctx: CanvasRenderingContext2D, at: Point, r: number, colour: string, width: number) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.stroke();
}

/** The trails of an animation: each piece's path from the first step to where it is now. */
function drawPaths(ctx: CanvasRenderingContext2D, board: DrawnBoard, steps: Step[], t: number) {
  const layout = layoutOf(board);
  if (!steps.length) return;
  const upTo = Math.min(steps.length - 1, Math.max(0, Math.floor(Number.isFinite(t) ? t : 0)));
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

/**
 * Under the pieces: animation trails and measurement lines. Over them: the measurements' labels (placed
 * clear of every piece, so they are read, not hidden), selection, pair, focus and the keyboard's cursor.
 */
export function drawOverlays(ctx: CanvasRenderingContext2D, vs: ViewSpace, board: DrawnBoard, o: Overlays, layer: 'under' | 'over') {
  const { layout } = vs;
  const size = layout.labelSize;
  const px = (p: PitchPoint) => pitchToCanvas(layout, p);
  const measured = o.measure ? measurements(board) : null;
  if (layer === 'under') {
    if (o.playback) drawPaths(ctx, board, o.playback.steps, o.playback.t);
    for (const [a, b, kind] of measured?.lines ?? []) {
      ctx.strokeStyle = kind === 'offside' ? '#ffeb3b' : 'rgba(255,255,255,0.85)';
      ctx.lineWidth = kind === 'offside' ? Math.max(2, size * 0.18) : Math.max(1.5, size * 0.12);
      ctx.setLineDash(kind === 'offside' ? [size * 0.8, size * 0.4] : [size * 0.5, size * 0.4]);
      polyline(ctx, [px(a), px(b)]);
    }
    ctx.setLineDash([]);
    return;
  }
  // Placed only when there are labels: most frames have none.
  let placer: LabelPlacer | null = null;
  const labels = () => (placer ??= new LabelPlacer(ctx, vs, board));
  for (const [text, at] of measured?.labels ?? []) labels().label(text, px(at));
  if (o.selected) {
    for (const h of objectHandles(o.selected)) {
      const at = px(h.at);
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
    const [a, b] = o.pair.map((f) => focusPoint(board, f));
    if (a && b) {
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      polyline(ctx, [a, b]);
      labels().label(metres(distanceMetres(canvasToPitch(layout, a), canvasToPitch(layout, b))), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    }
  }
  for (const f of o.measure ? o.pair : []) {
    const at = focusPoint(board, f);
    if (at) ring(ctx, at, layout.playerSize * 0.62, '#ffffff', 2);
  }
  if (o.focus) {
    const at = focusPoint(board, o.focus);
    // Two rings, dark inside light, so the focus shows on grass, on white lines and on any shirt.
    if (at) {
      ring(ctx, at, layout.playerSize * 0.72, '#0b3d2e', 5);
      ring(ctx, at, layout.playerSize * 0.72, '#ffeb3b', 2.5);
    }
  }
  if (o.cursor) {
    const c = px(o.cursor);
    const r = layout.playerSize * 0.45;
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#0b3d2e';
    polyline(ctx, [{ x: c.x - r, y: c.y }, { x: c.x + r, y: c.y }]);
    polyline(ctx, [{ x: c.x, y: c.y - r }, { x: c.x, y: c.y + r }]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffeb3b';
    polyline(ctx, [{ x: c.x - r, y: c.y }, { x: c.x + r, y: c.y }]);
    polyline(ctx, [{ x: c.x, y: c.y - r }, { x: c.x, y: c.y + r }]);
    ring(ctx, c, r * 0.5, '#ffeb3b', 2);
  }
}
