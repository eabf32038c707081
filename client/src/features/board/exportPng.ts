import { t } from '@lingui/core/macro';
import type { Layout } from '@onbir/shared/board/layout';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import { boardMessages } from '@onbir/shared/messages/board';
import { downloadBlob } from './download';
import { NO_OVERLAYS } from './render/overlays';
import { BoardRenderer } from './render/renderer';

export const PNG_MEASURE = 'taktik:png';

/** The exports' renderer, kept for the next picture: its pitch and player caches are made once. */
let kept: { layout: Layout; dpr: number; renderer: BoardRenderer } | null = null;

function rendererFor(layout: Layout, dpr: number): BoardRenderer {
  if (!kept || kept.layout !== layout || kept.dpr !== dpr) kept = { layout, dpr, renderer: new BoardRenderer(layout, dpr) };
  return kept.renderer;
}

/**
 * Downloads the board as `{formation}_taktik.png` (`{formation}_tactics.png` in English), at the live canvas's resolution (layout size times
 * the pixel ratio). It is drawn afresh without the editing state (selection, focus ring, handles, the
 * keyboard's cursor), so the image shows the board, not the editor. Refused while a video is being
 * recorded (docs/board.md, 'Recording and messages'): the reason is said on the page, never in a browser alert.
 */
export async function exportPng(board: Board, recording: boolean, tell: (text: string) => void, dpr = Math.min(window.devicePixelRatio || 1, 3)): Promise<void> {
  if (recording) {
    tell(boardMessages.PNG_WHILE_RECORDING);
    return;
  }
  try {
    const start = performance.now();
    const layout = layoutOf(board);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(layout.width * dpr);
    canvas.height = Math.round(layout.height * dpr);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    rendererFor(layout, dpr).render(ctx, { board, pending: null, pendingObject: null, active: null, overlays: { ...NO_OVERLAYS, measure: board.measure } });
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('toBlob returned nothing');
    performance.measure(PNG_MEASURE, { start, end: performance.now() });
    const formation = board.formation;
    downloadBlob(blob, t`${formation}_taktik.png`);
  } catch {
    tell(boardMessages.PNG_FAILED);
  }
}
