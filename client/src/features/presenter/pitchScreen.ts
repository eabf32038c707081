import type { Point } from '@onbir/shared/board/layout';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import { canvasToPitch, pitchToCanvas, viewToWorld, viewTransform, worldToView, type PitchPoint, type PitchView } from '@onbir/shared/board/pitch';

/**
 * Pitch metres ↔ a point on a board's canvas as it is shown (its view, its size on screen), so the laser
 * lands on the same spot of the pitch on a laptop presenter and a phone viewer.
 */
export function pitchScreen(board: Pick<Board, 'layout' | 'format'>, view: PitchView, width: number) {
  const layout = layoutOf(board);
  const t = viewTransform(layout, view);
  const k = width / layout.width;
  return {
    /** A point in the canvas box (CSS pixels from its top left) → metres. */
    toPitch(p: Point): PitchPoint {
      return canvasToPitch(layout, viewToWorld(t, { x: p.x / k, y: p.y / k }));
    },
    /** Metres → CSS pixels in the canvas box. */
    toBox(p: PitchPoint): Point {
      const v = worldToView(t, pitchToCanvas(layout, p));
      return { x: v.x * k, y: v.y * k };
    },
  };
}
