import type { Random } from '../../match/random';
import { canPlay, positionsOf } from '../../players/positions';
import { POSITIONS, type Position } from '../../players/types';
import { AI_STYLES, type AiStyle } from '../constants';
import { aiManagerName } from './aiNames';
import { emptySlots, leagueAllowed, type DraftCandidate, type DraftState } from './draft';
import { isBenchSlot, type GameLine, type GameSlot } from '../../formations/gameFormations';

/** An AI manager as a seat shows it: a Turkish name unique in the room and a drafting style. */
export interface AiManager {
  name: string;
  style: AiStyle;
}

/** A new AI manager: a seeded name no one in the room has, and the given style or a seeded one. */
export function newAiManager(rng: Random, takenNames: readonly string[], style?: AiStyle): AiManager {
  const name = aiManagerName(rng, takenNames);
  return { name, style: style ?? AI_STYLES[rng.int(AI_STYLES.length)] };
}

/** Formations an AI manager of each style sets up in (a replacement keeps the leaver's formation). */
export const AI_FORMATIONS: Record<AiStyle, readonly string[]> = {
  dengeli: ['4-4-2', '4-2-3-1', '4-3-3', '3-5-2', '4-1-2-1-2', '4-3-1-2'],
  hücumcu: ['4-3-3', '3-4-3', '4-2-3-1', '4-2-2-2'],
  savunmacı: ['5-3-2', '5-4-1', '4-5-1', '4-1-4-1'],
};

/** A seeded formation of the style's list for a new AI seat. */
export function aiFormation(style: AiStyle, rng: Random): string {
  return AI_FORMATIONS[style][rng.int(AI_FORMATIONS[style].length)];
}

/** How long an AI manager seems to think before its pick: 1-3 s, seeded. Data for the server's clock, not a timer. */
export const AI_PICK_DELAY_MS = { min: 1000, max: 3000 } as const;
export function aiPickDelayMs(rng: Random): number {
  return AI_PICK_DELAY_MS.min + rng.int(AI_PICK_DELAY_MS.max - AI_PICK_DELAY_MS.min + 1);
}

/** A decided pick: the player and the key of the empty slot he goes to. */
export interface DraftChoice<P> {
  player: P;
  slotKey: string;
}

/** A style's extra weight, in overall points, for a slot of this line in the first rounds. */
const STYLE_LINES: Record<AiStyle, Partial<Record<GameLine, number>>> = {
  dengeli: {},
  hücumcu: { FWD: 4, AMF: 3 },
  savunmacı: { GK: 4, DEF: 3 },
};
/** Rounds over which the style weight fades to nothing: a style shapes the start, need decides the end. */
const STYLE_ROUNDS = 5;
/** Weight of the drop to the player likely left at the next turn: scarce positions go first. */
const DROP_WEIGHT = 0.6;
/** A position that may run dry before every slot of it is filled is taken now. */
const SCARCITY_BONUS = 25;
/** The seeded jitter between near-equal options, so AI managers do not all draft alike. */
const JITTER = 0.75;

/** A pool player as the AI reads him: his positions, and the positions he may play as bits of POSITIONS. */
interface Read {
  player: DraftCandidate;
  positions: readonly string[];
  playable: number;
}
const bitOf = (position: string) => 1 << POSITIONS.indexOf(position as Position);

const readCache = new WeakMap<object, Read>();
/** A player read once per player object: the server's pool snapshot keeps its objects from pick to pick. */
function read(p: DraftCandidate): Read {
  let r = readCache.get(p);
  if (!r) {
    const positions = positionsOf(p);
    const playable = POSITIONS.reduce((bits, pos) => (canPlay(positions, pos) ? bits | bitOf(pos) : bits), 0);
    readCache.set(p, (r = { player: p, positions, playable }));
  }
  return r;
}

const poolCache = new WeakMap<readonly DraftCandidate[], Read[]>();
/** The reads of a whole pool array, kept while the caller keeps passing the same array (a changed entry is read again). */
function readPool(pool: readonly DraftCandidate[]): Read[] {
  let reads = poolCache.get(pool);
  if (!reads || reads.length !== pool.length) poolCache.set(pool, (reads = pool.map(read)));
  return reads;
}

const positionsOfCached = (p: DraftCandidate) => read(p).positions;

/** Best first: overall, then whether the position is his first one, then id (stable for a seed). */
function better(a: DraftCandidate, b: DraftCandidate, position: string): boolean {
  if (a.overall !== b.overall) return a.overall > b.overall;
  const aFirst = positionsOfCached(a)[0] === position;
  if (aFirst !== (positionsOfCached(b)[0] === position)) return aFirst;
  return a.id < b.id;
}

/** Keeps `list` the best `depth` players, best first (insertion: depth is at most a few dozen). */
function insertTop<P extends DraftCandidate>(list: P[], p: P, depth: number, position: string): void {
  if (list.length === depth && !better(p, list[depth - 1], position)) return;
  let i = list.length < depth ? list.length : depth - 1;
  while (i > 0 && better(p, list[i - 1], position)) i--;
  list.splice(i, 0, p);
  if (list.length > depth) list.pop();
}

/**
 * The undrafted players of the room's leagues who can play each position of the seat's empty slots, best
 * first, as many per position as could go before the seat's next turn plus the slots it has to fill.
 */
function candidatesByPosition<P extends DraftCandidate>(state: DraftState, pool: readonly P[], empty: readonly GameSlot[], depthOf: (position: string) => number) {
  const drafted = new Set(state.members.flatMap((m) => m.squad.map((p) => p.playerId)));
  const needed = [...new Set(empty.map((s) => s.position))].map((pos) => ({ pos, bit: bitOf(pos), depth: depthOf(pos), list: [] as P[] }));
  const neededBits = needed.reduce((bits, n) => bits | n.bit, 0);
  const reads = readPool(pool);
  for (let i = 0; i < pool.length; i++) {
    const p = pool[i];
    const playable = (reads[i].player === p ? reads[i] : read(p)).playable & neededBits;
    if (playable === 0) continue;
    if (drafted.has(p.id) || !leagueAllowed(state.leagues, p.league_name)) continue;
    for (const n of needed) if (playable & n.bit) insertTop(n.list, p, n.depth, n.pos);
  }
  return new Map(needed.map((n) => [n.pos, n.list]));
}

/**
 * A substitute (the extra rounds after the eleven): the best player left of the room's leagues, an
 * outfielder while one is left (a manager changes a keeper only when he is hurt, which the game never does).
 */
function benchChoice<P extends DraftCandidate>(state: DraftState, pool: readonly P[], slotKey: string): DraftChoice<P> | null {
  const drafted = new Set(state.members.flatMap((m) => m.squad.map((p) => p.playerId)));
  let best: P | undefined;
  let bestKeeper: P | undefined;
  for (const p of pool) {
    if (drafted.has(p.id) || !leagueAllowed(state.leagues, p.league_name)) continue;
    if (p.player_positions.split(',')[0].trim() === 'GK') {
      if (!bestKeeper || p.overall > bestKeeper.overall) bestKeeper = p;
    } else if (!best || p.overall > best.overall) best = p;
  }
  const player = best ?? bestKeeper;
  return player ? { player, slotKey } : null;
}

/**
 * The pick of a seat's manager, by need, quality and style: for every position among its empty slots,
 * the best player who can play it, valued by his overall, by how much worse the best one left at the
 * seat's next turn would be (scarce positions first; a position that could run dry goes at once), and, in
 * the first rounds, by the style's lines. Only undrafted players of the room's leagues for an empty slot
 * of the seat's formation (the rules of draft.ts checkPick), so the pick is never refused; the turn itself
 * is the caller's to check. Null when the seat is unknown, full, or no available player fits an empty slot.
 * Without `rng` the choice has no jitter (the clock's automatic pick).
 */
export function chooseAiPick<P extends DraftCandidate>(state: DraftState, pool: readonly P[], seat: string, style: AiStyle, rng?: Random): DraftChoice<P> | null {
  const me = state.members.find((m) => m.userId === seat);
  if (!me) return null;
  const open = emptySlots(me);
  if (open.length === 0) return null;
  if (isBenchSlot(open[0])) return benchChoice(state, pool, open[0].key);
  const empty = open as GameSlot[];
  const slotsOf = (pos: string) => empty.filter((s) => s.position === pos).length;
  // Picks the others make before this seat's next turn: n-1 on average in both orders.
  const horizon = Math.max(0, state.members.length - 1);
  const top = candidatesByPosition(state, pool, empty, (pos) => horizon + slotsOf(pos) + 1);
  const round = me.squad.length + 1;
  const fade = Math.max(0, STYLE_ROUNDS - round + 1) / STYLE_ROUNDS;
  let best: { score: number; slot: GameSlot } | undefined;
  const seen = new Set<string>();
  for (const slot of empty) {
    const list = top.get(slot.position)!;
    // Slots of one position and line are one option: the first of them is the one to fill.
    if (list.length === 0 || seen.has(`${slot.line} ${slot.position}`)) continue;
    seen.add(`${slot.line} ${slot.position}`);
    const needed = slotsOf(slot.position);
    const atNextTurn = list[Math.min(list.length - 1, horizon + needed - 1)];
    const scarce = list.length < horizon + needed + 1 ? SCARCITY_BONUS : 0;
    const styleWeight = (STYLE_LINES[style][slot.line] ?? 0) * fade;
    const jitter = rng ? rng.next() * JITTER : 0;
    const score = list[0].overall + DROP_WEIGHT * (list[0].overall - atNextTurn.overall) + scarce + styleWeight + jitter;
    if (!best || score > best.score) best = { score, slot };
  }
  return best ? { player: top.get(best.slot.position)![0], slotKey: best.slot.key } : null;
}
