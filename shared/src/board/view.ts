import { z } from 'zod';
import type { Board } from './model';
import { PITCH_VIEWS, type PitchView } from './pitch';

/**
 * How a board is looked at and worked on, beside the document (model.ts `Board`): undo, saves, share
 * links and plans carry the document only, so toggling any of these is never an undo step and undo never
 * changes them. The board page keeps the pitch's look as a preference of the device (boardView.ts in the
 * client); the presenter sends its view with the board so viewers see the pitch as it is presented.
 */
export interface BoardView {
  /** Whole pitch, attacking half or training area. */
  view: PitchView;
  /** Mown stripes on the grass, or plain. */
  stripes: boolean;
  /** Measurements drawn over the pitch (measure.ts). */
  measure: boolean;
  /** Moves record trails (and playback draws each piece's path). */
  trailsOn: boolean;
  /** Whether trails were on when the pen was taken, so putting the pen down brings them back. */
  trailsBeforePen?: boolean;
  penOn: boolean;
}

export const DEFAULT_VIEW: BoardView = { view: 'full', stripes: true, measure: false, trailsOn: true, penOn: false };

/** A document as it is drawn: the board seen through a view (what the renderer and the gestures read). */
export type ShownBoard = Board & BoardView;

/** The board seen through `view`; the same object while neither changes, so caches keyed on it hold. */
export function showBoard(board: Board, view: BoardView): ShownBoard {
  return { ...board, ...view };
}

/** The trail switch; a choice made while the pen is out is the one kept when it is put down. */
export function setTrails(view: BoardView, on: boolean): BoardView {
  return { ...view, trailsOn: on, trailsBeforePen: undefined };
}

/** Taking the pen turns trail recording off (docs/board.md, 'Recording and messages'); putting it down turns it back to what it was. */
export function setPen(view: BoardView, on: boolean): BoardView {
  if (view.penOn === on) return view;
  if (on) return { ...view, penOn: true, trailsOn: false, trailsBeforePen: view.trailsOn };
  return { ...view, penOn: false, trailsOn: view.trailsBeforePen ?? view.trailsOn, trailsBeforePen: undefined };
}

/** The view's fields in a stored payload: `w` pitch view, `st` stripes (false: plain), `ms` measurements, `t` trails. */
const storedViewSchema = z.object({ w: z.enum(PITCH_VIEWS).optional(), st: z.boolean().optional(), ms: z.boolean().optional(), t: z.boolean().optional() });

/** A view as stored beside a board, only where it differs from the default (the presenter's payload). */
export function viewFields(view: BoardView): z.infer<typeof storedViewSchema> {
  return {
    t: view.trailsOn,
    ...(view.view !== 'full' ? { w: view.view } : {}),
    ...(view.stripes ? {} : { st: false }),
    ...(view.measure ? { ms: true } : {}),
  };
}

/** The view fields a payload holds (any version; boards saved before the view left the document hold them): absent ones are left out. */
export function storedView(data: unknown): Partial<BoardView> {
  const parsed = storedViewSchema.safeParse(data);
  if (!parsed.success) return {};
  const { w, st, ms, t } = parsed.data;
  return { ...(w ? { view: w } : {}), ...(st !== undefined ? { stripes: st } : {}), ...(ms !== undefined ? { measure: ms } : {}), ...(t !== undefined ? { trailsOn: t } : {}) };
}
