import type { Board } from '@onbir/shared/board/model';
import { boardLabelInput } from '@onbir/shared/board/nameLabels';
import { worldToView } from '@onbir/shared/board/pitch';
import { layoutLabels, type Box, type PlacedLabel } from '@onbir/shared/pitch/labelLayout';
import type { Measure } from '@onbir/shared/pitch/nameForms';
import { canvasMeasure } from '../../../lib/canvasMeasure';
import { LABEL_FONT } from './pieces';
import type { ViewSpace } from './viewSpace';

/** The part of the canvas the view shows the pitch in (canvas pixels, before the device ratio). */
function shownArea(vs: ViewSpace): Box {
  const { x, y, w, h } = vs.t.rect;
  const corners = [
    { x, y },
    { x: x + w, y },
    { x, y: y + h },
    { x: x + w, y: y + h },
  ].map((p) => worldToView(vs.t, p));
  const x0 = Math.max(0, Math.min(...corners.map((c) => c.x)));
  const y0 = Math.max(0, Math.min(...corners.map((c) => c.y)));
  const x1 = Math.min(vs.layout.width, Math.max(...corners.map((c) => c.x)));
  const y1 = Math.min(vs.layout.height, Math.max(...corners.map((c) => c.y)));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The players' names on the canvas as the label layout places them (shared/src/pitch/labelLayout.ts):
 * upright whatever the view, inside the part of the pitch it shows; a player the view leaves out has none.
 */
export function boardLabels(board: Pick<Board, 'players' | 'ball'>, vs: ViewSpace, measure: Measure = canvasMeasure(LABEL_FONT)): PlacedLabel[] {
  const area = shownArea(vs);
  const input = boardLabelInput(board, vs.layout, area, (p) => worldToView(vs.t, p), vs.t.scale, measure);
  const shown = (p: { x: number; y: number }) => p.x >= area.x && p.x <= area.x + area.w && p.y >= area.y && p.y <= area.y + area.h;
  return layoutLabels({ ...input, pieces: input.pieces.filter(shown) });
}

/** What the names' layout depends on, as one string: it is laid out again only when this changes. */
export function labelsKey(board: Pick<Board, 'players' | 'ball' | 'view'>): string {
  const players = board.players.map((p) => `${p.id},${p.x},${p.y},${p.num},${p.name},${p.captain ? 1 : 0}${p.cards.yellow ? 1 : 0}${p.cards.red ? 1 : 0}${p.goals}`);
  return `${board.view}|${board.ball.x},${board.ball.y}|${players.join(';')}`;
}
