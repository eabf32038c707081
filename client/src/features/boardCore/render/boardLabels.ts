import type { DrawnBoard } from '@onbir/shared/board/drawnBoard';
import { boardLabelInput } from '@onbir/shared/board/nameLabels';
import type { PitchView } from '@onbir/shared/board/pitch';
import { layoutLabels, type PlacedLabel } from '@onbir/shared/pitch/labelLayout';
import type { Measure } from '@onbir/shared/pitch/nameForms';
import { canvasMeasure } from '../../../lib/canvasMeasure';
import { LABEL_FONT } from './pieces';
import type { ViewSpace } from './viewSpace';

/** The players' names on the canvas as the label layout places them (shared/src/pitch/labelLayout.ts), upright whatever the view. */
export function boardLabels(board: Pick<DrawnBoard, 'players' | 'ball'>, vs: ViewSpace, measure: Measure = canvasMeasure(LABEL_FONT)): PlacedLabel[] {
  return layoutLabels(boardLabelInput(board, vs.layout, vs.t, measure));
}

/** What the names' layout depends on, as one string: it is laid out again only when this changes. */
export function labelsKey(board: Pick<DrawnBoard, 'players' | 'ball'>, view: PitchView): string {
  const players = board.players.map((p) => `${p.id},${p.x},${p.y},${p.num},${p.name},${p.captain ? 1 : 0}${p.cards.yellow ? 1 : 0}${p.cards.red ? 1 : 0}${p.goals}`);
  return `${view}|${board.ball.x},${board.ball.y}|${players.join(';')}`;
}
