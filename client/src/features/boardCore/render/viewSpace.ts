import type { Layout } from '@onbir/shared/board/layout';
import type { ViewTransform } from '@onbir/shared/board/pitch';

/**
 * How a frame is drawn: the layout, the view (world pixels → canvas pixels, maybe turned a quarter) and
 * the device pixel ratio. Lines and shapes are drawn in world pixels under the view's transform; labels,
 * sprites and upright equipment on the canvas itself (`inView`), so they never turn with the view.
 */
export interface ViewSpace {
  layout: Layout;
  t: ViewTransform;
  dpr: number;
}

export function setWorldTransform(ctx: CanvasRenderingContext2D, { t, dpr }: ViewSpace) {
  ctx.setTransform(dpr * t.a, dpr * t.b, dpr * t.c, dpr * t.d, dpr * t.e, dpr * t.f);
}

/** Runs `draw` with canvas pixels as the units (the clip set in world units stays). */
export function inView(ctx: CanvasRenderingContext2D, vs: ViewSpace, draw: () => void) {
  ctx.save();
  ctx.setTransform(vs.dpr, 0, 0, vs.dpr, 0, 0);
  draw();
  ctx.restore();
}
