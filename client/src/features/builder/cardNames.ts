import { builderSlots } from '@onbir/shared/builder/formations';
import { displayName, type Lineup } from '@onbir/shared/builder/lineup';
import { fitName, labelSpace, type FittedName } from '@onbir/shared/builder/nameFit';
import { canvasMeasure } from '../../lib/canvasMeasure';
import type { Orientation } from '@onbir/shared/builder/squad';

export type { FittedName };

/** What the cards of one pitch look like, px: the card (its face is 0.8 of it) and the names' type. */
export interface CardMetrics {
  card: number;
  nameSize: number;
  minNameSize: number;
  /** Horizontal padding inside a name label, each side. */
  namePad: number;
  /** How far the position badge hangs below the face (the name starts under it). */
  posDrop: number;
  fontFamily: string;
}

/** The width of the captain's mark inside a name label, with its margin. */
export const captainMarkWidth = (size: number) => Math.round(size * 1.25) + 4;

/**
 * Every placed player's name set for his card: each label gets the room the cards of its row and the
 * pitch's edges leave it (`labelSpace`), then the name is fitted into it (`fitName`).
 */
export function fitPitchNames(
  lineup: Lineup,
  formation: string,
  orientation: Orientation,
  pitch: { width: number; height: number },
  m: CardMetrics,
  captain: string | null,
): Record<string, FittedName> {
  const slots = builderSlots(formation);
  const gkTop = orientation === 'gk-top';
  // The slot's point is the face's centre (pitch.css); empty slots take no room.
  const cards = slots
    .filter((s) => lineup[s.key])
    .map((s) => ({ key: s.key, x: (gkTop ? s.width : 1 - s.width) * pitch.width, y: (gkTop ? s.depth : 1 - s.depth) * pitch.height }));
  const line = m.nameSize * 1.25;
  const space = labelSpace(cards, {
    width: pitch.width,
    height: pitch.height,
    face: m.card * 0.8,
    drop: m.posDrop,
    oneLine: line + 4,
    twoLines: 2 * line + 4,
    gap: Math.max(4, Math.round(m.nameSize * 0.4)),
    max: m.card + m.nameSize * 5,
  });
  return fitTogether(
    cards.map((c) => {
      const entry = lineup[c.key];
      const mark = entry.player_id === captain ? captainMarkWidth(m.nameSize) : 0;
      const inner = (w: number) => Math.max(0, w - 2 * m.namePad - mark);
      return { key: c.key, name: displayName(entry.player_name), width: inner(space[c.key].width), twoLines: inner(space[c.key].twoLines) };
    }),
    m,
  );
}

/**
 * One size for every name of a pitch, as a designer sets a team sheet: the largest at which each name
 * fits its room (whole, on two lines, or shortened: a long name is shortened before the others shrink).
 * A name that fits nowhere, even shortened at the smallest size, does not drag the others down: it takes
 * its narrowest form at the smallest size.
 */
function fitTogether(names: Array<{ key: string; name: string; width: number; twoLines: number }>, m: CardMetrics): Record<string, FittedName> {
  const measure = canvasMeasure(m.fontFamily);
  const fits = (f: FittedName, n: (typeof names)[number]) => f.width <= (f.lines.length > 1 ? Math.min(n.width, n.twoLines) : n.width);
  const at = (n: (typeof names)[number], size: number) => fitName(n.name, n.width, measure, { size, minSize: size, twoLineWidth: n.twoLines });
  const fittable = names.filter((n) => fits(at(n, m.minNameSize), n));
  let size = m.nameSize;
  while (size > m.minNameSize && !fittable.every((n) => fits(at(n, size), n))) size -= 0.5;
  return Object.fromEntries(names.map((n) => [n.key, fittable.includes(n) ? at(n, size) : at(n, m.minNameSize)]));
}

/** The bench's names, each in the width of its place in the bench row, at one size. */
export function fitBenchNames(bench: Lineup, width: number, m: CardMetrics): Record<string, FittedName> {
  return fitTogether(
    Object.entries(bench).map(([key, e]) => ({ key, name: displayName(e.player_name), width: width - 2 * m.namePad, twoLines: width - 2 * m.namePad })),
    m,
  );
}
