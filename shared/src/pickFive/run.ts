import { benchSlots, formationSlots, type SquadSlot } from '../formations/gameFormations';
import { draftRefusal, type DraftRefusal } from '../auction/refusal';
import type { Decision } from '../match/types';
import { captainSlot, CARDS, drawSheet, formationChoices, RUN_BENCH, type CardPlayer, type Sheet } from './draw';

/**
 * A "Beşten birini seç" run as data: its seed and the index (0-4) of each card chosen, in order: the
 * formation, the captain, each remaining place of the eleven in formation order, then the substitutes.
 * Everything else follows from the seed (./draw.ts), so a run is replayed, checked and shared from these,
 * with the decisions its manager made in the knockout's ties (knockoutDecisions.ts).
 */
export interface PickFiveRun {
  seed: string;
  choices: readonly number[];
  decisions?: KnockoutDecisions;
}

/** The manager's decisions in the knockout: one list a tie, in the ties' order, each for his side (A) at the minute he made it. */
export type KnockoutDecisions = readonly (readonly Decision[])[];

export type Offer<P extends CardPlayer> =
  | { kind: 'formation'; options: string[] }
  | { kind: 'captain'; options: P[] }
  | { kind: 'place'; slot: SquadSlot; options: P[] }
  | { kind: 'done' };

export const newRun = (seed: string): PickFiveRun => ({ seed, choices: [] });

const sheets = new WeakMap<object, Map<string, Sheet<CardPlayer>>>();
/** A formation's sheet, drawn once per seed and pool object (a screen asks at every step). */
export function sheetOf<P extends CardPlayer>(seed: string, formation: string, pool: readonly P[]): Sheet<P> {
  let byKey = sheets.get(pool);
  if (!byKey) sheets.set(pool, (byKey = new Map()));
  const key = `${seed}\n${formation}`;
  if (!byKey.has(key)) byKey.set(key, drawSheet(seed, formation, pool));
  return byKey.get(key) as Sheet<P>;
}

/** The places chosen after the captain: the formation's eleven without the captain's, then the bench. */
export function placesAfterCaptain(formation: string, captain: CardPlayer): SquadSlot[] {
  const taken = captainSlot(formation, captain);
  return [...formationSlots(formation).filter((s) => s.key !== taken), ...benchSlots(RUN_BENCH)];
}

/** The five cards the run offers now. */
export function offerOf<P extends CardPlayer>(run: PickFiveRun, pool: readonly P[]): Offer<P> {
  const [f, c, ...rest] = run.choices;
  if (f === undefined) return { kind: 'formation', options: formationChoices(run.seed) };
  const formation = formationChoices(run.seed)[f];
  const sheet = sheetOf(run.seed, formation, pool);
  if (c === undefined) return { kind: 'captain', options: sheet.captains };
  const slot = placesAfterCaptain(formation, sheet.captains[c])[rest.length];
  return slot ? { kind: 'place', slot, options: sheet.places[slot.key] } : { kind: 'done' };
}

/** Whether the card at `index` (0-based) may be chosen now. Null when it may. */
export function checkChoice<P extends CardPlayer>(run: PickFiveRun, pool: readonly P[], index: number): DraftRefusal | null {
  const offer = offerOf(run, pool);
  if (offer.kind === 'done') return draftRefusal('PICK_FIVE_FINISHED');
  return Number.isInteger(index) && index >= 0 && index < offer.options.length ? null : draftRefusal('PICK_FIVE_NO_SUCH_CARD', { max: CARDS });
}

export const choose = (run: PickFiveRun, index: number): PickFiveRun => ({ ...run, choices: [...run.choices, index] });

/** A whole run as sent to be saved, replayed choice by choice: the first refusal, or null when every card was on offer. */
export function checkRun<P extends CardPlayer>(run: PickFiveRun, pool: readonly P[]): DraftRefusal | null {
  let replay = newRun(run.seed);
  for (const index of run.choices) {
    const refused = checkChoice(replay, pool, index);
    if (refused) return refused;
    replay = choose(replay, index);
  }
  return null;
}

/** A chosen card: its place, the player, and his rank among the five offered (1: the best rated of them). */
export interface Chosen<P> {
  slot: string;
  player: P;
  rank: number;
  captain: boolean;
}

/** The team so far: the formation chosen (or null) and every card chosen in its place. */
export function teamOf<P extends CardPlayer>(run: PickFiveRun, pool: readonly P[]): { formation: string | null; squad: Chosen<P>[] } {
  const [f, c, ...rest] = run.choices;
  if (f === undefined) return { formation: null, squad: [] };
  const formation = formationChoices(run.seed)[f];
  if (c === undefined) return { formation, squad: [] };
  const sheet = sheetOf(run.seed, formation, pool);
  const rankIn = (options: P[], i: number) => 1 + options.filter((p) => p.overall > options[i].overall).length;
  const captain = sheet.captains[c];
  const squad: Chosen<P>[] = [{ slot: captainSlot(formation, captain), player: captain, rank: rankIn(sheet.captains, c), captain: true }];
  placesAfterCaptain(formation, captain)
    .slice(0, rest.length)
    .forEach((slot, k) => squad.push({ slot: slot.key, player: sheet.places[slot.key][rest[k]], rank: rankIn(sheet.places[slot.key], rest[k]), captain: false }));
  return { formation, squad };
}
