import type { Board } from '@onbir/shared/board/model';
import { boardLabelInput } from '@onbir/shared/board/nameLabels';
import { layoutLabels, type PlacedLabel } from '@onbir/shared/pitch/labelLayout';
import type { Measure } from '@onbir/shared/pitch/nameForms';
import { canvasMeasure } from '../../../lib/canvasMeasure';
import { LABEL_FONT } from './pieces';
import type { ViewSpace } from './viewSpace';

/** The players' names on the canvas as the label layout places them (shared/src/pitch/labelLayout.ts), upright whatever the view. */
export function boardLabels(board: Pick<Board, 'players' | 'ball'>, vs: ViewSpace, measure: Measure = canvasMeasure(LABEL_FONT)): PlacedLabel[] {
  return layoutLabels(boardLabelInput(board, vs.layout, vs.t, measure));
}

/** What the names' layout depends on, as one string: it is laid out again only when this changes. */
export function labelsKey(board: Pick<Board, 'players' | 'ball' | 'view'>): string {
  const players = board.players.map((p) => `${p.id},${p.x},${p.y},${p.num},${p.name},${p.captain ? 1 : 0}${p.cards.yellow ? 1 : 0}${p.cards.red ? 1 : 0}${p.goals}`);
  return `${board.view}|${board.ball.x},${board.ball.y}|${players.join(';')}`;
}
