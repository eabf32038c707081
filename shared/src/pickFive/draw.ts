import type { Random } from '../match/random';
import { canPlay, positionsOf } from '../players/positions';
import type { GamePlayer } from '../players/types';
import { roomRandom } from '../room/rules/seeded';
import { benchSlots, formationSlots, GAME_FORMATIONS } from '../formations/gameFormations';
import { CAPTAIN_ODDS, drawRarity, fallbackOrder, PLACE_ODDS, RARITIES, rarityOf, type Distribution, type Rarity } from './rarity';

/**
 * The cards of a "Beşten birini seç" run (docs/drafts.md, 'Pick one of five'), drawn from the run's seed
 * alone: 5 formations, then for the formation chosen 5 captains and 5 cards for every place and
 * substitute. The cards depend on the seed and the formation, never on the choices made, so everyone
 * who plays the daily seed and the same formation meets the same cards.
 */

export const CARDS = 5;
/** The substitutes of a run. */
export const RUN_BENCH = 5;

/** What a card needs of a player: the draws' fields and the chemistry's (club, league, nation). */
export type CardPlayer = Pick<GamePlayer, 'id' | 'player_positions' | 'overall' | 'league_name' | 'club_name' | 'nationality'>;

export interface Sheet<P extends CardPlayer> {
  formation: string;
  captains: P[];
  /** Five cards for every slot of the formation and of the bench, by slot key. */
  places: Record<string, P[]>;
}

/** The run's five formations: distinct, in the order drawn. */
export function formationChoices(seed: string): string[] {
  return sample([...GAME_FORMATIONS], CARDS, roomRandom(`${seed}/formations`, 0));
}

function sample<T>(list: T[], n: number, rng: Random): T[] {
  const out: T[] = [];
  while (out.length < n && list.length > 0) out.push(list.splice(rng.int(list.length), 1)[0]);
  return out;
}

type Buckets<P> = Record<Rarity, P[]>;
const emptyBuckets = <P>(): Buckets<P> => ({ common: [], rare: [], elite: [], legend: [] });

/** The pool by rarity, all of it and by each position played, each list in id order (the draws do not depend on the pool's load order). */
interface PoolIndex<P> {
  all: Buckets<P>;
  byPosition: Map<string, Buckets<P>>;
}

const indexes = new WeakMap<object, PoolIndex<CardPlayer>>();
function indexOf<P extends CardPlayer>(pool: readonly P[]): PoolIndex<P> {
  const kept = indexes.get(pool);
  if (kept) return kept as PoolIndex<P>;
  const index: PoolIndex<P> = { all: emptyBuckets(), byPosition: new Map() };
  for (const p of [...pool].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const r = rarityOf(p.overall);
    index.all[r].push(p);
    for (const pos of positionsOf(p)) {
      if (!index.byPosition.has(pos)) index.byPosition.set(pos, emptyBuckets());
      index.byPosition.get(pos)![r].push(p);
    }
  }
  indexes.set(pool, index as PoolIndex<CardPlayer>);
  return index;
}

/** The players of any of these positions, by rarity, each in id order. */
function ofPositions<P extends CardPlayer>(index: PoolIndex<P>, positions: readonly string[]): Buckets<P> {
  const out = emptyBuckets<P>();
  for (const r of RARITIES) {
    const found = new Map<string, P>();
    for (const pos of positions) for (const p of index.byPosition.get(pos)?.[r] ?? []) found.set(p.id, p);
    out[r] = [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  return out;
}

/** `CARDS` distinct cards none drawn before, each of a rarity drawn first (falling back when none is left), then a player of it. */
function drawCards<P extends CardPlayer>(buckets: Buckets<P>, odds: Distribution, used: Set<string>, rng: Random): P[] {
  const cards: P[] = [];
  for (let i = 0; i < CARDS; i++) {
    for (const r of fallbackOrder(drawRarity(odds, rng))) {
      const left = buckets[r].filter((p) => !used.has(p.id));
      if (left.length === 0) continue;
      const card = left[rng.int(left.length)];
      used.add(card.id);
      cards.push(card);
      break;
    }
  }
  return cards;
}

/** Every card of the run for one formation: captains first (players of one of its positions), then the places in formation order, then the bench. */
export function drawSheet<P extends CardPlayer>(seed: string, formation: string, pool: readonly P[]): Sheet<P> {
  const rng = roomRandom(`${seed}/${formation}`, 1);
  const index = indexOf(pool);
  const used = new Set<string>();
  const slots = formationSlots(formation);
  const captains = drawCards(ofPositions(index, [...new Set(slots.map((s) => s.position))]), CAPTAIN_ODDS, used, rng);
  const places: Record<string, P[]> = {};
  for (const slot of [...slots, ...benchSlots(RUN_BENCH)]) {
    places[slot.key] = drawCards(slot.line === 'SUB' ? index.all : ofPositions(index, [slot.position]), PLACE_ODDS, used, rng);
  }
  return { formation, captains, places };
}

/** The captain's place: the slot of his first position he plays, else the first slot he plays. */
export function captainSlot(formation: string, captain: Pick<CardPlayer, 'player_positions'>): string {
  const own = positionsOf(captain);
  const slots = formationSlots(formation);
  return (own.map((pos) => slots.find((s) => s.position === pos)).find(Boolean) ?? slots.find((s) => canPlay(own, s.position))!).key;
}
