import { equipmentHalf, textBox } from '@onbir/shared/board/boardObjects';
import type { Point } from '@onbir/shared/board/layout';
import { curvePolyline, UPRIGHT_EQUIPMENT, type BoardObject, type EquipmentObject } from '@onbir/shared/board/objects';
import { canvasRotation, pitchToCanvas, pixelsPerMetre, worldToView, type PitchPoint } from '@onbir/shared/board/pitch';
import { arrowHead } from '../../../lib/canvasArrow';
import { drawEquipmentPicture } from '../../../lib/equipmentPicture';
import { inView, type ViewSpace } from './viewSpace';

/**
 * Drawn objects: arrows, lines and zones in layout pixels (the context carries the view), metres mapped
 * by the layout, sizes scaled by its pixels per metre; labels and equipment on screen, upright whatever
 * the view, labels kept inside the pitch.
 */
export function drawObject(ctx: CanvasRenderingContext2D, vs: ViewSpace, o: BoardObject) {
  const { layout } = vs;
  const ppm = pixelsPerMetre(layout);
  const px = (p: PitchPoint) => pitchToCanvas(layout, p);
  ctx.save();
  ctx.strokeStyle = o.colour;
  ctx.fillStyle = o.colour;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, ppm * 0.35);
  switch (o.kind) {
    case 'arrow': {
      const pts = curvePolyline(o.from, o.to, o.mid).map(px);
      if (o.style === 'pass') ctx.setLineDash([ppm * 1.2, ppm * 0.9]);
      // A wave a phone can still tell from a line: never under 4 px high.
      const body = o.style === 'dribble' ? wavy(pts, Math.max(4, ppm * 0.6), Math.max(11, ppm * 1.6)) : pts;
      stroke(ctx, shortened(body, ppm * 1.2));
      ctx.setLineDash([]);
      arrowHead(ctx, pts[pts.length - 2], pts[pts.length - 1], ppm * 1.8);
      break;
    }
    case 'line':
      stroke(ctx, [px(o.from), px(o.to)]);
      break;
    case 'zone': {
      ctx.beginPath();
      if (o.shape === 'polygon') (o.points ?? []).map(px).forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      else zonePath(ctx, vs, o.shape, o.at, o.w, o.h);
      ctx.closePath();
      ctx.globalAlpha = 0.28;
      ctx.fill();
      ctx.globalAlpha = 0.9;
      ctx.lineWidth = Math.max(1.5, ppm * 0.2);
      ctx.stroke();
      break;
    }
    case 'text':
      inView(ctx, vs, () => drawText(ctx, o.text, textBox(o, layout, vs.t, (font) => measure(ctx, o.text, font))));
      break;
    case 'equipment':
      inView(ctx, vs, () => drawEquipment(ctx, vs, o));
      break;
  }
  ctx.restore();
}

function zonePath(ctx: CanvasRenderingContext2D, { layout }: ViewSpace, shape: 'rect' | 'ellipse' | 'polygon', at: PitchPoint, w: number, h: number) {
  const a = pitchToCanvas(layout, { x: at.x - w / 2, y: at.y - h / 2 });
  const b = pitchToCanvas(layout, { x: at.x + w / 2, y: at.y + h / 2 });
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  if (shape === 'ellipse') ctx.ellipse((a.x + b.x) / 2, (a.y + b.y) / 2, Math.abs(b.x - a.x) / 2, Math.abs(b.y - a.y) / 2, 0, 0, Math.PI * 2);
  else ctx.rect(x, y, Math.abs(b.x - a.x), Math.abs(b.y - a.y));
}

function stroke(ctx: CanvasRenderingContext2D, pts: Point[]) {
  ctx.beginPath();
  pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.stroke();
}

/** The polyline without its last `by` pixels, so the line ends under the arrow head, not past its tip. */
function shortened(pts: Point[], by: number): Point[] {
  const out = [...pts];
  const b = out[out.length - 1];
  const a = out[out.length - 2];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len > by) out[out.length - 1] = { x: b.x - ((b.x - a.x) * by) / len, y: b.y - ((b.y - a.y) * by) / len };
  return out;
}

/** The dribble's wave: a sine across the path, `amp` high, one period every `period` pixels. */
function wavy(pts: Point[], amp: number, period: number): Point[] {
  const out: Point[] = [];
  let travelled = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.ceil(len / 3));
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const s = travelled + len * t;
      const off = Math.sin((s / period) * Math.PI * 2) * amp;
      out.push({ x: a.x + (b.x - a.x) * t - ((b.y - a.y) / len) * off, y: a.y + (b.y - a.y) * t + ((b.x - a.x) / len) * off });
    }
    travelled += len;
  }
  out.push(pts[pts.length - 1]);
  return out;
}

/** Text width at a font size, for the shared layout of labels (boardObjects.textBox). */
function measure(ctx: CanvasRenderingContext2D, text: string, font: number): number {
  ctx.font = `700 ${font}px system-ui, sans-serif`;
  return ctx.measureText(text).width;
}

function drawText(ctx: CanvasRenderingContext2D, text: string, box: { at: Point; font: number }) {
  ctx.font = `700 ${box.font}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // A dark halo keeps light text readable on grass and on the white lines.
  ctx.lineWidth = Math.max(2, box.font * 0.18);
  ctx.strokeStyle = 'rgba(0,0,0,0.65)';
  ctx.strokeText(text, box.at.x, box.at.y);
  ctx.fillText(text, box.at.x, box.at.y);
}

/** Equipment on screen: cones, poles and balls stand upright; goals and mannequins turn with the pitch. */
function drawEquipment(ctx: CanvasRenderingContext2D, vs: ViewSpace, o: EquipmentObject) {
  const { layout, t } = vs;
  const p = worldToView(t, pitchToCanvas(layout, o.at));
  const half = equipmentHalf(o.item, layout);
  const k = pixelsPerMetre(layout) * t.scale;
  const w = half.w * k;
  const h = half.h * k;
  ctx.translate(p.x, p.y);
  if (!UPRIGHT_EQUIPMENT.has(o.item)) ctx.rotate(((canvasRotation(layout, o.rot) + t.rotation) * Math.PI) / 180);
  drawEquipmentPicture(ctx, o.item, o.colour, w, h);
}
