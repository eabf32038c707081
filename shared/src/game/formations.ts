import type { Position } from '../players/types';

/** The lines of a game formation, back to front (spec 3.5). */
export const GAME_LINES = ['GK', 'DEF', 'MID', 'AMF', 'FWD'] as const;
export type GameLine = (typeof GAME_LINES)[number];

/** One slot of a squad: its key ('DEF-1': line and 1-based index) and the position it accepts. */
export interface GameSlot {
  key: string;
  line: GameLine;
  position: Position;
}

type LineSpec = Partial<Record<GameLine, Position[]>>;

/**
 * The 13 game formations. Where a formation also exists in the builder (spec 3.3), each line lists the
 * builder's positions in the builder's order, right to left; the builder's DCM/ACM lines become MID/AMF.
 */
const SPECS: Record<string, LineSpec> = {
  '4-3-3': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CM', 'CM', 'CM'], FWD: ['RW', 'ST', 'LW'] },
  '3-5-2': { DEF: ['CB', 'CB', 'CB'], MID: ['RWB', 'CM', 'CAM', 'CM', 'LWB'], FWD: ['ST', 'CF'] },
  '4-4-2': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['RM', 'CM', 'CM', 'LM'], FWD: ['ST', 'ST'] },
  '4-2-3-1': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CDM', 'CDM'], AMF: ['RM', 'CAM', 'LM'], FWD: ['ST'] },
  '3-4-3': { DEF: ['CB', 'CB', 'CB'], MID: ['RWB', 'CM', 'CM', 'LWB'], FWD: ['RW', 'ST', 'LW'] },
  '5-3-2': { DEF: ['RWB', 'CB', 'CB', 'CB', 'LWB'], MID: ['CM', 'CM', 'CAM'], FWD: ['ST', 'ST'] },
  '4-1-4-1': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CDM'], AMF: ['RM', 'CM', 'CM', 'LM'], FWD: ['ST'] },
  '4-1-2-1-2': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CDM', 'RM', 'LM'], AMF: ['CAM'], FWD: ['ST', 'ST'] },
  '4-5-1': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['RM', 'CM', 'CDM', 'CM', 'LM'], FWD: ['ST'] },
  '4-3-1-2': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CM', 'CDM', 'CM'], AMF: ['CAM'], FWD: ['ST', 'ST'] },
  '4-2-2-2': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CDM', 'CDM'], AMF: ['CAM', 'CAM'], FWD: ['ST', 'ST'] },
  '4-3-2-1': { DEF: ['RB', 'CB', 'CB', 'LB'], MID: ['CM', 'CDM', 'CM'], AMF: ['CAM', 'CAM'], FWD: ['ST'] },
  '5-4-1': { DEF: ['RWB', 'CB', 'CB', 'CB', 'LWB'], MID: ['RM', 'CM', 'CM', 'LM'], FWD: ['ST'] },
};

export const GAME_FORMATIONS = Object.keys(SPECS) as readonly string[];
export const DEFAULT_GAME_FORMATION = '4-4-2';

export function isGameFormation(name: string): boolean {
  return Object.hasOwn(SPECS, name);
}

const slotCache = new Map<string, GameSlot[]>();

/** The 11 slots of a formation in line order (GK first); throws for an unknown name. */
export function formationSlots(name: string): GameSlot[] {
  const cached = slotCache.get(name);
  if (cached) return cached;
  const spec = SPECS[name];
  if (!spec) throw new Error(`Unknown formation ${name}`);
  const lines: LineSpec = { GK: ['GK'], ...spec };
  const slots = GAME_LINES.flatMap((line) =>
    (lines[line] ?? []).map((position, i) => ({ key: `${line}-${i + 1}`, line, position })),
  );
  slotCache.set(name, slots);
  return slots;
}

/** The slot of a formation with this key, or undefined. */
export function findSlot(formation: string, key: string): GameSlot | undefined {
  return formationSlots(formation).find((s) => s.key === key);
}
