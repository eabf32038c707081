import { nextObjectId } from '@onbir/shared/board/boardObjects';
import type { Board } from '@onbir/shared/board/model';
import type { BoardObject } from '@onbir/shared/board/objects';
import { pitchDistance, type PitchPoint } from '@onbir/shared/board/pitch';
import type { BoardUi } from '../../boardCore';

/** Shorter arrows, lines and zones than this (metres) are taken as a slip and dropped. */
const MIN_LENGTH = 1;

/** The arrow, line or zone the drawing tools make from `start` to `end` (a free polygon: along `path`). */
export function shapeFrom(ui: BoardUi, board: Board, start: PitchPoint, end: PitchPoint, path: PitchPoint[]): BoardObject {
  const id = nextObjectId(board);
  const colour = ui.colour;
  if (ui.tool === 'arrow') return { kind: 'arrow', id, colour, style: ui.arrowStyle, from: start, to: end };
  if (ui.tool === 'line') return { kind: 'line', id, colour, from: start, to: end };
  if (ui.zoneShape === 'polygon') return { kind: 'zone', id, colour, shape: 'polygon', at: start, w: 0, h: 0, points: path };
  return { kind: 'zone', id, colour, shape: ui.zoneShape, at: { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 }, w: Math.abs(end.x - start.x), h: Math.abs(end.y - start.y) };
}

export function bigEnough(o: BoardObject): boolean {
  if (o.kind === 'arrow' || o.kind === 'line') return pitchDistance(o.from, o.to) >= MIN_LENGTH;
  if (o.kind === 'zone') return o.shape === 'polygon' ? (o.points?.length ?? 0) >= 3 : o.w >= MIN_LENGTH && o.h >= MIN_LENGTH;
  return true;
}
