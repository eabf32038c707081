import type { Position } from '../players/types';
import { formationLines, parseLines } from './formationTable';

/** The lines of a game formation, back to front (docs/rooms.md, 'Game formations'). */
export const GAME_LINES = ['GK', 'DEF', 'MID', 'AMF', 'FWD'] as const;
export type GameLine = (typeof GAME_LINES)[number];

/** One slot of a squad: its key ('DEF-1': line and 1-based index) and the position it accepts. */
export interface GameSlot {
  key: string;
  line: GameLine;
  position: Position;
}

type LineSpec = Partial<Record<GameLine, Position[]>>;

/** The builder's line groups as the game's lines: holding midfielders play MID, attacking ones AMF. */
const GAME_LINE: Record<string, GameLine> = { GK: 'GK', DEF: 'DEF', DCM: 'MID', MID: 'MID', ACM: 'AMF', FWD: 'FWD' };
/** Where the game's line differs from the formation table's group: the diamond's tip plays in the attacking line. */
const GAME_LINE_OF_POSITION: Record<string, Partial<Record<Position, GameLine>>> = { '4-1-2-1-2': { CAM: 'AMF' } };

function gameSpec(name: string, lines: string): LineSpec {
  const spec: LineSpec = {};
  for (const { group, positions } of parseLines(lines)) {
    for (const position of positions as Position[]) {
      const line = GAME_LINE_OF_POSITION[name]?.[position] ?? GAME_LINE[group];
      (spec[line] ??= []).push(position);
    }
  }
  return spec;
}

/** The 13 game formations (docs/rooms.md, 'Game formations'), derived from the product's one formation table. */
const SPECS: Record<string, LineSpec> = Object.fromEntries(Object.entries(formationLines('game')).map(([name, lines]) => [name, gameSpec(name, lines)]));

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
  const slots = GAME_LINES.flatMap((line) =>
    (spec[line] ?? []).map((position, i) => ({ key: `${line}-${i + 1}`, line, position })),
  );
  slotCache.set(name, slots);
  return slots;
}

/** The slot of a formation with this key, or undefined. */
export function findSlot(formation: string, key: string): GameSlot | undefined {
  return formationSlots(formation).find((s) => s.key === key);
}

/** The line of a substitute's slot ('SUB-1' … 'SUB-5'): any player fits it. */
export const BENCH_LINE = 'SUB' as const;

/** A substitute's place in a drafted squad: drafted after the eleven, any position. */
export interface BenchSlot {
  key: string;
  line: typeof BENCH_LINE;
  position: typeof BENCH_LINE;
}

/** A place in a drafted squad: one of the formation's eleven or a substitute's. */
export type SquadSlot = GameSlot | BenchSlot;

export const isBenchKey = (key: string): boolean => key.startsWith(`${BENCH_LINE}-`);
export const isBenchSlot = (slot: SquadSlot): slot is BenchSlot => slot.line === BENCH_LINE;

/** The n substitutes' slots, SUB-1 first. */
export function benchSlots(n: number): BenchSlot[] {
  return Array.from({ length: n }, (_, i) => ({ key: `${BENCH_LINE}-${i + 1}`, line: BENCH_LINE, position: BENCH_LINE }));
}

/** Every slot of a squad: the formation's eleven, then the bench. */
export const squadSlots = (formation: string, bench: number): SquadSlot[] => [...formationSlots(formation), ...benchSlots(bench)];

/** The slot of a squad with this key (a substitute's only within the room's bench), or undefined. */
export function findSquadSlot(formation: string, bench: number, key: string): SquadSlot | undefined {
  return isBenchKey(key) ? benchSlots(bench).find((s) => s.key === key) : findSlot(formation, key);
}
