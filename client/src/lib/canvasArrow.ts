import type { Point } from '@onbir/shared/board/layout';

/** The filled head of an arrow ending at `to`, pointing along from → to: the board's and the video's arrows look alike. */
export function arrowHead(ctx: CanvasRenderingContext2D, from: Point, to: Point, size: number) {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  ctx.beginPath();
  ctx.moveTo(to.x, to.y);
  ctx.lineTo(to.x - size * Math.cos(a - 0.45), to.y - size * Math.sin(a - 0.45));
  ctx.lineTo(to.x - size * Math.cos(a + 0.45), to.y - size * Math.sin(a + 0.45));
  ctx.closePath();
  ctx.fill();
}
