import type { Position } from '../players/types';
import { formationLines } from '../formations/formationTable';
import { lineShape } from '../formations/lineShape';

/** The line groups of the builder's formations (docs/builder.md, 'Formations'). */
export type LineGroup = 'GK' | 'DEF' | 'MID' | 'DCM' | 'ACM' | 'FWD';

/** One place on the builder's pitch. */
export interface BuilderSlot {
  /** '{lineGroup}-{slotIndex}', the slot index counted within its line from 0: 'DEF-0' is the first defender. */
  key: string;
  line: LineGroup;
  index: number;
  position: Position;
  /** 0 = own goal line, 1 = opponent goal line. */
  depth: number;
  /** 0 = the right flank (where RB plays), 1 = the left flank. */
  width: number;
}

export interface BuilderFormation {
  name: string;
  /** Lines in render order, goalkeeper first. */
  lines: Array<{ group: LineGroup; positions: Position[] }>;
}

/** docs/builder.md, 'Formations', from the product's one formation table (shared/src/formations/formationTable.ts). */
const TABLE: Record<string, string> = formationLines('builder');

function parse(name: string, text: string): BuilderFormation {
  const lines = text.split(';').map((part) => {
    const [group, ...positions] = part.trim().split(' ');
    // The goalkeeper line names only its group: its single slot is the GK.
    return { group: group as LineGroup, positions: (positions.length ? positions : ['GK']) as Position[] };
  });
  return { name, lines };
}

/** The 12 builder formations in their order. */
export const BUILDER_FORMATIONS: BuilderFormation[] = Object.entries(TABLE).map(([name, text]) => parse(name, text));
export const BUILDER_FORMATION_NAMES = BUILDER_FORMATIONS.map((f) => f.name);
export const DEFAULT_BUILDER_FORMATION = '4-4-2';
export const LINEUP_SIZE = 11;

export function isBuilderFormation(name: string): boolean {
  return name in TABLE;
}

export function builderFormation(name: string): BuilderFormation {
  return BUILDER_FORMATIONS.find((f) => f.name === name) ?? builderFormation(DEFAULT_BUILDER_FORMATION);
}

export function slotKey(line: LineGroup, index: number): string {
  return `${line}-${index}`;
}

// Where lines sit on the pitch: the goalkeeper near his goal, the outfield lines spread evenly up to
// the strikers. Holding and attacking midfielders written among other midfielders step back or forward
// (lineShape) so a 4-5-1 or a 3-5-2 reads as the shape a coach would draw. In a line of three (4-3-1-2's
// CM CDM CM) the step is short: a long one put the holding midfielder's card between the centre backs',
// where no name fits under it. The diamond's CDM and CAM stand one behind the other in the middle, a
// long step apart so both cards and names fit.
const GK_DEPTH = 0.1;
const FIRST_LINE_DEPTH = 0.27;
const LAST_LINE_DEPTH = 0.83;
const STEP = 0.06;
const SHORT_STEP = 0.03;
const STACKED_STEP = 0.09;

function lineDepth(lineIndex: number, lineCount: number): number {
  if (lineIndex === 0) return GK_DEPTH;
  if (lineCount === 2) return FIRST_LINE_DEPTH;
  return FIRST_LINE_DEPTH + ((lineIndex - 1) * (LAST_LINE_DEPTH - FIRST_LINE_DEPTH)) / (lineCount - 2);
}

/** Across the pitch: wider lines use more of it, a pair of strikers stays central. */
function slotWidth(index: number, count: number): number {
  if (count === 1) return 0.5;
  const span = Math.min(0.76, 0.22 * (count - 1));
  return 0.5 - span / 2 + (index * span) / (count - 1);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function lineSlots(group: LineGroup, positions: Position[], depth: number): BuilderSlot[] {
  const shape = lineShape(positions);
  const stacked = shape.filter((p) => p.middle).length > 1;
  const step = stacked ? STACKED_STEP : positions.length >= 4 ? STEP : SHORT_STEP;
  return positions.map((position, index) => ({
    key: slotKey(group, index),
    line: group,
    index,
    position,
    depth: round3(depth + shape[index].step * step),
    width: round3(shape[index].middle ? 0.5 : slotWidth(shape[index].across, positions.length)),
  }));
}

/** The formation's slots in render order (line by line, each line in the table's slot order). */
export function builderSlots(name: string): BuilderSlot[] {
  const { lines } = builderFormation(name);
  return lines.flatMap((line, li) => lineSlots(line.group, line.positions, lineDepth(li, lines.length)));
}
