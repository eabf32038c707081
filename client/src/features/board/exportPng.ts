import { t } from '@lingui/core/macro';
import { convertLayout } from '@onbir/shared/board/board';
import type { Layout } from '@onbir/shared/board/layout';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { wording } from '@onbir/shared/messages/message';
import { download } from '../../lib/download';
import { NO_OVERLAYS, BoardRenderer } from '../boardCore';
import type { Shown } from '../../lib/i18n/RefusalText';

export const PNG_MEASURE = 'taktik:png';

/** The exports' renderer, kept for the next picture: its pitch and player caches are made once. */
let kept: { layout: Layout; dpr: number; renderer: BoardRenderer } | null = null;

function rendererFor(layout: Layout, dpr: number): BoardRenderer {
  if (!kept || kept.layout !== layout || kept.dpr !== dpr) kept = { layout, dpr, renderer: new BoardRenderer(layout, dpr) };
  return kept.renderer;
}

/** The picture's width in pixels, whatever the screen: sharp in a chat, on a projector and in print. */
const PNG_WIDTH = 1920;

/**
 * Downloads the board as `{formation}_taktik.png` (`{formation}_tactics.png` in English): the landscape
 * pitch, PNG_WIDTH pixels wide, from a phone as from a laptop. It is drawn afresh without the editing
 * state (selection, focus ring, handles, the keyboard's cursor), so the image shows the board, not the
 * editor. Refused while a video is being recorded (docs/board.md, 'Recording and messages'): the reason is
 * said on the page, never in a browser alert.
 */
export async function exportPng(shown: Board, view: BoardView, recording: boolean, tell: (text: Shown) => void): Promise<void> {
  if (recording) {
    tell(wording('board', 'PNG_WHILE_RECORDING'));
    return;
  }
  try {
    const start = performance.now();
    const board = convertLayout(shown, 'desktop');
    const layout = layoutOf(board);
    const dpr = PNG_WIDTH / layout.width;
    const canvas = document.createElement('canvas');
    canvas.width = PNG_WIDTH;
    canvas.height = Math.round(layout.height * dpr);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    rendererFor(layout, dpr).render(ctx, { board, view, pending: null, pendingObject: null, active: null, overlays: { ...NO_OVERLAYS, measure: view.measure } });
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('toBlob returned nothing');
    performance.measure(PNG_MEASURE, { start, end: performance.now() });
    const formation = board.formation;
    download(blob, t`${formation}_taktik.png`);
  } catch {
    tell(wording('board', 'PNG_FAILED'));
  }
}
