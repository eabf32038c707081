import type { Box, LabelInput } from '../pitch/labelLayout';
import type { Measure } from '../pitch/nameForms';

/**
 * The match screen's line-up pitch (LineupPitch.tsx), in the units of its picture (a 100 x 64 box): the
 * players' discs, what is marked beside them and their names' type, as the label layout takes them.
 */
// Names keep clear of the picture's rounded edge.
export const LINEUP_PITCH: Box = { x: 0.6, y: 0.6, w: 98.8, h: 62.8 };
export const SPOT = { r: 2.6, ring: 0.35, nameSize: 2.3, minNameSize: 1.8, card: { dx: 2, dy: -4, w: 1.6, h: 2.4 }, goal: { dx: -2.6, dy: -2.8, r: 0.8, step: 1.8 }, cameOn: { dx: 2, dy: 1.8, w: 1.8, h: 1.6 } } as const;

/** The card, the goal balls and a substitute's came-on mark drawn beside a disc centred at (x, y). */
export function spotMarks(x: number, y: number, card: boolean, goals: number, cameOn = false): Box[] {
  const { card: c, goal: g, cameOn: o } = SPOT;
  const out: Box[] = card ? [{ x: x + c.dx, y: y + c.dy, w: c.w, h: c.h }] : [];
  if (cameOn) out.push({ x: x + o.dx, y: y + o.dy, w: o.w, h: o.h });
  for (let i = 0; i < goals; i++) out.push({ x: x + g.dx - i * g.step - g.r, y: y + g.dy - g.r, w: 2 * g.r, h: 2 * g.r });
  return out;
}

/** The players of both sides on the line-up pitch (centres in its units) as a label layout's input. */
export function lineupLabelInput(spots: ReadonlyArray<{ key: string; name: string; x: number; y: number; marks: Box[] }>, measure: Measure): LabelInput {
  return {
    pitch: LINEUP_PITCH,
    pieces: spots.map((s) => ({ ...s, r: SPOT.r + SPOT.ring / 2 })),
    measure,
    size: SPOT.nameSize,
    minSize: SPOT.minNameSize,
    pad: 0.05,
    lineHeight: 1.2,
    gap: 0.3,
  };
}
