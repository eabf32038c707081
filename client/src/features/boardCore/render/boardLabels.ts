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

/**
 * What the names' layout depends on, part by part: it is laid out again only when one differs. A drawn
 * player is a new object whenever he changes (drawnBoard.ts keeps one per stored player), so the players
 * themselves stand for their place, number, name and marks; comparing them costs nothing on a frame.
 */
export function labelsKey(board: Pick<DrawnBoard, 'players' | 'ball'>, view: PitchView, scale: number): unknown[] {
  return [view, scale, board.ball.x, board.ball.y, ...board.players];
}
