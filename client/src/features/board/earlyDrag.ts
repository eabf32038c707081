import { moveBall, movePlayer } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import { canvasToPitch, viewToWorld, viewTransform } from '@onbir/shared/board/pitch';
import type { BoardStore } from '../boardCore';
import { inlineCall } from '../../lib/HtmlOnlyScript';

/** Where a piece was dropped on the still picture, in the picture's units (the layout's, before any view). */
export interface EarlyMove {
  /** `player:<id>` or `ball`, as the still names its groups (BoardStill). */
  piece: string;
  x: number;
  y: number;
}

/** What the inline script leaves for the board: the moves so far; taking them also ends the script's part. */
export interface EarlyDrag {
  take(): { width: number; height: number; moves: EarlyMove[] };
}

declare global {
  interface Window {
    onbirEarlyDrag?: EarlyDrag;
  }
}

/**
 * The board's still picture answers drags before the page's scripts have arrived. On a slow phone the
 * pitch shows at ~0.7 s but React, the router and the board's code take until ~2.3 s to download and
 * hydrate; a coach's first move is a drag, so it moves the piece at once, and the board takes the moves
 * over when it replaces the picture with its canvas (BoardCanvas, `takeEarlyMoves`).
 *
 * Runs as an inline script right after the picture in the prerendered HTML (`EARLY_DRAG_SCRIPT`), so it
 * uses nothing outside its own body. It only moves the picture's groups inside the <svg>, whose inner
 * markup React neither hydrates nor compares (BoardStill). The final place is the board's rules' to say:
 * they clamp it as a drag on the canvas would.
 */
export function earlyDrag(script: HTMLScriptElement) {
  const svg = script.previousElementSibling as SVGSVGElement | null;
  if (!svg || !svg.viewBox) return;
  const box = svg.viewBox.baseVal;
  const moved = new Map<string, [number, number]>();
  let drag: { g: SVGGElement; piece: string; pointer: number; from: [number, number]; start: [number, number]; home: [number, number] } | null = null;
  const point = (e: PointerEvent): [number, number] => {
    const r = svg.getBoundingClientRect();
    return [((e.clientX - r.left) * box.width) / r.width, ((e.clientY - r.top) * box.height) / r.height];
  };
  const down = (e: PointerEvent) => {
    const g = (e.target as Element).closest<SVGGElement>('[data-piece]');
    if (drag || !g || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const piece = g.dataset.piece!;
    const home: [number, number] = [Number(g.dataset.x), Number(g.dataset.y)];
    drag = { g, piece, pointer: e.pointerId, from: point(e), start: moved.get(piece) ?? home, home };
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const [x, y] = point(e);
    const to: [number, number] = [
      Math.min(Math.max(drag.start[0] + x - drag.from[0], 0), box.width),
      Math.min(Math.max(drag.start[1] + y - drag.from[1], 0), box.height),
    ];
    drag.g.setAttribute('transform', `translate(${to[0] - drag.home[0]} ${to[1] - drag.home[1]})`);
    moved.set(drag.piece, to);
  };
  const up = (e: PointerEvent) => {
    if (drag && e.pointerId === drag.pointer) drag = null;
  };
  const events = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
  ] as const;
  for (const [type, listener] of events) svg.addEventListener(type, listener);
  window.onbirEarlyDrag = {
    take() {
      for (const [type, listener] of events) svg.removeEventListener(type, listener);
      const moves = [...moved].map(([piece, [x, y]]) => ({ piece, x, y }));
      moved.clear();
      return { width: box.width, height: box.height, moves };
    },
  };
}

/** The inline script's text: the function above, called with its own element. */
export const EARLY_DRAG_SCRIPT = inlineCall(earlyDrag);

/**
 * The drags the still picture answered, made on the board as drags on the canvas are (the rules clamp them;
 * one undo step each), once the canvas takes the picture's place. A picture of another layout than the
 * board's (the window changed between the HTML and the hydration) has its moves dropped: its places are not
 * the board's.
 */
export function takeEarlyMoves(store: BoardStore) {
  const early = window.onbirEarlyDrag?.take();
  const layout = layoutOf(store.board);
  // The picture's box is read in single precision.
  if (!early || Math.abs(early.width - layout.width) > 0.5 || Math.abs(early.height - layout.height) > 0.5) return;
  for (const { piece, x, y } of early.moves) {
    const to = canvasToPitch(layout, viewToWorld(viewTransform(layout, store.view.view), { x, y }));
    const id = Number(piece.replace('player:', ''));
    store.apply((b) => (piece === 'ball' ? moveBall(b, to, store.view.trailsOn) : movePlayer(b, id, to, store.view.trailsOn)));
  }
}
