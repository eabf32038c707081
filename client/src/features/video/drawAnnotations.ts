import type { Point } from '@onbir/shared/board/layout';
import { curvePolyline, EQUIPMENT_HALF, UPRIGHT_EQUIPMENT } from '@onbir/shared/board/objects';
import { spotAt } from '@onbir/shared/video/spotlight';
import { arrowHead } from '../../lib/canvasArrow';
import { drawEquipmentPicture } from '../../lib/equipmentPicture';
import { TEXT_FRAME, visibleAt, type Annotation, type Drawn, type FramePoint, type VideoShape } from '@onbir/shared/video/model';

/**
 * The annotations visible at a clip time, drawn on the canvas laid over the video. Frame points (0..1)
 * become the canvas's pixels here and nowhere else; strokes scale with the frame's height so a drawing
 * looks the same on a phone and in a 1080p export.
 */
/** A metre of equipment (EQUIPMENT_HALF's unit) as a share of the frame's height: a cone stands about 5 % of it. */
const EQUIPMENT_FRAME = 0.03;

export interface FrameSpace {
  ctx: CanvasRenderingContext2D;
  w: number;
  h: number;
  /** The video, for the magnifier's enlarged picture (absent: it draws its ring alone). */
  source?: CanvasImageSource;
}

export function drawAnnotations(space: FrameSpace, annotations: readonly Annotation[], t: number) {
  space.ctx.clearRect(0, 0, space.w, space.h);
  drawOver(space, annotations, t);
}

/** The keyboard's cursor: a cross in the drawing colour on a dark edge, seen on any picture. */
export function drawCursor({ ctx, w, h }: FrameSpace, at: FramePoint, colour: string) {
  const c = { x: at.x * w, y: at.y * h };
  const arm = h * 0.03;
  ctx.save();
  ctx.lineCap = 'round';
  for (const [style, width] of [['rgba(0,0,0,0.75)', Math.max(4, h * 0.008)], [colour, Math.max(2, h * 0.004)]] as const) {
    ctx.strokeStyle = style;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(c.x - arm, c.y);
    ctx.lineTo(c.x + arm, c.y);
    ctx.moveTo(c.x, c.y - arm);
    ctx.lineTo(c.x, c.y + arm);
    ctx.stroke();
  }
  ctx.restore();
}

/** The same drawings over what the canvas already holds: a frame of the clip (an export, a PNG). */
export function drawOver(space: FrameSpace, annotations: readonly Annotation[], t: number) {
  for (const a of visibleAt(annotations, t)) drawOne(space, a, t);
}

function drawOne(space: FrameSpace, a: Drawn, t: number) {
  const { ctx, w, h } = space;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(3, h * 0.01);
  if (a.kind === 'shape') drawShape(space, a.shape);
  else if (a.kind === 'spotlight') {
    const at = spotAt(a.keys, t);
    if (at) ring(ctx, px(space, at), a.r * w, a.colour);
  } else magnifier(space, px(space, a.at), a.r * w, a.zoom);
  ctx.restore();
}

const px = ({ w, h }: FrameSpace, p: Point): Point => ({ x: p.x * w, y: p.y * h });
const plain = ({ x, y }: FramePoint): Point => ({ x, y });

function drawShape(space: FrameSpace, s: VideoShape) {
  const { ctx, w, h } = space;
  ctx.strokeStyle = s.colour;
  ctx.fillStyle = s.colour;
  switch (s.kind) {
    case 'arrow': {
      // The board's curve through `mid`: the same geometry in any space, so the frame's points go in as plain points.
      const pts = curvePolyline(plain(s.from), plain(s.to), s.mid && plain(s.mid)).map((p) => px(space, p));
      // The board's styles: a pass dashed, a run solid, a dribble wavy (drawn here as a finer dash).
      if (s.style !== 'run') ctx.setLineDash(s.style === 'pass' ? [h * 0.025, h * 0.018] : [h * 0.008, h * 0.008]);
      polyline(ctx, pts);
      ctx.setLineDash([]);
      arrowHead(ctx, pts[pts.length - 2], pts[pts.length - 1], h * 0.035);
      break;
    }
    case 'line':
      polyline(ctx, [px(space, s.from), px(space, s.to)]);
      break;
    case 'pen':
      polyline(ctx, s.points.map((p) => px(space, p)));
      break;
    case 'zone': {
      ctx.beginPath();
      const c = px(space, s.at);
      if (s.shape === 'polygon') (s.points ?? []).map((p) => px(space, p)).forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      else if (s.shape === 'ellipse') ctx.ellipse(c.x, c.y, (s.w * w) / 2, (s.h * h) / 2, 0, 0, Math.PI * 2);
      else ctx.rect(c.x - (s.w * w) / 2, c.y - (s.h * h) / 2, s.w * w, s.h * h);
      ctx.closePath();
      ctx.globalAlpha = 0.28;
      ctx.fill();
      ctx.globalAlpha = 0.9;
      ctx.stroke();
      break;
    }
    case 'text': {
      const c = px(space, s.at);
      ctx.font = `700 ${Math.round(TEXT_FRAME[s.size] * h)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      // A dark edge: a label must read on grass, shirts and sky alike.
      ctx.strokeStyle = 'rgba(0,0,0,0.7)';
      ctx.lineWidth = Math.max(2, h * 0.006);
      ctx.strokeText(s.text, c.x, c.y);
      ctx.fillText(s.text, c.x, c.y);
      break;
    }
    case 'equipment': {
      // The board's pictures on footage, sized by the frame's height: where a cone stood, a mannequin, a mini goal.
      const c = px(space, s.at);
      const half = EQUIPMENT_HALF[s.item];
      ctx.translate(c.x, c.y);
      if (!UPRIGHT_EQUIPMENT.has(s.item)) ctx.rotate((s.rot * Math.PI) / 180);
      drawEquipmentPicture(ctx, s.item, s.colour, half.w * h * EQUIPMENT_FRAME, half.h * h * EQUIPMENT_FRAME);
      break;
    }
  }
}

function polyline(ctx: CanvasRenderingContext2D, pts: Point[]) {
  ctx.beginPath();
  pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.stroke();
}

/** The spotlight: a flat ring under the player's feet (an ellipse, as a ring on the grass is seen). */
function ring(ctx: CanvasRenderingContext2D, c: Point, r: number, colour: string) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(3, r * 0.25);
  ctx.beginPath();
  ctx.ellipse(c.x, c.y, r, r * 0.4, 0, 0, Math.PI * 2);
  ctx.stroke();
}

function magnifier({ ctx, w, h, source }: FrameSpace, c: Point, r: number, zoom: number) {
  if (source) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
    ctx.clip();
    // The frame scaled by `zoom` round the circle's centre.
    ctx.drawImage(source, c.x - c.x * zoom, c.y - c.y * zoom, w * zoom, h * zoom);
    ctx.restore();
  }
  ctx.strokeStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.stroke();
}
