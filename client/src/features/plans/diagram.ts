import { convertLayout } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import { deserializeBoard, type StoredBoard } from '@onbir/shared/board/serialize';
import { applyFrame, stepsOf } from '@onbir/shared/board/steps';
import { DEFAULT_VIEW, storedView } from '@onbir/shared/board/view';
import { NO_OVERLAYS, BoardRenderer } from '../boardCore';

export interface Diagram {
  /** A JPEG data URL (the printed page and the PDF both take it). */
  url: string;
  width: number;
  height: number;
  /** The step it shows (0-based) and how many the board has. */
  step: number;
  steps: number;
}

/**
 * A drill's board at its first or last step as a picture, drawn by the board's own renderer on the
 * landscape pitch (it fits an A4 page's width), at `scale` times the layout's pixels, in the pitch view and
 * stripes the drill was saved with from the board (saveDrillBoard.ts; the whole pitch for a drill never opened there).
 */
export function renderDiagram(stored: StoredBoard, which: 'first' | 'last', scale = 1): Diagram | null {
  const opened = deserializeBoard(stored);
  if (!opened) return null;
  const board = convertLayout(opened, 'desktop');
  const steps = stepsOf(board);
  const step = which === 'first' ? 0 : steps.length - 1;
  const shown = applyFrame({ ...board, current: step }, steps[step]);
  const layout = layoutOf(board);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * scale);
  canvas.height = Math.round(layout.height * scale);
  const view = { ...DEFAULT_VIEW, ...storedView(stored) };
  new BoardRenderer(layout, scale).render(canvas.getContext('2d')!, { board: shown, view, pending: null, pendingObject: null, active: null, overlays: { ...NO_OVERLAYS, measure: false } });
  return { url: canvas.toDataURL('image/jpeg', 0.88), width: canvas.width, height: canvas.height, step, steps: steps.length };
}
